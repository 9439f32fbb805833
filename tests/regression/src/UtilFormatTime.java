import java.util.*;
/*
 * Formatter's date/time conversions (%t and %T) against the stock JVM:
 * every conversion for a long, a Date (default zone New York) and
 * Calendars in Tokyo and in Paris in summer time; width and '-', null,
 * year 5 BC and year 12345, argument indexes and '<', a custom GMT
 * offset zone, and the errors (wrong argument class, precision, flags,
 * unknown conversions).
 */
public class UtilFormatTime {
    static void t(String f, Object... a) {
        try { System.out.println(f + " => [" + String.format(f, a) + "]"); } catch (Exception e) { System.out.println(f + " => " + e); }
    }
    public static void main(String[] x) {
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        long ms = 1234567890123L;
        Date d = new Date(ms);
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("Asia/Tokyo"));
        c.setTimeInMillis(ms);
        Calendar summer = Calendar.getInstance(TimeZone.getTimeZone("Europe/Paris"));
        summer.setTimeInMillis(1215000000000L);
        for (String conv : "H I k l M S L N p z Z s Q B b h A a C Y y j m d e R T r D F c".split(" ")) {
            t("%t" + conv, ms); t("%T" + conv, d); t("%t" + conv, c); t("%t" + conv, summer);
        }
        t("%tY %<tm", 5L);
        t("%-12tB|", d); t("%12tA|", d); t("%tY", (Object) null); t("%10tY|", (Object) null); t("%Ty", "str");
        t("%tY", 5); t("%.2tY", d); t("%#tY", d); t("%-tY", d); t("%0tY", d); t("%tq", d); t("%t", d);
        Calendar bc = new GregorianCalendar(TimeZone.getTimeZone("UTC")); bc.clear(); bc.set(Calendar.ERA, GregorianCalendar.BC); bc.set(Calendar.YEAR, 5); 
        t("%tY %tC %ty", bc, bc, bc);
        Calendar y2 = new GregorianCalendar(TimeZone.getTimeZone("UTC")); y2.clear(); y2.set(12345, 0, 3, 0, 5, 9);
        t("%tY %tC %ty %tj %tl %tI %tp", y2, y2, y2, y2, y2, y2, y2);
        t("%1$tY-%1$tm-%1$td", new Date(0L));
        t("%tZ %<tz", new GregorianCalendar(TimeZone.getTimeZone("GMT+05:30")));
    }
}
