package java.util.function;

/** A functional interface over double values. */
@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(final DoublePredicate other) {
        java.util.Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return self.test(v) && other.test(v);
            }
        };
    }

    default DoublePredicate negate() {
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return !self.test(v);
            }
        };
    }

    default DoublePredicate or(final DoublePredicate other) {
        java.util.Objects.requireNonNull(other);
        final DoublePredicate self = this;
        return new DoublePredicate() {
            public boolean test(double v) {
                return self.test(v) || other.test(v);
            }
        };
    }
}
