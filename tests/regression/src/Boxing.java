import java.util.*;
public class Boxing {
    static int unbox(Integer i) { return i; }
    static Integer box(int i) { return i; }
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (c.intValue() == d));
        Integer e = -128, f = -128, g = -129, h = -129;
        System.out.println((e == f) + " " + (g == h));
        System.out.println((Integer.valueOf(5) == Integer.valueOf(5)) + " " + (Integer.valueOf(500) == Integer.valueOf(500)));
        Long l1 = 127L, l2 = 127L, l3 = 1000L, l4 = 1000L;
        System.out.println((l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4) + " " + l3.equals(1000));
        Short s1 = 100, s2 = 100; Byte b1 = 1, b2 = 1; Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println((s1 == s2) + " " + (b1 == b2) + " " + (c1 == c2) + " " + (c3 == c4));
        Boolean t1 = true, t2 = Boolean.valueOf("true");
        System.out.println((t1 == t2) + " " + (t1 == Boolean.TRUE));
        Integer sum = 0;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println(sum + " " + unbox(sum) + " " + box(7).getClass().getName());
        Double dd = 2.5;
        double prim = dd * 2;
        System.out.println(prim + " " + dd.intValue() + " " + dd.compareTo(3.0) + " " + Double.valueOf(2.5).equals(dd));
        List<Integer> list = new ArrayList<>(Arrays.asList(10, 20, 30, 40));
        list.remove(1);
        System.out.println(list);
        list.remove(Integer.valueOf(30));
        System.out.println(list);
        Object o = 42;
        System.out.println(o.getClass().getSimpleName() + " " + (o instanceof Integer) + " " + (o instanceof Number));
        Object o2 = 'x'; Object o3 = 1.5f; Object o4 = 1L; Object o5 = (short) 1; Object o6 = (byte) 1; Object o7 = true; Object o8 = 1.0;
        System.out.println(o2.getClass().getName() + " " + o3.getClass().getName() + " " + o4.getClass().getName() + " " + o5.getClass().getName() + " " + o6.getClass().getName() + " " + o7.getClass().getName() + " " + o8.getClass().getName());
        Integer n1 = 5; int n2 = 5; Long n3 = 5L;
        System.out.println((n1 == n2) + " " + n3.equals(5) + " " + n3.equals(5L) + " " + (n3 == 5));
        int cond = true ? 1 : 'a';
        Object tern = true ? Integer.valueOf(1) : Double.valueOf(2);
        System.out.println(cond + " " + tern);
        Integer big1 = 1000;
        int cmp = big1.compareTo(999);
        System.out.println(cmp + " " + Integer.compare(big1, 1000) + " " + big1.hashCode() + " " + Long.valueOf(1L << 40).hashCode() + " " + Double.valueOf(0.5).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Character.valueOf('A').hashCode());
        Map<Character, Integer> freq = new TreeMap<>();
        for (char ch : "mississippi".toCharArray()) {
            Integer cur = freq.get(ch);
            freq.put(ch, cur == null ? 1 : cur + 1);
        }
        System.out.println(freq);
        Integer x = 10;
        x++; x += 5; x = -x;
        System.out.println(x);
        System.out.println(Integer.toString(255) + Integer.valueOf(255).toString() + Character.toString('q') + Long.valueOf(3).doubleValue() + Float.valueOf(2.5f).intValue());
    }
}
