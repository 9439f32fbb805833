package java.time.zone;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TimeZone;

/**
 * The offsets of a zone.  A region's rules come from java.util.TimeZone,
 * i.e. from the system's tz database; the transition lists of the JDK's
 * ZoneRules (getTransitions, nextTransition, ...) are not available.
 */
public final class ZoneRules implements java.io.Serializable {
    private static final long serialVersionUID = 3044319355680032515L;

    private final ZoneOffset fixed;     // null for a tz zone
    private final TimeZone tz;          // null for a fixed zone

    private ZoneRules(ZoneOffset fixed, TimeZone tz) {
        this.fixed = fixed;
        this.tz = tz;
    }

    public static ZoneRules of(ZoneOffset offset) {
        if (offset == null) {
            throw new NullPointerException("offset");
        }
        return new ZoneRules(offset, null);
    }

    static ZoneRules ofTimeZone(TimeZone tz) {
        return new ZoneRules(null, tz);
    }

    private ZoneOffset offsetAt(long epochSecond) {
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

    /** True when the zone never changed its offset since 1900 (Etc/UTC, Etc/GMT+5). */
    public boolean isFixedOffset() {
        if (fixed != null) {
            return true;
        }
        if (tz.useDaylightTime()) {
            return false;
        }
        ZoneOffset first = offsetAt(-2208988800L);
        for (long sec = -2208988800L; sec < 2240524800L; sec += 86400L * 61) {
            if (!offsetAt(sec).equals(first)) {
                return false;
            }
        }
        return true;
    }

    public ZoneOffset getOffset(Instant instant) {
        return offsetAt(instant.getEpochSecond());
    }

    /** The offset of a local date-time: the only one, the earlier in an overlap, the one before a gap. */
    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        List<ZoneOffset> valid = getValidOffsets(localDateTime);
        if (!valid.isEmpty()) {
            return valid.get(0);
        }
        return offsetAt(localDateTime.toEpochSecond(ZoneOffset.UTC) - 64800);
    }

    /**
     * The offsets a local date-time can have: one normally, none in a gap,
     * two in an overlap (the earlier offset first).  Probes 18 hours either
     * side, so it assumes at most one transition in that window.
     */
    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        List<ZoneOffset> list = new ArrayList<ZoneOffset>(2);
        if (fixed != null) {
            list.add(fixed);
            return Collections.unmodifiableList(list);
        }
        long local = localDateTime.toEpochSecond(ZoneOffset.UTC);
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
        return Collections.unmodifiableList(list);
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    public boolean isDaylightSavings(Instant instant) {
        if (fixed != null) {
            return false;
        }
        return tz.inDaylightTime(new java.util.Date(instant.toEpochMilli()));
    }

    public Duration getDaylightSavings(Instant instant) {
        if (!isDaylightSavings(instant)) {
            return Duration.ZERO;
        }
        return Duration.ofSeconds(getOffset(instant).getTotalSeconds() - getStandardOffset(instant).getTotalSeconds());
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        if (fixed != null) {
            return fixed;
        }
        ZoneOffset offset = getOffset(instant);
        if (isDaylightSavings(instant)) {
            return ZoneOffset.ofTotalSeconds(offset.getTotalSeconds() - tz.getDSTSavings() / 1000);
        }
        return offset;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneRules) {
            ZoneRules o = (ZoneRules) obj;
            return fixed != null ? fixed.equals(o.fixed) : o.tz != null && tz.getID().equals(o.tz.getID());
        }
        return false;
    }

    public int hashCode() {
        return fixed != null ? fixed.hashCode() : tz.getID().hashCode();
    }

    public String toString() {
        if (fixed != null) {
            return "ZoneRules[currentStandardOffset=" + fixed + "]";
        }
        return "ZoneRules[currentStandardOffset=" + getStandardOffset(Instant.now()) + "]";
    }
}
