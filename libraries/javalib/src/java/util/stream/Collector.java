package java.util.stream;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Supplier;

/** A mutable reduction: supplier, accumulator, combiner, finisher. */
public interface Collector<T, A, R> {
    Supplier<A> supplier();

    BiConsumer<A, T> accumulator();

    BinaryOperator<A> combiner();

    Function<A, R> finisher();

    Set<Characteristics> characteristics();

    /** Properties of a Collector. */
    enum Characteristics {
        CONCURRENT,
        UNORDERED,
        IDENTITY_FINISH
    }

    static <T, R> Collector<T, R, R> of(Supplier<R> supplier, BiConsumer<R, T> accumulator, BinaryOperator<R> combiner,
                                        Characteristics... characteristics) {
        java.util.Objects.requireNonNull(supplier);
        java.util.Objects.requireNonNull(accumulator);
        java.util.Objects.requireNonNull(combiner);
        HashSet<Characteristics> cs = new HashSet<Characteristics>();
        cs.add(Characteristics.IDENTITY_FINISH);
        for (Characteristics c : characteristics) {
            cs.add(c);
        }
        return new Collectors.Impl<T, R, R>(supplier, accumulator, combiner, Collectors.<R, R>castingIdentity(),
                                            Collections.unmodifiableSet(cs));
    }

    static <T, A, R> Collector<T, A, R> of(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner,
                                           Function<A, R> finisher, Characteristics... characteristics) {
        java.util.Objects.requireNonNull(supplier);
        java.util.Objects.requireNonNull(accumulator);
        java.util.Objects.requireNonNull(combiner);
        java.util.Objects.requireNonNull(finisher);
        HashSet<Characteristics> cs = new HashSet<Characteristics>();
        for (Characteristics c : characteristics) {
            cs.add(c);
        }
        return new Collectors.Impl<T, A, R>(supplier, accumulator, combiner, finisher, Collections.unmodifiableSet(cs));
    }
}
