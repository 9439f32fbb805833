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
import java.time.temporal.TemporalAccessor;
import java.time.temporal.ValueRange;

/** The ISO DateTimeFormatter constants on every java.time type: descriptions, text and parsing. */
public class TimeIsoFormats {
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
        String[] names = {"ISO_LOCAL_DATE", "ISO_LOCAL_TIME", "ISO_LOCAL_DATE_TIME", "ISO_DATE", "ISO_TIME",
            "ISO_DATE_TIME", "ISO_OFFSET_DATE", "ISO_OFFSET_TIME", "ISO_OFFSET_DATE_TIME", "ISO_ZONED_DATE_TIME",
            "ISO_ORDINAL_DATE", "BASIC_ISO_DATE", "ISO_INSTANT"};
        DateTimeFormatter[] fs = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_LOCAL_TIME,
            DateTimeFormatter.ISO_LOCAL_DATE_TIME, DateTimeFormatter.ISO_DATE, DateTimeFormatter.ISO_TIME,
            DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_OFFSET_DATE, DateTimeFormatter.ISO_OFFSET_TIME,
            DateTimeFormatter.ISO_OFFSET_DATE_TIME, DateTimeFormatter.ISO_ZONED_DATE_TIME,
            DateTimeFormatter.ISO_ORDINAL_DATE, DateTimeFormatter.BASIC_ISO_DATE, DateTimeFormatter.ISO_INSTANT};
        TemporalAccessor[] values = {LocalDate.of(2021, 3, 4), LocalTime.of(5, 6, 7, 800000000),
            LocalDateTime.of(2021, 3, 4, 5, 6), OffsetDateTime.of(2021, 3, 4, 5, 6, 7, 0, ZoneOffset.ofHours(-7)),
            ZonedDateTime.of(2021, 3, 4, 5, 6, 7, 1000, ZoneId.of("Europe/Paris")),
            ZonedDateTime.of(2021, 3, 4, 5, 6, 7, 0, ZoneOffset.UTC), Instant.ofEpochSecond(1614834367, 5)};
        for (int i = 0; i < fs.length; i++) {
            final DateTimeFormatter f = fs[i];
            System.out.println(names[i] + " = " + f + " " + f.getResolverStyle());
            for (TemporalAccessor v : values) {
                final TemporalAccessor vv = v;
                t("  " + v, new Case() { Object run() { return f.format(vv); } });
            }
        }
        String[][] parses = {
            {"ISO_DATE", "2021-03-04"}, {"ISO_DATE", "2021-03-04+01:00"}, {"ISO_DATE", "2021-03-04Z"},
            {"ISO_TIME", "10:15"}, {"ISO_TIME", "10:15:30-05:00"}, {"ISO_DATE_TIME", "2021-03-04T10:15:30"},
            {"ISO_DATE_TIME", "2021-03-04T10:15:30+01:00"}, {"ISO_DATE_TIME", "2021-03-04T10:15:30+01:00[Europe/Paris]"},
            {"ISO_OFFSET_DATE", "2021-03-04-03:00"}, {"ISO_OFFSET_DATE", "2021-03-04"}, {"ISO_OFFSET_TIME", "10:15Z"},
            {"ISO_ORDINAL_DATE", "2021-060"}, {"ISO_ORDINAL_DATE", "2020-366"}, {"ISO_ORDINAL_DATE", "2021-366"},
            {"BASIC_ISO_DATE", "20210304"}, {"BASIC_ISO_DATE", "20210304+0100"}, {"BASIC_ISO_DATE", "2021034"},
        };
        for (String[] p : parses) {
            DateTimeFormatter f = null;
            for (int i = 0; i < names.length; i++) {
                if (names[i].equals(p[0])) {
                    f = fs[i];
                }
            }
            final DateTimeFormatter ff = f;
            final String text = p[1];
            t(p[0] + " '" + text + "'", new Case() { Object run() {
                TemporalAccessor ta = ff.parse(text);
                StringBuilder sb = new StringBuilder();
                ChronoField[] fields = {ChronoField.YEAR, ChronoField.DAY_OF_YEAR, ChronoField.HOUR_OF_DAY,
                    ChronoField.NANO_OF_SECOND, ChronoField.OFFSET_SECONDS, ChronoField.INSTANT_SECONDS};
                for (ChronoField cf : fields) {
                    sb.append(cf).append('=').append(ta.isSupported(cf) ? String.valueOf(ta.getLong(cf)) : "-").append(' ');
                }
                return sb.toString(); } });
        }
        System.out.println(LocalDate.parse("2021-060", DateTimeFormatter.ISO_ORDINAL_DATE) + " "
                + LocalDate.parse("20210304", DateTimeFormatter.BASIC_ISO_DATE) + " "
                + LocalTime.parse("10:15:30+01:00", DateTimeFormatter.ISO_TIME) + " "
                + ZonedDateTime.parse("2021-03-04T10:15:30+01:00[Europe/Paris]", DateTimeFormatter.ISO_DATE_TIME) + " "
                + OffsetDateTime.parse("2021-03-04T10:15:30+01:00", DateTimeFormatter.ISO_DATE_TIME) + " "
                + ValueRange.of(1, 28, 31).hashCode() + " " + ValueRange.of(-5, 5).hashCode() + " "
                + ChronoField.EPOCH_DAY.range().hashCode() + " " + ValueRange.of(1, 28, 31).equals(ChronoField.DAY_OF_MONTH.range()));
    }
}
