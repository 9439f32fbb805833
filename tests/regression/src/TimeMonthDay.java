import java.time.LocalDate;
import java.time.Month;
import java.time.MonthDay;
import java.time.Year;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;

/** java.time.MonthDay. */
public class TimeMonthDay {
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
        for (Month m : Month.values()) {
            for (int d = 1; d <= 31; d += 7) {
                final Month mm = m;
                final int dd = d;
                t(m + " " + d, new Case() { Object run() {
                    MonthDay x = MonthDay.of(mm, dd);
                    return x + " " + x.hashCode() + " " + x.atYear(2021) + " " + x.atYear(2020) + " " + x.isValidYear(2021)
                            + " " + x.range(ChronoField.DAY_OF_MONTH) + " " + x.withMonth(2) + " " + x.with(Month.APRIL)
                            + " " + LocalDate.of(2021, 1, 31).with(x) + " " + MonthDay.parse(x.toString()).equals(x)
                            + " " + x.format(DateTimeFormatter.ofPattern("d MMMM")) + " " + Year.of(2019).atMonthDay(x)
                            + " " + Year.of(2019).isValidMonthDay(x) + " " + x.get(ChronoField.MONTH_OF_YEAR); } });
            }
        }
        MonthDay a = MonthDay.of(2, 29);
        MonthDay b = MonthDay.of(12, 25);
        System.out.println(a + " " + b + " " + a.compareTo(b) + " " + a.isBefore(b) + " " + b.isAfter(a) + " " + a.equals(MonthDay.of(Month.FEBRUARY, 29))
                + " " + a.atYear(2100) + " " + MonthDay.from(LocalDate.of(2024, 2, 29)) + " " + b.withDayOfMonth(1)
                + " " + a.getMonth() + " " + a.getMonthValue() + " " + a.getDayOfMonth());
        t("of(2,30)", new Case() { Object run() { return MonthDay.of(2, 30); } });
        t("of(4,31)", new Case() { Object run() { return MonthDay.of(4, 31); } });
        t("of(13,1)", new Case() { Object run() { return MonthDay.of(13, 1); } });
        t("of(1,32)", new Case() { Object run() { return MonthDay.of(1, 32); } });
        t("withDayOfMonth(31)", new Case() { Object run() { return MonthDay.of(6, 1).withDayOfMonth(31); } });
        t("get YEAR", new Case() { Object run() { return MonthDay.of(6, 1).get(ChronoField.YEAR); } });
        t("from Month", new Case() { Object run() { return MonthDay.from(Month.MAY); } });
        t("parse '--12-03'", new Case() { Object run() { return MonthDay.parse("--12-03"); } });
        t("parse '12-03'", new Case() { Object run() { return MonthDay.parse("12-03"); } });
        t("parse '--1-03'", new Case() { Object run() { return MonthDay.parse("--1-03"); } });
    }
}
