package java.util;

/*
 * A set of the constants of one enum type: a bit vector indexed by
 * ordinal, so iteration follows declaration order.  The concrete classes
 * are RegularEnumSet (up to 64 constants) and JumboEnumSet (more), the
 * names the stock JVM's EnumSet.getClass() reports; both are this class's
 * bit vector.
 *
 * Serial form (the stock JVM's): an EnumSet is replaced by an
 * EnumSet.SerializationProxy holding `Class elementType` and `Enum[]
 * elements` (the members in ordinal order); the proxy reads back as an
 * EnumSet.  A stream holding an EnumSet itself is refused.
 */
public abstract class EnumSet<E extends Enum<E>> extends AbstractSet<E> implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 1009687484059888093L;   /* the stock JVM's */

    final transient Class<E> elementType;
    final transient E[] universe;
    transient long[] bits;
    transient int size;

    EnumSet(Class<E> elementType, E[] universe) {
        this.elementType = elementType;
        this.universe = universe;
        this.bits = new long[(universe.length + 63) >>> 6];
    }

    private static <E extends Enum<E>> EnumSet<E> make(Class<E> elementType) {
        E[] universe = elementType == null || !elementType.isEnum() ? null : elementType.getEnumConstants();
        if (universe == null) {
            throw new ClassCastException(elementType + " not an enum");
        }
        return universe.length <= 64 ? new RegularEnumSet<E>(elementType, universe)
                                     : new JumboEnumSet<E>(elementType, universe);
    }

    public static <E extends Enum<E>> EnumSet<E> noneOf(Class<E> elementType) {
        return make(elementType);
    }

    public static <E extends Enum<E>> EnumSet<E> allOf(Class<E> elementType) {
        EnumSet<E> s = make(elementType);
        s.fill();
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(EnumSet<E> s) {
        return s.clone();
    }

    public static <E extends Enum<E>> EnumSet<E> copyOf(Collection<E> c) {
        if (c instanceof EnumSet) {
            return ((EnumSet<E>) c).clone();
        }
        Iterator<E> it = c.iterator();
        if (!it.hasNext()) {
            throw new IllegalArgumentException("Collection is empty");
        }
        E first = it.next();
        EnumSet<E> s = noneOf(first.getDeclaringClass());
        s.add(first);
        while (it.hasNext()) {
            s.add(it.next());
        }
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> complementOf(EnumSet<E> s) {
        EnumSet<E> r = s.clone();
        r.complement();
        return r;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e) {
        EnumSet<E> s = noneOf(e.getDeclaringClass());
        s.add(e);
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2) {
        EnumSet<E> s = of(e1);
        s.add(e2);
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3) {
        EnumSet<E> s = of(e1, e2);
        s.add(e3);
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4) {
        EnumSet<E> s = of(e1, e2, e3);
        s.add(e4);
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> of(E e1, E e2, E e3, E e4, E e5) {
        EnumSet<E> s = of(e1, e2, e3, e4);
        s.add(e5);
        return s;
    }

    @SafeVarargs
    public static <E extends Enum<E>> EnumSet<E> of(E first, E... rest) {
        EnumSet<E> s = of(first);
        for (E e : rest) {
            s.add(e);
        }
        return s;
    }

    public static <E extends Enum<E>> EnumSet<E> range(E from, E to) {
        if (from.compareTo(to) > 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        EnumSet<E> s = noneOf(from.getDeclaringClass());
        for (int i = from.ordinal(); i <= to.ordinal(); i++) {
            s.add(s.universe[i]);
        }
        return s;
    }

    private void fill() {
        for (int i = 0; i < universe.length; i++) {
            bits[i >>> 6] |= 1L << i;
        }
        size = universe.length;
    }

    private void complement() {
        for (int i = 0; i < universe.length; i++) {
            bits[i >>> 6] ^= 1L << i;
        }
        size = universe.length - size;
    }

    /* The ordinal of o when it is a constant of this set's type, else -1. */
    private int index(Object o) {
        if (o == null) {
            return -1;
        }
        Class<?> c = o.getClass();
        if (c != elementType && c.getSuperclass() != elementType) {
            return -1;
        }
        return ((Enum<?>) o).ordinal();
    }

    private boolean has(int i) {
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object o) {
        int i = index(o);
        return i >= 0 && has(i);
    }

    public boolean add(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        int i = index(e);
        if (i < 0) {
            throw new ClassCastException(e.getClass() + " != " + elementType);
        }
        if (has(i)) {
            return false;
        }
        bits[i >>> 6] |= 1L << i;
        size++;
        return true;
    }

    public boolean remove(Object o) {
        int i = index(o);
        if (i < 0 || !has(i)) {
            return false;
        }
        bits[i >>> 6] &= ~(1L << i);
        size--;
        return true;
    }

    public void clear() {
        Arrays.fill(bits, 0L);
        size = 0;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            int next = advance(0);
            int last = -1;

            int advance(int i) {
                while (i < universe.length && !has(i)) {
                    i++;
                }
                return i;
            }

            public boolean hasNext() {
                next = advance(next);
                return next < universe.length;
            }

            public E next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                last = next++;
                return universe[last];
            }

            public void remove() {
                if (last < 0) {
                    throw new IllegalStateException();
                }
                if (has(last)) {
                    bits[last >>> 6] &= ~(1L << last);
                    size--;
                }
                last = -1;
            }
        };
    }

    @SuppressWarnings("unchecked")
    public EnumSet<E> clone() {
        try {
            EnumSet<E> s = (EnumSet<E>) super.clone();
            s.bits = bits.clone();
            return s;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    Object writeReplace() {
        return new SerializationProxy<E>(this);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.InvalidObjectException {
        throw new java.io.InvalidObjectException("Proxy required");
    }

    private static class SerializationProxy<E extends Enum<E>> implements java.io.Serializable {
        private static final long serialVersionUID = 0x0507d3db7654cad1L;   /* the stock JVM's */
        private final Class<E> elementType;
        private final Enum<?>[] elements;

        SerializationProxy(EnumSet<E> set) {
            elementType = set.elementType;
            elements = set.toArray(new Enum<?>[0]);
        }

        @SuppressWarnings("unchecked")
        private Object readResolve() throws java.io.ObjectStreamException {
            if (elementType == null || elements == null) {
                throw new java.io.InvalidObjectException("null element type or elements");
            }
            EnumSet<E> s;
            try {
                s = noneOf(elementType);
                for (Enum<?> e : elements) {
                    s.add((E) e);
                }
            } catch (RuntimeException e) {
                java.io.InvalidObjectException x = new java.io.InvalidObjectException("bad EnumSet proxy: " + e);
                x.initCause(e);
                throw x;
            }
            return s;
        }
    }
}
