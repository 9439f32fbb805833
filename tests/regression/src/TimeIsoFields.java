// release8: skip (LocalDate.EPOCH is Java 9)
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalField;

/** java.time.temporal.IsoFields: quarters and ISO-8601 week-based years. */
public class TimeIsoFields {
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
        TemporalField[] fields = {IsoFields.DAY_OF_QUARTER, IsoFields.QUARTER_OF_YEAR, IsoFields.WEEK_OF_WEEK_BASED_YEAR,
            IsoFields.WEEK_BASED_YEAR};
        for (TemporalField f : fields) {
            System.out.println(f + " " + f.range() + " base " + f.getBaseUnit() + " rangeUnit " + f.getRangeUnit()
                    + " date " + f.isDateBased() + " time " + f.isTimeBased());
        }
        System.out.println(IsoFields.WEEK_BASED_YEARS + " " + IsoFields.WEEK_BASED_YEARS.getDuration() + " "
                + IsoFields.QUARTER_YEARS + " " + IsoFields.QUARTER_YEARS.getDuration() + " "
                + IsoFields.QUARTER_YEARS.isDurationEstimated());
        long errors = 0;
        StringBuilder sb = new StringBuilder();
        for (int y = 1890; y <= 2110; y++) {
            for (int d = -6; d <= 6; d++) {
                LocalDate x = LocalDate.of(y, 1, 1).plusDays(d);
                sb.setLength(0);
                sb.append(x).append(' ').append(x.getDayOfWeek().getValue()).append(" W")
                        .append(x.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)).append('/')
                        .append(x.get(IsoFields.WEEK_BASED_YEAR)).append(" max ")
                        .append(x.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR).getMaximum());
                if (d == 0 && y % 7 == 0) {
                    System.out.println(sb);
                }
                if (x.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) < 1) {
                    errors++;
                }
            }
        }
        for (long ed = 0; ed < 4000; ed += 13) {
            LocalDate x = LocalDate.of(2018, 1, 1).plusDays(ed);
            System.out.println(x + " q" + x.get(IsoFields.QUARTER_OF_YEAR) + " dq" + x.get(IsoFields.DAY_OF_QUARTER) + "/"
                    + x.range(IsoFields.DAY_OF_QUARTER) + " w" + x.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " wby"
                    + x.getLong(IsoFields.WEEK_BASED_YEAR) + " | " + x.with(IsoFields.QUARTER_OF_YEAR, 1) + " "
                    + x.with(IsoFields.DAY_OF_QUARTER, 1) + " " + x.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 1) + " "
                    + x.with(IsoFields.WEEK_BASED_YEAR, 2020) + " " + x.plus(1, IsoFields.QUARTER_YEARS) + " "
                    + x.plus(-2, IsoFields.WEEK_BASED_YEARS) + " "
                    + IsoFields.QUARTER_YEARS.between(LocalDate.of(2018, 1, 1), x) + " "
                    + IsoFields.WEEK_BASED_YEARS.between(x, LocalDate.of(2020, 6, 1)));
        }
        System.out.println("errors " + errors);
        LocalDateTime ldt = LocalDateTime.of(2020, 12, 31, 10, 0);
        System.out.println(ldt.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " " + ldt.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 1)
                + " " + ldt.plus(1, IsoFields.QUARTER_YEARS) + " " + ldt.until(LocalDateTime.of(2022, 1, 1, 0, 0), IsoFields.QUARTER_YEARS));
        for (String p : new String[] {"Q", "QQ", "QQQ", "QQQQ", "QQQQQ", "q", "qq", "qqq", "qqqq", "qqqqq"}) {
            java.time.format.DateTimeFormatter f = java.time.format.DateTimeFormatter.ofPattern(p);
            StringBuilder q = new StringBuilder(p + " = " + f + ":");
            for (int m = 1; m <= 12; m += 2) {
                q.append(" [").append(f.format(LocalDate.of(2021, m, 5))).append(']');
            }
            System.out.println(q);
        }
        t("parse QQQ", new Case() { Object run() {
            return LocalDate.parse("2021 Q3 05 08", java.time.format.DateTimeFormatter.ofPattern("yyyy QQQ dd MM")); } });
        t("parse QQQQ", new Case() { Object run() {
            return LocalDate.parse("2nd quarter 2021-05-08", java.time.format.DateTimeFormatter.ofPattern("QQQQ yyyy-MM-dd")); } });
        t("time quarter", new Case() { Object run() { return LocalTime.NOON.get(IsoFields.QUARTER_OF_YEAR); } });
        t("time week", new Case() { Object run() { return LocalTime.NOON.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR); } });
        t("week 53 in 2021", new Case() { Object run() {
            return LocalDate.of(2021, 6, 1).with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 53); } });
        t("week 53 in 2020", new Case() { Object run() {
            return LocalDate.of(2020, 6, 1).with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, 53); } });
        t("quarter 5", new Case() { Object run() { return LocalDate.of(2020, 6, 1).with(IsoFields.QUARTER_OF_YEAR, 5); } });
        t("day of quarter 92 in Q1", new Case() { Object run() {
            return LocalDate.of(2020, 2, 1).with(IsoFields.DAY_OF_QUARTER, 92); } });
        t("isSupported", new Case() { Object run() {
            return LocalDate.EPOCH.isSupported(IsoFields.QUARTER_OF_YEAR) + " " + LocalTime.NOON.isSupported(IsoFields.QUARTER_OF_YEAR)
                    + " " + LocalDate.EPOCH.isSupported(IsoFields.WEEK_BASED_YEARS) + " " + LocalTime.NOON.isSupported(IsoFields.QUARTER_YEARS); } });
    }
}
