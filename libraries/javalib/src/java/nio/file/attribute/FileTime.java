package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/*
 * A time stamp of a file: seconds since the epoch and the nanoseconds past
 * them (0..999999999), enough for every time the file system reports.
 * Values outside Instant's range are clamped to it.
 */
public final class FileTime implements Comparable<FileTime> {
    private final long seconds;
    private final int nanos;

    private FileTime(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    public static FileTime from(long value, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        long s = unit.toSeconds(value);
        long rest = value - unit.convert(s, TimeUnit.SECONDS);
        long ns = unit.toNanos(rest);
        if (ns < 0) {
            ns += 1000000000L;
            s--;
        }
        return new FileTime(s, (int) ns);
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(Math.floorDiv(value, 1000L), (int) Math.floorMod(value, 1000L) * 1000000);
    }

    public static FileTime from(Instant instant) {
        return new FileTime(instant.getEpochSecond(), instant.getNano());
    }

    public long to(TimeUnit unit) {
        long whole = unit.convert(seconds, TimeUnit.SECONDS);
        return whole + unit.convert(nanos, TimeUnit.NANOSECONDS);
    }

    public long toMillis() {
        return seconds * 1000L + nanos / 1000000;
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(seconds, nanos);
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && compareTo((FileTime) obj) == 0;
    }

    public int hashCode() {
        long h = seconds * 1000000000L + nanos;
        return (int) (h ^ (h >>> 32));
    }

    public int compareTo(FileTime other) {
        if (seconds != other.seconds) {
            return seconds < other.seconds ? -1 : 1;
        }
        return Integer.compare(nanos, other.nanos);
    }

    /* ISO 8601 in UTC, "2009-02-13T23:31:30.123Z": the fraction without its
     * trailing zeros, none when it is zero. */
    public String toString() {
        String whole = Instant.ofEpochSecond(seconds).toString();
        if (nanos == 0) {
            return whole;
        }
        String frac = Integer.toString(1000000000 + nanos).substring(1);
        int end = frac.length();
        while (frac.charAt(end - 1) == '0') {
            end--;
        }
        return whole.substring(0, whole.length() - 1) + "." + frac.substring(0, end) + "Z";
    }
}
