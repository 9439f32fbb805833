package java.time;

/**
 * A source of the current instant and a zone.  Zones are offsets only in
 * Ristretto: systemDefaultZone() uses the default TimeZone's offset now.
 */
public abstract class Clock {
    protected Clock() {
    }

    public static Clock systemUTC() {
        return new SystemClock(ZoneOffset.UTC);
    }

    public static Clock systemDefaultZone() {
        long now = System.currentTimeMillis();
        int offset = java.util.TimeZone.getDefault().getOffset(now) / 1000;
        return new SystemClock(ZoneOffset.ofTotalSeconds(offset));
    }

    public static Clock system(ZoneId zone) {
        if (zone == null) {
            throw new NullPointerException("zone");
        }
        return new SystemClock(zone);
    }

    public static Clock fixed(Instant fixedInstant, ZoneId zone) {
        if (fixedInstant == null) {
            throw new NullPointerException("fixedInstant");
        }
        if (zone == null) {
            throw new NullPointerException("zone");
        }
        return new FixedClock(fixedInstant, zone);
    }

    public static Clock offset(Clock baseClock, Duration offsetDuration) {
        if (offsetDuration.equals(Duration.ZERO)) {
            return baseClock;
        }
        return new OffsetClock(baseClock, offsetDuration);
    }

    public abstract ZoneId getZone();

    public abstract Clock withZone(ZoneId zone);

    public long millis() {
        return instant().toEpochMilli();
    }

    public abstract Instant instant();

    public boolean equals(Object obj) {
        return super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode();
    }

    /** Offset in seconds of a clock's zone (offsets are the only zones). */
    static int offsetSeconds(ZoneId zone) {
        if (zone instanceof ZoneOffset) {
            return ((ZoneOffset) zone).getTotalSeconds();
        }
        throw new DateTimeException("Ristretto supports only ZoneOffset zones: " + zone);
    }

    static final class SystemClock extends Clock {
        private final ZoneId zone;

        SystemClock(ZoneId zone) {
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new SystemClock(zone);
        }

        public long millis() {
            return System.currentTimeMillis();
        }

        public Instant instant() {
            return Instant.ofEpochMilli(millis());
        }

        public boolean equals(Object obj) {
            return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone);
        }

        public int hashCode() {
            return zone.hashCode() + 1;
        }

        public String toString() {
            return "SystemClock[" + zone + "]";
        }
    }

    static final class FixedClock extends Clock {
        private final Instant instant;
        private final ZoneId zone;

        FixedClock(Instant instant, ZoneId zone) {
            this.instant = instant;
            this.zone = zone;
        }

        public ZoneId getZone() {
            return zone;
        }

        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new FixedClock(instant, zone);
        }

        public long millis() {
            return instant.toEpochMilli();
        }

        public Instant instant() {
            return instant;
        }

        public boolean equals(Object obj) {
            if (obj instanceof FixedClock) {
                FixedClock o = (FixedClock) obj;
                return instant.equals(o.instant) && zone.equals(o.zone);
            }
            return false;
        }

        public int hashCode() {
            return instant.hashCode() ^ zone.hashCode();
        }

        public String toString() {
            return "FixedClock[" + instant + "," + zone + "]";
        }
    }

    static final class OffsetClock extends Clock {
        private final Clock base;
        private final Duration offset;

        OffsetClock(Clock base, Duration offset) {
            this.base = base;
            this.offset = offset;
        }

        public ZoneId getZone() {
            return base.getZone();
        }

        public Clock withZone(ZoneId zone) {
            return zone.equals(base.getZone()) ? this : new OffsetClock(base.withZone(zone), offset);
        }

        public long millis() {
            return Math.addExact(base.millis(), offset.toMillis());
        }

        public Instant instant() {
            return base.instant().plus(offset);
        }

        public boolean equals(Object obj) {
            if (obj instanceof OffsetClock) {
                OffsetClock o = (OffsetClock) obj;
                return base.equals(o.base) && offset.equals(o.offset);
            }
            return false;
        }

        public int hashCode() {
            return base.hashCode() ^ offset.hashCode();
        }

        public String toString() {
            return "OffsetClock[" + base + "," + offset + "]";
        }
    }
}
