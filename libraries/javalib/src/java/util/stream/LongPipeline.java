package java.util.stream;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.LongSummaryStatistics;
import java.util.function.*;

/**
 * The LongStream implementation: a pull pipeline over a PrimitiveIterator.OfLong,
 * with the same one-use and laziness rules as RefStream (generated from one
 * template for int, long and double).
 */
final class LongPipeline implements LongStream {
    private final PrimitiveIterator.OfLong source;
    final RefStream.Shared shared;
    private boolean used;

    LongPipeline(PrimitiveIterator.OfLong source, RefStream.Shared shared) {
        this.source = source;
        this.shared = shared;
    }

    static LongStream ofArray(final long[] a, final int from, final int to) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private int i = from;

            public boolean hasNext() {
                return i < to;
            }

            public long nextLong() {
                if (i >= to) {
                    throw new NoSuchElementException();
                }
                return a[i++];
            }
        }, new RefStream.Shared());
    }

    static LongStream range(final long from, final long to, final boolean closed) {
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long next = from;
            private boolean done = closed ? from > to : from >= to;

            public boolean hasNext() {
                return !done;
            }

            public long nextLong() {
                if (done) {
                    throw new NoSuchElementException();
                }
                long v = next;
                if (closed ? v == to : v + 1 >= to) {
                    done = true;
                } else {
                    next = v + 1;
                }
                return v;
            }
        }, new RefStream.Shared());
    }

    PrimitiveIterator.OfLong take() {
        if (used || shared.closed) {
            throw new IllegalStateException(RefStream.USED);
        }
        used = true;
        return source;
    }

    private LongStream next(PrimitiveIterator.OfLong it) {
        return new LongPipeline(it, shared);
    }

    /** Computes the next value on demand. */
    abstract static class Look implements PrimitiveIterator.OfLong {
        private long pending;
        private boolean ready, done;

        abstract boolean advance();

        final void set(long v) {
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

        public final long nextLong() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            return pending;
        }
    }

    public LongStream filter(final LongPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong it = take();
        return next(new Look() {
            boolean advance() {
                while (it.hasNext()) {
                    long v = it.nextLong();
                    if (predicate.test(v)) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public LongStream map(final LongUnaryOperator mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(it.nextLong());
            }
        });
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return new RefStream<U>(new Iterator<U>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public U next() {
                return mapper.apply(it.nextLong());
            }
        }, shared);
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(it.nextLong());
            }
        }, shared);
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(it.nextLong());
            }
        }, shared);
    }

    public DoubleStream asDoubleStream() {
        final PrimitiveIterator.OfLong it = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.nextLong();
            }
        }, shared);
    }

    public Stream<Long> boxed() {
        final PrimitiveIterator.OfLong it = take();
        return new RefStream<Long>(new Iterator<Long>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public Long next() {
                return Long.valueOf(it.nextLong());
            }
        }, shared);
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        java.util.Objects.requireNonNull(mapper);
        final PrimitiveIterator.OfLong it = take();
        return next(new Look() {
            private PrimitiveIterator.OfLong inner;

            boolean advance() {
                for (;;) {
                    if (inner != null && inner.hasNext()) {
                        set(inner.nextLong());
                        return true;
                    }
                    inner = null;
                    if (!it.hasNext()) {
                        return false;
                    }
                    LongStream s = mapper.apply(it.nextLong());
                    if (s != null) {
                        inner = s.iterator();
                    }
                }
            }
        });
    }

    public LongStream distinct() {
        final PrimitiveIterator.OfLong it = take();
        return next(new Look() {
            private final java.util.HashSet<Long> seen = new java.util.HashSet<Long>();

            boolean advance() {
                while (it.hasNext()) {
                    long v = it.nextLong();
                    if (seen.add(Long.valueOf(v))) {
                        set(v);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public LongStream sorted() {
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            private long[] arr;
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

            public long nextLong() {
                fill();
                if (i >= arr.length) {
                    throw new NoSuchElementException();
                }
                return arr[i++];
            }
        });
    }

    static long[] drain(PrimitiveIterator.OfLong it) {
        long[] a = new long[16];
        int n = 0;
        while (it.hasNext()) {
            if (n == a.length) {
                a = Arrays.copyOf(a, n * 2);
            }
            a[n++] = it.nextLong();
        }
        return Arrays.copyOf(a, n);
    }

    public LongStream peek(final LongConsumer action) {
        java.util.Objects.requireNonNull(action);
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                long v = it.nextLong();
                action.accept(v);
                return v;
            }
        });
    }

    public LongStream limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            private long left = maxSize;

            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            public long nextLong() {
                if (left <= 0) {
                    throw new NoSuchElementException();
                }
                left--;
                return it.nextLong();
            }
        });
    }

    public LongStream skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final PrimitiveIterator.OfLong it = take();
        return next(new PrimitiveIterator.OfLong() {
            private long toSkip = n;

            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.nextLong();
                    toSkip--;
                }
                return it.hasNext();
            }

            public long nextLong() {
                hasNext();
                return it.nextLong();
            }
        });
    }

    public LongStream takeWhile(final LongPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong it = take();
        return next(new Look() {
            private boolean stop;

            boolean advance() {
                if (stop || !it.hasNext()) {
                    return false;
                }
                long v = it.nextLong();
                if (!predicate.test(v)) {
                    stop = true;
                    return false;
                }
                set(v);
                return true;
            }
        });
    }

    public LongStream dropWhile(final LongPredicate predicate) {
        java.util.Objects.requireNonNull(predicate);
        final PrimitiveIterator.OfLong it = take();
        return next(new Look() {
            private boolean dropping = true;

            boolean advance() {
                while (it.hasNext()) {
                    long v = it.nextLong();
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

    public void forEach(LongConsumer action) {
        java.util.Objects.requireNonNull(action);
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            action.accept(it.nextLong());
        }
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        return drain(take());
    }

    public long reduce(long identity, LongBinaryOperator op) {
        PrimitiveIterator.OfLong it = take();
        long r = identity;
        while (it.hasNext()) {
            r = op.applyAsLong(r, it.nextLong());
        }
        return r;
    }

    public OptionalLong reduce(LongBinaryOperator op) {
        java.util.Objects.requireNonNull(op);
        PrimitiveIterator.OfLong it = take();
        if (!it.hasNext()) {
            return OptionalLong.empty();
        }
        long r = it.nextLong();
        while (it.hasNext()) {
            r = op.applyAsLong(r, it.nextLong());
        }
        return OptionalLong.of(r);
    }

    public <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        PrimitiveIterator.OfLong it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.nextLong());
        }
        return r;
    }

    public long sum() {
        PrimitiveIterator.OfLong it = take();
        long s = 0;
        while (it.hasNext()) {
            s += it.nextLong();
        }
        return s;
    }

    public OptionalDouble average() {
        PrimitiveIterator.OfLong it = take();
        long s = 0, n = 0;
        while (it.hasNext()) {
            s += it.nextLong();
            n++;
        }
        return n == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) s / n);
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        PrimitiveIterator.OfLong it = take();
        long n = 0;
        while (it.hasNext()) {
            it.nextLong();
            n++;
        }
        return n;
    }

    public LongSummaryStatistics summaryStatistics() {
        PrimitiveIterator.OfLong it = take();
        LongSummaryStatistics st = new LongSummaryStatistics();
        while (it.hasNext()) {
            st.accept(it.nextLong());
        }
        return st;
    }

    public boolean anyMatch(LongPredicate predicate) {
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (predicate.test(it.nextLong())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(LongPredicate predicate) {
        PrimitiveIterator.OfLong it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.nextLong())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(LongPredicate predicate) {
        return !anyMatch(predicate);
    }

    public OptionalLong findFirst() {
        PrimitiveIterator.OfLong it = take();
        return it.hasNext() ? OptionalLong.of(it.nextLong()) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfLong iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public LongStream sequential() {
        shared.parallel = false;
        return this;
    }

    public LongStream parallel() {
        shared.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
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
