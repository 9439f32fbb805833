// release8: skip (Java 9+ collection factories / API)
import java.util.*;

public class LangVarargsBoxing {
    static String count(Object... xs) {
        return xs == null ? "null array" : xs.length + Arrays.toString(xs);
    }

    static String pick(int x) { return "int"; }
    static String pick(long x) { return "long"; }
    static String pick(Integer x) { return "Integer"; }
    static String pick(Object x) { return "Object"; }
    static String pick(int... x) { return "varargs"; }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    public static void main(String[] args) {
        System.out.println(count() + " " + count(1, "a", 2.5) + " " + count((Object[]) null) + " " + count((Object) null) + " " + count(new Object[] {"x", "y"}));
        byte b = 1;
        short s = 2;
        char c = 'c';
        System.out.println(pick(b) + " " + pick(s) + " " + pick(c) + " " + pick(5) + " " + pick(5L) + " " + pick(Integer.valueOf(5)) + " " + pick("s") + " " + pick());
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] {4, 5}));
        Integer i1 = 127, i2 = 127, i3 = 128, i4 = 128;
        System.out.println((i1 == i2) + " " + (i3 == i4) + " " + i3.equals(i4));
        Long l1 = 10L;
        long prim = l1 + i1;
        Double d = 1.5;
        double dd = d * 2;
        Character ch = 'z';
        int code = ch + 1;
        Boolean flag = !Boolean.FALSE;
        System.out.println(prim + " " + dd + " " + code + " " + flag);
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5; i++) list.add(i * i);
        list.remove(Integer.valueOf(4));
        list.remove(0);
        int total = 0;
        for (Integer x : list) total += x;
        System.out.println(list + " " + total);
        Integer nul = null;
        try {
            int bad = nul;
            System.out.println(bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: NPE");
        }
        Object o = 42;
        System.out.println(o.getClass().getSimpleName() + " " + (o instanceof Integer) + " " + ((Object) 'q').getClass().getSimpleName() + " " + ((Object) 3.0f).getClass().getSimpleName());
        System.out.println(String.format("%d %s %.2f %c %b", 7, "s", 2.345, 'k', true));
        System.out.println(Arrays.asList(1, 2, 3) + " " + List.of(4, 5).size());
    }
}
