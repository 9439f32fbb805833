package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.PrimitiveIterator;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The Stream implementation: a pull pipeline.  Each stage owns an Iterator
 * over its elements, built lazily from the previous stage's iterator, so
 * infinite sources with limit() work and short-circuiting operations stop
 * pulling early.  A stage may be used once: a second intermediate or
 * terminal operation on it throws IllegalStateException, as in the JDK.
 * Streams are always sequential; parallel() only records the flag.
 * Close handlers are shared by all stages of one pipeline.
 */
final class RefStream<T> implements Stream<T> {
    static final String USED = "stream has already been operated upon or closed";

    /** Close handlers and the parallel flag of one pipeline. */
    static final class Shared {
        List<Runnable> onClose;
        boolean parallel;
        boolean closed;

        void close() {
            if (closed) {
                return;
            }
            closed = true;
            if (onClose != null) {
                RuntimeException first = null;
                for (Runnable r : onClose) {
                    try {
                        r.run();
                    } catch (RuntimeException e) {
                        if (first == null) {
                            first = e;
                        } else if (first != e) {
                            first.addSuppressed(e);
                        }
                    }
                }
                if (first != null) {
                    throw first;
                }
            }
        }
    }

    private final Iterator<T> source;
    final Shared shared;
    private boolean used;

    RefStream(Iterator<T> source) {
        this(source, new Shared());
    }

    RefStream(Iterator<T> source, Shared shared) {
        this.source = source;
        this.shared = shared;
    }

    /* Take this stage's iterator, marking the stage used. */
    Iterator<T> take() {
        if (used || shared.closed) {
            throw new IllegalStateException(USED);
        }
        used = true;
        return source;
    }

    private <R> RefStream<R> next(Iterator<R> it) {
        return new RefStream<R>(it, shared);
    }

    /** An iterator computing its next element on demand. */
    abstract static class Lookahead<E> implements Iterator<E> {
        private E pending;
        private boolean ready, done;

        /* Store the next element with set() and return true, or return false at the end. */
        abstract boolean advance();

        final void set(E e) {
            pending = e;
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

        public final E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ready = false;
            E e = pending;
            pending = null;
            return e;
        }
    }

    /* ------------------------------------------------------ intermediate */

    public Stream<T> filter(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> it = take();
        return next(new Lookahead<T>() {
            boolean advance() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (predicate.test(t)) {
                        set(t);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public <R> Stream<R> map(final Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return next(new Iterator<R>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public R next() {
                return mapper.apply(it.next());
            }
        });
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return mapper.applyAsInt(it.next());
            }
        }, shared);
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return new LongPipeline(new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return mapper.applyAsLong(it.next());
            }
        }, shared);
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return new DoublePipeline(new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return mapper.applyAsDouble(it.next());
            }
        }, shared);
    }

    public <R> Stream<R> flatMap(final Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return next(new Lookahead<R>() {
            private Iterator<? extends R> inner;
            private Stream<? extends R> innerStream;

            boolean advance() {
                for (;;) {
                    if (inner != null && inner.hasNext()) {
                        set(inner.next());
                        return true;
                    }
                    if (innerStream != null) {
                        innerStream.close();
                        innerStream = null;
                    }
                    inner = null;
                    if (!it.hasNext()) {
                        return false;
                    }
                    innerStream = mapper.apply(it.next());
                    if (innerStream != null) {
                        inner = innerStream.iterator();
                    }
                }
            }
        });
    }

    public IntStream flatMapToInt(final Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        final Iterator<T> it = take();
        return new IntPipeline(new PrimitiveIterator.OfInt() {
            private PrimitiveIterator.OfInt inner;

            public boolean hasNext() {
                for (;;) {
                    if (inner != null && inner.hasNext()) {
                        return true;
                    }
                    inner = null;
                    if (!it.hasNext()) {
                        return false;
                    }
                    IntStream s = mapper.apply(it.next());
                    if (s != null) {
                        inner = s.iterator();
                    }
                }
            }

            public int nextInt() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return inner.nextInt();
            }
        }, shared);
    }

    public Stream<T> distinct() {
        final Iterator<T> it = take();
        return next(new Lookahead<T>() {
            private final HashSet<T> seen = new HashSet<T>();

            boolean advance() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (seen.add(t)) {
                        set(t);
                        return true;
                    }
                }
                return false;
            }
        });
    }

    public Stream<T> sorted() {
        return sorted(null);
    }

    public Stream<T> sorted(final Comparator<? super T> comparator) {
        final Iterator<T> it = take();
        return next(new Iterator<T>() {
            private Iterator<T> sortedIt;

            private Iterator<T> get() {
                if (sortedIt == null) {
                    ArrayList<T> all = new ArrayList<T>();
                    while (it.hasNext()) {
                        all.add(it.next());
                    }
                    if (comparator == null) {
                        for (T t : all) {
                            if (!(t instanceof Comparable)) {
                                throw new ClassCastException(t.getClass().getName()
                                    + " cannot be cast to class java.lang.Comparable");
                            }
                        }
                    }
                    @SuppressWarnings("unchecked")
                    T[] arr = (T[]) all.toArray();
                    Arrays.sort(arr, comparator);
                    sortedIt = Arrays.asList(arr).iterator();
                }
                return sortedIt;
            }

            public boolean hasNext() {
                return get().hasNext();
            }

            public T next() {
                return get().next();
            }
        });
    }

    public Stream<T> peek(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        final Iterator<T> it = take();
        return next(new Iterator<T>() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public T next() {
                T t = it.next();
                action.accept(t);
                return t;
            }
        });
    }

    public Stream<T> limit(final long maxSize) {
        if (maxSize < 0) {
            throw new IllegalArgumentException(Long.toString(maxSize));
        }
        final Iterator<T> it = take();
        return next(new Iterator<T>() {
            private long left = maxSize;

            public boolean hasNext() {
                return left > 0 && it.hasNext();
            }

            public T next() {
                if (left <= 0) {
                    throw new NoSuchElementException();
                }
                left--;
                return it.next();
            }
        });
    }

    public Stream<T> skip(final long n) {
        if (n < 0) {
            throw new IllegalArgumentException(Long.toString(n));
        }
        final Iterator<T> it = take();
        return next(new Iterator<T>() {
            private long toSkip = n;

            public boolean hasNext() {
                while (toSkip > 0 && it.hasNext()) {
                    it.next();
                    toSkip--;
                }
                return it.hasNext();
            }

            public T next() {
                hasNext();
                return it.next();
            }
        });
    }

    public Stream<T> takeWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> it = take();
        return next(new Lookahead<T>() {
            private boolean stop;

            boolean advance() {
                if (stop || !it.hasNext()) {
                    return false;
                }
                T t = it.next();
                if (!predicate.test(t)) {
                    stop = true;
                    return false;
                }
                set(t);
                return true;
            }
        });
    }

    public Stream<T> dropWhile(final Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        final Iterator<T> it = take();
        return next(new Lookahead<T>() {
            private boolean dropping = true;

            boolean advance() {
                while (it.hasNext()) {
                    T t = it.next();
                    if (dropping && predicate.test(t)) {
                        continue;
                    }
                    dropping = false;
                    set(t);
                    return true;
                }
                return false;
            }
        });
    }

    /* -------------------------------------------------------- terminal */

    public void forEach(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Iterator<T> it = take();
        while (it.hasNext()) {
            action.accept(it.next());
        }
    }

    public void forEachOrdered(Consumer<? super T> action) {
        forEach(action);
    }

    public Object[] toArray() {
        Iterator<T> it = take();
        ArrayList<T> all = new ArrayList<T>();
        while (it.hasNext()) {
            all.add(it.next());
        }
        return all.toArray();
    }

    public <A> A[] toArray(IntFunction<A[]> generator) {
        Object[] all = toArray();
        A[] out = generator.apply(all.length);
        if (out.length != all.length) {
            throw new IllegalStateException("Begin size " + all.length + " is not equal to fixed size " + out.length);
        }
        System.arraycopy(all, 0, out, 0, all.length);
        return out;
    }

    public T reduce(T identity, BinaryOperator<T> accumulator) {
        Iterator<T> it = take();
        T r = identity;
        while (it.hasNext()) {
            r = accumulator.apply(r, it.next());
        }
        return r;
    }

    public Optional<T> reduce(BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Iterator<T> it = take();
        if (!it.hasNext()) {
            return Optional.empty();
        }
        T r = it.next();
        while (it.hasNext()) {
            r = accumulator.apply(r, it.next());
        }
        return Optional.of(r);
    }

    public <U> U reduce(U identity, BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(combiner);
        Iterator<T> it = take();
        U r = identity;
        while (it.hasNext()) {
            r = accumulator.apply(r, it.next());
        }
        return r;
    }

    public <R> R collect(Supplier<R> supplier, BiConsumer<R, ? super T> accumulator, BiConsumer<R, R> combiner) {
        Iterator<T> it = take();
        R r = supplier.get();
        while (it.hasNext()) {
            accumulator.accept(r, it.next());
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(Collector<? super T, A, R> collector) {
        Iterator<T> it = take();
        A container = collector.supplier().get();
        BiConsumer<A, ? super T> acc = collector.accumulator();
        while (it.hasNext()) {
            acc.accept(container, it.next());
        }
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) container;
        }
        return collector.finisher().apply(container);
    }

    @SuppressWarnings("unchecked")
    public List<T> toList() {
        return (List<T>) java.util.Collections.unmodifiableList(new ArrayList<Object>(Arrays.asList(toArray())));
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public long count() {
        Iterator<T> it = take();
        long n = 0;
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (predicate.test(it.next())) {
                return true;
            }
        }
        return false;
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        Iterator<T> it = take();
        while (it.hasNext()) {
            if (!predicate.test(it.next())) {
                return false;
            }
        }
        return true;
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return !anyMatch(predicate);
    }

    public Optional<T> findFirst() {
        Iterator<T> it = take();
        if (!it.hasNext()) {
            return Optional.empty();
        }
        T t = it.next();
        if (t == null) {
            throw new NullPointerException();
        }
        return Optional.of(t);
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    /* ------------------------------------------------------------ base */

    public Iterator<T> iterator() {
        return take();
    }

    public boolean isParallel() {
        return shared.parallel;
    }

    public Stream<T> sequential() {
        shared.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        shared.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (used || shared.closed) {
            throw new IllegalStateException(USED);
        }
        if (shared.onClose == null) {
            shared.onClose = new ArrayList<Runnable>();
        }
        shared.onClose.add(closeHandler);
        return this;
    }

    public void close() {
        shared.close();
    }
}
