/* MessageFormat with date and time arguments (styles, patterns, parsing). */
import java.text.*;
import java.util.*;
public class TextMessageDates {
    public static void main(String[] args) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        Date d = new Date(1700000000000L);
        String[] ps = { "At {1,time} on {1,date}, {0} happened.", "{1,date,short} {1,date,long} {1,time,full} {1,date,full}",
                        "{1,date,yyyy.MM.dd G 'at' HH:mm:ss z}", "{1} and {2,number,#.##}", "{1,time,short} {1,time,medium} {1,time,long}" };
        for (String p : ps) {
            MessageFormat mf = new MessageFormat(p, Locale.US);
            System.out.println(mf.toPattern() + " => " + mf.format(new Object[] { "a disturbance", d, 3.14159 }));
        }
        MessageFormat mf = new MessageFormat("{0,date,yyyy-MM-dd} {1}", Locale.US);
        Object[] r = mf.parse("2024-02-29 tail");
        System.out.println(((Date) r[0]).getTime() + " " + r[1]);
    }
}
