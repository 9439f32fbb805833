import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.temporal.TemporalAccessor;

/** DateTimeFormatter.ofLocalized* (English) and zone names (z, zzzz). */
public class TimeLocalized {
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
        TemporalAccessor[] values = {LocalDate.of(2021, 3, 7), LocalTime.of(0, 5, 9), LocalDateTime.of(1999, 12, 31, 23, 59, 1),
            ZonedDateTime.of(2021, 7, 4, 12, 0, 0, 0, ZoneId.of("Europe/Paris")),
            ZonedDateTime.of(2021, 1, 4, 9, 30, 0, 0, ZoneId.of("America/New_York")),
            ZonedDateTime.of(2021, 7, 4, 9, 30, 0, 0, ZoneId.of("America/Los_Angeles")),
            ZonedDateTime.of(2021, 7, 4, 9, 30, 0, 0, ZoneId.of("UTC")),
            ZonedDateTime.of(2021, 7, 4, 9, 30, 0, 0, ZoneOffset.ofHours(3)),
            ZonedDateTime.of(2021, 7, 4, 9, 30, 0, 0, ZoneId.of("Europe/London")),
            ZonedDateTime.of(2021, 12, 4, 9, 30, 0, 0, ZoneId.of("Europe/Berlin"))};
        for (FormatStyle s : FormatStyle.values()) {
            DateTimeFormatter[] fs = {DateTimeFormatter.ofLocalizedDate(s), DateTimeFormatter.ofLocalizedTime(s),
                DateTimeFormatter.ofLocalizedDateTime(s), DateTimeFormatter.ofLocalizedDateTime(s, FormatStyle.SHORT)};
            for (DateTimeFormatter f : fs) {
                System.out.println(f);
                for (TemporalAccessor v : values) {
                    final DateTimeFormatter ff = f;
                    final TemporalAccessor vv = v;
                    t("  " + v, new Case() { Object run() { return ff.format(vv); } });
                }
            }
        }
        ZonedDateTime paris = ZonedDateTime.of(2021, 7, 4, 9, 30, 0, 0, ZoneId.of("Europe/Paris"));
        for (FormatStyle d : FormatStyle.values()) {
            for (FormatStyle s : FormatStyle.values()) {
                System.out.println(d + " " + s + " " + DateTimeFormatter.ofLocalizedDateTime(d, s) + " "
                        + DateTimeFormatter.ofLocalizedDateTime(d, s).format(paris));
            }
        }
        DateTimeFormatter z = DateTimeFormatter.ofPattern("HH:mm z zzzz");
        System.out.println(z);
        for (TemporalAccessor v : values) {
            final TemporalAccessor vv = v;
            t("  z " + v, new Case() { Object run() { return z.format(vv); } });
        }
        t("parse MEDIUM", new Case() { Object run() {
            return LocalDate.parse("Mar 7, 2021", DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)); } });
        t("parse SHORT", new Case() { Object run() {
            return LocalDate.parse("3/7/21", DateTimeFormatter.ofLocalizedDate(FormatStyle.SHORT)); } });
        t("parse LONG", new Case() { Object run() {
            return LocalDate.parse("March 7, 2021", DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG)); } });
        t("parse FULL", new Case() { Object run() {
            return LocalDate.parse("Sunday, March 7, 2021", DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL)); } });
        t("parse SHORT time", new Case() { Object run() {
            return LocalTime.parse("1:05 PM", DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT)); } });
        t("parse MEDIUM date-time", new Case() { Object run() {
            return LocalDateTime.parse("Mar 7, 2021, 1:05:09 PM", DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)); } });
        t("parse bad", new Case() { Object run() {
            return LocalDate.parse("7 Mar 2021", DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)); } });
    }
}
