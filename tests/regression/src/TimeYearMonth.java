import java.time.LocalDate;
import java.time.Month;
import java.time.Year;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;

/** java.time.Year and YearMonth. */
public class TimeYearMonth {
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
        int[] years = {2021, 2020, 1900, 2000, 0, -1, -4, 1, 999, 1000, 9999, 10000, 12345, -12345, 999999999, -999999999};
        for (int y : years) {
            Year x = Year.of(y);
            StringBuilder sb = new StringBuilder();
            sb.append(x).append(" leap ").append(x.isLeap()).append(" len ").append(x.length()).append(" h ")
                    .append(x.hashCode()).append(" yoe ").append(x.get(ChronoField.YEAR_OF_ERA)).append(" era ")
                    .append(x.get(ChronoField.ERA)).append(" range ").append(x.range(ChronoField.YEAR_OF_ERA))
                    .append(" day60 ").append(x.atDay(60)).append(" feb ").append(x.atMonth(2)).append(' ')
                    .append(x.atMonth(Month.DECEMBER).atEndOfMonth()).append(" parse ")
                    .append(Math.abs(y) < 10000 ? Year.parse(x.toString()).equals(x) : "-").append(' ').append(x.with(ChronoField.ERA, 0))
                    .append(' ').append(x.with(ChronoField.YEAR_OF_ERA, 7));
            System.out.println(sb);
            for (int m = 1; m <= 12; m += 5) {
                YearMonth ym = YearMonth.of(y, m);
                System.out.println("  " + ym + " " + ym.lengthOfMonth() + " " + ym.lengthOfYear() + " " + ym.isLeapYear()
                        + " " + ym.atDay(1) + " " + ym.atEndOfMonth() + " " + ym.isValidDay(29) + " " + ym.isValidDay(31)
                        + " h " + ym.hashCode() + " pm " + ym.getLong(ChronoField.PROLEPTIC_MONTH) + " "
                        + (Math.abs(y) < 10000 ? YearMonth.parse(ym.toString()).equals(ym) : "(no +)") + " " + ym.getMonth() + " " + ym.getMonthValue());
            }
        }
        YearMonth a = YearMonth.of(2021, 3);
        long[] amounts = {0, 1, -1, 11, 12, 13, -13, 1200, -24277};
        for (long n : amounts) {
            System.out.println(a + " " + n + ": " + a.plusMonths(n) + " " + a.minusMonths(n) + " " + a.plusYears(n) + " "
                    + a.minusYears(n) + " " + a.plus(n, ChronoUnit.DECADES) + " " + a.until(a.plusMonths(n), ChronoUnit.MONTHS)
                    + " " + a.until(a.plusMonths(n), ChronoUnit.YEARS) + " " + Year.of(2021).plusYears(n) + " "
                    + Year.of(2021).until(Year.of(2021).plusYears(n), ChronoUnit.DECADES) + " "
                    + a.compareTo(a.plusMonths(n)) + " " + a.isBefore(a.plusMonths(n)) + " " + a.isAfter(a.plusMonths(n)));
        }
        System.out.println(a.withMonth(12) + " " + a.withYear(-5) + " " + a.with(Month.JULY) + " "
                + a.with(ChronoField.PROLEPTIC_MONTH, 0) + " " + a.plus(java.time.Period.ofYears(2)) + " "
                + LocalDate.of(2021, 5, 31).with(YearMonth.of(2020, 2)) + " " + LocalDate.of(2021, 5, 31).with(Year.of(2020))
                + " " + YearMonth.from(LocalDate.of(2021, 5, 31)) + " " + Year.from(LocalDate.of(2021, 5, 31)) + " "
                + a.format(DateTimeFormatter.ofPattern("MMMM uuuu")) + " " + Year.of(5).format(DateTimeFormatter.ofPattern("uuuu"))
                + " " + Year.isLeap(2024) + " " + Year.MIN_VALUE + " " + Year.MAX_VALUE);
        String[] inputs = {"2021-03", "+12345-01", "-0001-12", "2021-3", "21-03", "2021-03-01", "2021"};
        for (String s : inputs) {
            final String in = s;
            t("YearMonth.parse '" + s + "'", new Case() { Object run() { return YearMonth.parse(in); } });
        }
        String[] yin = {"2021", "-5", "0", "12345", "x", "2021-01"};
        for (String s : yin) {
            final String in = s;
            t("Year.parse '" + s + "'", new Case() { Object run() { return Year.parse(in); } });
        }
        t("YearMonth.of(2021,13)", new Case() { Object run() { return YearMonth.of(2021, 13); } });
        t("Year.of(1e9)", new Case() { Object run() { return Year.of(1000000000); } });
        t("atDay(30) Feb", new Case() { Object run() { return YearMonth.of(2021, 2).atDay(30); } });
        t("Year.atDay(366)", new Case() { Object run() { return Year.of(2021).atDay(366); } });
        t("plus DAYS", new Case() { Object run() { return YearMonth.of(2021, 2).plus(1, ChronoUnit.DAYS); } });
        t("Year plus MONTHS", new Case() { Object run() { return Year.of(2021).plus(1, ChronoUnit.MONTHS); } });
        t("get DAY_OF_MONTH", new Case() { Object run() { return YearMonth.of(2021, 2).get(ChronoField.DAY_OF_MONTH); } });
        t("get PROLEPTIC_MONTH", new Case() { Object run() { return YearMonth.of(2021, 2).get(ChronoField.PROLEPTIC_MONTH); } });
        t("from Month", new Case() { Object run() { return YearMonth.from(Month.MAY); } });
        t("MAX plusMonths", new Case() { Object run() { return YearMonth.of(999999999, 12).plusMonths(1); } });
        t("with lastDayOfMonth", new Case() { Object run() {
            return YearMonth.of(2021, 2).atDay(1).with(TemporalAdjusters.lastDayOfMonth()); } });
    }
}
