import java.util.*;
public class HashtableMix {
    public static void main(String[] a) {
        Hashtable<String, Integer> h = new Hashtable<>();
        Random r = new Random(3);
        for (int i = 0; i < 300; i++) { h.put("k" + r.nextInt(400), i); if (i % 7 == 0) h.remove("k" + r.nextInt(400)); if (i % 40 == 0) System.out.println(h); }
        System.out.println(h.keySet()); Enumeration<Integer> e = h.elements(); int s = 0; while (e.hasMoreElements()) s += e.nextElement(); System.out.println(s + " " + h.size() + " " + h.hashCode());
        Hashtable<Integer, String> t = new Hashtable<>(Collections.singletonMap(1, "a")); for (int i = 0; i < 50; i += 3) t.put(i * 17, "x" + i); System.out.println(t + " " + t.clone().equals(t));
        try { h.put(null, 1); } catch (NullPointerException ex) { System.out.println("npe"); }
    }
}
