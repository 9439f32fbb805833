import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.Period;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;
import java.util.Locale;

/** java.time.LocalDate, Month and DayOfWeek: arithmetic, fields, ISO text and errors. */
public class TimeLocalDate {
    static final LocalDate EPOCH = LocalDate.of(1970, 1, 1);

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

    static long seed = 12345;

    static int next(int bound) {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return (int) Math.floorMod(seed >>> 17, (long) bound);
    }

    public static void main(String[] args) {
        enums();
        sweep();
        monthEnds();
        text();
        arithmetic();
        untilAndPeriods();
        fieldsAndAdjusters();
        errors();
    }

    static void enums() {
        for (Month m : Month.values()) {
            System.out.println(m + " " + m.getValue() + " len " + m.length(false) + "/" + m.length(true)
                    + " min " + m.minLength() + " max " + m.maxLength()
                    + " first " + m.firstDayOfYear(false) + "/" + m.firstDayOfYear(true)
                    + " q " + m.firstMonthOfQuarter() + " +5 " + m.plus(5) + " -7 " + m.minus(7)
                    + " +(-13) " + m.plus(-13) + " " + m.getDisplayName(TextStyle.FULL, Locale.ENGLISH)
                    + " " + m.getDisplayName(TextStyle.SHORT, Locale.ENGLISH)
                    + " " + m.getDisplayName(TextStyle.NARROW, Locale.ENGLISH)
                    + " moy " + m.get(ChronoField.MONTH_OF_YEAR) + " " + Month.of(m.getValue()).equals(m)
                    + " " + Month.valueOf(m.name()).ordinal());
        }
        for (DayOfWeek d : DayOfWeek.values()) {
            System.out.println(d + " " + d.getValue() + " +3 " + d.plus(3) + " -10 " + d.minus(10)
                    + " +(-8) " + d.plus(-8) + " +" + Long.MAX_VALUE + " " + d.plus(Long.MAX_VALUE)
                    + " " + d.getDisplayName(TextStyle.FULL, Locale.ENGLISH)
                    + " " + d.getDisplayName(TextStyle.SHORT, Locale.ENGLISH)
                    + " " + d.getDisplayName(TextStyle.NARROW, Locale.ENGLISH)
                    + " dow " + d.getLong(ChronoField.DAY_OF_WEEK) + " " + DayOfWeek.from(d));
        }
        t("Month.of(0)", new Case() { Object run() { return Month.of(0); } });
        t("Month.of(13)", new Case() { Object run() { return Month.of(13); } });
        t("DayOfWeek.of(0)", new Case() { Object run() { return DayOfWeek.of(0); } });
        t("DayOfWeek.of(8)", new Case() { Object run() { return DayOfWeek.of(8); } });
        t("Month.from(date)", new Case() { Object run() { return Month.from(LocalDate.of(2020, 7, 4)); } });
        t("DayOfWeek.from(date)", new Case() { Object run() { return DayOfWeek.from(LocalDate.of(2020, 7, 4)); } });
        t("Month.getLong(DayOfWeek)", new Case() { Object run() { return Month.MAY.getLong(ChronoField.DAY_OF_WEEK); } });
        t("Month.range", new Case() { Object run() { return Month.MAY.range(ChronoField.MONTH_OF_YEAR); } });
    }

    /** Every 97th day over about 2,200 years around the epoch. */
    static void sweep() {
        long errors = 0;
        for (long ed = -400000; ed <= 400000; ed += 97) {
            LocalDate d = LocalDate.ofEpochDay(ed);
            if (d.toEpochDay() != ed) {
                errors++;
            }
            LocalDate back = LocalDate.of(d.getYear(), d.getMonthValue(), d.getDayOfMonth());
            if (!back.equals(d) || back.hashCode() != d.hashCode() || back.compareTo(d) != 0) {
                errors++;
            }
            if (!LocalDate.parse(d.toString()).equals(d)) {
                errors++;
            }
            if (!LocalDate.ofYearDay(d.getYear(), d.getDayOfYear()).equals(d)) {
                errors++;
            }
            if ((ed / 97) % 4 == 0) {
                System.out.println(d + " " + d.getDayOfWeek() + " doy=" + d.getDayOfYear()
                        + " leap=" + d.isLeapYear() + " len=" + d.lengthOfMonth() + "/" + d.lengthOfYear()
                        + " h=" + d.hashCode() + " +1m=" + d.plusMonths(1) + " -13m=" + d.minusMonths(13)
                        + " +1y=" + d.plusYears(1) + " +100d=" + d.plusDays(100) + " -3w=" + d.minusWeeks(3)
                        + " awm=" + d.get(ChronoField.ALIGNED_WEEK_OF_MONTH)
                        + " awy=" + d.get(ChronoField.ALIGNED_WEEK_OF_YEAR)
                        + " adwm=" + d.get(ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH)
                        + " pm=" + d.getLong(ChronoField.PROLEPTIC_MONTH)
                        + " yoe=" + d.get(ChronoField.YEAR_OF_ERA) + " era=" + d.get(ChronoField.ERA));
            }
        }
        System.out.println("sweep errors " + errors);
    }

    static void monthEnds() {
        int[] years = {1900, 2000, 2019, 2020, 2100, 2400, 1, 0, -1, -4, -100, -400, 999, 1000, 9999, 10000,
            -9999, -10000, 123456, -123456, 999999999, -999999999};
        for (int y : years) {
            StringBuilder sb = new StringBuilder();
            sb.append(y).append(':');
            for (int m = 1; m <= 12; m++) {
                LocalDate first = LocalDate.of(y, m, 1);
                LocalDate last = first.with(TemporalAdjusters.lastDayOfMonth());
                sb.append(' ').append(last).append(' ').append(last.getDayOfWeek().getValue())
                        .append(' ').append(last.toEpochDay());
            }
            System.out.println(sb);
        }
        System.out.println(LocalDate.MIN + " " + LocalDate.MAX + " " + EPOCH + " "
                + LocalDate.MIN.toEpochDay() + " " + LocalDate.MAX.toEpochDay()
                + " " + LocalDate.MIN.getDayOfWeek() + " " + LocalDate.MAX.getDayOfWeek());
    }

    static void text() {
        String[] inputs = {"2021-02-28", "2020-02-29", "0000-01-01", "-0001-12-31", "+10000-01-01",
            "+999999999-12-31", "-999999999-01-01", "9999-12-31", "-10000-06-15", "1970-01-01"};
        for (String s : inputs) {
            final String in = s;
            t("parse " + s, new Case() { Object run() {
                LocalDate d = LocalDate.parse(in);
                return d + " " + d.getYear() + " " + d.getMonth() + " " + d.getDayOfMonth();
            } });
        }
        String[] bad = {"2021-02-30", "2021-02-29", "2021-13-01", "2021-00-10", "2021-01-32", "2021-04-31",
            "2021-1-01", "21-01-01", "12345-01-01", "+2021-01-01", "+12345-01-01", "-12345-01-01",
            "2021-01-01x", "2021/01/01", "", "abc", "2021-01-0", "2021-01", "+1000000000-01-01",
            " 2021-01-01", "-0000-01-01"};
        for (String s : bad) {
            final String in = s;
            t("parse '" + s + "'", new Case() { Object run() { return LocalDate.parse(in); } });
        }
    }

    static void arithmetic() {
        LocalDate[] bases = {LocalDate.of(2020, 1, 31), LocalDate.of(2020, 2, 29), LocalDate.of(2019, 12, 31),
            LocalDate.of(2000, 3, 31), LocalDate.of(1, 1, 1), LocalDate.of(0, 2, 29), LocalDate.of(-1, 12, 31)};
        long[] amounts = {0, 1, -1, 11, 12, 13, -13, 28, 29, 30, 31, 59, 60, 365, 366, -366, 1461, 146097, -146097,
            1000000};
        for (LocalDate b : bases) {
            for (long a : amounts) {
                System.out.println(b + " " + a + ": d " + b.plusDays(a) + " w " + b.plusWeeks(a)
                        + " m " + b.plusMonths(a) + " y " + b.plusYears(a) + " -d " + b.minusDays(a)
                        + " -m " + b.minusMonths(a) + " -y " + b.minusYears(a)
                        + " P " + b.plus(Period.of(0, (int) a, (int) a))
                        + " u " + b.plus(a, ChronoUnit.DECADES) + " " + b.minus(a, ChronoUnit.CENTURIES));
            }
        }
        t("MAX.plusDays(1)", new Case() { Object run() { return LocalDate.MAX.plusDays(1); } });
        t("MAX.plusYears(1)", new Case() { Object run() { return LocalDate.MAX.plusYears(1); } });
        t("MAX.plusMonths(1)", new Case() { Object run() { return LocalDate.MAX.plusMonths(1); } });
        t("MIN.minusDays(1)", new Case() { Object run() { return LocalDate.MIN.minusDays(1); } });
        t("MIN.minusDays(100)", new Case() { Object run() { return LocalDate.MIN.minusDays(100); } });
        t("plusDays(MAX)", new Case() { Object run() { return EPOCH.plusDays(Long.MAX_VALUE); } });
        t("plusYears(MAX)", new Case() { Object run() { return EPOCH.plusYears(Long.MAX_VALUE); } });
        t("plusHours", new Case() { Object run() { return EPOCH.plus(1, ChronoUnit.HOURS); } });
        t("plusEras", new Case() { Object run() { return LocalDate.of(2020, 5, 6).plus(-1, ChronoUnit.ERAS); } });
        t("plusForever", new Case() { Object run() { return EPOCH.plus(1, ChronoUnit.FOREVER); } });
    }

    static void untilAndPeriods() {
        ChronoUnit[] units = {ChronoUnit.DAYS, ChronoUnit.WEEKS, ChronoUnit.MONTHS, ChronoUnit.YEARS,
            ChronoUnit.DECADES, ChronoUnit.CENTURIES, ChronoUnit.MILLENNIA, ChronoUnit.ERAS};
        for (int i = 0; i < 300; i++) {
            LocalDate a = LocalDate.ofEpochDay(next(200000) - 100000);
            LocalDate b = i % 3 == 0 ? a.plusDays(next(80) - 40) : LocalDate.ofEpochDay(next(200000) - 100000);
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(' ').append(Period.between(a, b)).append(' ')
                    .append(a.until(b)).append(a.isBefore(b) ? " <" : a.isAfter(b) ? " >" : " =")
                    .append(Integer.signum(a.compareTo(b)));
            for (ChronoUnit u : units) {
                sb.append(' ').append(u.between(a, b));
            }
            sb.append(' ').append(a.until(b, ChronoUnit.MONTHS));
            if (!a.plus(Period.between(a, b)).equals(b)) {
                sb.append(" MISMATCH");
            }
            System.out.println(sb);
        }
        LocalDate[][] pairs = {
            {LocalDate.of(2020, 1, 31), LocalDate.of(2020, 3, 1)},
            {LocalDate.of(2020, 3, 1), LocalDate.of(2020, 1, 31)},
            {LocalDate.of(2020, 2, 29), LocalDate.of(2021, 2, 28)},
            {LocalDate.of(2021, 2, 28), LocalDate.of(2020, 2, 29)},
            {LocalDate.of(2019, 1, 31), LocalDate.of(2019, 2, 28)},
            {LocalDate.of(2019, 3, 31), LocalDate.of(2019, 4, 30)},
            {LocalDate.of(-1, 3, 31), LocalDate.of(1, 1, 1)},
        };
        for (LocalDate[] p : pairs) {
            System.out.println(p[0] + " .. " + p[1] + " = " + Period.between(p[0], p[1]) + " days "
                    + ChronoUnit.DAYS.between(p[0], p[1]) + " months " + ChronoUnit.MONTHS.between(p[0], p[1]));
        }
        t("until hours", new Case() { Object run() {
            return EPOCH.until(LocalDate.of(2000, 1, 1), ChronoUnit.HOURS); } });
        t("HOURS.between", new Case() { Object run() {
            return ChronoUnit.HOURS.between(EPOCH, LocalDate.of(2000, 1, 1)); } });
    }

    static void fieldsAndAdjusters() {
        LocalDate d = LocalDate.of(2021, 3, 17);
        ChronoField[] fields = ChronoField.values();
        for (ChronoField f : fields) {
            final ChronoField ff = f;
            final LocalDate dd = d;
            t(f + " " + f.range() + " date " + f.isDateBased() + " time " + f.isTimeBased()
                    + " base " + f.getBaseUnit() + " rangeUnit " + f.getRangeUnit() + " supported "
                    + d.isSupported(f), new Case() { Object run() {
                        return dd.getLong(ff) + " range " + dd.range(ff) + " get " + dd.get(ff); } });
        }
        for (ChronoUnit u : ChronoUnit.values()) {
            System.out.println(u + " " + u.name() + " dur " + u.getDuration() + " est " + u.isDurationEstimated()
                    + " date " + u.isDateBased() + " time " + u.isTimeBased() + " supported " + d.isSupported(u));
        }
        long[][] withs = {
            {ChronoField.DAY_OF_WEEK.ordinal(), 1}, {ChronoField.DAY_OF_WEEK.ordinal(), 7},
            {ChronoField.DAY_OF_MONTH.ordinal(), 31}, {ChronoField.DAY_OF_YEAR.ordinal(), 365},
            {ChronoField.MONTH_OF_YEAR.ordinal(), 2}, {ChronoField.YEAR.ordinal(), 2024},
            {ChronoField.YEAR_OF_ERA.ordinal(), 5}, {ChronoField.ERA.ordinal(), 0},
            {ChronoField.EPOCH_DAY.ordinal(), 0}, {ChronoField.PROLEPTIC_MONTH.ordinal(), 0},
            {ChronoField.ALIGNED_WEEK_OF_YEAR.ordinal(), 53}, {ChronoField.ALIGNED_WEEK_OF_MONTH.ordinal(), 5},
            {ChronoField.ALIGNED_DAY_OF_WEEK_IN_YEAR.ordinal(), 1}, {ChronoField.DAY_OF_MONTH.ordinal(), 32},
            {ChronoField.MONTH_OF_YEAR.ordinal(), 14}, {ChronoField.HOUR_OF_DAY.ordinal(), 1},
            {ChronoField.DAY_OF_YEAR.ordinal(), 366},
        };
        for (long[] w : withs) {
            final ChronoField f = fields[(int) w[0]];
            final long v = w[1];
            final LocalDate dd = d;
            t("with " + f + " " + v, new Case() { Object run() { return dd.with(f, v); } });
        }
        LocalDate[] ds = {LocalDate.of(2021, 3, 17), LocalDate.of(2020, 2, 1), LocalDate.of(2019, 12, 31),
            LocalDate.of(2024, 2, 29)};
        for (LocalDate x : ds) {
            StringBuilder sb = new StringBuilder(x.toString());
            sb.append(" fdm ").append(x.with(TemporalAdjusters.firstDayOfMonth()))
                    .append(" ldm ").append(x.with(TemporalAdjusters.lastDayOfMonth()))
                    .append(" fdnm ").append(x.with(TemporalAdjusters.firstDayOfNextMonth()))
                    .append(" fdy ").append(x.with(TemporalAdjusters.firstDayOfYear()))
                    .append(" ldy ").append(x.with(TemporalAdjusters.lastDayOfYear()))
                    .append(" fdny ").append(x.with(TemporalAdjusters.firstDayOfNextYear()));
            for (DayOfWeek w : DayOfWeek.values()) {
                sb.append(" | ").append(w.getValue()).append(' ')
                        .append(x.with(TemporalAdjusters.next(w))).append(' ')
                        .append(x.with(TemporalAdjusters.nextOrSame(w))).append(' ')
                        .append(x.with(TemporalAdjusters.previous(w))).append(' ')
                        .append(x.with(TemporalAdjusters.previousOrSame(w))).append(' ')
                        .append(x.with(TemporalAdjusters.firstInMonth(w))).append(' ')
                        .append(x.with(TemporalAdjusters.lastInMonth(w))).append(' ')
                        .append(x.with(TemporalAdjusters.dayOfWeekInMonth(2, w))).append(' ')
                        .append(x.with(TemporalAdjusters.dayOfWeekInMonth(-2, w))).append(' ')
                        .append(x.with(w)).append(' ').append(x.with(Month.of(w.getValue())));
            }
            System.out.println(sb);
        }
        System.out.println(d.withYear(2020).withMonth(2).withDayOfMonth(29) + " " + d.withDayOfYear(60)
                + " " + LocalDate.of(2020, 2, 29).withYear(2021) + " " + LocalDate.of(2020, 3, 31).withMonth(4)
                + " " + d.atStartOfDay() + " " + d.atTime(10, 5) + " " + d.atTime(1, 2, 3) + " "
                + d.atTime(1, 2, 3, 4000));
        System.out.println(d.isEqual(LocalDate.of(2021, 3, 17)) + " " + d.equals("2021-03-17") + " "
                + d.equals(null) + " " + LocalDate.ofYearDay(2020, 366) + " " + LocalDate.ofYearDay(2021, 59)
                + " " + LocalDate.ofYearDay(2021, 60) + " " + LocalDate.of(2021, Month.DECEMBER, 25));
    }

    static void errors() {
        t("of(2021,2,30)", new Case() { Object run() { return LocalDate.of(2021, 2, 30); } });
        t("of(2021,2,29)", new Case() { Object run() { return LocalDate.of(2021, 2, 29); } });
        t("of(1900,2,29)", new Case() { Object run() { return LocalDate.of(1900, 2, 29); } });
        t("of(2021,4,31)", new Case() { Object run() { return LocalDate.of(2021, 4, 31); } });
        t("of(2021,Month.JUNE,31)", new Case() { Object run() { return LocalDate.of(2021, Month.JUNE, 31); } });
        t("of(2021,13,1)", new Case() { Object run() { return LocalDate.of(2021, 13, 1); } });
        t("of(2021,0,1)", new Case() { Object run() { return LocalDate.of(2021, 0, 1); } });
        t("of(2021,1,32)", new Case() { Object run() { return LocalDate.of(2021, 1, 32); } });
        t("of(2021,1,0)", new Case() { Object run() { return LocalDate.of(2021, 1, 0); } });
        t("of(1e9,1,1)", new Case() { Object run() { return LocalDate.of(1000000000, 1, 1); } });
        t("of(-1e9,1,1)", new Case() { Object run() { return LocalDate.of(-1000000000, 1, 1); } });
        t("ofEpochDay(MAX)", new Case() { Object run() { return LocalDate.ofEpochDay(Long.MAX_VALUE); } });
        t("ofEpochDay(max)", new Case() { Object run() { return LocalDate.ofEpochDay(365241780471L); } });
        t("ofEpochDay(max+1)", new Case() { Object run() { return LocalDate.ofEpochDay(365241780472L); } });
        t("ofYearDay(2021,366)", new Case() { Object run() { return LocalDate.ofYearDay(2021, 366); } });
        t("ofYearDay(2021,0)", new Case() { Object run() { return LocalDate.ofYearDay(2021, 0); } });
        t("ofYearDay(2021,367)", new Case() { Object run() { return LocalDate.ofYearDay(2021, 367); } });
        t("withDayOfMonth(30)", new Case() { Object run() { return LocalDate.of(2020, 2, 1).withDayOfMonth(30); } });
        t("withDayOfYear(366)", new Case() { Object run() { return LocalDate.of(2021, 2, 1).withDayOfYear(366); } });
        t("withMonth(13)", new Case() { Object run() { return LocalDate.of(2021, 2, 1).withMonth(13); } });
        t("get(EPOCH_DAY)", new Case() { Object run() { return LocalDate.of(2021, 2, 1).get(ChronoField.EPOCH_DAY); } });
        t("get(PROLEPTIC_MONTH)", new Case() { Object run() {
            return LocalDate.of(2021, 2, 1).get(ChronoField.PROLEPTIC_MONTH); } });
        t("get(HOUR_OF_DAY)", new Case() { Object run() { return LocalDate.of(2021, 2, 1).get(ChronoField.HOUR_OF_DAY); } });
        t("range(NANO_OF_DAY)", new Case() { Object run() {
            return LocalDate.of(2021, 2, 1).range(ChronoField.NANO_OF_DAY); } });
        t("checkValidValue", new Case() { Object run() { return ChronoField.DAY_OF_WEEK.checkValidValue(0); } });
        t("checkValidIntValue", new Case() { Object run() {
            return ChronoField.EPOCH_DAY.checkValidIntValue(5); } });
        t("DayOfWeek.from(Month)", new Case() { Object run() { return DayOfWeek.from(Month.MAY); } });
        t("parse null", new Case() { Object run() { return LocalDate.parse(null); } });
    }
}
