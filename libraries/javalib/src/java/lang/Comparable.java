package java.lang;

/** Objects with a natural ordering. */
public interface Comparable<T> {
    int compareTo(T o);
}
