package java.util;

/*
 * A HashMap that also threads its cells on a doubly linked list, in the
 * order keys were first inserted or (accessOrder) last used.  Iteration
 * follows the list.  After each insertion removeEldestEntry() is asked
 * whether the oldest cell should go, which makes LRU caches easy.
 */
public class LinkedHashMap<K, V> extends HashMap<K, V> implements Map<K, V> {

    static final class Linked<K, V> extends HashMap.Cell<K, V> {
        Linked<K, V> prev, next2;
        Linked(int h, K key, V value) { super(h, key, value, null); }
    }

    private transient Linked<K, V> first, last;
    final boolean accessOrder;

    /* The stock JVM's serial form: HashMap's (whose cells() here walks the
     * links, so the mappings are written in iteration order) and the field
     * `boolean accessOrder`. */
    private static final long serialVersionUID = 3801124242820219131L;

    public LinkedHashMap(int initialCapacity, float loadFactor) { super(initialCapacity, loadFactor); accessOrder = false; }
    public LinkedHashMap(int initialCapacity) { super(initialCapacity); accessOrder = false; }
    public LinkedHashMap() { accessOrder = false; }
    public LinkedHashMap(Map<? extends K, ? extends V> m) { accessOrder = false; addAllFrom(m, false); }
    public LinkedHashMap(int initialCapacity, float loadFactor, boolean accessOrder) {
        super(initialCapacity, loadFactor);
        this.accessOrder = accessOrder;
    }

    private void append(Linked<K, V> c) {
        c.prev = last;
        c.next2 = null;
        if (last == null) first = c; else last.next2 = c;
        last = c;
    }

    private void detach(Linked<K, V> c) {
        if (c.prev == null) first = c.next2; else c.prev.next2 = c.next2;
        if (c.next2 == null) last = c.prev; else c.next2.prev = c.prev;
        c.prev = c.next2 = null;
    }

    HashMap.Cell<K, V> newCell(int h, K key, V value) {
        Linked<K, V> c = new Linked<K, V>(h, key, value);
        append(c);
        return c;
    }

    void touched(HashMap.Cell<K, V> c) {
        if (accessOrder && c != last) {
            Linked<K, V> l = (Linked<K, V>) c;
            detach(l);
            append(l);
            modCount++;
        }
    }

    void added() {
        Linked<K, V> eldest = first;
        if (eldest != null && removeEldestEntry(eldest))
            unlink(eldest.key);
    }

    void dropped(HashMap.Cell<K, V> c) { detach((Linked<K, V>) c); }
    void emptied() { first = last = null; }

    protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return false; }

    Iterator<HashMap.Cell<K, V>> cells() {
        return new Iterator<HashMap.Cell<K, V>>() {
            Linked<K, V> next = first, lastRet;
            int expected = modCount;
            public boolean hasNext() { return next != null; }
            public HashMap.Cell<K, V> next() {
                if (modCount != expected) throw new ConcurrentModificationException();
                if (next == null) throw new NoSuchElementException();
                lastRet = next;
                next = next.next2;
                return lastRet;
            }
            public void remove() {
                if (lastRet == null) throw new IllegalStateException();
                if (modCount != expected) throw new ConcurrentModificationException();
                unlink(lastRet.key);
                lastRet = null;
                expected = modCount;
            }
        };
    }

    public V get(Object key) {
        HashMap.Cell<K, V> c = find(key);
        if (c == null) return null;
        touched(c);
        return c.value;
    }

    public V getOrDefault(Object key, V dflt) {
        HashMap.Cell<K, V> c = find(key);
        if (c == null) return dflt;
        touched(c);
        return c.value;
    }

    public boolean containsValue(Object value) {
        for (Linked<K, V> c = first; c != null; c = c.next2)
            if (Objects.equals(value, c.value)) return true;
        return false;
    }
}
