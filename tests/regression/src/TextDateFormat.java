import java.text.*;
import java.util.*;

/* java.util.TimeZone (from the system tz database), Date, GregorianCalendar
   and java.text.SimpleDateFormat/DateFormat in English, with zones that
   change to and from daylight time, the Julian/Gregorian cutover and BC. */
public class TextDateFormat {
    static final String[] ZONES = { "UTC", "GMT", "Europe/Paris", "America/New_York", "Australia/Sydney",
        "Asia/Kolkata", "Asia/Tokyo", "America/Los_Angeles", "Europe/London", "GMT+05:30", "GMT-8", "Nowhere/City" };
    static final long[] INSTANTS = { 0L, 1700000000000L, 1711846799000L, 1711846800000L, 1729990799999L, 1729990800000L,
        -1L, 951782400000L, 4102444800000L, 2500000000000L, -12219292800000L, -12219292800001L, -62135769600000L,
        -62198755200000L, 1234567890123L, 1609459199999L, 1710054000000L, 1730613600000L };

    static String fields(Calendar c) {
        return c.get(Calendar.ERA) + " " + c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-" + c.get(Calendar.DAY_OF_MONTH)
            + " " + c.get(Calendar.HOUR_OF_DAY) + ":" + c.get(Calendar.MINUTE) + ":" + c.get(Calendar.SECOND) + "." + c.get(Calendar.MILLISECOND)
            + " dow=" + c.get(Calendar.DAY_OF_WEEK) + " doy=" + c.get(Calendar.DAY_OF_YEAR) + " woy=" + c.get(Calendar.WEEK_OF_YEAR)
            + " wom=" + c.get(Calendar.WEEK_OF_MONTH) + " dowim=" + c.get(Calendar.DAY_OF_WEEK_IN_MONTH)
            + " ampm=" + c.get(Calendar.AM_PM) + " h=" + c.get(Calendar.HOUR)
            + " zone=" + c.get(Calendar.ZONE_OFFSET) + " dst=" + c.get(Calendar.DST_OFFSET);
    }

    public static void main(String[] args) throws Exception {
        for (String id : ZONES) {
            TimeZone z = TimeZone.getTimeZone(id);
            System.out.println(id + " -> " + z.getID() + " raw=" + z.getRawOffset() + " dstSavings=" + z.getDSTSavings()
                + " useDaylight=" + z.useDaylightTime() + " names=" + z.getDisplayName(false, TimeZone.SHORT, Locale.US)
                + (z.useDaylightTime() ? "/" + z.getDisplayName(true, TimeZone.SHORT, Locale.US) : ""));
            StringBuilder sb = new StringBuilder("  offsets:");
            for (long t : INSTANTS)
                sb.append(' ').append(z.getOffset(t)).append(z.inDaylightTime(new Date(t)) ? "D" : "");
            System.out.println(sb);
            System.out.println("  getOffset(AD,2024,6,1) = " + z.getOffset(GregorianCalendar.AD, 2024, Calendar.JULY, 1, Calendar.MONDAY, 43200000)
                + " (BC? " + z.getOffset(GregorianCalendar.AD, 2024, Calendar.JANUARY, 15, Calendar.MONDAY, 0) + ")");
        }
        System.out.println(TimeZone.getTimeZone("UTC").getDisplayName(false, TimeZone.LONG, Locale.US) + " | " + TimeZone.getTimeZone("GMT").getDisplayName(false, TimeZone.LONG, Locale.US));

        for (String id : new String[] { "UTC", "Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata" }) {
            TimeZone.setDefault(TimeZone.getTimeZone(id));
            StringBuilder sb = new StringBuilder(id + ":");
            for (long t : INSTANTS)
                sb.append("\n  ").append(t).append(" ").append(new Date(t));
            System.out.println(sb);
            Date d = new Date(1700000000000L);
            System.out.println("  deprecated: " + d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay() + " " + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds() + " " + d.getTimezoneOffset() + " " + d.toGMTString());
            Date d2 = new Date(124, 1, 29, 10, 30);
            System.out.println("  new Date(124,1,29,10,30) = " + d2.getTime() + " " + d2);
        }
        TimeZone.setDefault(TimeZone.getTimeZone("Europe/Paris"));

        for (String id : new String[] { "UTC", "Europe/Paris", "America/New_York", "Australia/Sydney" }) {
            Calendar c = Calendar.getInstance(TimeZone.getTimeZone(id), Locale.US);
            System.out.println(id + " calendar " + c.getFirstDayOfWeek() + " " + c.getMinimalDaysInFirstWeek() + " " + (c instanceof GregorianCalendar));
            for (long t : INSTANTS) {
                c.setTimeInMillis(t);
                System.out.println("  " + t + " " + fields(c));
            }
        }

        // Year ends and week numbers under two week rules
        Calendar w = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        for (int pass = 0; pass < 2; pass++) {
            if (pass == 1) {
                w.setFirstDayOfWeek(Calendar.MONDAY);
                w.setMinimalDaysInFirstWeek(4);
            }
            for (int y = 2019; y <= 2027; y++) {
                StringBuilder sb = new StringBuilder("weeks " + pass + " " + y + ":");
                for (int d : new int[] { -3, -2, -1, 0, 1, 2, 3 }) {
                    w.clear();
                    w.set(y, Calendar.JANUARY, 1);
                    w.add(Calendar.DAY_OF_MONTH, d);
                    sb.append(' ').append(w.get(Calendar.WEEK_OF_YEAR)).append('/').append(w.get(Calendar.WEEK_OF_MONTH));
                }
                w.clear();
                w.set(y, Calendar.JUNE, 15);
                sb.append(" max=").append(w.getActualMaximum(Calendar.WEEK_OF_YEAR)).append(',').append(w.getActualMaximum(Calendar.DAY_OF_YEAR));
                System.out.println(sb);
            }
        }

        // Setting fields, lenient overflow, DST gaps and overlaps
        Calendar p = new GregorianCalendar(TimeZone.getTimeZone("Europe/Paris"), Locale.US);
        int[][] sets = { { 2024, 2, 31, 2, 30 }, { 2024, 2, 31, 3, 30 }, { 2024, 9, 27, 2, 30 }, { 2024, 9, 27, 1, 59 },
            { 2024, 12, 1, 0, 0 }, { 2024, 1, 30, 0, 0 }, { 2023, 1, 29, 0, 0 }, { 2024, -1, 1, 0, 0 }, { 2024, 0, 0, 0, 0 },
            { 2024, 5, 15, 25, 61 }, { 1582, 9, 4, 12, 0 }, { 1582, 9, 15, 12, 0 }, { 1582, 9, 10, 12, 0 }, { 1, 0, 1, 0, 0 }, { 1900, 1, 29, 0, 0 } };
        for (int[] s : sets) {
            p.clear();
            p.set(s[0], s[1], s[2], s[3], s[4]);
            System.out.println("set " + Arrays.toString(s) + " -> " + p.getTimeInMillis() + " " + fields(p));
        }
        p.clear();
        p.set(Calendar.YEAR, 2024);
        p.set(Calendar.DAY_OF_YEAR, 200);
        System.out.println("doy 200 -> " + fields(p));
        p.clear();
        p.set(Calendar.YEAR, 2024);
        p.set(Calendar.WEEK_OF_YEAR, 10);
        p.set(Calendar.DAY_OF_WEEK, Calendar.WEDNESDAY);
        System.out.println("week 10 wed -> " + fields(p));
        p.clear();
        p.set(Calendar.YEAR, 2024);
        p.set(Calendar.MONTH, Calendar.NOVEMBER);
        p.set(Calendar.DAY_OF_WEEK, Calendar.THURSDAY);
        p.set(Calendar.DAY_OF_WEEK_IN_MONTH, 4);
        System.out.println("4th thursday of november -> " + fields(p));
        p.set(Calendar.DAY_OF_WEEK_IN_MONTH, -1);
        System.out.println("last thursday -> " + fields(p));
        p.set(Calendar.ERA, GregorianCalendar.BC);
        p.set(Calendar.YEAR, 44);
        p.set(Calendar.MONTH, Calendar.MARCH);
        p.set(Calendar.DAY_OF_MONTH, 15);
        System.out.println("ides of march 44 BC -> " + p.getTimeInMillis() + " " + fields(p));
        p.setLenient(false);
        p.set(Calendar.MONTH, 13);
        try {
            p.getTimeInMillis();
            System.out.println("non-lenient month 13 accepted");
        } catch (IllegalArgumentException e) {
            System.out.println("non-lenient month 13: IllegalArgumentException");
        }

        // add and roll
        Calendar a = new GregorianCalendar(TimeZone.getTimeZone("America/New_York"), Locale.US);
        int[] fieldsToMove = { Calendar.YEAR, Calendar.MONTH, Calendar.DAY_OF_MONTH, Calendar.DAY_OF_YEAR, Calendar.WEEK_OF_YEAR,
            Calendar.HOUR_OF_DAY, Calendar.HOUR, Calendar.MINUTE, Calendar.SECOND, Calendar.MILLISECOND, Calendar.AM_PM, Calendar.DAY_OF_WEEK };
        for (int field : fieldsToMove) {
            for (int amount : new int[] { 1, -1, 13, -400 }) {
                a.setTimeInMillis(1709960400000L);   // 2024-03-09 00:00 EST, the day before the spring change
                a.add(field, amount);
                String added = fields(a);
                a.setTimeInMillis(1706745600000L);   // 2024-01-31 19:00 EST
                a.roll(field, amount);
                System.out.println("field " + field + " " + amount + ": add " + added + " | roll " + fields(a));
            }
        }
        a.setTimeInMillis(1706745600000L);
        a.add(Calendar.MONTH, 1);
        System.out.println("jan 31 + 1 month = " + fields(a) + " maxDate=" + a.getActualMaximum(Calendar.DAY_OF_MONTH));
        System.out.println("min/max " + a.getMinimum(Calendar.DAY_OF_WEEK_IN_MONTH) + " " + a.getMaximum(Calendar.YEAR) + " " + a.getLeastMaximum(Calendar.DAY_OF_MONTH) + " " + a.getGreatestMinimum(Calendar.DAY_OF_MONTH));
        System.out.println(((GregorianCalendar) a).isLeapYear(1900) + " " + ((GregorianCalendar) a).isLeapYear(2000) + " " + ((GregorianCalendar) a).isLeapYear(1500) + " " + ((GregorianCalendar) a).getGregorianChange().getTime());
        Calendar b = (Calendar) a.clone();
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.before(b));
        b.add(Calendar.SECOND, 1);
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + a.before(b) + " " + a.after(b));
        System.out.println(a.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US) + " " + a.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US));

        // SimpleDateFormat
        String[] patterns = { "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "EEE, d MMM yyyy HH:mm:ss z", "EEEE, MMMM d, y G", "yy/M/d h:mm a", "K:mm a, z",
            "''yy 'o''clock' hh", "D DDD w ww W F E u", "yyyyy.MMMMM.dd GGG hh:mm aaa", "yyMMddHHmmssZ", "XXX XX X", "kk:mm:ss SSS S", "YYYY-'W'ww-u", "LLL LLLL L" };
        long[] when = { 0L, 1700000000000L, 1711846800000L, 1729990799999L, 1735689599999L, -62198755200000L, 1234567890123L };
        for (String zid : new String[] { "UTC", "Europe/Paris", "America/Los_Angeles", "Asia/Kolkata" }) {
            for (String pat : patterns) {
                SimpleDateFormat f = new SimpleDateFormat(pat, Locale.US);
                f.setTimeZone(TimeZone.getTimeZone(zid));
                StringBuilder sb = new StringBuilder(zid + " [" + pat + "]:");
                for (long t : when)
                    sb.append(" {").append(f.format(new Date(t))).append('}');
                System.out.println(sb);
            }
        }
        for (Locale l : new Locale[] { Locale.US, Locale.ROOT }) {
            for (int s = DateFormat.FULL; s <= DateFormat.SHORT; s++) {
                DateFormat df = DateFormat.getDateTimeInstance(s, s, l);
                df.setTimeZone(TimeZone.getTimeZone("America/New_York"));
                DateFormat d1 = DateFormat.getDateInstance(s, l), t1 = DateFormat.getTimeInstance(s, l);
                d1.setTimeZone(TimeZone.getTimeZone("UTC"));
                t1.setTimeZone(TimeZone.getTimeZone("UTC"));
                System.out.println("style " + l + " " + s + ": " + ((SimpleDateFormat) df).toPattern() + " => " + df.format(new Date(1700000000000L))
                    + " | " + d1.format(new Date(0)) + " | " + t1.format(new Date(0)));
            }
        }
        try {
            new SimpleDateFormat("yyyy-bb");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new SimpleDateFormat("'unterminated");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }

        // Parsing
        String[][] parses = {
            { "yyyy-MM-dd HH:mm:ss", "2024-03-31 02:30:00" }, { "yyyy-MM-dd HH:mm:ss", "2024-10-27 02:30:00" },
            { "yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2023-11-14T22:13:20.000+0000" }, { "yyyy-MM-dd'T'HH:mm:ssXXX", "2023-11-14T22:13:20-05:00" },
            { "EEE, d MMM yyyy HH:mm:ss z", "Tue, 14 Nov 2023 23:13:20 CET" }, { "EEE, d MMM yyyy HH:mm:ss z", "Tue, 14 Nov 2023 23:13:20 GMT" },
            { "MMMM d, yyyy", "february 29, 2024" }, { "MMM d, yyyy", "Sep 5, 1999 and more" }, { "yyyyMMdd", "20240229" },
            { "yyyy-MM-dd", "2024-02-30" }, { "yyyy-MM-dd", "2024/02/03" }, { "h:mm a", "12:05 AM" }, { "h:mm a", "12:05 PM" },
            { "dd.MM.yyyy G", "01.01.0044 BC" }, { "yyyy-MM-dd", "x" }, { "D yyyy", "366 2024" },
        };
        for (String[] pp : parses) {
            SimpleDateFormat f = new SimpleDateFormat(pp[0], Locale.US);
            f.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
            ParsePosition pos = new ParsePosition(0);
            Date d = f.parse(pp[1], pos);
            System.out.println("parse [" + pp[0] + "] '" + pp[1] + "' = " + (d == null ? "null" : d.getTime() + " " + d) + " index=" + pos.getIndex() + " error=" + pos.getErrorIndex());
        }
        SimpleDateFormat strict = new SimpleDateFormat("yyyy-MM-dd", Locale.US);
        strict.setLenient(false);
        try {
            strict.parse("2024-02-30");
            System.out.println("strict accepted");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
        }
        try {
            strict.parse("nonsense");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " at " + e.getErrorOffset());
        }
        SimpleDateFormat two = new SimpleDateFormat("MM/dd/yy", Locale.US);
        two.setTimeZone(TimeZone.getTimeZone("UTC"));
        Calendar start = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        start.clear();
        start.set(1950, Calendar.JANUARY, 1);
        two.set2DigitYearStart(start.getTime());
        for (String s : new String[] { "01/01/49", "01/01/50", "12/31/99", "06/15/1999", "06/15/5" })
            System.out.println("two-digit " + s + " = " + two.format(two.parse(s)) + " " + two.parse(s).getTime());
    }
}
