// release8: skip (datesUntil, TimeUnit.toChronoUnit/convert(Duration), LocalDate.ofInstant are Java 9+)
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAdjusters;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Comparator;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** java.time with lambdas, method references and streams; Clock, queries, Date/Calendar/TimeUnit bridges. */
public class LambdaTime {
    static void t(String name, Supplier<Object> s) {
        try {
            System.out.println(name + " -> " + s.get());
        } catch (RuntimeException e) {
            System.out.println(name + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2021, 3, 17);
        TemporalAdjuster nextWorkday = TemporalAdjusters.ofDateAdjuster(x -> {
            DayOfWeek w = x.getDayOfWeek();
            return x.plusDays(w == DayOfWeek.FRIDAY ? 3 : w == DayOfWeek.SATURDAY ? 2 : 1);
        });
        for (int i = 0; i < 10; i++) {
            LocalDate x = d.plusDays(i);
            System.out.println(x + " " + x.getDayOfWeek() + " -> " + x.with(nextWorkday) + " "
                    + LocalDateTime.of(x, LocalTime.NOON).with(nextWorkday));
        }
        TemporalQuery<Boolean> weekend = t -> t.get(ChronoField.DAY_OF_WEEK) >= 6;
        System.out.println(d.query(weekend) + " " + d.plusDays(3).query(weekend) + " "
                + d.query(LocalDate::from) + " " + LocalDateTime.of(d, LocalTime.MIDNIGHT).query(LocalDate::from));
        Object[] temporals = {d, LocalTime.of(1, 2), LocalDateTime.of(d, LocalTime.of(3, 4)), Instant.EPOCH,
            ZoneOffset.ofHours(2), DayOfWeek.MONDAY, Month.MAY};
        for (Object o : temporals) {
            java.time.temporal.TemporalAccessor ta = (java.time.temporal.TemporalAccessor) o;
            System.out.println(o + ": " + ta.query(TemporalQueries.localDate()) + " "
                    + ta.query(TemporalQueries.localTime()) + " " + ta.query(TemporalQueries.precision()) + " "
                    + ta.query(TemporalQueries.zone()) + " " + ta.query(TemporalQueries.offset()) + " "
                    + ta.query(TemporalQueries.zoneId()));
        }
        System.out.println(TemporalQueries.localDate() + " " + TemporalQueries.precision() + " "
                + TemporalQueries.zoneId());

        // streams
        System.out.println(d.datesUntil(d.plusDays(10)).map(LocalDate::getDayOfWeek).map(DayOfWeek::toString)
                .collect(Collectors.joining(",")));
        System.out.println(LocalDate.of(2020, 1, 31).datesUntil(LocalDate.of(2021, 1, 1), Period.ofMonths(1))
                .collect(Collectors.toList()));
        System.out.println(LocalDate.of(2021, 1, 1).datesUntil(LocalDate.of(2020, 1, 1), Period.ofMonths(-2))
                .map(LocalDate::toString).collect(Collectors.joining(" ")));
        t("datesUntil backwards", () -> d.datesUntil(d.minusDays(1)).count());
        t("datesUntil zero", () -> d.datesUntil(d.plusDays(1), Period.ZERO).count());
        t("datesUntil opposite", () -> d.datesUntil(d.plusDays(1), Period.of(0, 1, -1)).count());
        List<LocalDate> dates = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            dates.add(LocalDate.ofEpochDay((i * 7919L) % 20000 - 10000));
        }
        System.out.println(dates.stream().sorted().limit(5).collect(Collectors.toList()) + " "
                + dates.stream().max(Comparator.naturalOrder()).get() + " "
                + dates.stream().sorted(Comparator.comparing(LocalDate::getDayOfWeek).thenComparing(LocalDate::getYear))
                .limit(6).map(x -> x.format(DateTimeFormatter.ofPattern("EEE dd.MM.uuuu"))).collect(Collectors.toList()));
        TreeMap<Month, Long> perMonth = dates.stream()
                .collect(Collectors.groupingBy(LocalDate::getMonth, TreeMap::new, Collectors.counting()));
        System.out.println(perMonth);
        Duration total = dates.stream().map(x -> Duration.ofDays(x.getDayOfMonth())).reduce(Duration.ZERO, Duration::plus);
        System.out.println(total + " " + total.toDays());

        // clocks
        Clock fixed = Clock.fixed(Instant.parse("2021-03-17T22:30:15.250Z"), ZoneOffset.UTC);
        Clock east = fixed.withZone(ZoneOffset.ofHours(3));
        Clock later = Clock.offset(fixed, Duration.ofHours(2));
        System.out.println(fixed + " " + east + " " + later + " " + fixed.millis() + " " + later.instant() + " "
                + fixed.getZone() + " " + east.getZone() + " " + fixed.equals(Clock.fixed(fixed.instant(), ZoneOffset.UTC))
                + " " + Clock.systemUTC() + " " + Clock.systemUTC().getZone() + " " + Clock.offset(fixed, Duration.ZERO));
        System.out.println(LocalDate.now(fixed) + " " + LocalDate.now(east) + " " + LocalTime.now(fixed) + " "
                + LocalTime.now(east) + " " + LocalDateTime.now(later) + " " + Instant.now(later) + " "
                + LocalDateTime.now(Clock.offset(east, Duration.ofMinutes(-45))));
        long before = System.currentTimeMillis();
        long now = Instant.now().toEpochMilli();
        long after = System.currentTimeMillis();
        System.out.println("Instant.now in range " + (before <= now && now <= after) + " "
                + (Clock.systemUTC().millis() >= before) + " "
                + !LocalDate.now().isBefore(LocalDate.ofEpochDay(before / 86400000L - 1)) + " "
                + (LocalTime.now() != null) + " " + (LocalDateTime.now(ZoneOffset.UTC).getYear() >= 2021));

        // bridges
        Date date = Date.from(Instant.ofEpochMilli(1600000000123L));
        System.out.println(date.getTime() + " " + date.toInstant() + " " + new Date(-1L).toInstant());
        t("Date.from(MAX)", () -> Date.from(Instant.MAX));
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        cal.setTimeInMillis(1234567890123L);
        System.out.println(cal.toInstant() + " " + ((Calendar) cal).toInstant().getEpochSecond());
        for (TimeUnit u : TimeUnit.values()) {
            System.out.println(u + " " + u.toChronoUnit() + " " + TimeUnit.of(u.toChronoUnit()) + " "
                    + u.convert(Duration.ofSeconds(90061, 123456789)) + " " + u.convert(Duration.ofSeconds(-90061, 123456789))
                    + " " + u.convert(Duration.ofSeconds(Long.MAX_VALUE)) + " " + u.convert(Duration.ofSeconds(Long.MIN_VALUE)));
        }
        t("TimeUnit.of(WEEKS)", () -> TimeUnit.of(ChronoUnit.WEEKS));
        t("LocalDate.ofInstant", () -> LocalDate.ofInstant(Instant.ofEpochSecond(-1), ZoneOffset.ofHours(1)));
    }
}
