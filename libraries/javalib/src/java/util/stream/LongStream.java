package java.util.stream;

import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.LongSummaryStatistics;
import java.util.function.*;

/** A sequence of long values supporting sequential aggregate operations (see LongPipeline). */
public interface LongStream extends BaseStream<Long, LongStream> {
    LongStream filter(LongPredicate predicate);

    LongStream map(LongUnaryOperator mapper);

    <U> Stream<U> mapToObj(LongFunction<? extends U> mapper);

    IntStream mapToInt(LongToIntFunction mapper);

    DoubleStream mapToDouble(LongToDoubleFunction mapper);

    DoubleStream asDoubleStream();

    Stream<Long> boxed();

    LongStream flatMap(LongFunction<? extends LongStream> mapper);

    LongStream distinct();

    LongStream sorted();

    LongStream peek(LongConsumer action);

    LongStream limit(long maxSize);

    LongStream skip(long n);

    LongStream takeWhile(LongPredicate predicate);

    LongStream dropWhile(LongPredicate predicate);

    void forEach(LongConsumer action);

    void forEachOrdered(LongConsumer action);

    long[] toArray();

    long reduce(long identity, LongBinaryOperator op);

    OptionalLong reduce(LongBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner);

    long sum();

    OptionalLong min();

    OptionalLong max();

    long count();

    OptionalDouble average();

    LongSummaryStatistics summaryStatistics();

    boolean anyMatch(LongPredicate predicate);

    boolean allMatch(LongPredicate predicate);

    boolean noneMatch(LongPredicate predicate);

    OptionalLong findFirst();

    OptionalLong findAny();

    PrimitiveIterator.OfLong iterator();

    static LongStream empty() {
        return LongPipeline.ofArray(new long[0], 0, 0);
    }

    static LongStream of(long t) {
        return LongPipeline.ofArray(new long[] {t}, 0, 1);
    }

    static LongStream of(long... values) {
        return LongPipeline.ofArray(values, 0, values.length);
    }

    static LongStream iterate(final long seed, final LongUnaryOperator f) {
        java.util.Objects.requireNonNull(f);
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long cur = seed;
            private boolean started;

            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                if (started) {
                    cur = f.applyAsLong(cur);
                }
                started = true;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static LongStream iterate(final long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        java.util.Objects.requireNonNull(next);
        java.util.Objects.requireNonNull(hasNext);
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            private long cur;
            private boolean started, finished, ready;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                long t = started ? next.applyAsLong(cur) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                cur = t;
                ready = true;
                return true;
            }

            public long nextLong() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static LongStream generate(final LongSupplier s) {
        java.util.Objects.requireNonNull(s);
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return true;
            }

            public long nextLong() {
                return s.getAsLong();
            }
        }, new RefStream.Shared());
    }

    static LongStream concat(LongStream a, LongStream b) {
        final PrimitiveIterator.OfLong ia = a.iterator();
        final PrimitiveIterator.OfLong ib = b.iterator();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return ia.hasNext() || ib.hasNext();
            }

            public long nextLong() {
                return ia.hasNext() ? ia.nextLong() : ib.nextLong();
            }
        }, new RefStream.Shared());
    }

    static LongStream range(long startInclusive, long endExclusive) {
        return LongPipeline.range(startInclusive, endExclusive, false);
    }

    static LongStream rangeClosed(long startInclusive, long endInclusive) {
        return LongPipeline.range(startInclusive, endInclusive, true);
    }
}
