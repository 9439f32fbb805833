package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.IntSummaryStatistics;
import java.util.function.*;

/**
 * The IntStream implementation: a pull pipeline over a PrimitiveIterator.OfInt,
 * with the same one-use and laziness rules as RefStream (generated from one
 * template for int, long and double).
 */
final class IntPipeline implements IntStream {
    private final PrimitiveIterator.OfInt source;
    final RefStream.Shared shared;
    private boolean used;

    IntPipeline(PrimitiveIterator.OfInt source, RefStream.Shared shared) {
        this.source = source;
        this.shared = shared;
    }

    static IntStream ofArray(final int[] a, final int from, final int to) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public int nextInt() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, new RefStream.Shared());
    }

    static IntStream range(final int from, final int to, final boolean closed) {
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int next = from;
            private boolean done = closed ? from > to : from >= to;

            public boolean hasNext() {
                return !done;
            }

            public int nextInt() {
                if (done) {
                    throw new NoSuchElementException();
                }
                int v = next;
                if (closed ? v == to : v + 1 >= to) {
                    done = true;
                } else {
                    next = v + 1;
                }
                return v;
            }
        }, new RefStream.Shared());
    }

    PrimitiveIterator.OfInt take() {
        if (used || shared.closed) {
            throw new IllegalStateException(RefStream.USED);
        }
        used = true;
        return source;
    }

    private IntStream next(PrimitiveIterator.OfInt it) {
        return new IntPipeline(it, shared);
    }

    /** Computes the next value on demand. */
    abstract static class Look implements PrimitiveIterator.OfInt {
        private int pending;
        private boolean ready, done;

        abstract boolean advance();

        final void set(int v) {
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

        public final int nextInt() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return pending;
        }
    }

    public IntStream filter(final IntPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt it = take();
        return next(new Look() {
            boolean advance() {
                while (it.hasNext()) {
                    int v = it.nextInt();
                    if (predicate.test(v)) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public IntStream map(final IntUnaryOperator mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(it.nextInt());
            }
        });
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return new RefStream<U>(new Iterator<U>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public U next() {
                return mapper.apply(it.nextInt());
            }
        }, shared);
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(it.nextInt());
            }
        }, shared);
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(it.nextInt());
            }
        }, shared);
    }

    public LongStream asLongStream() {
        final PrimitiveIterator.OfInt it = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return it.nextInt();
            }
        }, shared);
    }

    public DoubleStream asDoubleStream() {
        final PrimitiveIterator.OfInt it = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.nextInt();
            }
        }, shared);
    }

    public Stream<Integer> boxed() {
        final PrimitiveIterator.OfInt it = take();
        return new RefStream<Integer>(new Iterator<Integer>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public Integer next() {
                return Integer.valueOf(it.nextInt());
            }
        }, shared);
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfInt it = take();
        return next(new Look() {
            private PrimitiveIterator.OfInt inner;

            boolean advance() {
                for (;;) {
                    if (inner != null && inner.hasNext()) {
                        set(inner.nextInt());
                        return true;
                    }
                    inner = null;
                    if (!it.hasNext()) {
                        return false;
                    }
                    IntStream s = mapper.apply(it.nextInt());
                    if (s != null) {
                        inner = s.iterator();
                    }
                }
            }
        });
    }

    public IntStream distinct() {
        final PrimitiveIterator.OfInt it = take();
        return next(new Look() {
            private final java.util.HashSet<Integer> seen = new java.util.HashSet<Integer>();

            boolean advance() {
                while (it.hasNext()) {
                    int v = it.nextInt();
                    if (seen.add(Integer.valueOf(v))) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public IntStream sorted() {
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            private int[] arr;
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

            public int nextInt() {
                fill();
                if (i >= arr.length) {
                    throw new NoSuchElementException();
                }
                return arr[i++];
            }
        });
    }

    static int[] drain(PrimitiveIterator.OfInt it) {
        int[] a = new int[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.nextInt();
        }
        return Arrays.copyOf(a, n);
    }

    public IntStream peek(final IntConsumer action) {
        java.util.Objects.requireNonNull(action);
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                int v = it.nextInt();
                action.accept(v);
                return v;
            }
        });
    }

    public IntStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            private long left = maxSize;

            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            public int nextInt() {
                if (left <= 0) {
                    throw new NoSuchElementException();
                }
                left--;
                return it.nextInt();
            }
        });
    }

    public IntStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfInt it = take();
        return next(new PrimitiveIterator.OfInt() {
            private long toSkip = n;

            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextInt();
                    toSkip--;
                }
                return it.hasNext();
            }

            public int nextInt() {
                hasNext();
                return it.nextInt();
            }
        });
    }

    public IntStream takeWhile(final IntPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt it = take();
        return next(new Look() {
            private boolean stop;

            boolean advance() {
                if (stop || !it.hasNext()) {
                    return false;
                }
                int v = it.nextInt();
                if (!predicate.test(v)) {
                    stop = true;
                    return false;
                }
                set(v);
                return true;
            }
        });
    }

    public IntStream dropWhile(final IntPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfInt it = take();
        return next(new Look() {
            private boolean dropping = true;

            boolean advance() {
                while (it.hasNext()) {
                    int v = it.nextInt();
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

    public void forEach(IntConsumer action) {
        java.util.Objects.requireNonNull(action);
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            action.accept(it.nextInt());
        }
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        return drain(take());
    }

    public int reduce(int identity, IntBinaryOperator op) {
        PrimitiveIterator.OfInt it = take();
        int r = identity;
        while (it.hasNext()) {
            r = op.applyAsInt(r, it.nextInt());
        }
        return r;
    }

    public OptionalInt reduce(IntBinaryOperator op) {
        java.util.Objects.requireNonNull(op);
        PrimitiveIterator.OfInt it = take();
        if (!it.hasNext()) {
            return OptionalInt.empty();
        }
        int r = it.nextInt();
        while (it.hasNext()) {
            r = op.applyAsInt(r, it.nextInt());
        }
        return OptionalInt.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfInt it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextInt());
        }
        return r;
    }

    public int sum() {
        PrimitiveIterator.OfInt it = take();
        int s = 0;
        while (it.hasNext()) {
            s += it.nextInt();
        }
        return s;
    }

    public OptionalDouble average() {
        PrimitiveIterator.OfInt it = take();
        long s = 0, n = 0;
        while (it.hasNext()) {
            s += it.nextInt();
            n++;
        }
        return n == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) s / n);
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        PrimitiveIterator.OfInt it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextInt();
            n++;
        }
        return n;
    }

    public IntSummaryStatistics summaryStatistics() {
        PrimitiveIterator.OfInt it = take();
        IntSummaryStatistics st = new IntSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.nextInt());
        }
        return st;
    }

    public boolean anyMatch(IntPredicate predicate) {
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextInt())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(IntPredicate predicate) {
        PrimitiveIterator.OfInt it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextInt())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(IntPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalInt findFirst() {
        PrimitiveIterator.OfInt it = take();
        return it.hasNext() ? OptionalInt.of(it.nextInt()) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfInt iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public IntStream sequential() {
        shared.parallel = false;
        return this;
    }

    public IntStream parallel() {
        shared.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
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
