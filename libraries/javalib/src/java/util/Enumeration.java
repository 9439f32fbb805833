package java.util;

/** The legacy iteration protocol. */
public interface Enumeration<E> {
    boolean hasMoreElements();

    E nextElement();

    default Iterator<E> asIterator() {
        final Enumeration<E> self = this;
        return new Iterator<E>() {
            public boolean hasNext() {
                return self.hasMoreElements();
            }

            public E next() {
                return self.nextElement();
            }
        };
    }
}
