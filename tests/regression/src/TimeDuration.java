// release8: skip (Duration.toMillisPart, truncatedTo, dividedBy(Duration) are Java 9)
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;

/** java.time.Duration, Period, Instant and ZoneOffset: ISO text, arithmetic, parsing and errors. */
public class TimeDuration {
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

    static long seed = 42;

    static long next(long bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return Math.floorMod(seed >>> 7, bound);
    }

    public static void main(String[] args) {
        durations();
        durationParse();
        periods();
        instants();
        offsets();
    }

    static void durations() {
        long[] secs = {0, 1, -1, 59, 60, 61, 3599, 3600, 3661, -3661, 86400, -86400, 360000, Long.MAX_VALUE,
            Long.MIN_VALUE};
        int[] nanos = {0, 1, 500000000, 999999999, 120000000, 100};
        for (long s : secs) {
            for (int n : nanos) {
                Duration d = Duration.ofSeconds(s, n);
                final Duration dd = d;
                t(s + "," + n + " " + d + " " + d.getSeconds() + " " + d.getNano() + " " + d.isNegative() + " "
                        + d.isZero() + " h" + d.hashCode(), new Case() { Object run() {
                            return dd.toDays() + " " + dd.toHours() + " " + dd.toMinutes() + " " + dd.toSeconds()
                                    + " parts " + dd.toDaysPart() + " " + dd.toHoursPart() + " " + dd.toMinutesPart()
                                    + " " + dd.toSecondsPart() + " " + dd.toMillisPart() + " " + dd.toNanosPart()
                                    + " ms " + dd.toMillis(); } });
                t("  nanos/neg/abs", new Case() { Object run() {
                    return dd.toNanos() + " " + dd.negated() + " " + dd.abs(); } });
            }
        }
        long[] ms = {0, 1, -1, 999, 1000, 1001, -999, -1000, -1001, 1500, -1500, 123456789, -123456789,
            Long.MAX_VALUE, Long.MIN_VALUE};
        for (long m : ms) {
            System.out.println("ms " + m + " " + Duration.ofMillis(m) + " " + Duration.ofNanos(m) + " "
                    + Duration.ofMillis(m).toMillis() + " " + Duration.ofNanos(m).toNanos());
        }
        System.out.println(Duration.ofDays(2) + " " + Duration.ofHours(-30) + " " + Duration.ofMinutes(90) + " "
                + Duration.of(3, ChronoUnit.HALF_DAYS) + " " + Duration.of(7, ChronoUnit.MICROS) + " "
                + Duration.ZERO + " " + Duration.ofSeconds(0, -1) + " " + Duration.ofSeconds(-5, 1500000000L));
        for (int i = 0; i < 150; i++) {
            Duration a = Duration.ofSeconds(next(2000000) - 1000000, next(1000000000));
            Duration b = i % 3 == 0 ? Duration.ofMillis(next(20000) - 10000) : Duration.ofSeconds(next(100000) - 50000, next(1000000000));
            long k = next(200) - 100;
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(" + ").append(a.plus(b)).append(" - ").append(a.minus(b))
                    .append(" * ").append(k).append(' ').append(a.multipliedBy(k));
            if (k != 0) {
                sb.append(" / ").append(a.dividedBy(k));
            }
            if (!b.isZero()) {
                sb.append(" // ").append(a.dividedBy(b));
            }
            sb.append(" cmp ").append(Integer.signum(a.compareTo(b))).append(' ').append(a.equals(b))
                    .append(" tr ").append(a.truncatedTo(ChronoUnit.SECONDS)).append(' ')
                    .append(a.truncatedTo(ChronoUnit.MINUTES)).append(' ').append(a.truncatedTo(ChronoUnit.DAYS))
                    .append(' ').append(a.truncatedTo(ChronoUnit.MILLIS))
                    .append(" p ").append(a.plusDays(1)).append(' ').append(a.minusHours(2)).append(' ')
                    .append(a.plusMinutes(3)).append(' ').append(a.minusSeconds(4)).append(' ')
                    .append(a.plusMillis(5555)).append(' ').append(a.minusNanos(6666)).append(' ')
                    .append(a.plus(7, ChronoUnit.MICROS)).append(' ').append(a.minus(8, ChronoUnit.HOURS))
                    .append(' ').append(a.withSeconds(1)).append(' ').append(a.withNanos(2));
            System.out.println(sb);
        }
        LocalDateTime base = LocalDateTime.of(2020, 2, 28, 22, 30, 15, 500000000);
        System.out.println(Duration.between(base, base.plusDays(2).plusNanos(7)) + " "
                + Duration.between(base.plusDays(2), base) + " "
                + Duration.between(LocalTime.of(10, 0, 0, 700000000), LocalTime.of(12, 0, 0, 200000000)) + " "
                + Duration.between(Instant.ofEpochSecond(5, 900), Instant.ofEpochSecond(-5, 100)) + " "
                + base.plus(Duration.ofHours(30)) + " " + base.minus(Duration.ofSeconds(-1, 1)) + " "
                + Duration.from(Duration.ofMillis(1234)) + " " + Duration.ofSeconds(5).getUnits() + " "
                + Duration.ofSeconds(5, 6).get(ChronoUnit.NANOS));
        t("ofSeconds overflow", new Case() { Object run() { return Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1); } });
        t("ofDays overflow", new Case() { Object run() { return Duration.ofDays(Long.MAX_VALUE); } });
        t("toMillis overflow", new Case() { Object run() { return Duration.ofSeconds(Long.MAX_VALUE).toMillis(); } });
        t("toNanos overflow", new Case() { Object run() { return Duration.ofSeconds(Long.MAX_VALUE / 10).toNanos(); } });
        t("dividedBy 0", new Case() { Object run() { return Duration.ofSeconds(1).dividedBy(0); } });
        t("plus MONTHS", new Case() { Object run() { return Duration.ofSeconds(1).plus(1, ChronoUnit.MONTHS); } });
        t("of WEEKS", new Case() { Object run() { return Duration.of(1, ChronoUnit.WEEKS); } });
        t("truncatedTo WEEKS", new Case() { Object run() { return Duration.ofSeconds(1).truncatedTo(ChronoUnit.WEEKS); } });
        t("get HOURS", new Case() { Object run() { return Duration.ofSeconds(1).get(ChronoUnit.HOURS); } });
        t("between dates", new Case() { Object run() {
            return Duration.between(LocalDate.of(2020, 1, 1), LocalDate.of(2021, 1, 1)); } });
        t("withNanos", new Case() { Object run() { return Duration.ofSeconds(1).withNanos(1000000000); } });
    }

    static void durationParse() {
        String[] inputs = {"PT0S", "PT20.345S", "PT15M", "PT10H", "P2D", "P2DT3H4M", "PT-6H3M", "-PT6H3M",
            "-PT-6H+3M", "pt1h2m3.5s", "PT1.5S", "PT-1.5S", "PT-0.5S", "PT0.000000001S", "PT,5S", "P-2DT3H",
            "+PT5S", "P", "PT", "PT1.5H", "P1Y", "PT1.1234567891S", "abc", "", "PT1S ", "P1DT", "PT100000000000000000000S",
            "PT9223372036854775807S", "PT1M1H"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return Duration.parse(in); } });
        }
    }

    static void periods() {
        int[][] ps = {{0, 0, 0}, {1, 2, 3}, {-1, -2, -3}, {0, 14, 0}, {0, -14, 40}, {1, -13, 0}, {0, 0, 400},
            {Integer.MAX_VALUE, 11, 0}, {5, 0, 0}, {0, 5, 0}, {0, 0, 5}};
        for (int[] p : ps) {
            Period x = Period.of(p[0], p[1], p[2]);
            final Period xx = x;
            t(x + " " + x.getYears() + "/" + x.getMonths() + "/" + x.getDays() + " zero " + x.isZero() + " neg "
                    + x.isNegative() + " total " + x.toTotalMonths() + " h" + x.hashCode(), new Case() { Object run() {
                        return xx.normalized() + " " + xx.negated() + " " + xx.multipliedBy(3) + " "
                                + xx.plusYears(1) + " " + xx.plusMonths(-2) + " " + xx.plusDays(3) + " "
                                + xx.minusYears(1) + " " + xx.minusMonths(2) + " " + xx.minusDays(3) + " "
                                + xx.withYears(9) + " " + xx.withMonths(9) + " " + xx.withDays(9) + " "
                                + xx.plus(Period.of(1, 1, 1)) + " " + xx.minus(Period.ofWeeks(2)) + " "
                                + LocalDate.of(2020, 1, 31).plus(xx) + " " + LocalDate.of(2020, 1, 31).minus(xx) + " "
                                + xx.get(ChronoUnit.MONTHS) + " " + xx.getUnits(); } });
        }
        System.out.println(Period.ofYears(3) + " " + Period.ofMonths(-3) + " " + Period.ofWeeks(3) + " "
                + Period.ofDays(-3) + " " + Period.ZERO + " " + Period.of(0, 0, 0).equals(Period.ZERO) + " "
                + Period.from(Period.of(1, 2, 3)) + " " + Period.of(1, 2, 3).equals(Period.of(1, 2, 3)));
        String[] inputs = {"P1Y", "P2M", "P3W", "P4D", "P1Y2M3D", "P1Y2M3W4D", "P-1Y2M", "-P1Y2M", "p1y",
            "P", "PT1H", "P1D2Y", "P1.5Y", "abc", "P2147483648D", "P+3D", "-P-3D", "P1W1W", "P1Y "};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return Period.parse(in); } });
        }
        t("multipliedBy overflow", new Case() { Object run() { return Period.of(Integer.MAX_VALUE, 0, 0).multipliedBy(2); } });
        t("get HOURS", new Case() { Object run() { return Period.of(1, 0, 0).get(ChronoUnit.HOURS); } });
        t("from Duration", new Case() { Object run() { return Period.from(Duration.ofDays(1)); } });
        t("time plus Period", new Case() { Object run() { return LocalTime.NOON.plus(Period.ofDays(1)); } });
        t("time plus Period 0", new Case() { Object run() { return LocalTime.NOON.plus(Period.ZERO); } });
    }

    static void instants() {
        long[] ms = {0, 1, -1, 999, -999, 1000, 1600000000000L, -1600000000000L, 253402300799999L, 253402300800000L,
            -62135596800000L, -62135596800001L, -62167219200000L, -62167219200001L, -377705116800000L,
            -377705116800001L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567L};
        for (long m : ms) {
            Instant i = Instant.ofEpochMilli(m);
            System.out.println(m + " " + i + " " + i.getEpochSecond() + " " + i.getNano() + " " + i.toEpochMilli()
                    + " " + i.hashCode() + " " + Instant.parse(i.toString()).equals(i) + " "
                    + i.truncatedTo(ChronoUnit.HOURS) + " " + i.truncatedTo(ChronoUnit.DAYS) + " "
                    + i.getLong(ChronoField.INSTANT_SECONDS) + " " + i.get(ChronoField.MILLI_OF_SECOND));
        }
        int[] nanos = {1, 10, 100000, 120000000, 999999999, 1000, 123456789};
        for (int n : nanos) {
            System.out.println(Instant.ofEpochSecond(86399, n) + " " + Instant.ofEpochSecond(-1, n) + " "
                    + Instant.ofEpochSecond(0, -n));
        }
        System.out.println(Instant.EPOCH + " " + Instant.MAX + " " + Instant.MAX.getEpochSecond() + " "
                + Instant.MIN.getEpochSecond() + " " + LocalDate.EPOCH + " " + Instant.ofEpochSecond(253402300800L) + " "
                + Instant.ofEpochSecond(3155760000000L) + " " + Instant.ofEpochSecond(-62167219201L));
        for (int k = 0; k < 100; k++) {
            Instant a = Instant.ofEpochSecond(next(4000000000L) - 2000000000L, next(1000000000));
            Instant b = k % 2 == 0 ? a.plusMillis(next(10000000) - 5000000) : Instant.ofEpochSecond(next(4000000000L) - 2000000000L);
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(' ').append(Integer.signum(a.compareTo(b)))
                    .append(a.isBefore(b) ? " <" : a.isAfter(b) ? " >" : " =");
            ChronoUnit[] units = {ChronoUnit.NANOS, ChronoUnit.MICROS, ChronoUnit.MILLIS, ChronoUnit.SECONDS,
                ChronoUnit.MINUTES, ChronoUnit.HOURS, ChronoUnit.HALF_DAYS, ChronoUnit.DAYS};
            for (ChronoUnit u : units) {
                sb.append(' ').append(a.until(b, u));
            }
            sb.append(' ').append(Duration.between(a, b)).append(' ').append(a.plusSeconds(k * 1000))
                    .append(' ').append(a.minusNanos(k * 12345678L)).append(' ').append(a.plus(k, ChronoUnit.DAYS))
                    .append(' ').append(a.plus(Duration.ofMillis(k))).append(' ').append(a.minus(k, ChronoUnit.MICROS))
                    .append(' ').append(a.with(ChronoField.MILLI_OF_SECOND, 7)).append(' ')
                    .append(LocalDateTime.ofInstant(a, ZoneOffset.ofHours(-5))).append(' ')
                    .append(LocalDate.ofInstant(a, ZoneOffset.UTC)).append(' ')
                    .append(LocalTime.ofInstant(a, ZoneOffset.ofHoursMinutes(5, 30)));
            System.out.println(sb);
        }
        String[] inputs = {"2021-01-01T00:00:00Z", "2021-01-01T00:00:00.5Z", "2021-01-01t10:15:30.123456z",
            "+12021-01-01T00:00:00Z", "-0001-01-01T00:00:00Z", "2021-01-01T00:00:00", "2021-01-01T00:00Z",
            "2021-02-30T00:00:00Z", "2021-01-01T24:00:00Z", "abc", "2021-01-01T00:00:00.1234567891Z",
            "1970-01-01T00:00:00.Z"};
        for (String s : inputs) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() {
                Instant i = Instant.parse(in);
                return i + " " + i.getEpochSecond() + " " + i.getNano(); } });
        }
        t("ofEpochSecond(MAX)", new Case() { Object run() { return Instant.ofEpochSecond(Long.MAX_VALUE); } });
        t("ofEpochSecond(max+1)", new Case() { Object run() { return Instant.ofEpochSecond(31556889864403200L); } });
        t("MAX.toEpochMilli", new Case() { Object run() { return Instant.MAX.toEpochMilli(); } });
        t("MAX.plusNanos(1)", new Case() { Object run() { return Instant.MAX.plusNanos(1); } });
        t("plus WEEKS", new Case() { Object run() { return Instant.EPOCH.plus(1, ChronoUnit.WEEKS); } });
        t("until WEEKS", new Case() { Object run() { return Instant.EPOCH.until(Instant.MAX, ChronoUnit.WEEKS); } });
        t("until ldt", new Case() { Object run() {
            return Instant.EPOCH.until(LocalDateTime.of(2021, 1, 1, 0, 0), ChronoUnit.SECONDS); } });
        t("get YEAR", new Case() { Object run() { return Instant.EPOCH.get(ChronoField.YEAR); } });
        t("nanos until overflow", new Case() { Object run() { return Instant.MIN.until(Instant.MAX, ChronoUnit.NANOS); } });
        t("Duration.between overflow", new Case() { Object run() { return Duration.between(Instant.MIN, Instant.MAX); } });
    }

    static void offsets() {
        int[] hs = {0, 1, -1, 5, -5, 18, -18};
        for (int h : hs) {
            ZoneOffset o = ZoneOffset.ofHours(h);
            System.out.println(h + " " + o + " " + o.getId() + " " + o.getTotalSeconds() + " " + o.hashCode() + " "
                    + o.equals(ZoneOffset.ofTotalSeconds(h * 3600)) + " " + o.get(ChronoField.OFFSET_SECONDS));
        }
        System.out.println(ZoneOffset.UTC + " " + ZoneOffset.MIN + " " + ZoneOffset.MAX + " "
                + ZoneOffset.ofHoursMinutes(5, 30) + " " + ZoneOffset.ofHoursMinutes(-3, -30) + " "
                + ZoneOffset.ofHoursMinutesSeconds(1, 2, 3) + " " + ZoneOffset.ofHoursMinutesSeconds(0, -2, -3) + " "
                + ZoneOffset.ofTotalSeconds(-45) + " " + ZoneOffset.UTC.compareTo(ZoneOffset.ofHours(1)) + " "
                + ZoneOffset.ofHours(-1).compareTo(ZoneOffset.ofHours(1)) + " " + ZoneId.of("+05:30") + " "
                + ZoneId.of("Z").equals(ZoneOffset.UTC));
        String[] ids = {"Z", "+1", "-9", "+01", "-01", "+0130", "+01:30", "-01:30:45", "-013045", "+18:00",
            "+18:01", "+19", "abc", "+1:30", "01:30", "+01-30", "+01:30:4", "", "+ab", "z"};
        for (String s : ids) {
            final String in = s;
            t("of '" + s + "'", new Case() { Object run() {
                ZoneOffset o = ZoneOffset.of(in);
                return o + " " + o.getTotalSeconds(); } });
        }
        t("ofHours(19)", new Case() { Object run() { return ZoneOffset.ofHours(19); } });
        t("ofHours(-19)", new Case() { Object run() { return ZoneOffset.ofHours(-19); } });
        t("ofHoursMinutes(1,-30)", new Case() { Object run() { return ZoneOffset.ofHoursMinutes(1, -30); } });
        t("ofHoursMinutes(-1,30)", new Case() { Object run() { return ZoneOffset.ofHoursMinutes(-1, 30); } });
        t("ofHoursMinutesSeconds(0,1,-1)", new Case() { Object run() {
            return ZoneOffset.ofHoursMinutesSeconds(0, 1, -1); } });
        t("ofHoursMinutes(1,60)", new Case() { Object run() { return ZoneOffset.ofHoursMinutes(1, 60); } });
        t("ofHoursMinutesSeconds(1,1,60)", new Case() { Object run() {
            return ZoneOffset.ofHoursMinutesSeconds(1, 1, 60); } });
        t("ofHoursMinutes(18,1)", new Case() { Object run() { return ZoneOffset.ofHoursMinutes(18, 1); } });
        t("ofTotalSeconds(100000)", new Case() { Object run() { return ZoneOffset.ofTotalSeconds(100000); } });
        t("getLong(YEAR)", new Case() { Object run() { return ZoneOffset.UTC.getLong(ChronoField.YEAR); } });
    }
}
