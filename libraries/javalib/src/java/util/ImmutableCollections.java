package java.util;

/**
 * Unmodifiable collections returned by List.of, Set.of and Map.of. (The JDK randomizes the
 * iteration order of Set.of and Map.of per run; these keep insertion order.)
 */
final class ImmutableCollections {
    private ImmutableCollections() {}

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    static final class ImmutableList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private final Object[] elements;

        ImmutableList(Object[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index < 0 || index >= elements.length) {
                if (elements.length <= 2) {
                    throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
                }
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + elements.length);
            }
            return (E) elements[index];
        }

        public boolean add(E e) { throw uoe(); }
        public boolean addAll(Collection<? extends E> c) { throw uoe(); }
        public boolean addAll(int index, Collection<? extends E> c) { throw uoe(); }
        public void clear() { throw uoe(); }
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(java.util.function.Predicate<? super E> filter) { throw uoe(); }
        public void replaceAll(java.util.function.UnaryOperator<E> operator) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
        public void sort(Comparator<? super E> c) { throw uoe(); }
        public E set(int index, E element) { throw uoe(); }
        public void add(int index, E element) { throw uoe(); }
        public E remove(int index) { throw uoe(); }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int i = 0;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }

                public void remove() {
                    throw uoe();
                }
            };
        }

        public List<E> subList(int fromIndex, int toIndex) {
            if (fromIndex < 0) throw new IndexOutOfBoundsException("fromIndex = " + fromIndex);
            if (toIndex > elements.length) throw new IndexOutOfBoundsException("toIndex = " + toIndex);
            if (fromIndex > toIndex)
                throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
            Object[] a = new Object[toIndex - fromIndex];
            System.arraycopy(elements, fromIndex, a, 0, a.length);
            return new ImmutableList<E>(a);
        }
    }

    static <E> List<E> listOf(Object... input) {
        Object[] a = new Object[input.length];
        for (int i = 0; i < input.length; i++) {
            a[i] = Objects.requireNonNull(input[i]);
        }
        return new ImmutableList<E>(a);
    }

    static final class ImmutableSet<E> extends AbstractSet<E> implements java.io.Serializable {
        private final LinkedHashSet<E> set;

        ImmutableSet(LinkedHashSet<E> set) {
            this.set = set;
        }

        public int size() { return set.size(); }
        public boolean contains(Object o) { return set.contains(Objects.requireNonNull(o)); }

        public Iterator<E> iterator() {
            final Iterator<E> it = set.iterator();
            return new Iterator<E>() {
                public boolean hasNext() { return it.hasNext(); }
                public E next() { return it.next(); }
                public void remove() { throw uoe(); }
            };
        }

        public boolean add(E e) { throw uoe(); }
        public boolean addAll(Collection<? extends E> c) { throw uoe(); }
        public void clear() { throw uoe(); }
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(java.util.function.Predicate<? super E> filter) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOf(Object... input) {
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (Object o : input) {
            if (!s.add((E) Objects.requireNonNull(o))) {
                throw new IllegalArgumentException("duplicate element: " + o);
            }
        }
        return new ImmutableSet<E>(s);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setOfDistinct(Object[] input) {
        LinkedHashSet<E> s = new LinkedHashSet<E>();
        for (Object o : input) {
            s.add((E) Objects.requireNonNull(o));
        }
        return new ImmutableSet<E>(s);
    }

    static final class ImmutableMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private final LinkedHashMap<K, V> map;

        ImmutableMap(LinkedHashMap<K, V> map) {
            this.map = map;
        }

        public int size() { return map.size(); }
        public V get(Object key) { return map.get(Objects.requireNonNull(key)); }
        public boolean containsKey(Object key) { return map.containsKey(Objects.requireNonNull(key)); }
        public boolean containsValue(Object value) { return map.containsValue(Objects.requireNonNull(value)); }

        public Set<Map.Entry<K, V>> entrySet() {
            final Set<Map.Entry<K, V>> es = map.entrySet();
            return new AbstractSet<Map.Entry<K, V>>() {
                public int size() {
                    return es.size();
                }

                public Iterator<Map.Entry<K, V>> iterator() {
                    final Iterator<Map.Entry<K, V>> it = es.iterator();
                    return new Iterator<Map.Entry<K, V>>() {
                        public boolean hasNext() {
                            return it.hasNext();
                        }

                        public Map.Entry<K, V> next() {
                            Map.Entry<K, V> e = it.next();
                            return new KeyValueHolder<K, V>(e.getKey(), e.getValue());
                        }

                        public void remove() {
                            throw uoe();
                        }
                    };
                }
            };
        }

        public V put(K key, V value) { throw uoe(); }
        public V remove(Object key) { throw uoe(); }
        public void putAll(Map<? extends K, ? extends V> m) { throw uoe(); }
        public void clear() { throw uoe(); }
        public V putIfAbsent(K key, V value) { throw uoe(); }
        public boolean remove(Object key, Object value) { throw uoe(); }
        public boolean replace(K key, V oldValue, V newValue) { throw uoe(); }
        public V replace(K key, V value) { throw uoe(); }
        public V computeIfAbsent(K key, java.util.function.Function<? super K, ? extends V> f) { throw uoe(); }
        public V computeIfPresent(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
        public V compute(K key, java.util.function.BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
        public V merge(K key, V value, java.util.function.BiFunction<? super V, ? super V, ? extends V> f) { throw uoe(); }
        public void replaceAll(java.util.function.BiFunction<? super K, ? super V, ? extends V> f) { throw uoe(); }
    }

    @SuppressWarnings("unchecked")
    static <K, V> Map<K, V> mapOf(Object... kv) {
        LinkedHashMap<K, V> m = new LinkedHashMap<K, V>();
        for (int i = 0; i < kv.length; i += 2) {
            K k = (K) Objects.requireNonNull(kv[i]);
            V v = (V) Objects.requireNonNull(kv[i + 1]);
            if (m.put(k, v) != null) {
                throw new IllegalArgumentException("duplicate key: " + k);
            }
        }
        return new ImmutableMap<K, V>(m);
    }
}
