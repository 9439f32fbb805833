import java.util.concurrent.atomic.*;
import java.util.function.DoubleBinaryOperator;

public class ConcDoubleAccum {
    public static void main(String[] args) throws Exception {
        final DoubleAccumulator max = new DoubleAccumulator(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) { return Math.max(a, b); }
        }, Double.NEGATIVE_INFINITY);
        final DoubleAccumulator sum = new DoubleAccumulator(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) { return a + b; }
        }, 0.0);
        final DoubleAccumulator prod = new DoubleAccumulator(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) { return a * b; }
        }, 1.0);
        System.out.println(max + " " + sum + " " + prod.get() + " " + max.intValue() + " " + max.longValue() + " " + max.floatValue());
        max.accumulate(2.5);
        max.accumulate(-7);
        sum.accumulate(0.25);
        sum.accumulate(0.5);
        prod.accumulate(3);
        prod.accumulate(-0.5);
        System.out.println(max.get() + " " + sum.doubleValue() + " " + prod + " " + prod.intValue() + " " + sum.floatValue());
        System.out.println(sum.getThenReset() + " " + sum.get());
        max.reset();
        System.out.println(max.get() + " " + max.longValue());
        sum.accumulate(Double.NaN);
        System.out.println(sum + " " + sum.intValue());
        sum.reset();

        final int threads = 4, per = 5000;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    for (int i = 0; i < per; i++) {
                        double x = id * per + i;
                        max.accumulate(x);
                        sum.accumulate(1.0);   // exact in double: order does not matter
                    }
                }
            };
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("max " + max.get() + " sum " + sum.get());
    }
}
