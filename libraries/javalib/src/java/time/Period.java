package java.time;

import java.time.chrono.ChronoPeriod;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A date-based amount of time: years, months and days (each kept as given). */
public final class Period implements ChronoPeriod, java.io.Serializable {
    private static final long serialVersionUID = -3587258372562876L;

    public static final Period ZERO = new Period(0, 0, 0);

    private final int years;
    private final int months;
    private final int days;

    private Period(int years, int months, int days) {
        this.years = years;
        this.months = months;
        this.days = days;
    }

    private static Period create(int years, int months, int days) {
        if ((years | months | days) == 0) {
            return ZERO;
        }
        return new Period(years, months, days);
    }

    public static Period ofYears(int years) {
        return create(years, 0, 0);
    }

    public static Period ofMonths(int months) {
        return create(0, months, 0);
    }

    public static Period ofWeeks(int weeks) {
        return create(0, 0, Math.multiplyExact(weeks, 7));
    }

    public static Period ofDays(int days) {
        return create(0, 0, days);
    }

    public static Period of(int years, int months, int days) {
        return create(years, months, days);
    }

    public static Period from(TemporalAmount amount) {
        if (amount instanceof Period) {
            return (Period) amount;
        }
        int y = 0;
        int m = 0;
        int d = 0;
        for (TemporalUnit unit : amount.getUnits()) {
            long value = amount.get(unit);
            if (unit == ChronoUnit.YEARS) {
                y = Math.toIntExact(value);
            } else if (unit == ChronoUnit.MONTHS) {
                m = Math.toIntExact(value);
            } else if (unit == ChronoUnit.DAYS) {
                d = Math.toIntExact(value);
            } else {
                throw new DateTimeException("Unit must be Years, Months or Days, but was " + unit);
            }
        }
        return create(y, m, d);
    }

    /** [-+]P[-+]nY[-+]nM[-+]nW[-+]nD, at least one part (ASCII, either case). */
    public static Period parse(CharSequence text) {
        String s = text.toString();
        int len = s.length();
        int pos = 0;
        boolean negate = false;
        if (pos < len && (s.charAt(pos) == '-' || s.charAt(pos) == '+')) {
            negate = s.charAt(pos) == '-';
            pos++;
        }
        if (pos >= len || (s.charAt(pos) != 'P' && s.charAt(pos) != 'p')) {
            throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
        }
        pos++;
        String letters = "YMWD";
        long[] values = new long[4];
        int next = 0;
        boolean any = false;
        while (pos < len) {
            int start = pos;
            if (s.charAt(pos) == '-' || s.charAt(pos) == '+') {
                pos++;
            }
            int digits = pos;
            while (pos < len && s.charAt(pos) >= '0' && s.charAt(pos) <= '9') {
                pos++;
            }
            if (pos == digits || pos >= len) {
                throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
            }
            int which = letters.indexOf(Character.toUpperCase(s.charAt(pos)));
            if (which < next) {
                throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
            }
            String num = s.substring(s.charAt(start) == '+' ? start + 1 : start, pos);
            try {
                values[which] = Integer.parseInt(num);
            } catch (NumberFormatException ex) {
                throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0, ex);
            }
            next = which + 1;
            any = true;
            pos++;
        }
        if (!any) {
            throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0);
        }
        try {
            int y = (int) values[0];
            int m = (int) values[1];
            int d = Math.addExact(Math.multiplyExact((int) values[2], 7), (int) values[3]);
            if (negate) {
                y = Math.negateExact(y);
                m = Math.negateExact(m);
                d = Math.negateExact(d);
            }
            return create(y, m, d);
        } catch (ArithmeticException ex) {
            throw new DateTimeParseException("Text cannot be parsed to a Period", text, 0, ex);
        }
    }

    public static Period between(LocalDate startDateInclusive, LocalDate endDateExclusive) {
        return startDateInclusive.until(endDateExclusive);
    }

    public long get(TemporalUnit unit) {
        if (unit == ChronoUnit.YEARS) {
            return years;
        } else if (unit == ChronoUnit.MONTHS) {
            return months;
        } else if (unit == ChronoUnit.DAYS) {
            return days;
        }
        throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
    }

    public List<TemporalUnit> getUnits() {
        return Collections.unmodifiableList(
                Arrays.<TemporalUnit>asList(ChronoUnit.YEARS, ChronoUnit.MONTHS, ChronoUnit.DAYS));
    }

    public boolean isZero() {
        return this == ZERO;
    }

    public boolean isNegative() {
        return years < 0 || months < 0 || days < 0;
    }

    public int getYears() {
        return years;
    }

    public int getMonths() {
        return months;
    }

    public int getDays() {
        return days;
    }

    public Period withYears(int years) {
        return years == this.years ? this : create(years, months, days);
    }

    public Period withMonths(int months) {
        return months == this.months ? this : create(years, months, days);
    }

    public Period withDays(int days) {
        return days == this.days ? this : create(years, months, days);
    }

    public Period plus(TemporalAmount amountToAdd) {
        Period p = Period.from(amountToAdd);
        return create(Math.addExact(years, p.years), Math.addExact(months, p.months), Math.addExact(days, p.days));
    }

    public Period plusYears(long yearsToAdd) {
        if (yearsToAdd == 0) {
            return this;
        }
        return create(Math.toIntExact(Math.addExact(years, yearsToAdd)), months, days);
    }

    public Period plusMonths(long monthsToAdd) {
        if (monthsToAdd == 0) {
            return this;
        }
        return create(years, Math.toIntExact(Math.addExact(months, monthsToAdd)), days);
    }

    public Period plusDays(long daysToAdd) {
        if (daysToAdd == 0) {
            return this;
        }
        return create(years, months, Math.toIntExact(Math.addExact(days, daysToAdd)));
    }

    public Period minus(TemporalAmount amountToSubtract) {
        Period p = Period.from(amountToSubtract);
        return create(Math.subtractExact(years, p.years), Math.subtractExact(months, p.months),
                Math.subtractExact(days, p.days));
    }

    public Period minusYears(long yearsToSubtract) {
        return yearsToSubtract == Long.MIN_VALUE
                ? plusYears(Long.MAX_VALUE).plusYears(1) : plusYears(-yearsToSubtract);
    }

    public Period minusMonths(long monthsToSubtract) {
        return monthsToSubtract == Long.MIN_VALUE
                ? plusMonths(Long.MAX_VALUE).plusMonths(1) : plusMonths(-monthsToSubtract);
    }

    public Period minusDays(long daysToSubtract) {
        return daysToSubtract == Long.MIN_VALUE
                ? plusDays(Long.MAX_VALUE).plusDays(1) : plusDays(-daysToSubtract);
    }

    public Period multipliedBy(int scalar) {
        if (this == ZERO || scalar == 1) {
            return this;
        }
        return create(Math.multiplyExact(years, scalar), Math.multiplyExact(months, scalar),
                Math.multiplyExact(days, scalar));
    }

    public Period negated() {
        return multipliedBy(-1);
    }

    public Period normalized() {
        long total = toTotalMonths();
        long y = total / 12;
        int m = (int) (total % 12);
        if (y == years && m == months) {
            return this;
        }
        return create(Math.toIntExact(y), m, days);
    }

    public long toTotalMonths() {
        return years * 12L + months;
    }

    public Temporal addTo(Temporal temporal) {
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.plus(years, ChronoUnit.YEARS);
            }
        } else {
            long total = toTotalMonths();
            if (total != 0) {
                temporal = temporal.plus(total, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.plus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    public Temporal subtractFrom(Temporal temporal) {
        if (months == 0) {
            if (years != 0) {
                temporal = temporal.minus(years, ChronoUnit.YEARS);
            }
        } else {
            long total = toTotalMonths();
            if (total != 0) {
                temporal = temporal.minus(total, ChronoUnit.MONTHS);
            }
        }
        if (days != 0) {
            temporal = temporal.minus(days, ChronoUnit.DAYS);
        }
        return temporal;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof Period) {
            Period o = (Period) obj;
            return years == o.years && months == o.months && days == o.days;
        }
        return false;
    }

    public int hashCode() {
        return years + Integer.rotateLeft(months, 8) + Integer.rotateLeft(days, 16);
    }

    public String toString() {
        if (this == ZERO) {
            return "P0D";
        }
        StringBuilder sb = new StringBuilder();
        sb.append('P');
        if (years != 0) {
            sb.append(years).append('Y');
        }
        if (months != 0) {
            sb.append(months).append('M');
        }
        if (days != 0) {
            sb.append(days).append('D');
        }
        return sb.toString();
    }
}
