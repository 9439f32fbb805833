import java.util.concurrent.*;

public class JucForkJoinSum {
    static class Sum extends RecursiveTask<Long> {
        final long[] a;
        final int lo, hi;

        Sum(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo <= 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            Sum right = new Sum(a, mid, hi);
            left.fork();
            return right.compute() + left.join();
        }
    }

    static class Scale extends RecursiveAction {
        final long[] a;
        final int lo, hi;

        Scale(long[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= 500) {
                for (int i = lo; i < hi; i++) a[i] *= 3;
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new Scale(a, lo, mid), new Scale(a, mid, hi));
        }
    }

    static class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n <= 10) {
                int a = 0, b = 1;
                for (int i = 0; i < n; i++) {
                    int t = a + b;
                    a = b;
                    b = t;
                }
                return a;
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
    }

    public static void main(String[] args) throws Exception {
        long[] a = new long[100000];
        for (int i = 0; i < a.length; i++) a[i] = i;
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("sum " + pool.invoke(new Sum(a, 0, a.length)));
        pool.invoke(new Scale(a, 0, a.length));
        System.out.println("scaled sum " + pool.invoke(new Sum(a, 0, a.length)));
        System.out.println("fib(24) " + new Fib(24).invoke());
        System.out.println("common fib(20) " + ForkJoinPool.commonPool().invoke(new Fib(20)));
        ForkJoinTask<Integer> sub = pool.submit(new Fib(15));
        System.out.println("submitted " + sub.get() + " done " + sub.isDone() + " normally " + sub.isCompletedNormally());
        System.out.println("parallelism " + pool.getParallelism());
        ForkJoinTask<Integer> bad = pool.submit(new RecursiveTask<Integer>() {
            protected Integer compute() {
                throw new ArithmeticException("bad task");
            }
        });
        try {
            bad.join();
        } catch (ArithmeticException e) {
            System.out.println("join threw " + e.getClass().getName() + " abnormal " + bad.isCompletedAbnormally());
        }
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(10, TimeUnit.SECONDS));
    }
}
