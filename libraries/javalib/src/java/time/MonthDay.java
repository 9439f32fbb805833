package java.time;

import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;

/** A month and day-of-month without year ("--12-03"). */
public final class MonthDay implements TemporalAccessor, TemporalAdjuster, Comparable<MonthDay>, java.io.Serializable {
    private static final long serialVersionUID = -939150713474957432L;

    private static final DateTimeFormatter PARSER = DateTimeFormatter.ofPattern("'--'MM-dd");

    private final int month;
    private final int day;

    private MonthDay(int month, int dayOfMonth) {
        this.month = month;
        this.day = dayOfMonth;
    }

    public static MonthDay now() {
        return from(LocalDate.now());
    }

    public static MonthDay now(ZoneId zone) {
        return from(LocalDate.now(zone));
    }

    public static MonthDay now(Clock clock) {
        return from(LocalDate.now(clock));
    }

    public static MonthDay of(Month month, int dayOfMonth) {
        if (month == null) {
            throw new NullPointerException("month");
        }
        ChronoField.DAY_OF_MONTH.checkValidValue(dayOfMonth);
        if (dayOfMonth > month.maxLength()) {
            throw new DateTimeException("Illegal value for DayOfMonth field, value " + dayOfMonth
                    + " is not valid for month " + month.name());
        }
        return new MonthDay(month.getValue(), dayOfMonth);
    }

    public static MonthDay of(int month, int dayOfMonth) {
        return of(Month.of(month), dayOfMonth);
    }

    public static MonthDay from(TemporalAccessor temporal) {
        if (temporal instanceof MonthDay) {
            return (MonthDay) temporal;
        }
        try {
            return of(temporal.get(ChronoField.MONTH_OF_YEAR), temporal.get(ChronoField.DAY_OF_MONTH));
        } catch (DateTimeException ex) {
            throw new DateTimeException("Unable to obtain MonthDay from TemporalAccessor: "
                    + temporal + " of type " + temporal.getClass().getName(), ex);
        }
    }

    public static MonthDay parse(CharSequence text) {
        return parse(text, PARSER);
    }

    public static MonthDay parse(CharSequence text, DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        return formatter.parse(text, new TemporalQuery<MonthDay>() {
            public MonthDay queryFrom(TemporalAccessor temporal) {
                return from(temporal);
            }
        });
    }

    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field == ChronoField.MONTH_OF_YEAR || field == ChronoField.DAY_OF_MONTH;
        }
        return field != null && field.isSupportedBy(this);
    }

    public ValueRange range(TemporalField field) {
        if (field == ChronoField.MONTH_OF_YEAR) {
            return field.range();
        } else if (field == ChronoField.DAY_OF_MONTH) {
            return ValueRange.of(1, getMonth().minLength(), getMonth().maxLength());
        }
        return TemporalAccessor.super.range(field);
    }

    public int get(TemporalField field) {
        return range(field).checkValidIntValue(getLong(field), field);
    }

    public long getLong(TemporalField field) {
        if (field == ChronoField.DAY_OF_MONTH) {
            return day;
        } else if (field == ChronoField.MONTH_OF_YEAR) {
            return month;
        } else if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    public int getMonthValue() {
        return month;
    }

    public Month getMonth() {
        return Month.of(month);
    }

    public int getDayOfMonth() {
        return day;
    }

    public boolean isValidYear(int year) {
        return !(day == 29 && month == 2 && !Year.isLeap(year));
    }

    public MonthDay withMonth(int month) {
        return with(Month.of(month));
    }

    public MonthDay with(Month month) {
        if (month.getValue() == this.month) {
            return this;
        }
        int d = Math.min(day, month.maxLength());
        return new MonthDay(month.getValue(), d);
    }

    public MonthDay withDayOfMonth(int dayOfMonth) {
        if (dayOfMonth == day) {
            return this;
        }
        return of(month, dayOfMonth);
    }

    public <R> R query(TemporalQuery<R> query) {
        return TemporalAccessor.super.query(query);
    }

    public Temporal adjustInto(Temporal temporal) {
        temporal = temporal.with(ChronoField.MONTH_OF_YEAR, month);
        return temporal.with(ChronoField.DAY_OF_MONTH,
                Math.min(temporal.range(ChronoField.DAY_OF_MONTH).getMaximum(), day));
    }

    public String format(DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        return formatter.format(this);
    }

    public LocalDate atYear(int year) {
        return LocalDate.of(year, month, isValidYear(year) ? day : 28);
    }

    public int compareTo(MonthDay other) {
        int cmp = month - other.month;
        if (cmp == 0) {
            cmp = day - other.day;
        }
        return cmp;
    }

    public boolean isAfter(MonthDay other) {
        return compareTo(other) > 0;
    }

    public boolean isBefore(MonthDay other) {
        return compareTo(other) < 0;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof MonthDay) {
            MonthDay o = (MonthDay) obj;
            return month == o.month && day == o.day;
        }
        return false;
    }

    public int hashCode() {
        return (month << 6) + day;
    }

    public String toString() {
        return new StringBuilder(10).append("--").append(month < 10 ? "0" : "").append(month)
                .append(day < 10 ? "-0" : "-").append(day).toString();
    }
}
