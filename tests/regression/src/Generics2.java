import java.util.*;
public class Generics2 {
    static class Node<K extends Comparable<K>, V> {
        final K key; V value; Node<K, V> left, right;
        Node(K k, V v) { key = k; value = v; }
    }
    static class Tree<K extends Comparable<K>, V> implements Iterable<Map.Entry<K, V>> {
        private Node<K, V> root;
        void put(K k, V v) {
            if (root == null) { root = new Node<>(k, v); return; }
            Node<K, V> n = root;
            while (true) {
                int c = k.compareTo(n.key);
                if (c == 0) { n.value = v; return; }
                Node<K, V> next = c < 0 ? n.left : n.right;
                if (next == null) { if (c < 0) n.left = new Node<>(k, v); else n.right = new Node<>(k, v); return; }
                n = next;
            }
        }
        public Iterator<Map.Entry<K, V>> iterator() {
            List<Map.Entry<K, V>> out = new ArrayList<>();
            walk(root, out);
            return out.iterator();
        }
        private void walk(Node<K, V> n, List<Map.Entry<K, V>> out) {
            if (n == null) return;
            walk(n.left, out);
            out.add(new AbstractMap.SimpleImmutableEntry<>(n.key, n.value));
            walk(n.right, out);
        }
    }
    interface Shape extends Comparable<Shape> { double area(); default int compareTo(Shape o) { return Double.compare(area(), o.area()); } }
    static class Sq implements Shape { final double s; Sq(double s) { this.s = s; } public double area() { return s * s; } public String toString() { return "Sq" + s; } }
    static class Ci implements Shape { final double r; Ci(double r) { this.r = r; } public double area() { return 3 * r * r; } public String toString() { return "Ci" + r; } }
    static abstract class Animal<T extends Animal<T>> implements Comparable<T> {
        final int rank;
        Animal(int r) { rank = r; }
        public int compareTo(T o) { return Integer.compare(rank, o.rank); }
        abstract T self();
    }
    static class Cat extends Animal<Cat> { Cat(int r) { super(r); } Cat self() { return this; } public String toString() { return "Cat" + rank; } }
    static class Holder<T> {
        private T t;
        void set(T t) { this.t = t; }
        T get() { return t; }
    }
    static class IntHolder extends Holder<Integer> {
        @Override void set(Integer t) { super.set(t == null ? 0 : t * 2); }
        @Override Integer get() { return super.get() + 1; }
    }
    static <T> void swap(T[] a, int i, int j) { T t = a[i]; a[i] = a[j]; a[j] = t; }
    public static void main(String[] args) {
        Tree<String, Integer> t = new Tree<>();
        for (String s : "m c x a e z b".split(" ")) t.put(s, s.charAt(0) - 'a');
        t.put("c", 100);
        for (Map.Entry<String, Integer> e : t) System.out.print(e.getKey() + "=" + e.getValue() + " ");
        System.out.println();
        List<Shape> shapes = new ArrayList<>(Arrays.asList(new Sq(2), new Ci(1), new Sq(1), new Ci(2)));
        Collections.sort(shapes);
        System.out.println(shapes);
        List<Cat> cats = new ArrayList<>(Arrays.asList(new Cat(3), new Cat(1), new Cat(2)));
        Collections.sort(cats);
        System.out.println(cats + " " + cats.get(0).self());
        Holder<Integer> h = new IntHolder();
        h.set(20);
        System.out.println(h.get());
        @SuppressWarnings({"rawtypes", "unchecked"})
        Holder raw = h;
        try {
            raw.set("string");
        } catch (ClassCastException e) {
            System.out.println("CCE via bridge");
        }
        String[] arr = {"a", "b", "c"};
        swap(arr, 0, 2);
        System.out.println(Arrays.toString(arr));
        Map<String, Map<Integer, List<String>>> deep = new TreeMap<>();
        deep.put("x", new TreeMap<Integer, List<String>>());
        deep.get("x").put(1, new ArrayList<>(Arrays.asList("p", "q")));
        System.out.println(deep);
    }
}
