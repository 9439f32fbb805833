import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

// Lambdas and method references as thread bodies; lambda call sites linked by many threads at once.
public class LambdaThreads {
    static int square(int x) { return x * x; }

    public static void main(String[] args) throws Exception {
        final long[] sums = new long[6];
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < sums.length; i++) {
            final int me = i;
            Thread t = new Thread(() -> {
                IntUnaryOperator f = LambdaThreads::square;
                IntUnaryOperator g = x -> x + me;
                long s = 0;
                for (int k = 0; k < 1000; k++) s += f.andThen(g).applyAsInt(k);
                sums[me] = s;
            });
            ts.add(t);
        }
        ts.forEach(Thread::start);
        for (Thread t : ts) t.join();
        for (int i = 0; i < sums.length; i++) System.out.println("sum " + i + " = " + sums[i]);
        Runnable r = () -> System.out.println("runnable on " + Thread.currentThread().getName());
        Thread named = new Thread(r, "lambda-thread");
        named.start();
        named.join();
    }
}
