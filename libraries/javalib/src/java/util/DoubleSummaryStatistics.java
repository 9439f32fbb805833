package java.util;

import java.util.function.DoubleConsumer;

/** count/sum/min/max/average of doubles (sum compensated as the JDK documents). */
public class DoubleSummaryStatistics implements DoubleConsumer {
    private long count;
    private double sum, comp, simple;
    private double min = Double.POSITIVE_INFINITY;
    private double max = Double.NEGATIVE_INFINITY;

    public DoubleSummaryStatistics() {
    }

    public void accept(double value) {
        count++;
        simple += value;
        double y = value - comp;
        double t = sum + y;
        comp = (t - sum) - y;
        sum = t;
        min = Math.min(min, value);
        max = Math.max(max, value);
    }

    public void combine(DoubleSummaryStatistics other) {
        count += other.count;
        simple += other.simple;
        accept0(other.sum);
        accept0(-other.comp);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    private void accept0(double value) {
        double y = value - comp;
        double t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }

    public final long getCount() {
        return count;
    }

    public final double getSum() {
        double tmp = sum + comp;
        if (Double.isNaN(tmp) && Double.isInfinite(simple)) {
            return simple;
        }
        return tmp;
    }

    public final double getMin() {
        return min;
    }

    public final double getMax() {
        return max;
    }

    public final double getAverage() {
        return getCount() > 0 ? getSum() / getCount() : 0.0d;
    }

    public String toString() {
        return String.format("%s{count=%d, sum=%f, min=%f, average=%f, max=%f}", getClass().getSimpleName(),
                             getCount(), getSum(), getMin(), getAverage(), getMax());
    }
}
