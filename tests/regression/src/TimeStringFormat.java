import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneOffset;

/** java.util.Formatter's %t conversions with java.time arguments. */
public class TimeStringFormat {
    public static void main(String[] args) {
        Object[] vals = {LocalDate.of(2021, 3, 7), LocalTime.of(13, 5, 9, 123456789),
            LocalDateTime.of(-5, 12, 31, 0, 7, 8, 9000000), LocalDateTime.of(1999, 7, 4, 12, 0, 0, 1),
            Instant.ofEpochMilli(1600000000123L), ZoneOffset.ofHoursMinutes(-5, -30), ZoneOffset.UTC,
            LocalDate.of(12345, 1, 1), LocalDate.of(0, 6, 1), Month.MAY, DayOfWeek.SUNDAY, LocalTime.MIDNIGHT,
            LocalTime.NOON};
        String convs = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";
        for (Object v : vals) {
            StringBuilder sb = new StringBuilder(v + ":");
            for (char c : convs.toCharArray()) {
                try {
                    sb.append(' ').append(c).append('=').append(String.format("%t" + c, v));
                } catch (RuntimeException e) {
                    sb.append(' ').append(c).append('!').append(e.getClass().getSimpleName())
                            .append('(').append(e.getMessage()).append(')');
                }
                try {
                    sb.append('/').append(String.format("%T" + c, v));
                } catch (RuntimeException e) {
                    sb.append("/!");
                }
            }
            System.out.println(sb);
        }
        LocalDateTime t = LocalDateTime.of(2021, 11, 5, 21, 4, 3, 20000000);
        System.out.println(String.format("[%-12tY|%12tB|%TB|%TA|%-10tR|%1$tF %1$tT.%1$tL]", t, t, t, t, t));
        System.out.println(String.format("%tY-%<tm-%<td %<tH:%<tM %s", LocalDate.of(2020, 2, 29).atTime(23, 59), "x"));
        try {
            System.out.println(String.format("%tq", t));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
