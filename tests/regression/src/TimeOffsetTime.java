// release8: skip (OffsetTime.toEpochSecond is Java 9)
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalQueries;

/** java.time.OffsetTime. */
public class TimeOffsetTime {
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

    public static void main(String[] args) {
        int[] offs = {0, 3600, -3600, 19800, -34200, 64800, -64800, 45};
        OffsetTime[] all = new OffsetTime[offs.length];
        for (int i = 0; i < offs.length; i++) {
            OffsetTime x = OffsetTime.of(LocalTime.of(23, 30, 15, 120000000), ZoneOffset.ofTotalSeconds(offs[i]));
            all[i] = x;
            System.out.println(x + " " + x.hashCode() + " " + x.withOffsetSameInstant(ZoneOffset.UTC) + " "
                    + x.withOffsetSameLocal(ZoneOffset.ofHours(2)) + " " + x.plusHours(1) + " " + x.minusMinutes(45)
                    + " " + OffsetTime.parse(x.toString()).equals(x) + " " + x.format(DateTimeFormatter.ISO_OFFSET_TIME)
                    + " " + x.format(DateTimeFormatter.ofPattern("hh:mm a XXX")) + " " + x.atDate(LocalDate.of(2021, 2, 28))
                    + " " + x.toEpochSecond(LocalDate.of(2021, 2, 28)) + " " + x.get(ChronoField.OFFSET_SECONDS) + " "
                    + x.getLong(ChronoField.NANO_OF_DAY) + " " + x.query(TemporalQueries.offset()) + " "
                    + x.query(TemporalQueries.localTime()) + " " + x.query(TemporalQueries.localDate()) + " "
                    + x.truncatedTo(ChronoUnit.HOURS) + " " + String.format("%tT %<tz", x));
        }
        for (OffsetTime a : all) {
            StringBuilder sb = new StringBuilder(a.getOffset() + ":");
            for (OffsetTime b : all) {
                sb.append(' ').append(Integer.signum(a.compareTo(b))).append(a.isBefore(b) ? "<" : a.isAfter(b) ? ">" : "=")
                        .append(a.isEqual(b) ? "e" : "").append(a.until(b, ChronoUnit.MINUTES));
            }
            System.out.println(sb);
        }
        System.out.println(OffsetTime.MIN + " " + OffsetTime.MAX + " " + LocalTime.NOON.atOffset(ZoneOffset.ofHours(3)) + " "
                + OffsetDateTime.of(2021, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(-2)).toOffsetTime() + " "
                + LocalDate.of(2021, 1, 2).atTime(OffsetTime.of(1, 2, 3, 4, ZoneOffset.UTC)) + " "
                + OffsetTime.ofInstant(Instant.ofEpochSecond(1600000000), ZoneId.of("Asia/Kolkata")) + " "
                + OffsetTime.ofInstant(Instant.ofEpochSecond(-1), ZoneOffset.ofHours(-1)) + " "
                + OffsetTime.from(OffsetDateTime.of(2021, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHours(9))) + " "
                + OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).with(LocalTime.MIDNIGHT) + " "
                + OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).with(ZoneOffset.ofHours(1)) + " "
                + OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).with(ChronoField.HOUR_OF_DAY, 5).withMinute(6).withSecond(7).withNano(8)
                + " " + OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).plus(90, ChronoUnit.MINUTES).minusNanos(1));
        String[] inputs = {"10:15:30+01:00", "10:15Z", "10:15:30.5-05:00", "10:15:30", "25:00+01:00", "10:15+1"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return OffsetTime.parse(in); } });
        }
        t("from LocalTime", new Case() { Object run() { return OffsetTime.from(LocalTime.NOON); } });
        t("plus DAYS", new Case() { Object run() { return OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).plus(1, ChronoUnit.DAYS); } });
        t("get YEAR", new Case() { Object run() { return OffsetTime.of(10, 0, 0, 0, ZoneOffset.UTC).get(ChronoField.YEAR); } });
        t("until DAYS", new Case() { Object run() {
            return OffsetTime.MIN.until(OffsetTime.MAX, ChronoUnit.DAYS); } });
        t("until HOURS", new Case() { Object run() {
            return OffsetTime.MIN.until(OffsetTime.MAX, ChronoUnit.HOURS) + " " + ChronoUnit.HOURS.between(OffsetTime.MAX, OffsetTime.MIN); } });
    }
}
