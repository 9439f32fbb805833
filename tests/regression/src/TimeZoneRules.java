import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.time.zone.ZoneRulesProvider;

/** java.time.zone.ZoneRules over the tz database (offsets, valid offsets, daylight saving). */
public class TimeZoneRules {
    public static void main(String[] args) {
        String[] zones = {"Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Asia/Tokyo",
            "Etc/UTC", "Etc/GMT+5", "UTC", "+03:00", "GMT-2", "America/Sao_Paulo"};
        Instant[] instants = {Instant.parse("2021-01-15T12:00:00Z"), Instant.parse("2021-07-15T12:00:00Z"),
            Instant.parse("2021-03-28T00:59:59Z"), Instant.parse("2021-03-28T01:00:00Z"), Instant.parse("1990-06-01T00:00:00Z")};
        LocalDateTime[] locals = {LocalDateTime.of(2021, 3, 28, 2, 30), LocalDateTime.of(2021, 10, 31, 2, 30),
            LocalDateTime.of(2021, 3, 14, 2, 30), LocalDateTime.of(2021, 11, 7, 1, 30), LocalDateTime.of(2021, 4, 4, 2, 30),
            LocalDateTime.of(2021, 10, 3, 2, 30), LocalDateTime.of(2021, 6, 1, 12, 0)};
        for (String id : zones) {
            ZoneId z = ZoneId.of(id);
            ZoneRules r = z.getRules();
            StringBuilder sb = new StringBuilder(id + " fixed=" + r.isFixedOffset() + " normalized=" + z.normalized() + ":");
            for (Instant i : instants) {
                sb.append(" [").append(r.getOffset(i)).append(' ').append(r.isDaylightSavings(i)).append(' ')
                        .append(r.getDaylightSavings(i)).append(' ').append(r.getStandardOffset(i)).append(']');
            }
            System.out.println(sb);
            sb = new StringBuilder("   ");
            for (LocalDateTime l : locals) {
                sb.append(" [").append(r.getOffset(l)).append(' ').append(r.getValidOffsets(l)).append(' ')
                        .append(r.isValidOffset(l, ZoneOffset.ofHours(1))).append(']');
            }
            System.out.println(sb);
        }
        System.out.println(ZoneId.of("Europe/Paris").getRules().equals(ZoneRulesProvider.getRules("Europe/Paris", false))
                + " " + ZoneOffset.ofHours(2).getRules().equals(ZoneRules.of(ZoneOffset.ofHours(2))) + " "
                + ZoneOffset.ofHours(2).getRules().getOffset(Instant.EPOCH) + " "
                + ZoneRules.of(ZoneOffset.UTC).getValidOffsets(LocalDateTime.of(2021, 1, 1, 0, 0)));
        try {
            ZoneRulesProvider.getRules("Mars/Olympus", false);
        } catch (ZoneRulesException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
