import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalQueries;

/** java.time.ZoneId and ZonedDateTime: region zones from the tz database, gaps, overlaps, ISO text. */
public class TimeZoned {
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

    static final String[] ZONES = {"Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata",
        "Asia/Tokyo", "UTC", "GMT", "Z", "+05:30", "UTC+01:00", "GMT-3", "UT", "Etc/UTC", "Europe/London"};

    public static void main(String[] args) {
        ids();
        transitions();
        arithmetic();
        text();
    }

    static void ids() {
        for (String id : ZONES) {
            ZoneId z = ZoneId.of(id);
            System.out.println(id + " -> " + z + " " + z.getId() + " " + z.getClass().getSimpleName().startsWith("Zone")
                    + " " + (z instanceof ZoneOffset) + " " + z.normalized() + " " + z.equals(ZoneId.of(id)));
        }
        String[] bad = {"Mars/Olympus", "Europe/Pariss", "1abc", "UTC+25", "GMT+1:5", "+25:00", "abc def", "",
            "A", "Europe/", "UT+", "GMT0"};
        for (String id : bad) {
            final String s = id;
            t("of '" + id + "'", new Case() { Object run() { return ZoneId.of(s); } });
        }
        System.out.println(ZoneId.ofOffset("UTC", ZoneOffset.ofHours(2)) + " " + ZoneId.ofOffset("GMT", ZoneOffset.UTC)
                + " " + ZoneId.ofOffset("", ZoneOffset.ofHours(-4)) + " " + ZoneId.SHORT_IDS.get("PST") + " "
                + ZoneId.of("EST", ZoneId.SHORT_IDS) + " " + ZoneId.of("ECT", ZoneId.SHORT_IDS));
        t("ofOffset bad prefix", new Case() { Object run() { return ZoneId.ofOffset("XYZ", ZoneOffset.UTC); } });
        t("from date", new Case() { Object run() { return ZoneId.from(LocalDate.of(2020, 1, 1)); } });
        t("systemDefault", new Case() { Object run() { return ZoneId.systemDefault() != null; } });
    }

    static void transitions() {
        String[] zones = {"Europe/Paris", "America/New_York", "Australia/Sydney", "Europe/London"};
        LocalDateTime[] locals = {
            LocalDateTime.of(2021, 3, 28, 1, 59), LocalDateTime.of(2021, 3, 28, 2, 0), LocalDateTime.of(2021, 3, 28, 2, 30),
            LocalDateTime.of(2021, 3, 28, 3, 0), LocalDateTime.of(2021, 10, 31, 2, 30), LocalDateTime.of(2021, 10, 31, 3, 0),
            LocalDateTime.of(2021, 3, 14, 2, 30), LocalDateTime.of(2021, 11, 7, 1, 30), LocalDateTime.of(2021, 4, 4, 2, 30),
            LocalDateTime.of(2021, 10, 3, 2, 30), LocalDateTime.of(1995, 6, 1, 12, 0), LocalDateTime.of(2030, 1, 1, 0, 0),
            LocalDateTime.of(1970, 1, 1, 0, 0), LocalDateTime.of(2021, 3, 28, 0, 59, 59, 999999999),
        };
        for (String id : zones) {
            ZoneId z = ZoneId.of(id);
            for (LocalDateTime l : locals) {
                ZonedDateTime zdt = ZonedDateTime.of(l, z);
                System.out.println(id + " " + l + " -> " + zdt + " " + zdt.toInstant() + " " + zdt.toEpochSecond()
                        + " early " + zdt.withEarlierOffsetAtOverlap() + " late " + zdt.withLaterOffsetAtOverlap()
                        + " +1h " + zdt.plusHours(1) + " -1h " + zdt.minusHours(1) + " +1d " + zdt.plusDays(1)
                        + " utc " + zdt.withZoneSameInstant(ZoneOffset.UTC) + " tokyo "
                        + zdt.withZoneSameInstant(ZoneId.of("Asia/Tokyo")) + " same-local "
                        + zdt.withZoneSameLocal(ZoneId.of("Asia/Kolkata")) + " fixed " + zdt.withFixedOffsetZone());
            }
            LocalDate day = LocalDate.of(2021, 1, 1);
            StringBuilder sb = new StringBuilder(id + " offsets 2021:");
            for (int m = 0; m < 12; m++) {
                ZonedDateTime zdt = day.plusMonths(m).atStartOfDay(z);
                sb.append(' ').append(zdt.getOffset());
            }
            System.out.println(sb);
        }
        Instant start = Instant.parse("2021-03-27T22:00:00Z");
        for (int i = 0; i < 8; i++) {
            Instant x = start.plus(i * 37, ChronoUnit.MINUTES);
            System.out.println(x + " " + x.atZone(ZoneId.of("Europe/Paris")) + " "
                    + ZonedDateTime.ofInstant(x, ZoneId.of("America/New_York")) + " " + x.atZone(ZoneOffset.ofHours(-3)));
        }
        System.out.println(LocalDate.of(2021, 3, 28).atStartOfDay(ZoneId.of("Europe/Paris")) + " "
                + LocalDate.of(2021, 3, 14).atStartOfDay(ZoneId.of("America/New_York")) + " "
                + LocalDate.of(2021, 3, 28).atStartOfDay(ZoneOffset.ofHours(1)));
        t("ofStrict gap", new Case() { Object run() {
            return ZonedDateTime.ofStrict(LocalDateTime.of(2021, 3, 28, 2, 30), ZoneOffset.ofHours(1), ZoneId.of("Europe/Paris")); } });
        t("ofStrict wrong", new Case() { Object run() {
            return ZonedDateTime.ofStrict(LocalDateTime.of(2021, 6, 1, 2, 30), ZoneOffset.ofHours(1), ZoneId.of("Europe/Paris")); } });
        t("ofStrict ok", new Case() { Object run() {
            return ZonedDateTime.ofStrict(LocalDateTime.of(2021, 10, 31, 2, 30), ZoneOffset.ofHours(1), ZoneId.of("Europe/Paris")); } });
        t("ofLocal preferred", new Case() { Object run() {
            return ZonedDateTime.ofLocal(LocalDateTime.of(2021, 10, 31, 2, 30), ZoneId.of("Europe/Paris"), ZoneOffset.ofHours(1)); } });
    }

    static void arithmetic() {
        ZonedDateTime a = ZonedDateTime.of(2021, 3, 27, 12, 0, 0, 0, ZoneId.of("Europe/Paris"));
        ZonedDateTime b = ZonedDateTime.of(2021, 11, 7, 0, 30, 0, 500, ZoneId.of("America/New_York"));
        for (ChronoUnit u : ChronoUnit.values()) {
            if (u.compareTo(ChronoUnit.CENTURIES) < 0) {   // before 1900 the JDK's zones have local mean time
                final ChronoUnit uu = u;
                final ZonedDateTime aa = a;
                final ZonedDateTime bb = b;
                t(u + " " + a.until(b, u) + " " + b.until(a, u), new Case() { Object run() {
                    return aa.plus(3, uu) + " " + bb.minus(2, uu); } });
            }
        }
        System.out.println(a.compareTo(b) + " " + a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(a.withZoneSameInstant(ZoneOffset.UTC))
                + " " + a.equals(a.withZoneSameInstant(ZoneOffset.UTC)) + " " + a.hashCode() + " " + b.hashCode() + " "
                + Duration.between(a, b) + " " + ChronoUnit.DAYS.between(a, b) + " " + a.getLong(ChronoField.INSTANT_SECONDS)
                + " " + a.get(ChronoField.OFFSET_SECONDS) + " " + a.getDayOfWeek() + " " + a.getDayOfYear() + " "
                + a.toLocalDate() + " " + a.toLocalTime() + " " + a.toLocalDateTime() + " " + a.getZone() + " " + a.getOffset());
        System.out.println(a.with(LocalTime.of(2, 30)).plusDays(1) + " " + a.with(LocalDate.of(2021, 3, 28)).withHour(2)
                + " " + a.withMonth(10).withDayOfMonth(31).withHour(2).withMinute(30) + " "
                + a.with(ChronoField.INSTANT_SECONDS, 0) + " " + a.truncatedTo(ChronoUnit.DAYS) + " "
                + a.plus(Duration.ofHours(24)) + " " + a.plus(java.time.Period.ofDays(1)) + " " + a.minusWeeks(1)
                + " " + a.plusMonths(7).plusYears(1) + " " + a.withYear(2020).withDayOfYear(60) + " " + a.withSecond(5).withNano(6)
                + " " + a.query(TemporalQueries.zoneId()) + " " + a.query(TemporalQueries.offset()) + " "
                + a.query(TemporalQueries.localDate()) + " " + a.query(TemporalQueries.precision()));
        t("get INSTANT_SECONDS", new Case() { Object run() {
            return ZonedDateTime.of(2021, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC).get(ChronoField.INSTANT_SECONDS); } });
        t("from LocalDateTime", new Case() { Object run() {
            return ZonedDateTime.from(LocalDateTime.of(2021, 1, 1, 0, 0)); } });
    }

    static void text() {
        String[] inputs = {"2021-03-28T02:30+01:00[Europe/Paris]", "2021-03-28T03:30+02:00[Europe/Paris]",
            "2021-06-01T10:15:30+02:00", "2021-06-01T10:15:30Z", "2021-06-01T10:15:30z", "2021-06-01T10:15:30.5-05:00[America/New_York]",
            "2021-06-01T10:15:30+05:30[UTC]", "2021-06-01T10:15:30+0200", "2021-06-01T10:15:30+02", "2021-06-01T10:15:30",
            "2021-06-01T10:15:30+02:00[Mars/Base]", "2021-06-01T10:15:30+02:00[Europe/Paris", "2021-06-01T10:15:30+19:00"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return ZonedDateTime.parse(in); } });
            t("  offset parse", new Case() { Object run() {
                return LocalDateTime.parse(in, DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " "
                        + Instant.from(DateTimeFormatter.ISO_OFFSET_DATE_TIME.parse(in)); } });
        }
        System.out.println(DateTimeFormatter.ISO_OFFSET_DATE_TIME + "\n" + DateTimeFormatter.ISO_ZONED_DATE_TIME);
        String[] patterns = {"yyyy-MM-dd HH:mm VV", "HH:mm X", "HH:mm XX", "HH:mm XXX", "HH:mm XXXX", "HH:mm XXXXX",
            "HH:mm x", "HH:mm xx", "HH:mm xxx", "HH:mm xxxx", "HH:mm xxxxx", "HH:mm Z", "HH:mm ZZZZZ"};
        ZonedDateTime[] values = {ZonedDateTime.of(2021, 6, 1, 10, 15, 0, 0, ZoneId.of("Asia/Kolkata")),
            ZonedDateTime.of(2021, 6, 1, 10, 15, 0, 0, ZoneOffset.UTC),
            ZonedDateTime.of(2021, 1, 1, 10, 15, 0, 0, ZoneId.of("America/New_York")),
            ZonedDateTime.of(2021, 1, 1, 10, 15, 0, 0, ZoneOffset.ofHoursMinutesSeconds(-1, -2, -3))};
        for (String p : patterns) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(p);
            StringBuilder sb = new StringBuilder(p + " = " + f + ":");
            for (ZonedDateTime v : values) {
                sb.append(" [").append(f.format(v)).append(']');
            }
            System.out.println(sb);
        }
        for (ZonedDateTime v : values) {
            System.out.println(v + " " + v.format(DateTimeFormatter.ISO_ZONED_DATE_TIME) + " "
                    + v.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME) + " " + v.format(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
                    + " " + DateTimeFormatter.ISO_INSTANT.format(v) + " " + String.format("%tc %<tz %<tZ", v));
        }
        t("VV on ldt", new Case() { Object run() {
            return DateTimeFormatter.ofPattern("VV").format(LocalDateTime.of(2021, 1, 1, 0, 0)); } });
        t("XXX on ldt", new Case() { Object run() {
            return DateTimeFormatter.ofPattern("XXX").format(LocalDateTime.of(2021, 1, 1, 0, 0)); } });
        t("parse with VV", new Case() { Object run() {
            return ZonedDateTime.parse("2021-06-01 10:15 Europe/Paris", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV")); } });
        t("parse with XXX", new Case() { Object run() {
            return ZonedDateTime.parse("2021-06-01 10:15 -03:00", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm XXX")); } });
    }
}
