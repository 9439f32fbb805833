import java.text.SimpleDateFormat;
import java.util.*;

/* The default time zone comes from -Duser.timezone (TextDateDefaultZone.opts). */
public class TextDateDefaultZone {
    public static void main(String[] args) {
        TimeZone z = TimeZone.getDefault();
        System.out.println(z.getID() + " " + z.getRawOffset() + " " + z.useDaylightTime());
        for (long t : new long[] { 0L, 1696089600000L, 1696093200000L, 1712419200000L, 1712422800000L, 4102444800000L })
            System.out.println(t + " " + new Date(t) + " | " + new SimpleDateFormat("yyyy-MM-dd HH:mm:ss zzz Z", Locale.US).format(new Date(t)));
        Calendar c = Calendar.getInstance();
        c.clear();
        c.set(2023, Calendar.OCTOBER, 1, 2, 30);
        System.out.println("gap: " + c.getTimeInMillis() + " " + c.getTime());
        c.clear();
        c.set(2024, Calendar.APRIL, 7, 2, 30);
        System.out.println("overlap: " + c.getTimeInMillis() + " " + c.getTime());
        TimeZone.setDefault(null);
        System.out.println("after setDefault(null): " + TimeZone.getDefault().getID());
    }
}
