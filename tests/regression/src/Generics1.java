import java.util.*;
public class Generics1 {
    static class Box<T extends Comparable<T>> {
        private T value;
        Box(T v) { value = v; }
        T get() { return value; }
        boolean bigger(Box<T> o) { return value.compareTo(o.value) > 0; }
    }
    static class Pair<A, B> {
        final A a; final B b;
        Pair(A a, B b) { this.a = a; this.b = b; }
        <C> Pair<A, C> withSecond(C c) { return new Pair<>(a, c); }
        Pair<B, A> swap() { return new Pair<>(b, a); }
        public String toString() { return "<" + a + "," + b + ">"; }
    }
    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = list.get(0);
        for (T t : list) if (t.compareTo(best) > 0) best = t;
        return best;
    }
    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }
    static void fill(List<? super Integer> l, int n) { for (int i = 0; i < n; i++) l.add(i * i); }
    interface Transformer<F, T> { T apply(F f); }
    static <F, T> List<T> map(List<F> in, Transformer<? super F, ? extends T> fn) {
        List<T> out = new ArrayList<>();
        for (F f : in) out.add(fn.apply(f));
        return out;
    }
    static class Stack2<E> implements Iterable<E> {
        private Object[] data = new Object[2];
        private int size;
        void push(E e) { if (size == data.length) data = Arrays.copyOf(data, size * 2); data[size++] = e; }
        @SuppressWarnings("unchecked") E pop() { return (E) data[--size]; }
        boolean isEmpty() { return size == 0; }
        public Iterator<E> iterator() {
            return new Iterator<E>() {
                int i = size;
                public boolean hasNext() { return i > 0; }
                @SuppressWarnings("unchecked") public E next() { return (E) data[--i]; }
            };
        }
    }
    // bridge methods
    static abstract class Source<T> { abstract T produce(); }
    static class StringSource extends Source<String> { String produce() { return "produced"; } }
    interface Cmp<T> { int cmp(T a, T b); }
    static class LenCmp implements Cmp<String> { public int cmp(String a, String b) { return a.length() - b.length(); } }
    public static void main(String[] args) {
        Box<Integer> b1 = new Box<>(5), b2 = new Box<>(9);
        System.out.println(b1.bigger(b2) + " " + b2.bigger(b1) + " " + b1.get());
        Pair<String, Integer> p = new Pair<>("one", 1);
        System.out.println(p + " " + p.swap() + " " + p.withSecond(2.5) + " " + p.withSecond(Arrays.asList(1, 2)));
        System.out.println(max(Arrays.asList(3, 17, 5)) + " " + max(Arrays.asList("pear", "apple", "zoo")));
        System.out.println(sum(Arrays.asList(1, 2.5, 3L, 4.5f)));
        List<Number> nums = new ArrayList<>();
        fill(nums, 5);
        System.out.println(nums);
        System.out.println(map(Arrays.asList("a", "bb", "ccc"), new Transformer<String, Integer>() { public Integer apply(String s) { return s.length(); } }));
        Stack2<String> st = new Stack2<>();
        for (String s : "a b c d e".split(" ")) st.push(s);
        StringBuilder sb = new StringBuilder();
        for (String s : st) sb.append(s);
        while (!st.isEmpty()) sb.append(st.pop());
        System.out.println(sb);
        Source<String> src = new StringSource();
        Source<?> raw = src;
        Object prod = raw.produce();
        System.out.println(src.produce() + " " + prod);
        @SuppressWarnings({"rawtypes", "unchecked"})
        Cmp<Object> rawCmp = (Cmp) new LenCmp();
        System.out.println(new LenCmp().cmp("aaa", "b") + " " + rawCmp.cmp("x", "yy"));
        try {
            rawCmp.cmp(1, 2);
        } catch (ClassCastException e) {
            System.out.println("bridge CCE");
        }
        Map<String, List<Integer>> multi = new TreeMap<>();
        for (int i = 0; i < 10; i++) {
            String k = i % 3 == 0 ? "three" : i % 2 == 0 ? "even" : "odd";
            List<Integer> l = multi.get(k);
            if (l == null) { l = new ArrayList<>(); multi.put(k, l); }
            l.add(i);
        }
        System.out.println(multi);
    }
}
