package java.time;

import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.List;

/**
 * A region zone ("Europe/Paris") whose offsets come from java.util.TimeZone
 * (the system's tz database), or a fixed "UTC"/"GMT"/"UT" zone with an
 * optional offset ("UTC+01:00").
 */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    private static final long MIN_SECOND = -31557014167219200L;
    private static final long MAX_SECOND = 31556889864403199L;

    private final String id;
    private final ZoneRules rules;

    private ZoneRegion(String id, ZoneRules rules) {
        this.id = id;
        this.rules = rules;
    }

    static ZoneRegion ofFixed(String id, ZoneOffset offset) {
        return new ZoneRegion(id, ZoneRules.of(offset));
    }

    static ZoneRegion ofId(String id) {
        if (id.length() < 2 || !isLetter(id.charAt(0))) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + id);
        }
        for (int i = 1; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!isLetter(c) && !(c >= '0' && c <= '9') && c != '~' && c != '/' && c != '.' && c != '_'
                    && c != '+' && c != '-') {
                throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + id);
            }
        }
        return new ZoneRegion(id, ZoneRulesProvider.getRules(id, true));
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    public String getId() {
        return id;
    }

    public ZoneRules getRules() {
        return rules;
    }

    /** The offset for a zone that never changed its offset (Etc/UTC, Etc/GMT+5), else this. */
    public ZoneId normalized() {
        if (rules.isFixedOffset()) {
            return rules.getOffset(Instant.EPOCH);
        }
        return this;
    }

    ZoneOffset offsetAt(long epochSecond) {
        long sec = Math.max(MIN_SECOND, Math.min(MAX_SECOND, epochSecond));
        return rules.getOffset(Instant.ofEpochSecond(sec));
    }

    List<ZoneOffset> validOffsets(LocalDateTime ldt) {
        return rules.getValidOffsets(ldt);
    }

    /** For a local date-time in a gap: the offsets before and after the gap. */
    ZoneOffset[] gap(LocalDateTime ldt) {
        long local = ldt.toEpochSecond(ZoneOffset.UTC);
        return new ZoneOffset[] {offsetAt(local - 64800), offsetAt(local + 64800)};
    }
}
