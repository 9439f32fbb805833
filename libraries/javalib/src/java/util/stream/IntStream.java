package java.util.stream;

import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.IntSummaryStatistics;
import java.util.function.*;

/** A sequence of int values supporting sequential aggregate operations (see IntPipeline). */
public interface IntStream extends BaseStream<Integer, IntStream> {
    IntStream filter(IntPredicate predicate);

    IntStream map(IntUnaryOperator mapper);

    <U> Stream<U> mapToObj(IntFunction<? extends U> mapper);

    LongStream mapToLong(IntToLongFunction mapper);

    DoubleStream mapToDouble(IntToDoubleFunction mapper);

    LongStream asLongStream();

    DoubleStream asDoubleStream();

    Stream<Integer> boxed();

    IntStream flatMap(IntFunction<? extends IntStream> mapper);

    IntStream distinct();

    IntStream sorted();

    IntStream peek(IntConsumer action);

    IntStream limit(long maxSize);

    IntStream skip(long n);

    IntStream takeWhile(IntPredicate predicate);

    IntStream dropWhile(IntPredicate predicate);

    void forEach(IntConsumer action);

    void forEachOrdered(IntConsumer action);

    int[] toArray();

    int reduce(int identity, IntBinaryOperator op);

    OptionalInt reduce(IntBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner);

    int sum();

    OptionalInt min();

    OptionalInt max();

    long count();

    OptionalDouble average();

    IntSummaryStatistics summaryStatistics();

    boolean anyMatch(IntPredicate predicate);

    boolean allMatch(IntPredicate predicate);

    boolean noneMatch(IntPredicate predicate);

    OptionalInt findFirst();

    OptionalInt findAny();

    PrimitiveIterator.OfInt iterator();

    static IntStream empty() {
        return IntPipeline.ofArray(new int[0], 0, 0);
    }

    static IntStream of(int t) {
        return IntPipeline.ofArray(new int[] {t}, 0, 1);
    }

    static IntStream of(int... values) {
        return IntPipeline.ofArray(values, 0, values.length);
    }

    static IntStream iterate(final int seed, final IntUnaryOperator f) {
        java.util.Objects.requireNonNull(f);
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int cur = seed;
            private boolean started;

            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                if (started) {
                    cur = f.applyAsInt(cur);
                }
                started = true;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static IntStream iterate(final int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        java.util.Objects.requireNonNull(next);
        java.util.Objects.requireNonNull(hasNext);
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private int cur;
            private boolean started, finished, ready;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                int t = started ? next.applyAsInt(cur) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                cur = t;
                ready = true;
                return true;
            }

            public int nextInt() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static IntStream generate(final IntSupplier s) {
        java.util.Objects.requireNonNull(s);
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return true;
            }

            public int nextInt() {
                return s.getAsInt();
            }
        }, new RefStream.Shared());
    }

    static IntStream concat(IntStream a, IntStream b) {
        final PrimitiveIterator.OfInt ia = a.iterator();
        final PrimitiveIterator.OfInt ib = b.iterator();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return ia.hasNext() || ib.hasNext();
            }

            public int nextInt() {
                return ia.hasNext() ? ia.nextInt() : ib.nextInt();
            }
        }, new RefStream.Shared());
    }

    static IntStream range(int startInclusive, int endExclusive) {
        return IntPipeline.range(startInclusive, endExclusive, false);
    }

    static IntStream rangeClosed(int startInclusive, int endInclusive) {
        return IntPipeline.range(startInclusive, endInclusive, true);
    }
}
