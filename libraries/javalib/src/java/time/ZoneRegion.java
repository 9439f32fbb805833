package java.time;

import java.time.zone.ZoneRulesException;
import java.util.ArrayList;
import java.util.List;
import java.util.TimeZone;

/**
 * A region zone ("Europe/Paris") whose offsets come from java.util.TimeZone
 * (the system's tz database), or a fixed "UTC"/"GMT"/"UT" zone with an
 * optional offset ("UTC+01:00").
 */
final class ZoneRegion extends ZoneId {
    private static final long serialVersionUID = 8386373296231747096L;

    private final String id;
    private final TimeZone tz;          // null for a fixed zone
    private final ZoneOffset fixed;     // null for a tz zone

    private ZoneRegion(String id, TimeZone tz, ZoneOffset fixed) {
        this.id = id;
        this.tz = tz;
        this.fixed = fixed;
    }

    static ZoneRegion ofFixed(String id, ZoneOffset offset) {
        return new ZoneRegion(id, null, offset);
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
        TimeZone tz = TimeZone.getTimeZone(id);
        if (!tz.getID().equals(id)) {
            throw new ZoneRulesException("Unknown time-zone ID: " + id);
        }
        return new ZoneRegion(id, tz, null);
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    public String getId() {
        return id;
    }

    /** The offset for a zone that never changed its offset (Etc/UTC, Etc/GMT+5), else this. */
    public ZoneId normalized() {
        if (fixed != null) {
            return fixed;
        }
        if (tz.useDaylightTime()) {
            return this;
        }
        ZoneOffset first = offsetAt(-2208988800L);
        for (long sec = -2208988800L; sec < 2240524800L; sec += 86400L * 61) {
            if (!offsetAt(sec).equals(first)) {
                return this;
            }
        }
        return first;
    }

    ZoneOffset offsetAt(long epochSecond) {
        if (fixed != null) {
            return fixed;
        }
        long millis;
        if (epochSecond > Long.MAX_VALUE / 1000) {
            millis = Long.MAX_VALUE;
        } else if (epochSecond < Long.MIN_VALUE / 1000) {
            millis = Long.MIN_VALUE;
        } else {
            millis = epochSecond * 1000;
        }
        return ZoneOffset.ofTotalSeconds(tz.getOffset(millis) / 1000);
    }

    boolean isDaylightSavings(long epochSecond) {
        if (fixed != null) {
            return false;
        }
        return tz.inDaylightTime(new java.util.Date(epochSecond * 1000));
    }

    /**
     * The offsets a local date-time can have: one normally, none in a gap,
     * two in an overlap (the earlier offset first).  Assumes at most one
     * transition within 18 hours either side.
     */
    List<ZoneOffset> validOffsets(LocalDateTime ldt) {
        List<ZoneOffset> list = new ArrayList<ZoneOffset>(2);
        if (fixed != null) {
            list.add(fixed);
            return list;
        }
        long local = ldt.toEpochSecond(ZoneOffset.UTC);
        ZoneOffset before = offsetAt(local - 64800);
        ZoneOffset after = offsetAt(local + 64800);
        if (offsetAt(local - before.getTotalSeconds()).equals(before)) {
            list.add(before);
        }
        if (!after.equals(before) && offsetAt(local - after.getTotalSeconds()).equals(after)) {
            list.add(after);
        }
        if (list.isEmpty()) {
            ZoneOffset here = offsetAt(local - offsetAt(local).getTotalSeconds());
            if (offsetAt(local - here.getTotalSeconds()).equals(here)) {
                list.add(here);
            }
        }
        return list;
    }

    /** For a local date-time in a gap: the offsets before and after the gap. */
    ZoneOffset[] gap(LocalDateTime ldt) {
        long local = ldt.toEpochSecond(ZoneOffset.UTC);
        return new ZoneOffset[] {offsetAt(local - 64800), offsetAt(local + 64800)};
    }
}
