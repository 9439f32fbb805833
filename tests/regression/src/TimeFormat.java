import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;

/** java.time.format.DateTimeFormatter: ISO constants and ofPattern, formatting and parsing. */
public class TimeFormat {
    static final LocalDate EPOCH = LocalDate.of(1970, 1, 1);

    abstract static class Case {
        abstract Object run();
    }

    static void t(String name, Case c) {
        try {
            System.out.println(name + " -> " + c.run());
        } catch (DateTimeParseException e) {
            System.out.println(name + " !! " + e.getClass().getName() + ": " + e.getMessage() + " @"
                    + e.getErrorIndex() + " '" + e.getParsedString() + "'");
        } catch (RuntimeException e) {
            System.out.println(name + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static final String[] PATTERNS = {
        "yyyy-MM-dd", "dd/MM/yyyy", "d.M.yy", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm:ss.SSS",
        "EEE, d MMM yyyy HH:mm:ss", "EEEE, MMMM d, y", "EEEEE MMMMM", "h:mm a", "hh:mm:ss a", "K:mm a", "k:mm",
        "HH:mm:ss.S", "HH:mm:ss.SSSSSS", "HH:mm:ss.SSSSSSSSS", "uuuu/MM/dd", "u-M-d", "yyy", "yyyyy", "D DD DDD",
        "'Date:' yyyy 'at' HH 'o''clock'", "''yy''", "yyyyMMdd", "yyyyMMddHHmmss", "MMM", "MMMM", "E", "EE",
        "LLL LLLL", "G yyyy", "GGGG GGGGG", "dd MMM uuuu [HH:mm]", "H:m:s", "n", "nnnnnnnnnnn", "N", "A", "a",
        "[yyyy][HH]"
    };

    public static void main(String[] args) {
        LocalDateTime[] values = {
            LocalDateTime.of(2021, 3, 7, 9, 5, 3, 120000000),
            LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999999999),
            LocalDateTime.of(2000, 1, 1, 0, 0),
            LocalDateTime.of(2024, 2, 29, 12, 0, 0, 1),
            LocalDateTime.of(1, 1, 1, 12, 30),
            LocalDateTime.of(0, 6, 15, 13, 1, 2),
            LocalDateTime.of(-44, 3, 15, 11, 0),
            LocalDateTime.of(12345, 7, 4, 18, 45, 0, 500),
            LocalDateTime.of(-12345, 10, 10, 1, 1, 1, 1000),
        };
        for (String p : PATTERNS) {
            final DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            System.out.println(p + " = " + f);
            for (LocalDateTime v : values) {
                final LocalDateTime vv = v;
                t("  " + v, new Case() { Object run() { return f.format(vv); } });
            }
            t("  date", new Case() { Object run() { return f.format(LocalDate.of(2021, 7, 4)); } });
            t("  time", new Case() { Object run() { return f.format(LocalTime.of(17, 8, 9)); } });
        }
        isoConstants(values);
        patternParsing();
        patternErrors();
        for (Month m : Month.values()) {
            LocalDate d = LocalDate.of(2021, m, 1);
            System.out.println(d.format(DateTimeFormatter.ofPattern("MMMM MMM MMMMM EEEE EEE EEEEE"))
                    + " " + DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH).format(d));
        }
        for (DayOfWeek w : DayOfWeek.values()) {
            System.out.print(LocalDate.of(2021, 3, 1).plusDays(w.ordinal()).format(DateTimeFormatter.ofPattern("E")) + " ");
        }
        System.out.println();
        for (int h = 0; h < 24; h++) {
            System.out.print(LocalTime.of(h, 30).format(DateTimeFormatter.ofPattern("h:mm a|K|k|H|hh")) + " ");
        }
        System.out.println();
    }

    static void isoConstants(LocalDateTime[] values) {
        System.out.println(DateTimeFormatter.ISO_LOCAL_DATE + "\n" + DateTimeFormatter.ISO_LOCAL_TIME + "\n"
                + DateTimeFormatter.ISO_LOCAL_DATE_TIME + "\n" + DateTimeFormatter.ISO_INSTANT);
        for (LocalDateTime v : values) {
            System.out.println(DateTimeFormatter.ISO_LOCAL_DATE.format(v) + " "
                    + DateTimeFormatter.ISO_LOCAL_TIME.format(v) + " " + DateTimeFormatter.ISO_LOCAL_DATE_TIME.format(v)
                    + " " + v.toLocalDate().format(DateTimeFormatter.ISO_LOCAL_DATE) + " "
                    + v.toLocalTime().format(DateTimeFormatter.ISO_LOCAL_TIME) + " "
                    + v.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        }
        int[] nanos = {0, 1, 10, 500000000, 120000000, 123456000, 999999999};
        for (int n : nanos) {
            System.out.println(DateTimeFormatter.ISO_LOCAL_TIME.format(LocalTime.of(1, 2, 0, n)) + " "
                    + LocalTime.of(1, 2, 0, n) + " "
                    + DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochSecond(1600000000, n)));
        }
        t("ISO_LOCAL_DATE time", new Case() { Object run() {
            return DateTimeFormatter.ISO_LOCAL_DATE.format(LocalTime.NOON); } });
        t("ISO_LOCAL_TIME date", new Case() { Object run() {
            return DateTimeFormatter.ISO_LOCAL_TIME.format(EPOCH); } });
        t("ISO_INSTANT ldt", new Case() { Object run() {
            return DateTimeFormatter.ISO_INSTANT.format(LocalDateTime.of(2000, 1, 1, 0, 0)); } });
        t("pattern HH date", new Case() { Object run() {
            return DateTimeFormatter.ofPattern("yyyy HH").format(LocalDate.of(2020, 1, 1)); } });
        t("pattern yyyy time", new Case() { Object run() {
            return DateTimeFormatter.ofPattern("yyyy-MM-dd").format(LocalTime.of(1, 1)); } });
        t("ISO_LOCAL_DATE parse", new Case() { Object run() {
            TemporalAccessor ta = DateTimeFormatter.ISO_LOCAL_DATE.parse("2021-03-04");
            return LocalDate.from(ta); } });
        t("ISO_LOCAL_DATE_TIME parse", new Case() { Object run() {
            return LocalDateTime.from(DateTimeFormatter.ISO_LOCAL_DATE_TIME.parse("2021-03-04T05:06:07.8")); } });
        t("LocalDate.parse(dt, ISO_LOCAL_DATE_TIME)", new Case() { Object run() {
            return LocalDate.parse("2021-03-04T05:06", DateTimeFormatter.ISO_LOCAL_DATE_TIME); } });
        t("LocalTime.parse(dt, ISO_LOCAL_DATE_TIME)", new Case() { Object run() {
            return LocalTime.parse("2021-03-04T05:06", DateTimeFormatter.ISO_LOCAL_DATE_TIME); } });
        t("LocalDateTime.parse(date, ISO_LOCAL_DATE)", new Case() { Object run() {
            return LocalDateTime.parse("2021-03-04", DateTimeFormatter.ISO_LOCAL_DATE); } });
        t("LocalDate.parse(time, ISO_LOCAL_TIME)", new Case() { Object run() {
            return LocalDate.parse("10:00", DateTimeFormatter.ISO_LOCAL_TIME); } });
        t("resolver", new Case() { Object run() {
            return DateTimeFormatter.ISO_LOCAL_DATE.getResolverStyle() + " "
                    + DateTimeFormatter.ofPattern("yyyy").getResolverStyle(); } });
        StringBuilder sb = new StringBuilder("formatTo:");
        DateTimeFormatter.ofPattern(" yyyy").formatTo(LocalDate.of(2021, 1, 1), sb);
        System.out.println(sb);
    }

    static void patternParsing() {
        String[][] cases = {
            {"yyyy/MM/dd", "2020/01/02"}, {"yyyy/MM/dd", "2020/1/02"}, {"yyyy/MM/dd", "2020/02/30"},
            {"yyyy/MM/dd", "2021/02/29"}, {"yyyy/MM/dd", "2020/02/32"}, {"yyyy/MM/dd", "2020/13/01"},
            {"uuuu/MM/dd", "2020/02/30"}, {"d.M.yy", "7.3.21"}, {"d.M.yy", "07.03.99"}, {"d.M.yyyy", "1.1.0001"},
            {"yyyyMMdd", "20210304"}, {"yyyyMMdd", "2021034"}, {"dd MMM yyyy", "04 Mar 2021"},
            {"dd MMM yyyy", "04 MAR 2021"}, {"dd MMMM yyyy", "04 March 2021"}, {"EEE dd MMM yyyy", "Thu 04 Mar 2021"},
            {"EEE dd MMM yyyy", "Fri 04 Mar 2021"}, {"yyyy-MM-dd HH:mm", "2021-03-04 10:15"},
            {"yyyy-MM-dd HH:mm", "2021-03-04 24:00"}, {"yyyy-MM-dd HH:mm", "2021-03-04 25:00"},
            {"yyyy-MM-dd", "2021-03-04 "}, {"yyyy-MM-dd", "2021-03"}, {"yyyy-MM-dd", "+2021-03-04"},
            {"yyyy-MM-dd", "-2021-03-04"}, {"yyyy-MM-dd", "12021-03-04"}, {"yyyy-MM-dd", "+12021-03-04"},
            {"'on' yyyy-MM-dd", "on 2021-03-04"}, {"'on' yyyy-MM-dd", "at 2021-03-04"},
            {"yyyy-D", "2021-60"}, {"yyyy-DDD", "2020-366"}, {"yyyy-DDD", "2021-366"},
            {"G yyyy-MM-dd", "BC 0044-03-15"}, {"GGGG yyyy-MM-dd", "Anno Domini 2021-03-15"},
        };
        for (String[] c : cases) {
            final DateTimeFormatter f = DateTimeFormatter.ofPattern(c[0]);
            final String text = c[1];
            t("LocalDate '" + c[1] + "' with " + c[0], new Case() { Object run() { return LocalDate.parse(text, f); } });
        }
        String[][] times = {
            {"HH:mm", "10:15"}, {"HH:mm", "24:00"}, {"HH:mm", "9:15"}, {"H:mm", "9:15"}, {"h:mm a", "9:15 PM"},
            {"h:mm a", "12:00 AM"}, {"h:mm a", "12:00 PM"}, {"h:mm a", "9:15 pm"}, {"h:mm a", "13:15 PM"},
            {"HH:mm:ss.SSS", "10:15:30.123"}, {"HH:mm:ss.SSS", "10:15:30.12"}, {"HH:mm:ss.SSSSSS", "10:15:30.000001"},
            {"HHmmss", "101530"}, {"HH:mm", "10:15:30"}, {"HH 'h'", "10 h"}, {"k:mm", "24:00"}, {"K:mm a", "11:59 PM"},
        };
        for (String[] c : times) {
            final DateTimeFormatter f = DateTimeFormatter.ofPattern(c[0]);
            final String text = c[1];
            t("LocalTime '" + c[1] + "' with " + c[0], new Case() { Object run() { return LocalTime.parse(text, f); } });
        }
        t("LocalDateTime pattern", new Case() { Object run() {
            return LocalDateTime.parse("2021-03-04 10:15:30", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")); } });
        t("LocalDateTime 24:00", new Case() { Object run() {
            return LocalDateTime.parse("2021-12-31 24:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")); } });
        t("LocalDateTime no time", new Case() { Object run() {
            return LocalDateTime.parse("2021-03-04", DateTimeFormatter.ofPattern("yyyy-MM-dd")); } });
        t("STRICT yyyy", new Case() { Object run() {
            return LocalDate.parse("2021-03-04",
                    DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT)); } });
        t("STRICT uuuu Feb 30", new Case() { Object run() {
            return LocalDate.parse("2021-02-30",
                    DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT)); } });
        StringBuilder longText = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            longText.append("0123456789");
        }
        final String lt = longText.toString();
        t("long text", new Case() { Object run() { return LocalDate.parse(lt); } });
    }

    static void patternErrors() {
        String[] bad = {"qqqqqq", "{", "}", "#", "'abc", "HHH", "ddd", "EEEEEE", "aa", "b", "MMMMMM", "DDDD",
            "mmm", "sss", "yyyy]", "ll", "t", "hhh", "kkk", "KKK", "j", "GGGGGG", "www", "WW", "FF", "V", "VVV", "OO",
            "BB", "zzzzz", "XXXXXX", "xxxxxx", "ZZZZZZ", "eeeeee", "cccccc", "QQQQQQ"};
        for (String p : bad) {
            final String pp = p;
            t("ofPattern '" + p + "'", new Case() { Object run() { return DateTimeFormatter.ofPattern(pp); } });
        }
    }
}
