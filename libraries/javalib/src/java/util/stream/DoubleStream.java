package java.util.stream;

import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.DoubleSummaryStatistics;
import java.util.function.*;

/** A sequence of double values supporting sequential aggregate operations (see DoublePipeline). */
public interface DoubleStream extends BaseStream<Double, DoubleStream> {
    DoubleStream filter(DoublePredicate predicate);

    DoubleStream map(DoubleUnaryOperator mapper);

    <U> Stream<U> mapToObj(DoubleFunction<? extends U> mapper);

    IntStream mapToInt(DoubleToIntFunction mapper);

    LongStream mapToLong(DoubleToLongFunction mapper);

    Stream<Double> boxed();

    DoubleStream flatMap(DoubleFunction<? extends DoubleStream> mapper);

    DoubleStream distinct();

    DoubleStream sorted();

    DoubleStream peek(DoubleConsumer action);

    DoubleStream limit(long maxSize);

    DoubleStream skip(long n);

    DoubleStream takeWhile(DoublePredicate predicate);

    DoubleStream dropWhile(DoublePredicate predicate);

    void forEach(DoubleConsumer action);

    void forEachOrdered(DoubleConsumer action);

    double[] toArray();

    double reduce(double identity, DoubleBinaryOperator op);

    OptionalDouble reduce(DoubleBinaryOperator op);

    <R> R collect(Supplier<R> supplier, ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner);

    double sum();

    OptionalDouble min();

    OptionalDouble max();

    long count();

    OptionalDouble average();

    DoubleSummaryStatistics summaryStatistics();

    boolean anyMatch(DoublePredicate predicate);

    boolean allMatch(DoublePredicate predicate);

    boolean noneMatch(DoublePredicate predicate);

    OptionalDouble findFirst();

    OptionalDouble findAny();

    PrimitiveIterator.OfDouble iterator();

    static DoubleStream empty() {
        return DoublePipeline.ofArray(new double[0], 0, 0);
    }

    static DoubleStream of(double t) {
        return DoublePipeline.ofArray(new double[] {t}, 0, 1);
    }

    static DoubleStream of(double... values) {
        return DoublePipeline.ofArray(values, 0, values.length);
    }

    static DoubleStream iterate(final double seed, final DoubleUnaryOperator f) {
        java.util.Objects.requireNonNull(f);
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private double cur = seed;
            private boolean started;

            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                if (started) {
                    cur = f.applyAsDouble(cur);
                }
                started = true;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static DoubleStream iterate(final double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        java.util.Objects.requireNonNull(next);
        java.util.Objects.requireNonNull(hasNext);
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            private double cur;
            private boolean started, finished, ready;

            public boolean hasNext() {
                if (ready) {
                    return true;
                }
                if (finished) {
                    return false;
                }
                double t = started ? next.applyAsDouble(cur) : seed;
                started = true;
                if (!hasNext.test(t)) {
                    finished = true;
                    return false;
                }
                cur = t;
                ready = true;
                return true;
            }

            public double nextDouble() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                ready = false;
                return cur;
            }
        }, new RefStream.Shared());
    }

    static DoubleStream generate(final DoubleSupplier s) {
        java.util.Objects.requireNonNull(s);
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return true;
            }

            public double nextDouble() {
                return s.getAsDouble();
            }
        }, new RefStream.Shared());
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        final PrimitiveIterator.OfDouble ia = a.iterator();
        final PrimitiveIterator.OfDouble ib = b.iterator();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return ia.hasNext() || ib.hasNext();
            }

            public double nextDouble() {
                return ia.hasNext() ? ia.nextDouble() : ib.nextDouble();
            }
        }, new RefStream.Shared());
    }
}
