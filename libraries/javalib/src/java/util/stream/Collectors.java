package java.util.stream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * Common Collectors.  Result containers and observable details follow the
 * JDK: toList -> ArrayList, toSet -> HashSet, toMap/groupingBy -> HashMap,
 * the toMap duplicate-key message, partitioningBy printing false before
 * true, counting -> Long, summingInt -> Integer, averaging* -> Double,
 * summingDouble/averagingDouble with compensated summation.
 */
public final class Collectors {
    private Collectors() {
    }

    static final Set<Collector.Characteristics> ID;
    static final Set<Collector.Characteristics> NONE = Collections.<Collector.Characteristics>emptySet();

    static {
        HashSet<Collector.Characteristics> s = new HashSet<Collector.Characteristics>();
        s.add(Collector.Characteristics.IDENTITY_FINISH);
        ID = Collections.unmodifiableSet(s);
    }

    static final class Impl<T, A, R> implements Collector<T, A, R> {
        private final Supplier<A> supplier;
        private final BiConsumer<A, T> accumulator;
        private final BinaryOperator<A> combiner;
        private final Function<A, R> finisher;
        private final Set<Characteristics> characteristics;

        Impl(Supplier<A> supplier, BiConsumer<A, T> accumulator, BinaryOperator<A> combiner, Function<A, R> finisher,
             Set<Characteristics> characteristics) {
            this.supplier = supplier;
            this.accumulator = accumulator;
            this.combiner = combiner;
            this.finisher = finisher;
            this.characteristics = characteristics;
        }

        public Supplier<A> supplier() { return supplier; }
        public BiConsumer<A, T> accumulator() { return accumulator; }
        public BinaryOperator<A> combiner() { return combiner; }
        public Function<A, R> finisher() { return finisher; }
        public Set<Characteristics> characteristics() { return characteristics; }
    }

    @SuppressWarnings("unchecked")
    static <I, R> Function<I, R> castingIdentity() {
        return new Function<I, R>() {
            public R apply(I i) {
                return (R) i;
            }
        };
    }

    private static <A> BinaryOperator<A> noCombiner() {
        return new BinaryOperator<A>() {
            public A apply(A a, A b) {
                throw new UnsupportedOperationException("sequential streams only");
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static <A, R> R finish(Collector<?, A, R> c, A a) {
        if (c.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
            return (R) a;
        }
        return c.finisher().apply(a);
    }

    public static <T, C extends Collection<T>> Collector<T, ?, C> toCollection(final Supplier<C> collectionFactory) {
        return new Impl<T, C, C>(collectionFactory, new BiConsumer<C, T>() {
            public void accept(C c, T t) {
                c.add(t);
            }
        }, Collectors.<C>noCombiner(), Collectors.<C, C>castingIdentity(), ID);
    }

    public static <T> Collector<T, ?, List<T>> toList() {
        return toCollection(new Supplier<List<T>>() {
            public List<T> get() {
                return new ArrayList<T>();
            }
        });
    }

    public static <T> Collector<T, ?, List<T>> toUnmodifiableList() {
        return collectingAndThen(Collectors.<T>toList(), new Function<List<T>, List<T>>() {
            public List<T> apply(List<T> l) {
                for (T t : l) {
                    Objects.requireNonNull(t);
                }
                return Collections.unmodifiableList(l);
            }
        });
    }

    public static <T> Collector<T, ?, Set<T>> toSet() {
        return toCollection(new Supplier<Set<T>>() {
            public Set<T> get() {
                return new HashSet<T>();
            }
        });
    }

    public static <T> Collector<T, ?, Set<T>> toUnmodifiableSet() {
        return collectingAndThen(Collectors.<T>toSet(), new Function<Set<T>, Set<T>>() {
            public Set<T> apply(Set<T> s) {
                return Collections.unmodifiableSet(s);
            }
        });
    }

    public static Collector<CharSequence, ?, String> joining() {
        return joining("", "", "");
    }

    public static Collector<CharSequence, ?, String> joining(CharSequence delimiter) {
        return joining(delimiter, "", "");
    }

    public static Collector<CharSequence, ?, String> joining(final CharSequence delimiter, final CharSequence prefix,
                                                             final CharSequence suffix) {
        final String d = delimiter.toString(), p = prefix.toString(), s = suffix.toString();
        return new Impl<CharSequence, List<String>, String>(new Supplier<List<String>>() {
            public List<String> get() {
                return new ArrayList<String>();
            }
        }, new BiConsumer<List<String>, CharSequence>() {
            public void accept(List<String> l, CharSequence cs) {
                l.add(String.valueOf(cs));
            }
        }, Collectors.<List<String>>noCombiner(), new Function<List<String>, String>() {
            public String apply(List<String> l) {
                StringBuilder sb = new StringBuilder(p);
                for (int i = 0; i < l.size(); i++) {
                    if (i > 0) {
                        sb.append(d);
                    }
                    sb.append(l.get(i));
                }
                return sb.append(s).toString();
            }
        }, NONE);
    }

    public static <T, U, A, R> Collector<T, ?, R> mapping(final Function<? super T, ? extends U> mapper,
                                                          final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                accept0(acc, a, mapper.apply(t));
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    @SuppressWarnings("unchecked")
    static <A, U> void accept0(BiConsumer<A, ? super U> acc, A a, U u) {
        ((BiConsumer<A, U>) acc).accept(a, u);
    }

    public static <T, U, A, R> Collector<T, ?, R> flatMapping(
            final Function<? super T, ? extends Stream<? extends U>> mapper, final Collector<? super U, A, R> downstream) {
        final BiConsumer<A, ? super U> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(final A a, T t) {
                Stream<? extends U> s = mapper.apply(t);
                if (s != null) {
                    java.util.Iterator<? extends U> it = s.iterator();
                    while (it.hasNext()) {
                        accept0(acc, a, it.next());
                    }
                    s.close();
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R> Collector<T, ?, R> filtering(final Predicate<? super T> predicate,
                                                          final Collector<? super T, A, R> downstream) {
        final BiConsumer<A, ? super T> acc = downstream.accumulator();
        return new Impl<T, A, R>(downstream.supplier(), new BiConsumer<A, T>() {
            public void accept(A a, T t) {
                if (predicate.test(t)) {
                    accept0(acc, a, t);
                }
            }
        }, downstream.combiner(), downstream.finisher(), downstream.characteristics());
    }

    public static <T, A, R, RR> Collector<T, A, RR> collectingAndThen(final Collector<T, A, R> downstream,
                                                                    final Function<R, RR> finisher) {
        return new Impl<T, A, RR>(downstream.supplier(), downstream.accumulator(), downstream.combiner(),
                                  new Function<A, RR>() {
                                      public RR apply(A a) {
                                          return finisher.apply(finish(downstream, a));
                                      }
                                  }, NONE);
    }

    public static <T> Collector<T, ?, Long> counting() {
        return summingLong(new ToLongFunction<T>() {
            public long applyAsLong(T t) {
                return 1L;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> minBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Optional<T>> maxBy(final Comparator<? super T> comparator) {
        return reducing(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public static <T> Collector<T, ?, Integer> summingInt(final ToIntFunction<? super T> mapper) {
        return new Impl<T, int[], Integer>(new Supplier<int[]>() {
            public int[] get() {
                return new int[1];
            }
        }, new BiConsumer<int[], T>() {
            public void accept(int[] a, T t) {
                a[0] += mapper.applyAsInt(t);
            }
        }, Collectors.<int[]>noCombiner(), new Function<int[], Integer>() {
            public Integer apply(int[] a) {
                return a[0];
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Long> summingLong(final ToLongFunction<? super T> mapper) {
        return new Impl<T, long[], Long>(new Supplier<long[]>() {
            public long[] get() {
                return new long[1];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Long>() {
            public Long apply(long[] a) {
                return a[0];
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Double> summingDouble(final ToDoubleFunction<? super T> mapper) {
        return new Impl<T, DoubleSummaryStatistics, Double>(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, Collectors.<DoubleSummaryStatistics>noCombiner(), new Function<DoubleSummaryStatistics, Double>() {
            public Double apply(DoubleSummaryStatistics a) {
                return a.getSum();
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Double> averagingInt(final ToIntFunction<? super T> mapper) {
        return new Impl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsInt(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Double> averagingLong(final ToLongFunction<? super T> mapper) {
        return new Impl<T, long[], Double>(new Supplier<long[]>() {
            public long[] get() {
                return new long[2];
            }
        }, new BiConsumer<long[], T>() {
            public void accept(long[] a, T t) {
                a[0] += mapper.applyAsLong(t);
                a[1]++;
            }
        }, Collectors.<long[]>noCombiner(), new Function<long[], Double>() {
            public Double apply(long[] a) {
                return (a[1] == 0) ? 0.0d : (double) a[0] / a[1];
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Double> averagingDouble(final ToDoubleFunction<? super T> mapper) {
        return new Impl<T, DoubleSummaryStatistics, Double>(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, Collectors.<DoubleSummaryStatistics>noCombiner(), new Function<DoubleSummaryStatistics, Double>() {
            public Double apply(DoubleSummaryStatistics a) {
                return a.getAverage();
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, IntSummaryStatistics> summarizingInt(final ToIntFunction<? super T> mapper) {
        return new Impl<T, IntSummaryStatistics, IntSummaryStatistics>(new Supplier<IntSummaryStatistics>() {
            public IntSummaryStatistics get() {
                return new IntSummaryStatistics();
            }
        }, new BiConsumer<IntSummaryStatistics, T>() {
            public void accept(IntSummaryStatistics a, T t) {
                a.accept(mapper.applyAsInt(t));
            }
        }, Collectors.<IntSummaryStatistics>noCombiner(), Collectors.<IntSummaryStatistics, IntSummaryStatistics>castingIdentity(), ID);
    }

    public static <T> Collector<T, ?, LongSummaryStatistics> summarizingLong(final ToLongFunction<? super T> mapper) {
        return new Impl<T, LongSummaryStatistics, LongSummaryStatistics>(new Supplier<LongSummaryStatistics>() {
            public LongSummaryStatistics get() {
                return new LongSummaryStatistics();
            }
        }, new BiConsumer<LongSummaryStatistics, T>() {
            public void accept(LongSummaryStatistics a, T t) {
                a.accept(mapper.applyAsLong(t));
            }
        }, Collectors.<LongSummaryStatistics>noCombiner(), Collectors.<LongSummaryStatistics, LongSummaryStatistics>castingIdentity(), ID);
    }

    public static <T> Collector<T, ?, DoubleSummaryStatistics> summarizingDouble(final ToDoubleFunction<? super T> mapper) {
        return new Impl<T, DoubleSummaryStatistics, DoubleSummaryStatistics>(new Supplier<DoubleSummaryStatistics>() {
            public DoubleSummaryStatistics get() {
                return new DoubleSummaryStatistics();
            }
        }, new BiConsumer<DoubleSummaryStatistics, T>() {
            public void accept(DoubleSummaryStatistics a, T t) {
                a.accept(mapper.applyAsDouble(t));
            }
        }, Collectors.<DoubleSummaryStatistics>noCombiner(), Collectors.<DoubleSummaryStatistics, DoubleSummaryStatistics>castingIdentity(), ID);
    }

    public static <T> Collector<T, ?, T> reducing(final T identity, final BinaryOperator<T> op) {
        return new Impl<T, Object[], T>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {identity};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                a[0] = op.apply((T) a[0], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], T>() {
            @SuppressWarnings("unchecked")
            public T apply(Object[] a) {
                return (T) a[0];
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Optional<T>> reducing(final BinaryOperator<T> op) {
        return new Impl<T, Object[], Optional<T>>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[2];
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] a, T t) {
                if (a[1] == null) {
                    a[0] = t;
                    a[1] = Boolean.TRUE;
                } else {
                    a[0] = op.apply((T) a[0], t);
                }
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], Optional<T>>() {
            @SuppressWarnings("unchecked")
            public Optional<T> apply(Object[] a) {
                return a[1] == null ? Optional.<T>empty() : Optional.of((T) a[0]);
            }
        }, NONE);
    }

    public static <T, U> Collector<T, ?, U> reducing(U identity, final Function<? super T, ? extends U> mapper,
                                                     BinaryOperator<U> op) {
        return mapping(mapper, reducing(identity, op));
    }

    public static <T, K> Collector<T, ?, Map<K, List<T>>> groupingBy(Function<? super T, ? extends K> classifier) {
        return groupingBy(classifier, Collectors.<T>toList());
    }

    public static <T, K, A, D> Collector<T, ?, Map<K, D>> groupingBy(Function<? super T, ? extends K> classifier,
                                                                    Collector<? super T, A, D> downstream) {
        return groupingBy(classifier, new Supplier<Map<K, D>>() {
            public Map<K, D> get() {
                return new HashMap<K, D>();
            }
        }, downstream);
    }

    public static <T, K, D, A, M extends Map<K, D>> Collector<T, ?, M> groupingBy(
            final Function<? super T, ? extends K> classifier, final Supplier<M> mapFactory,
            final Collector<? super T, A, D> downstream) {
        final Supplier<A> ds = downstream.supplier();
        final BiConsumer<A, ? super T> da = downstream.accumulator();
        return new Impl<T, Map<K, A>, M>(new Supplier<Map<K, A>>() {
            @SuppressWarnings("unchecked")
            public Map<K, A> get() {
                return (Map<K, A>) mapFactory.get();
            }
        }, new BiConsumer<Map<K, A>, T>() {
            public void accept(Map<K, A> m, T t) {
                K key = Objects.requireNonNull(classifier.apply(t), "element cannot be mapped to a null key");
                A container = m.get(key);
                if (container == null) {
                    container = ds.get();
                    m.put(key, container);
                }
                accept0(da, container, t);
            }
        }, Collectors.<Map<K, A>>noCombiner(), new Function<Map<K, A>, M>() {
            @SuppressWarnings("unchecked")
            public M apply(Map<K, A> m) {
                if (!downstream.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH)) {
                    for (Map.Entry<K, A> e : m.entrySet()) {
                        ((Map.Entry<K, Object>) (Map.Entry<K, ?>) e).setValue(downstream.finisher().apply(e.getValue()));
                    }
                }
                return (M) m;
            }
        }, NONE);
    }

    public static <T> Collector<T, ?, Map<Boolean, List<T>>> partitioningBy(Predicate<? super T> predicate) {
        return partitioningBy(predicate, Collectors.<T>toList());
    }

    public static <T, D, A> Collector<T, ?, Map<Boolean, D>> partitioningBy(final Predicate<? super T> predicate,
                                                                           final Collector<? super T, A, D> downstream) {
        final Supplier<A> ds = downstream.supplier();
        final BiConsumer<A, ? super T> da = downstream.accumulator();
        return new Impl<T, Object[], Map<Boolean, D>>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {ds.get(), ds.get()};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] parts, T t) {
                accept0(da, (A) parts[predicate.test(t) ? 1 : 0], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], Map<Boolean, D>>() {
            @SuppressWarnings("unchecked")
            public Map<Boolean, D> apply(Object[] parts) {
                Map<Boolean, D> m = new LinkedHashMap<Boolean, D>();
                m.put(Boolean.FALSE, finish(downstream, (A) parts[0]));
                m.put(Boolean.TRUE, finish(downstream, (A) parts[1]));
                return m;
            }
        }, NONE);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(final Function<? super T, ? extends K> keyMapper,
                                                            final Function<? super T, ? extends U> valueMapper) {
        return new Impl<T, Map<K, U>, Map<K, U>>(new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        }, new BiConsumer<Map<K, U>, T>() {
            public void accept(Map<K, U> map, T t) {
                K k = keyMapper.apply(t);
                U v = Objects.requireNonNull(valueMapper.apply(t));
                U u = map.putIfAbsent(k, v);
                if (u != null) {
                    throw new IllegalStateException(String.format(
                        "Duplicate key %s (attempted merging values %s and %s)", k, u, v));
                }
            }
        }, Collectors.<Map<K, U>>noCombiner(), Collectors.<Map<K, U>, Map<K, U>>castingIdentity(), ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toMap(Function<? super T, ? extends K> keyMapper,
                                                            Function<? super T, ? extends U> valueMapper,
                                                            BinaryOperator<U> mergeFunction) {
        return toMap(keyMapper, valueMapper, mergeFunction, new Supplier<Map<K, U>>() {
            public Map<K, U> get() {
                return new HashMap<K, U>();
            }
        });
    }

    public static <T, K, U, M extends Map<K, U>> Collector<T, ?, M> toMap(
            final Function<? super T, ? extends K> keyMapper, final Function<? super T, ? extends U> valueMapper,
            final BinaryOperator<U> mergeFunction, Supplier<M> mapFactory) {
        return new Impl<T, M, M>(mapFactory, new BiConsumer<M, T>() {
            public void accept(M map, T t) {
                map.merge(keyMapper.apply(t), valueMapper.apply(t), mergeFunction);
            }
        }, Collectors.<M>noCombiner(), Collectors.<M, M>castingIdentity(), ID);
    }

    public static <T, K, U> Collector<T, ?, Map<K, U>> toUnmodifiableMap(Function<? super T, ? extends K> keyMapper,
                                                                        Function<? super T, ? extends U> valueMapper) {
        return collectingAndThen(Collectors.<T, K, U>toMap(keyMapper, valueMapper),
                                 new Function<Map<K, U>, Map<K, U>>() {
                                     public Map<K, U> apply(Map<K, U> m) {
                                         return Collections.unmodifiableMap(m);
                                     }
                                 });
    }

    public static <T, R1, R2, R> Collector<T, ?, R> teeing(final Collector<? super T, ?, R1> downstream1,
                                                           final Collector<? super T, ?, R2> downstream2,
                                                           final BiFunction<? super R1, ? super R2, R> merger) {
        return teeing0(downstream1, downstream2, merger);
    }

    private static <T, A1, A2, R1, R2, R> Collector<T, ?, R> teeing0(final Collector<? super T, A1, R1> c1,
                                                                     final Collector<? super T, A2, R2> c2,
                                                                     final BiFunction<? super R1, ? super R2, R> merger) {
        final BiConsumer<A1, ? super T> a1 = c1.accumulator();
        final BiConsumer<A2, ? super T> a2 = c2.accumulator();
        return new Impl<T, Object[], R>(new Supplier<Object[]>() {
            public Object[] get() {
                return new Object[] {c1.supplier().get(), c2.supplier().get()};
            }
        }, new BiConsumer<Object[], T>() {
            @SuppressWarnings("unchecked")
            public void accept(Object[] p, T t) {
                accept0(a1, (A1) p[0], t);
                accept0(a2, (A2) p[1], t);
            }
        }, Collectors.<Object[]>noCombiner(), new Function<Object[], R>() {
            @SuppressWarnings("unchecked")
            public R apply(Object[] p) {
                return merger.apply(finish(c1, (A1) p[0]), finish(c2, (A2) p[1]));
            }
        }, NONE);
    }
}
