import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;

/** java.time.LocalTime and LocalDateTime: toString forms, parsing, arithmetic with carries, until. */
public class TimeLocalTime {
    abstract static class Case {
        abstract Object run();
    }

    static void t(String name, Case c) {
        try {
            System.out.println(name + " -> " + c.run());
        } catch (RuntimeException e) {
            System.out.println(name + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static long seed = 987654321;

    static long next(long bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return Math.floorMod(seed >>> 11, bound);
    }

    static final ChronoUnit[] TIME_UNITS = {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS,
        ChronoUnit.SECONDS, ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS};

    public static void main(String[] args) {
        times();
        timeArithmetic();
        timeFields();
        dateTimes();
        errors();
    }

    static void times() {
        int[] nanos = {0, 1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 120000000, 123000000,
            123400000, 123456000, 123456700, 123456789, 999999999, 500, 5000000};
        for (int n : nanos) {
            LocalTime a = LocalTime.of(0, 0, 0, n);
            LocalTime b = LocalTime.of(23, 59, 59, n);
            LocalTime c = LocalTime.of(7, 5, 0, n);
            System.out.println(n + ": " + a + " " + b + " " + c + " " + LocalTime.parse(c.toString()).equals(c)
                    + " " + a.hashCode() + " " + c.toNanoOfDay() + " " + c.toSecondOfDay());
        }
        System.out.println(LocalTime.MIN + " " + LocalTime.MAX + " " + LocalTime.MIDNIGHT + " " + LocalTime.NOON
                + " " + LocalTime.of(12, 0) + " " + LocalTime.of(1, 2, 3) + " " + LocalTime.of(1, 2, 0)
                + " " + LocalTime.ofSecondOfDay(86399) + " " + LocalTime.ofNanoOfDay(1) + " "
                + LocalTime.ofSecondOfDay(3723));
        for (int i = 0; i < 200; i++) {
            long nod = next(86400L * 1000000000L);
            if (i % 4 == 1) {
                nod -= nod % 1000000000L;
            } else if (i % 4 == 2) {
                nod -= nod % 1000;
            } else if (i % 4 == 3) {
                nod -= nod % 60000000000L;
            }
            LocalTime x = LocalTime.ofNanoOfDay(nod);
            LocalTime y = LocalTime.ofNanoOfDay(next(86400L * 1000000000L));
            StringBuilder sb = new StringBuilder();
            sb.append(x).append(' ').append(y).append(' ').append(Integer.signum(x.compareTo(y)))
                    .append(x.isBefore(y) ? " <" : x.isAfter(y) ? " >" : " =");
            for (ChronoUnit u : TIME_UNITS) {
                sb.append(' ').append(x.until(y, u));
            }
            sb.append(' ').append(Duration.between(x, y));
            sb.append(' ').append(x.truncatedTo(ChronoUnit.SECONDS)).append(' ').append(x.truncatedTo(ChronoUnit.MINUTES))
                    .append(' ').append(x.truncatedTo(ChronoUnit.MILLIS)).append(' ').append(x.truncatedTo(ChronoUnit.HALF_DAYS));
            if (!LocalTime.parse(x.toString()).equals(x)) {
                sb.append(" PARSE-MISMATCH");
            }
            System.out.println(sb);
        }
        String[] inputs = {"10:15", "10:15:30", "10:15:30.5", "10:15:30.12", "10:15:30.123456789", "00:00:00.000",
            "23:59:59.999999999", "10:00:00.", "10:15:30.1234567891", "24:00", "25:00", "10:60", "10:15:60",
            "1:00", "10", "10:5", "10:15:3", "", "10-15", "10:15:30Z", "t10:15", "10:15:30.000001"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return LocalTime.parse(in); } });
        }
    }

    static void timeArithmetic() {
        LocalTime[] bases = {LocalTime.MIDNIGHT, LocalTime.of(23, 59, 59, 999999999), LocalTime.of(12, 30),
            LocalTime.of(6, 7, 8, 9)};
        long[] amounts = {0, 1, -1, 59, 60, 61, 1439, 1440, 3600, 86399, 86400, 86401, -86401, 1000000000L,
            Long.MAX_VALUE, Long.MIN_VALUE + 1};
        for (LocalTime b : bases) {
            for (long a : amounts) {
                System.out.println(b + " " + a + ": h " + b.plusHours(a) + " m " + b.plusMinutes(a) + " s "
                        + b.plusSeconds(a) + " n " + b.plusNanos(a) + " -h " + b.minusHours(a) + " -m "
                        + b.minusMinutes(a) + " -s " + b.minusSeconds(a) + " -n " + b.minusNanos(a)
                        + " ms " + b.plus(a, ChronoUnit.MILLIS) + " us " + b.plus(a, ChronoUnit.MICROS)
                        + " hd " + b.plus(a, ChronoUnit.HALF_DAYS));
            }
        }
        LocalTime x = LocalTime.of(10, 20, 30, 400);
        System.out.println(x.withHour(1) + " " + x.withMinute(0) + " " + x.withSecond(0) + " " + x.withNano(0) + " "
                + x.plus(Duration.ofMillis(1500)) + " " + x.minus(Duration.ofHours(11)) + " "
                + x.atDate(LocalDate.of(2000, 1, 1)));
    }

    static void timeFields() {
        LocalTime[] ts = {LocalTime.of(0, 0), LocalTime.of(12, 0), LocalTime.of(13, 45, 20, 123456789),
            LocalTime.of(23, 59)};
        for (LocalTime x : ts) {
            StringBuilder sb = new StringBuilder(x.toString());
            for (ChronoField f : ChronoField.values()) {
                if (x.isSupported(f)) {
                    sb.append(' ').append(f).append('=').append(x.getLong(f));
                }
            }
            System.out.println(sb);
            StringBuilder w = new StringBuilder(" with:");
            long[] vals = {0, 1, 11, 12};
            for (ChronoField f : ChronoField.values()) {
                if (x.isSupported(f)) {
                    for (long v : vals) {
                        if (f.range().isValidValue(v)) {
                            w.append(' ').append(x.with(f, v));
                        }
                    }
                }
            }
            System.out.println(w);
        }
        for (ChronoUnit u : ChronoUnit.values()) {
            System.out.print(u + "=" + LocalTime.NOON.isSupported(u) + "/" + LocalDateTime.of(2000, 1, 1, 0, 0).isSupported(u) + " ");
        }
        System.out.println();
    }

    static void dateTimes() {
        for (int i = 0; i < 200; i++) {
            LocalDateTime a = LocalDateTime.of(LocalDate.ofEpochDay(next(40000) - 20000),
                    LocalTime.ofNanoOfDay(next(86400L * 1000000000L)));
            LocalDateTime b = i % 2 == 0 ? a.plusSeconds(next(200000) - 100000)
                    : LocalDateTime.of(LocalDate.ofEpochDay(next(40000) - 20000), LocalTime.ofSecondOfDay(next(86400)));
            if (i % 5 == 0) {
                a = a.withNano(0);
            }
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(' ').append(Integer.signum(a.compareTo(b)))
                    .append(a.isBefore(b) ? " <" : a.isAfter(b) ? " >" : " =").append(' ').append(a.hashCode());
            for (ChronoUnit u : ChronoUnit.values()) {
                if (u != ChronoUnit.FOREVER && u != ChronoUnit.ERAS) {
                    sb.append(' ').append(a.until(b, u));
                }
            }
            sb.append(' ').append(Duration.between(a, b));
            sb.append(" | ").append(a.plusHours(i * 7 - 600)).append(' ').append(a.minusMinutes(i * 1001L))
                    .append(' ').append(a.plusNanos(i * 123456789012L)).append(' ').append(a.minusSeconds(i * 99999L))
                    .append(' ').append(a.plusMonths(i - 100)).append(' ').append(a.plusWeeks(i))
                    .append(' ').append(a.plus(Period.ofDays(i))).append(' ').append(a.plus(Duration.ofMinutes(i * 37)))
                    .append(' ').append(a.toEpochSecond(ZoneOffset.UTC)).append(' ').append(a.toLocalDate())
                    .append(' ').append(a.toLocalTime()).append(' ').append(a.getDayOfWeek());
            if (!LocalDateTime.parse(a.toString()).equals(a)) {
                sb.append(" PARSE-MISMATCH");
            }
            System.out.println(sb);
        }
        long[] secs = {0, -1, 1, 86399, 86400, -86400, -86401, 1600000000, -1600000000, 253402300799L,
            253402300800L, -62167219200L, -62167219201L};
        int[] offsets = {0, 3600, -3600, 19800, -37800, 64800};
        for (long s : secs) {
            StringBuilder sb = new StringBuilder(s + ":");
            for (int o : offsets) {
                LocalDateTime ldt = LocalDateTime.ofEpochSecond(s, 1000, ZoneOffset.ofTotalSeconds(o));
                sb.append(' ').append(ldt).append(' ').append(ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(o)));
            }
            System.out.println(sb);
        }
        System.out.println(LocalDateTime.MIN + " " + LocalDateTime.MAX + " "
                + LocalDateTime.of(2020, Month.FEBRUARY, 29, 23, 59) + " " + LocalDateTime.of(2020, 2, 29, 23, 59, 1)
                + " " + LocalDateTime.of(2020, 2, 29, 23, 59, 1, 10) + " "
                + LocalDateTime.of(2020, 2, 29, 23, 59).plusMinutes(1) + " "
                + LocalDateTime.of(2020, 12, 31, 23, 59, 59, 999999999).plusNanos(1) + " "
                + LocalDateTime.of(2021, 1, 1, 0, 0).minusNanos(1) + " "
                + LocalDateTime.of(2021, 1, 1, 0, 0).truncatedTo(ChronoUnit.DAYS) + " "
                + LocalDateTime.of(2021, 1, 1, 13, 14, 15, 16).truncatedTo(ChronoUnit.HOURS) + " "
                + LocalDateTime.of(2021, 1, 1, 13, 14).with(LocalDate.of(1999, 9, 9)) + " "
                + LocalDateTime.of(2021, 1, 1, 13, 14).with(LocalTime.NOON) + " "
                + LocalDateTime.of(2021, 1, 31, 13, 14).withMonth(2).withHour(0).withMinute(1).withSecond(2)
                .withNano(3).withDayOfMonth(3).withYear(2000).withDayOfYear(100));
        String[] inputs = {"2021-01-01T10:15", "2021-01-01T10:15:30", "2021-01-01t10:15:30.5",
            "+12021-01-01T00:00:00.000000001", "-0001-12-31T23:59:59", "2021-01-01 10:15", "2021-01-01T10",
            "2021-01-01T", "2021-02-29T10:00", "2021-01-01T24:00", "2021-01-01T10:15:30.5Z"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return LocalDateTime.parse(in); } });
        }
    }

    static void errors() {
        t("of(24,0)", new Case() { Object run() { return LocalTime.of(24, 0); } });
        t("of(-1,0)", new Case() { Object run() { return LocalTime.of(-1, 0); } });
        t("of(1,60)", new Case() { Object run() { return LocalTime.of(1, 60); } });
        t("of(1,1,60)", new Case() { Object run() { return LocalTime.of(1, 1, 60); } });
        t("of(1,1,1,1e9)", new Case() { Object run() { return LocalTime.of(1, 1, 1, 1000000000); } });
        t("ofSecondOfDay(86400)", new Case() { Object run() { return LocalTime.ofSecondOfDay(86400); } });
        t("ofNanoOfDay(-1)", new Case() { Object run() { return LocalTime.ofNanoOfDay(-1); } });
        t("plusDays", new Case() { Object run() { return LocalTime.NOON.plus(1, ChronoUnit.DAYS); } });
        t("get(NANO_OF_DAY)", new Case() { Object run() { return LocalTime.NOON.get(ChronoField.NANO_OF_DAY); } });
        t("get(MICRO_OF_DAY)", new Case() { Object run() { return LocalTime.NOON.get(ChronoField.MICRO_OF_DAY); } });
        t("get(YEAR)", new Case() { Object run() { return LocalTime.NOON.get(ChronoField.YEAR); } });
        t("until(date)", new Case() { Object run() {
            return LocalTime.NOON.until(LocalDate.of(2000, 1, 1), ChronoUnit.HOURS); } });
        t("until(DAYS)", new Case() { Object run() { return LocalTime.NOON.until(LocalTime.MIN, ChronoUnit.DAYS); } });
        t("truncatedTo(WEEKS)", new Case() { Object run() { return LocalTime.NOON.truncatedTo(ChronoUnit.WEEKS); } });
        t("truncatedTo(DAYS)", new Case() { Object run() { return LocalTime.NOON.truncatedTo(ChronoUnit.DAYS); } });
        t("ldt.until(date)", new Case() { Object run() {
            return LocalDateTime.of(2020, 1, 1, 0, 0).until(LocalDate.of(2021, 1, 1), ChronoUnit.DAYS); } });
        t("DAYS.between(date, ldt)", new Case() { Object run() {
            return ChronoUnit.DAYS.between(LocalDate.of(2020, 1, 1), LocalDateTime.of(2021, 1, 1, 0, 0)); } });
        t("Duration.between(time, ldt)", new Case() { Object run() {
            return Duration.between(LocalTime.of(1, 0), LocalDateTime.of(2021, 1, 1, 0, 0)); } });
        t("ldt.until(FOREVER)", new Case() { Object run() {
            return LocalDateTime.of(2020, 1, 1, 0, 0).until(LocalDateTime.of(2021, 1, 1, 0, 0), ChronoUnit.FOREVER); } });
        t("ldt MAX plusNanos", new Case() { Object run() { return LocalDateTime.MAX.plusNanos(1); } });
        t("ldt MIN minusSeconds", new Case() { Object run() { return LocalDateTime.MIN.minusSeconds(1); } });
        t("ldt.of(2021,2,29,0,0)", new Case() { Object run() { return LocalDateTime.of(2021, 2, 29, 0, 0); } });
        t("ldt.of(2021,1,1,24,0)", new Case() { Object run() { return LocalDateTime.of(2021, 1, 1, 24, 0); } });
        t("ldt nanos until overflow", new Case() { Object run() {
            return LocalDateTime.MIN.until(LocalDateTime.MAX, ChronoUnit.NANOS); } });
        t("ldt.get(EPOCH_DAY)", new Case() { Object run() {
            return LocalDateTime.of(2021, 1, 1, 0, 0).get(ChronoField.EPOCH_DAY); } });
        t("ldt.get(INSTANT_SECONDS)", new Case() { Object run() {
            return LocalDateTime.of(2021, 1, 1, 0, 0).getLong(ChronoField.INSTANT_SECONDS); } });
    }
}
