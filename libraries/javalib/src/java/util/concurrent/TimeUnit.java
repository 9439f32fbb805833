package java.util.concurrent;

/**
 * Units of time from nanoseconds to days.  Every unit is a whole number of
 * nanoseconds (scale); converting to a finer unit saturates at
 * Long.MAX_VALUE / Long.MIN_VALUE, converting to a coarser unit truncates
 * toward zero, as the API specifies.
 */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(60L * 1000L * 1000L * 1000L),
    HOURS(60L * 60L * 1000L * 1000L * 1000L),
    DAYS(24L * 60L * 60L * 1000L * 1000L * 1000L);

    private final long scale;

    TimeUnit(long scale) {
        this.scale = scale;
    }

    private static long cvt(long d, long dstScale, long srcScale) {
        if (srcScale == dstScale) {
            return d;
        }
        if (srcScale < dstScale) {
            return d / (dstScale / srcScale);
        }
        long ratio = srcScale / dstScale;
        long max = Long.MAX_VALUE / ratio;
        if (d > max) {
            return Long.MAX_VALUE;
        }
        if (d < -max) {
            return Long.MIN_VALUE;
        }
        return d * ratio;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    public long toNanos(long duration) { return cvt(duration, NANOSECONDS.scale, scale); }
    public long toMicros(long duration) { return cvt(duration, MICROSECONDS.scale, scale); }
    public long toMillis(long duration) { return cvt(duration, MILLISECONDS.scale, scale); }
    public long toSeconds(long duration) { return cvt(duration, SECONDS.scale, scale); }
    public long toMinutes(long duration) { return cvt(duration, MINUTES.scale, scale); }
    public long toHours(long duration) { return cvt(duration, HOURS.scale, scale); }
    public long toDays(long duration) { return cvt(duration, DAYS.scale, scale); }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            obj.wait(ms == 0 ? 1 : ms);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            thread.join(ms == 0 ? 1 : ms);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            Thread.sleep(ms == 0 ? 1 : ms);
        }
    }
    /** The duration in this unit, truncated, saturating at Long.MIN_VALUE / Long.MAX_VALUE. */
    public long convert(java.time.Duration duration) {
        long secs = duration.getSeconds();
        int nano = duration.getNano();
        if (secs < 0 && nano > 0) {
            secs++;
            nano -= 1000000000;
        }
        long a = convert(secs, SECONDS);
        if (a == Long.MAX_VALUE || a == Long.MIN_VALUE) {
            return a;
        }
        long b = convert(nano, NANOSECONDS);
        long r = a + b;
        if (((a ^ r) & (b ^ r)) < 0) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return r;
    }

    /** The java.time unit of the same length. */
    public java.time.temporal.ChronoUnit toChronoUnit() {
        switch (this) {
            case NANOSECONDS:
                return java.time.temporal.ChronoUnit.NANOS;
            case MICROSECONDS:
                return java.time.temporal.ChronoUnit.MICROS;
            case MILLISECONDS:
                return java.time.temporal.ChronoUnit.MILLIS;
            case SECONDS:
                return java.time.temporal.ChronoUnit.SECONDS;
            case MINUTES:
                return java.time.temporal.ChronoUnit.MINUTES;
            case HOURS:
                return java.time.temporal.ChronoUnit.HOURS;
            default:
                return java.time.temporal.ChronoUnit.DAYS;
        }
    }

    public static TimeUnit of(java.time.temporal.ChronoUnit chronoUnit) {
        switch (chronoUnit) {
            case NANOS:
                return NANOSECONDS;
            case MICROS:
                return MICROSECONDS;
            case MILLIS:
                return MILLISECONDS;
            case SECONDS:
                return SECONDS;
            case MINUTES:
                return MINUTES;
            case HOURS:
                return HOURS;
            case DAYS:
                return DAYS;
            default:
                throw new IllegalArgumentException("No TimeUnit equivalent for " + chronoUnit);
        }
    }
}
