package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.HashMap;
import java.util.Map;

/** The fields a DateTimeFormatter parsed, and the date and time resolved from them. */
final class Parsed implements TemporalAccessor {
    final Map<TemporalField, Long> fields = new HashMap<TemporalField, Long>();
    LocalDate date;
    LocalTime time;
    long instantSeconds;
    boolean hasInstant;
    boolean caseInsensitive;
    java.time.ZoneId zone;

    Parsed copy() {
        Parsed p = new Parsed();
        p.fields.putAll(fields);
        p.caseInsensitive = caseInsensitive;
        p.zone = zone;
        return p;
    }

    void restore(Parsed saved) {
        fields.clear();
        fields.putAll(saved.fields);
        zone = saved.zone;
    }

    /** Records a field; a second, different value for it is an error. */
    boolean put(TemporalField field, long value) {
        Long old = fields.get(field);
        if (old != null && old.longValue() != value) {
            return false;
        }
        fields.put(field, Long.valueOf(value));
        return true;
    }

    private long take(ChronoField field) {
        return fields.remove(field).longValue();
    }

    private boolean has(ChronoField field) {
        return fields.containsKey(field);
    }

    void resolve(ResolverStyle style) {
        boolean strict = style == ResolverStyle.STRICT;
        if (has(ChronoField.INSTANT_SECONDS)) {
            instantSeconds = take(ChronoField.INSTANT_SECONDS);
            hasInstant = true;
        }
        // ---- date ----
        if (has(ChronoField.YEAR_OF_ERA) && !has(ChronoField.YEAR)) {
            long yoe = take(ChronoField.YEAR_OF_ERA);
            if (style != ResolverStyle.LENIENT) {
                ChronoField.YEAR_OF_ERA.checkValidValue(yoe);
            }
            if (has(ChronoField.ERA)) {
                long era = take(ChronoField.ERA);
                fields.put(ChronoField.YEAR, Long.valueOf(era == 1 ? yoe : 1 - yoe));
            } else if (strict) {
                fields.put(ChronoField.YEAR_OF_ERA, Long.valueOf(yoe));   // STRICT needs the era
            } else {
                fields.put(ChronoField.YEAR, Long.valueOf(yoe));
            }
        }
        if (has(ChronoField.YEAR) && has(ChronoField.MONTH_OF_YEAR) && has(ChronoField.DAY_OF_MONTH)) {
            int y = ChronoField.YEAR.checkValidIntValue(take(ChronoField.YEAR));
            long moy = take(ChronoField.MONTH_OF_YEAR);
            long dom = take(ChronoField.DAY_OF_MONTH);
            int m = ChronoField.MONTH_OF_YEAR.checkValidIntValue(moy);
            int d = ChronoField.DAY_OF_MONTH.checkValidIntValue(dom);
            if (!strict && d > 28) {
                int len = java.time.Month.of(m).length(isLeap(y));
                if (d > len) {
                    d = len;
                }
            }
            date = LocalDate.of(y, m, d);
        } else if (has(ChronoField.YEAR) && has(ChronoField.DAY_OF_YEAR)) {
            int y = ChronoField.YEAR.checkValidIntValue(take(ChronoField.YEAR));
            int doy = ChronoField.DAY_OF_YEAR.checkValidIntValue(take(ChronoField.DAY_OF_YEAR));
            date = LocalDate.ofYearDay(y, doy);
        }
        if (date != null && has(ChronoField.DAY_OF_WEEK)) {
            long dow = take(ChronoField.DAY_OF_WEEK);
            if (date.getDayOfWeek().getValue() != dow) {
                throw new DateTimeException("Conflict found: Field DayOfWeek " + date.getDayOfWeek().getValue()
                        + " differs from DayOfWeek " + dow + " derived from " + date);
            }
        }
        // ---- time ----
        if (has(ChronoField.CLOCK_HOUR_OF_AMPM)) {
            long ch = take(ChronoField.CLOCK_HOUR_OF_AMPM);
            if (strict || ch != 0) {
                ChronoField.CLOCK_HOUR_OF_AMPM.checkValidValue(ch);
            }
            fields.put(ChronoField.HOUR_OF_AMPM, Long.valueOf(ch == 12 ? 0 : ch));
        }
        if (has(ChronoField.CLOCK_HOUR_OF_DAY)) {
            long ch = take(ChronoField.CLOCK_HOUR_OF_DAY);
            if (strict || ch != 0) {
                ChronoField.CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            fields.put(ChronoField.HOUR_OF_DAY, Long.valueOf(ch == 24 ? 0 : ch));
        }
        if (has(ChronoField.AMPM_OF_DAY) && has(ChronoField.HOUR_OF_AMPM)) {
            long ap = take(ChronoField.AMPM_OF_DAY);
            long hap = take(ChronoField.HOUR_OF_AMPM);
            ChronoField.AMPM_OF_DAY.checkValidValue(ap);
            ChronoField.HOUR_OF_AMPM.checkValidValue(hap);
            fields.put(ChronoField.HOUR_OF_DAY, Long.valueOf(ap * 12 + hap));
        }
        if (has(ChronoField.HOUR_OF_DAY)) {
            long h = take(ChronoField.HOUR_OF_DAY);
            long mi = has(ChronoField.MINUTE_OF_HOUR) ? take(ChronoField.MINUTE_OF_HOUR) : 0;
            long s = has(ChronoField.SECOND_OF_MINUTE) ? take(ChronoField.SECOND_OF_MINUTE) : 0;
            long n = has(ChronoField.NANO_OF_SECOND) ? take(ChronoField.NANO_OF_SECOND) : 0;
            if (!strict && h == 24 && mi == 0 && s == 0 && n == 0) {
                time = LocalTime.MIDNIGHT;
                if (date != null) {
                    date = date.plusDays(1);
                }
            } else {
                time = LocalTime.of(ChronoField.HOUR_OF_DAY.checkValidIntValue(h),
                        ChronoField.MINUTE_OF_HOUR.checkValidIntValue(mi),
                        ChronoField.SECOND_OF_MINUTE.checkValidIntValue(s),
                        ChronoField.NANO_OF_SECOND.checkValidIntValue(n));
            }
        }
        if (has(ChronoField.OFFSET_SECONDS)) {
            java.time.ZoneOffset.ofTotalSeconds((int) fields.get(ChronoField.OFFSET_SECONDS).longValue());
        }
        if (hasInstant) {
            fields.put(ChronoField.INSTANT_SECONDS, Long.valueOf(instantSeconds));
        } else if (date != null && time != null && has(ChronoField.OFFSET_SECONDS)) {
            long offset = fields.get(ChronoField.OFFSET_SECONDS).longValue();
            fields.put(ChronoField.INSTANT_SECONDS,
                    Long.valueOf(date.toEpochDay() * 86400L + time.toSecondOfDay() - offset));
        }
    }

    @SuppressWarnings("unchecked")
    public <R> R query(java.time.temporal.TemporalQuery<R> query) {
        if (query == java.time.temporal.TemporalQueries.zoneId()) {
            return (R) zone;
        }
        if (query == java.time.temporal.TemporalQueries.zone()) {
            if (zone != null) {
                return (R) zone;
            }
            return (R) java.time.temporal.TemporalQueries.offset().queryFrom(this);
        }
        return query.queryFrom(this);
    }

    private static boolean isLeap(long year) {
        return (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
    }

    public boolean isSupported(TemporalField field) {
        if (fields.containsKey(field)) {
            return true;
        }
        if (date != null && date.isSupported(field)) {
            return true;
        }
        if (time != null && time.isSupported(field)) {
            return true;
        }
        return false;
    }

    public long getLong(TemporalField field) {
        Long value = fields.get(field);
        if (value != null) {
            return value.longValue();
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        sb.append(fields).append(',').append("ISO");
        if (zone != null) {
            sb.append(',').append(zone);
        } else if (hasInstant) {
            sb.append(",Z");
        }
        if (date != null || time != null) {
            sb.append(" resolved to ");
            if (date != null) {
                sb.append(date);
                if (time != null) {
                    sb.append('T').append(time);
                }
            } else {
                sb.append(time);
            }
        }
        return sb.toString();
    }
}
