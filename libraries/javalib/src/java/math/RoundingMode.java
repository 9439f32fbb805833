package java.math;

/**
 * How a discarded fraction is rounded away.  The legacy int values are the
 * BigDecimal.ROUND_* constants (0 to 7, in declaration order).
 */
public enum RoundingMode {
    UP, DOWN, CEILING, FLOOR, HALF_UP, HALF_DOWN, HALF_EVEN, UNNECESSARY;

    /** The mode whose legacy BigDecimal.ROUND_* value is rm. */
    public static RoundingMode valueOf(int rm) {
        RoundingMode[] all = values();
        if (rm < 0 || rm >= all.length)
            throw new IllegalArgumentException("argument out of range");
        return all[rm];
    }
}
