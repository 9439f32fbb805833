package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.DoubleSummaryStatistics;
import java.util.function.*;

/**
 * The DoubleStream implementation: a pull pipeline over a PrimitiveIterator.OfDouble,
 * with the same one-use and laziness rules as RefStream (generated from one
 * template for int, long and double).
 */
final class DoublePipeline implements DoubleStream {
    private final PrimitiveIterator.OfDouble source;
    final RefStream.Shared shared;
    private boolean used;

    DoublePipeline(PrimitiveIterator.OfDouble source, RefStream.Shared shared) {
        this.source = source;
        this.shared = shared;
    }

    static DoubleStream ofArray(final double[] a, final int from, final int to) {
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public double nextDouble() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, new RefStream.Shared());
    }

    PrimitiveIterator.OfDouble take() {
        if (used || shared.closed) {
            throw new IllegalStateException(RefStream.USED);
        }
        used = true;
        return source;
    }

    private DoubleStream next(PrimitiveIterator.OfDouble it) {
        return new DoublePipeline(it, shared);
    }

    /** Computes the next value on demand. */
    abstract static class Look implements PrimitiveIterator.OfDouble {
        private double pending;
        private boolean ready, done;

        abstract boolean advance();

        final void set(double v) {
            pending = v;
        }

        public final boolean hasNext() {
            if (ready) {
                return true;
            }
            if (done) {
                return false;
            }
            if (advance()) {
                ready = true;
                return true;
            }
            done = true;
            return false;
        }

        public final double nextDouble() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return pending;
        }
    }

    public DoubleStream filter(final DoublePredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble it = take();
        return next(new Look() {
            boolean advance() {
                while (it.hasNext()) {
                    double v = it.nextDouble();
                    if (predicate.test(v)) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(it.nextDouble());
            }
        });
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return new RefStream<U>(new Iterator<U>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public U next() {
                return mapper.apply(it.nextDouble());
            }
        }, shared);
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(it.nextDouble());
            }
        }, shared);
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(it.nextDouble());
            }
        }, shared);
    }

    public Stream<Double> boxed() {
        final PrimitiveIterator.OfDouble it = take();
        return new RefStream<Double>(new Iterator<Double>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public Double next() {
                return Double.valueOf(it.nextDouble());
            }
        }, shared);
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfDouble it = take();
        return next(new Look() {
            private PrimitiveIterator.OfDouble inner;

            boolean advance() {
                for (;;) {
                    if (inner != null && inner.hasNext()) {
                        set(inner.nextDouble());
                        return true;
                    }
                    inner = null;
                    if (!it.hasNext()) {
                        return false;
                    }
                    DoubleStream s = mapper.apply(it.nextDouble());
                    if (s != null) {
                        inner = s.iterator();
                    }
                }
            }
        });
    }

    public DoubleStream distinct() {
        final PrimitiveIterator.OfDouble it = take();
        return next(new Look() {
            private final java.util.HashSet<Double> seen = new java.util.HashSet<Double>();

            boolean advance() {
                while (it.hasNext()) {
                    double v = it.nextDouble();
                    if (seen.add(Double.valueOf(v))) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public DoubleStream sorted() {
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            private double[] arr;
            private int i;

            private void fill() {
                if (arr == null) {
                    arr = drain(it);
                    Arrays.sort(arr);
                }
            }

            public boolean hasNext() {
                fill();
                return i < arr.length;
            }

            public double nextDouble() {
                fill();
                if (i >= arr.length) {
                    throw new NoSuchElementException();
                }
                return arr[i++];
            }
        });
    }

    static double[] drain(PrimitiveIterator.OfDouble it) {
        double[] a = new double[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.nextDouble();
        }
        return Arrays.copyOf(a, n);
    }

    public DoubleStream peek(final DoubleConsumer action) {
        java.util.Objects.requireNonNull(action);
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                double v = it.nextDouble();
                action.accept(v);
                return v;
            }
        });
    }

    public DoubleStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            private long left = maxSize;

            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            public double nextDouble() {
                if (left <= 0) {
                    throw new NoSuchElementException();
                }
                left--;
                return it.nextDouble();
            }
        });
    }

    public DoubleStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfDouble it = take();
        return next(new PrimitiveIterator.OfDouble() {
            private long toSkip = n;

            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextDouble();
                    toSkip--;
                }
                return it.hasNext();
            }

            public double nextDouble() {
                hasNext();
                return it.nextDouble();
            }
        });
    }

    public DoubleStream takeWhile(final DoublePredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble it = take();
        return next(new Look() {
            private boolean stop;

            boolean advance() {
                if (stop || !it.hasNext()) {
                    return false;
                }
                double v = it.nextDouble();
                if (!predicate.test(v)) {
                    stop = true;
                    return false;
                }
                set(v);
                return true;
            }
        });
    }

    public DoubleStream dropWhile(final DoublePredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfDouble it = take();
        return next(new Look() {
            private boolean dropping = true;

            boolean advance() {
                while (it.hasNext()) {
                    double v = it.nextDouble();
                    if (dropping && predicate.test(v)) {
                        continue;
                    }
                    dropping = false;
                    set(v);
                    return true;
                }
                return false;
            }
        });
    }

    public void forEach(DoubleConsumer action) {
        java.util.Objects.requireNonNull(action);
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            action.accept(it.nextDouble());
        }
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        return drain(take());
    }

    public double reduce(double identity, DoubleBinaryOperator op) {
        PrimitiveIterator.OfDouble it = take();
        double r = identity;
        while (it.hasNext()) {
            r = op.applyAsDouble(r, it.nextDouble());
        }
        return r;
    }

    public OptionalDouble reduce(DoubleBinaryOperator op) {
        java.util.Objects.requireNonNull(op);
        PrimitiveIterator.OfDouble it = take();
        if (!it.hasNext()) {
            return OptionalDouble.empty();
        }
        double r = it.nextDouble();
        while (it.hasNext()) {
            r = op.applyAsDouble(r, it.nextDouble());
        }
        return OptionalDouble.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfDouble it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextDouble());
        }
        return r;
    }

    /* Kahan-compensated summation, as the JDK documents for double streams. */
    static final class Summer {
        double sum, comp, simple;
        long count;

        void add(double v) {
            double y = v - comp;
            double t = sum + y;
            comp = (t - sum) - y;
            sum = t;
            simple += v;
            count++;
        }

        double result() {
            double tmp = sum + comp;
            if (Double.isNaN(tmp) && Double.isInfinite(simple)) {
                return simple;
            }
            return tmp;
        }
    }

    public double sum() {
        PrimitiveIterator.OfDouble it = take();
        Summer s = new Summer();
        while (it.hasNext()) {
            s.add(it.nextDouble());
        }
        return s.result();
    }

    public OptionalDouble average() {
        PrimitiveIterator.OfDouble it = take();
        Summer s = new Summer();
        while (it.hasNext()) {
            s.add(it.nextDouble());
        }
        return s.count == 0 ? OptionalDouble.empty() : OptionalDouble.of(s.result() / s.count);
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        PrimitiveIterator.OfDouble it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextDouble();
            n++;
        }
        return n;
    }

    public DoubleSummaryStatistics summaryStatistics() {
        PrimitiveIterator.OfDouble it = take();
        DoubleSummaryStatistics st = new DoubleSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.nextDouble());
        }
        return st;
    }

    public boolean anyMatch(DoublePredicate predicate) {
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextDouble())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(DoublePredicate predicate) {
        PrimitiveIterator.OfDouble it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextDouble())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalDouble findFirst() {
        PrimitiveIterator.OfDouble it = take();
        return it.hasNext() ? OptionalDouble.of(it.nextDouble()) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfDouble iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public DoubleStream sequential() {
        shared.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        shared.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        java.util.Objects.requireNonNull(closeHandler);
        if (shared.onClose == null) {
            shared.onClose = new java.util.ArrayList<Runnable>();
        }
        shared.onClose.add(closeHandler);
        return this;
    }

    public void close() {
        shared.close();
    }
}
