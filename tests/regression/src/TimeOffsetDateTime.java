import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalQueries;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** java.time.OffsetDateTime. */
public class TimeOffsetDateTime {
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
        int[] offs = {0, 3600, -3600, 19800, -34200, 64800, -64800, 45, -3723};
        LocalDateTime base = LocalDateTime.of(2021, 12, 31, 23, 30, 15, 120000000);
        List<OffsetDateTime> all = new ArrayList<>();
        for (int o : offs) {
            OffsetDateTime x = OffsetDateTime.of(base, ZoneOffset.ofTotalSeconds(o));
            all.add(x);
            System.out.println(x + " " + x.toInstant() + " " + x.toEpochSecond() + " " + x.hashCode() + " "
                    + x.withOffsetSameInstant(ZoneOffset.UTC) + " " + x.withOffsetSameLocal(ZoneOffset.ofHours(2)) + " "
                    + x.withOffsetSameInstant(ZoneOffset.ofHours(-10)) + " " + x.plusHours(1) + " " + x.minusDays(400)
                    + " " + x.plusMonths(2) + " " + OffsetDateTime.parse(x.toString()).equals(x) + " "
                    + x.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + x.format(DateTimeFormatter.ofPattern("dd.MM.uuuu HH:mm xxx"))
                    + " " + x.atZoneSameInstant(ZoneId.of("Europe/Paris")) + " " + x.toZonedDateTime() + " "
                    + x.getLong(ChronoField.INSTANT_SECONDS) + " " + x.get(ChronoField.OFFSET_SECONDS) + " "
                    + x.query(TemporalQueries.offset()) + " " + x.query(TemporalQueries.zoneId()) + " "
                    + x.query(TemporalQueries.localDate()) + " " + x.query(TemporalQueries.precision()));
        }
        for (OffsetDateTime a : all) {
            StringBuilder sb = new StringBuilder(a.getOffset() + ":");
            for (OffsetDateTime b : all) {
                sb.append(' ').append(Integer.signum(a.compareTo(b))).append(a.isBefore(b) ? "<" : a.isAfter(b) ? ">" : "=")
                        .append(a.isEqual(b) ? "e" : "").append(a.until(b, ChronoUnit.MINUTES));
            }
            System.out.println(sb);
        }
        List<OffsetDateTime> sorted = new ArrayList<>(all);
        Collections.sort(sorted);
        System.out.println(sorted);
        sorted.sort(OffsetDateTime.timeLineOrder());
        System.out.println(sorted);
        OffsetDateTime a = OffsetDateTime.of(2021, 3, 28, 1, 30, 0, 0, ZoneOffset.ofHours(1));
        System.out.println(a.atZoneSimilarLocal(ZoneId.of("Europe/Paris")) + " " + a.plusHours(1).atZoneSimilarLocal(ZoneId.of("Europe/Paris"))
                + " " + ZonedDateTime.of(2021, 3, 28, 3, 30, 0, 0, ZoneId.of("Europe/Paris")).toOffsetDateTime()
                + " " + Instant.ofEpochSecond(1600000000).atOffset(ZoneOffset.ofHours(9)) + " "
                + LocalDateTime.of(2000, 1, 1, 0, 0).atOffset(ZoneOffset.ofHoursMinutes(-3, -30)) + " "
                + OffsetDateTime.ofInstant(Instant.EPOCH, ZoneId.of("Asia/Kolkata")) + " "
                + OffsetDateTime.of(LocalDate.of(2020, 2, 29), LocalTime.NOON, ZoneOffset.UTC) + " "
                + OffsetDateTime.from(ZonedDateTime.of(2021, 6, 1, 0, 0, 0, 0, ZoneId.of("America/New_York"))) + " "
                + OffsetDateTime.MIN + " " + OffsetDateTime.MAX + " " + a.with(LocalTime.MIDNIGHT) + " "
                + a.with(ZoneOffset.ofHours(5)) + " " + a.with(ChronoField.INSTANT_SECONDS, 0) + " "
                + a.with(ChronoField.OFFSET_SECONDS, -7200) + " " + a.truncatedTo(ChronoUnit.HOURS) + " "
                + a.plus(Duration.ofMinutes(90)) + " " + Duration.between(a, a.withOffsetSameLocal(ZoneOffset.UTC)) + " "
                + ChronoUnit.HOURS.between(a, ZonedDateTime.of(2021, 3, 28, 12, 0, 0, 0, ZoneId.of("Europe/Paris")))
                + " " + String.format("%tF %<tT %<tz %<tZ", a));
        String[] inputs = {"2021-03-04T10:15:30+01:00", "2021-03-04T10:15:30Z", "2021-03-04T10:15+05:30",
            "2021-03-04T10:15:30.123456789-03:00", "2021-03-04T10:15:30", "2021-03-04T10:15:30+01:00[Europe/Paris]",
            "2021-03-04T10:15:30+01:00:30", "2021-03-04T10:15:30+1"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return OffsetDateTime.parse(in); } });
        }
        t("from ldt", new Case() { Object run() { return OffsetDateTime.from(LocalDateTime.of(2021, 1, 1, 0, 0)); } });
        t("get INSTANT_SECONDS", new Case() { Object run() {
            return OffsetDateTime.of(LocalDateTime.of(2021, 1, 1, 0, 0), ZoneOffset.UTC).get(ChronoField.INSTANT_SECONDS); } });
        t("until FOREVER", new Case() { Object run() {
            return OffsetDateTime.of(LocalDateTime.of(2021, 1, 1, 0, 0), ZoneOffset.UTC)
                    .until(OffsetDateTime.of(LocalDateTime.of(2022, 1, 1, 0, 0), ZoneOffset.UTC), ChronoUnit.FOREVER); } });
        t("MIN minusNanos", new Case() { Object run() { return OffsetDateTime.MIN.minusNanos(1); } });
    }
}
