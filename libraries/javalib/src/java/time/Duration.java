package java.time;

import java.math.BigInteger;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A time-based amount: seconds and a nanosecond adjustment (0..999,999,999). */
public final class Duration implements TemporalAmount, Comparable<Duration>, java.io.Serializable {
    private static final long serialVersionUID = 3078945930695997490L;

    private static final long NANOS_PER_SECOND = 1000000000L;
    private static final BigInteger BI_NANOS_PER_SECOND = BigInteger.valueOf(NANOS_PER_SECOND);

    public static final Duration ZERO = new Duration(0, 0);

    private final long seconds;
    private final int nanos;

    private Duration(long seconds, int nanos) {
        this.seconds = seconds;
        this.nanos = nanos;
    }

    private static Duration create(long seconds, int nanos) {
        if ((seconds | nanos) == 0) {
            return ZERO;
        }
        return new Duration(seconds, nanos);
    }

    public static Duration ofDays(long days) {
        return create(Math.multiplyExact(days, 86400L), 0);
    }

    public static Duration ofHours(long hours) {
        return create(Math.multiplyExact(hours, 3600L), 0);
    }

    public static Duration ofMinutes(long minutes) {
        return create(Math.multiplyExact(minutes, 60L), 0);
    }

    public static Duration ofSeconds(long seconds) {
        return create(seconds, 0);
    }

    public static Duration ofSeconds(long seconds, long nanoAdjustment) {
        long secs = Math.addExact(seconds, Math.floorDiv(nanoAdjustment, NANOS_PER_SECOND));
        int nos = (int) Math.floorMod(nanoAdjustment, NANOS_PER_SECOND);
        return create(secs, nos);
    }

    public static Duration ofMillis(long millis) {
        long secs = millis / 1000;
        int mos = (int) (millis % 1000);
        if (mos < 0) {
            mos += 1000;
            secs--;
        }
        return create(secs, mos * 1000000);
    }

    public static Duration ofNanos(long nanos) {
        long secs = nanos / NANOS_PER_SECOND;
        int nos = (int) (nanos % NANOS_PER_SECOND);
        if (nos < 0) {
            nos += (int) NANOS_PER_SECOND;
            secs--;
        }
        return create(secs, nos);
    }

    public static Duration of(long amount, TemporalUnit unit) {
        return ZERO.plus(amount, unit);
    }

    public static Duration from(TemporalAmount amount) {
        Duration d = ZERO;
        for (TemporalUnit unit : amount.getUnits()) {
            d = d.plus(amount.get(unit), unit);
        }
        return d;
    }

    /** PnDTnHnMn.nS, each part optional, signs allowed (ASCII, either case). */
    public static Duration parse(CharSequence text) {
        String s = text.toString();
        Duration d = parseOrNull(s);
        if (d == null) {
            throw new DateTimeParseException("Text cannot be parsed to a Duration", text, 0);
        }
        return d;
    }

    private static Duration parseOrNull(String s) {
        int len = s.length();
        int pos = 0;
        boolean negate = false;
        if (pos < len && (s.charAt(pos) == '-' || s.charAt(pos) == '+')) {
            negate = s.charAt(pos) == '-';
            pos++;
        }
        if (pos >= len || (s.charAt(pos) != 'P' && s.charAt(pos) != 'p')) {
            return null;
        }
        pos++;
        boolean any = false;
        long daySecs = 0;
        long hourSecs = 0;
        long minuteSecs = 0;
        long secs = 0;
        long frac = 0;
        int end = scanNumber(s, pos);
        if (end > pos && end < len && (s.charAt(end) == 'D' || s.charAt(end) == 'd')) {
            daySecs = parseNumber(s, pos, end, 86400L, "days");
            pos = end + 1;
            any = true;
        }
        if (pos < len && (s.charAt(pos) == 'T' || s.charAt(pos) == 't')) {
            pos++;
            boolean anyTime = false;
            end = scanNumber(s, pos);
            if (end > pos && end < len && (s.charAt(end) == 'H' || s.charAt(end) == 'h')) {
                hourSecs = parseNumber(s, pos, end, 3600L, "hours");
                pos = end + 1;
                anyTime = true;
                end = scanNumber(s, pos);
            }
            if (end > pos && end < len && (s.charAt(end) == 'M' || s.charAt(end) == 'm')) {
                minuteSecs = parseNumber(s, pos, end, 60L, "minutes");
                pos = end + 1;
                anyTime = true;
                end = scanNumber(s, pos);
            }
            if (end > pos && end < len) {
                boolean negSecs = s.charAt(pos) == '-';
                int p = end;
                long f = 0;
                if (s.charAt(p) == '.' || s.charAt(p) == ',') {
                    p++;
                    int digits = 0;
                    while (p < len && s.charAt(p) >= '0' && s.charAt(p) <= '9') {
                        if (digits == 9) {
                            return null;
                        }
                        f = f * 10 + (s.charAt(p) - '0');
                        digits++;
                        p++;
                    }
                    for (int i = digits; i < 9; i++) {
                        f *= 10;
                    }
                }
                if (p < len && (s.charAt(p) == 'S' || s.charAt(p) == 's')) {
                    secs = parseNumber(s, pos, end, 1L, "seconds");
                    frac = negSecs ? -f : f;
                    pos = p + 1;
                    anyTime = true;
                }
            }
            if (!anyTime) {
                return null;
            }
            any = true;
        }
        if (!any || pos != len) {
            return null;
        }
        try {
            long total = Math.addExact(daySecs, Math.addExact(hourSecs, Math.addExact(minuteSecs, secs)));
            Duration d = ofSeconds(total, frac);
            return negate ? d.negated() : d;
        } catch (ArithmeticException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Duration: overflow", s, 0, ex);
        }
    }

    private static int scanNumber(String s, int pos) {
        int p = pos;
        if (p < s.length() && (s.charAt(p) == '-' || s.charAt(p) == '+')) {
            p++;
        }
        int digits = p;
        while (p < s.length() && s.charAt(p) >= '0' && s.charAt(p) <= '9') {
            p++;
        }
        return p == digits ? pos : p;
    }

    private static long parseNumber(String s, int from, int to, long multiplier, String what) {
        String n = s.substring(from, to);
        if (n.charAt(0) == '+') {
            n = n.substring(1);
        }
        try {
            return Math.multiplyExact(Long.parseLong(n), multiplier);
        } catch (NumberFormatException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Duration: " + what, s, 0, ex);
        } catch (ArithmeticException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Duration: " + what, s, 0, ex);
        }
    }

    public static Duration between(Temporal startInclusive, Temporal endExclusive) {
        try {
            return ofNanos(startInclusive.until(endExclusive, ChronoUnit.NANOS));
        } catch (DateTimeException ex) {
            return betweenSeconds(startInclusive, endExclusive);
        } catch (ArithmeticException ex) {
            return betweenSeconds(startInclusive, endExclusive);
        }
    }

    private static Duration betweenSeconds(Temporal start, Temporal end) {
        long secs = start.until(end, ChronoUnit.SECONDS);
        long nanos;
        try {
            nanos = end.getLong(ChronoField.NANO_OF_SECOND) - start.getLong(ChronoField.NANO_OF_SECOND);
            if (secs > 0 && nanos < 0) {
                secs++;
            } else if (secs < 0 && nanos > 0) {
                secs--;
            }
        } catch (DateTimeException ex) {
            nanos = 0;
        }
        return ofSeconds(secs, nanos);
    }

    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS) {
            return seconds;
        } else if (unit == ChronoUnit.NANOS) {
            return nanos;
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public List<TemporalUnit> getUnits() {
        return Collections.unmodifiableList(Arrays.<TemporalUnit>asList(ChronoUnit.SECONDS, ChronoUnit.NANOS));
    }

    public boolean isZero() {
        return (seconds | nanos) == 0;
    }

    public boolean isNegative() {
        return seconds < 0;
    }

    public long getSeconds() {
        return seconds;
    }

    public int getNano() {
        return nanos;
    }

    public Duration withSeconds(long seconds) {
        return create(seconds, nanos);
    }

    public Duration withNanos(int nanoOfSecond) {
        ChronoField.NANO_OF_SECOND.checkValidIntValue(nanoOfSecond);
        return create(seconds, nanoOfSecond);
    }

    public Duration plus(Duration duration) {
        return plus(duration.seconds, duration.nanos);
    }

    public Duration plus(long amountToAdd, TemporalUnit unit) {
        if (unit == ChronoUnit.DAYS) {
            return plus(Math.multiplyExact(amountToAdd, 86400L), 0);
        }
        if (unit.isDurationEstimated()) {
            throw new UnsupportedTemporalTypeException("Unit must not have an estimated duration");
        }
        if (amountToAdd == 0) {
            return this;
        }
        if (unit instanceof ChronoUnit) {
            switch ((ChronoUnit) unit) {
                case NANOS:
                    return plusNanos(amountToAdd);
                case MICROS:
                    return plusSeconds((amountToAdd / (1000000L * 1000)) * 1000)
                            .plusNanos((amountToAdd % (1000000L * 1000)) * 1000);
                case MILLIS:
                    return plusMillis(amountToAdd);
                case SECONDS:
                    return plusSeconds(amountToAdd);
                default:
                    return plusSeconds(Math.multiplyExact(unit.getDuration().seconds, amountToAdd));
            }
        }
        Duration d = unit.getDuration().multipliedBy(amountToAdd);
        return plusSeconds(d.getSeconds()).plusNanos(d.getNano());
    }

    public Duration plusDays(long daysToAdd) {
        return plus(Math.multiplyExact(daysToAdd, 86400L), 0);
    }

    public Duration plusHours(long hoursToAdd) {
        return plus(Math.multiplyExact(hoursToAdd, 3600L), 0);
    }

    public Duration plusMinutes(long minutesToAdd) {
        return plus(Math.multiplyExact(minutesToAdd, 60L), 0);
    }

    public Duration plusSeconds(long secondsToAdd) {
        return plus(secondsToAdd, 0);
    }

    public Duration plusMillis(long millisToAdd) {
        return plus(millisToAdd / 1000, (millisToAdd % 1000) * 1000000);
    }

    public Duration plusNanos(long nanosToAdd) {
        return plus(0, nanosToAdd);
    }

    private Duration plus(long secondsToAdd, long nanosToAdd) {
        if ((secondsToAdd | nanosToAdd) == 0) {
            return this;
        }
        long epochSec = Math.addExact(seconds, secondsToAdd);
        epochSec = Math.addExact(epochSec, nanosToAdd / NANOS_PER_SECOND);
        nanosToAdd = nanosToAdd % NANOS_PER_SECOND;
        long nanoAdjustment = nanos + nanosToAdd;
        return ofSeconds(epochSec, nanoAdjustment);
    }

    public Duration minus(Duration duration) {
        long secsToSubtract = duration.seconds;
        int nanosToSubtract = duration.nanos;
        if (secsToSubtract == Long.MIN_VALUE) {
            return plus(Long.MAX_VALUE, -nanosToSubtract).plus(1, 0);
        }
        return plus(-secsToSubtract, -nanosToSubtract);
    }

    public Duration minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    public Duration minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE
                ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    public Duration minusHours(long hoursToSubtract) {
        return hoursToSubtract == Long.MIN_VALUE
                ? plusHours(Long.MAX_VALUE).plusHours(1) : plusHours(-hoursToSubtract);
    }

    public Duration minusMinutes(long minutesToSubtract) {
        return minutesToSubtract == Long.MIN_VALUE
                ? plusMinutes(Long.MAX_VALUE).plusMinutes(1) : plusMinutes(-minutesToSubtract);
    }

    public Duration minusSeconds(long secondsToSubtract) {
        return secondsToSubtract == Long.MIN_VALUE
                ? plusSeconds(Long.MAX_VALUE).plusSeconds(1) : plusSeconds(-secondsToSubtract);
    }

    public Duration minusMillis(long millisToSubtract) {
        return millisToSubtract == Long.MIN_VALUE
                ? plusMillis(Long.MAX_VALUE).plusMillis(1) : plusMillis(-millisToSubtract);
    }

    public Duration minusNanos(long nanosToSubtract) {
        return nanosToSubtract == Long.MIN_VALUE
                ? plusNanos(Long.MAX_VALUE).plusNanos(1) : plusNanos(-nanosToSubtract);
    }

    private BigInteger toBigNanos() {
        return BigInteger.valueOf(seconds).multiply(BI_NANOS_PER_SECOND).add(BigInteger.valueOf(nanos));
    }

    private static Duration fromBigNanos(BigInteger nanos) {
        BigInteger[] qr = nanos.divideAndRemainder(BI_NANOS_PER_SECOND);
        BigInteger secs = qr[0];
        long rem = qr[1].longValue();
        if (rem < 0) {
            rem += NANOS_PER_SECOND;
            secs = secs.subtract(BigInteger.ONE);
        }
        if (secs.bitLength() > 63) {
            throw new ArithmeticException("Exceeds capacity of Duration: " + nanos);
        }
        return create(secs.longValue(), (int) rem);
    }

    public Duration multipliedBy(long multiplicand) {
        if (multiplicand == 0) {
            return ZERO;
        }
        if (multiplicand == 1) {
            return this;
        }
        return fromBigNanos(toBigNanos().multiply(BigInteger.valueOf(multiplicand)));
    }

    public Duration dividedBy(long divisor) {
        if (divisor == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        if (divisor == 1) {
            return this;
        }
        return fromBigNanos(toBigNanos().divide(BigInteger.valueOf(divisor)));
    }

    public long dividedBy(Duration divisor) {
        BigInteger d = divisor.toBigNanos();
        if (d.signum() == 0) {
            throw new ArithmeticException("Cannot divide by zero");
        }
        BigInteger q = toBigNanos().divide(d);
        if (q.bitLength() > 63) {
            throw new ArithmeticException("long overflow");
        }
        return q.longValue();
    }

    public Duration negated() {
        return multipliedBy(-1);
    }

    public Duration abs() {
        return isNegative() ? negated() : this;
    }

    public Temporal addTo(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.plus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.plus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        if (seconds != 0) {
            temporal = temporal.minus(seconds, ChronoUnit.SECONDS);
        }
        if (nanos != 0) {
            temporal = temporal.minus(nanos, ChronoUnit.NANOS);
        }
        return temporal;
    }

    public long toDays() {
        return seconds / 86400;
    }

    public long toHours() {
        return seconds / 3600;
    }

    public long toMinutes() {
        return seconds / 60;
    }

    public long toSeconds() {
        return seconds;
    }

    public long toMillis() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s = s + 1;
            n = n - NANOS_PER_SECOND;
        }
        long millis = Math.multiplyExact(s, 1000L);
        return Math.addExact(millis, n / 1000000);
    }

    public long toNanos() {
        long s = seconds;
        long n = nanos;
        if (s < 0) {
            s = s + 1;
            n = n - NANOS_PER_SECOND;
        }
        long total = Math.multiplyExact(s, NANOS_PER_SECOND);
        return Math.addExact(total, n);
    }

    public long toDaysPart() {
        return seconds / 86400;
    }

    public int toHoursPart() {
        return (int) (toHours() % 24);
    }

    public int toMinutesPart() {
        return (int) (toMinutes() % 60);
    }

    public int toSecondsPart() {
        return (int) (seconds % 60);
    }

    public int toMillisPart() {
        return nanos / 1000000;
    }

    public int toNanosPart() {
        return nanos;
    }

    public Duration truncatedTo(TemporalUnit unit) {
        if (unit == ChronoUnit.SECONDS && (seconds >= 0 || nanos == 0)) {
            return create(seconds, 0);
        } else if (unit == ChronoUnit.NANOS) {
            return this;
        }
        Duration unitDur = unit.getDuration();
        if (unitDur.getSeconds() > 86400) {
            throw new UnsupportedTemporalTypeException("Unit is too large to be used for truncation");
        }
        long dur = unitDur.toNanos();
        if ((86400L * NANOS_PER_SECOND) % dur != 0) {
            throw new UnsupportedTemporalTypeException("Unit must divide into a standard day without remainder");
        }
        long nod = (seconds % 86400) * NANOS_PER_SECOND + nanos;
        long result = (nod / dur) * dur;
        return plusNanos(result - nod);
    }

    public int compareTo(Duration other) {
        int cmp = Long.compare(seconds, other.seconds);
        if (cmp != 0) {
            return cmp;
        }
        return nanos - other.nanos;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof Duration) {
            Duration o = (Duration) obj;
            return seconds == o.seconds && nanos == o.nanos;
        }
        return false;
    }

    public int hashCode() {
        return ((int) (seconds ^ (seconds >>> 32))) + (51 * nanos);
    }

    public String toString() {
        if (this == ZERO) {
            return "PT0S";
        }
        long effectiveSecs = seconds;
        if (seconds < 0 && nanos > 0) {
            effectiveSecs++;
        }
        long hours = effectiveSecs / 3600;
        int minutes = (int) ((effectiveSecs % 3600) / 60);
        int secs = (int) (effectiveSecs % 60);
        StringBuilder sb = new StringBuilder(24);
        sb.append("PT");
        if (hours != 0) {
            sb.append(hours).append('H');
        }
        if (minutes != 0) {
            sb.append(minutes).append('M');
        }
        if (secs == 0 && nanos == 0 && sb.length() > 2) {
            return sb.toString();
        }
        if (seconds < 0 && nanos > 0) {
            if (secs == 0) {
                sb.append("-0");
            } else {
                sb.append(secs);
            }
        } else {
            sb.append(secs);
        }
        if (nanos > 0) {
            int pos = sb.length();
            if (seconds < 0) {
                sb.append(2 * NANOS_PER_SECOND - nanos);
            } else {
                sb.append(nanos + NANOS_PER_SECOND);
            }
            while (sb.charAt(sb.length() - 1) == '0') {
                sb.setLength(sb.length() - 1);
            }
            sb.setCharAt(pos, '.');
        }
        sb.append('S');
        return sb.toString();
    }
}
