import java.util.*;
import java.util.concurrent.*;

public class LambdaChmOrder {
    public static void main(String[] args) {
        ConcurrentHashMap<Object, Integer> m = new ConcurrentHashMap<>();
        Random r = new Random(42);
        for (int i = 0; i < 3000; i++) {
            int op = r.nextInt(10);
            int k = r.nextInt(i < 1500 ? 200 : 2000);
            Object key = (i % 3 == 0) ? (Object) ("k" + k) : (Object) Integer.valueOf(k * 37);
            if (op < 5) m.put(key, i);
            else if (op < 6) m.remove(key);
            else if (op < 7) m.merge(key, 1, Integer::sum);
            else if (op < 8) m.computeIfAbsent(key, x -> 7);
            else if (op < 9) m.putIfAbsent(key, i);
            else m.compute(key, (x, v) -> v == null ? Integer.valueOf(1) : (v % 2 == 0 ? null : Integer.valueOf(v + 1)));
            if (i % 250 == 0) System.out.println(i + " " + m.size() + " " + m);
        }
        System.out.println(m.keySet());
        System.out.println(m.values());
        ConcurrentHashMap<Integer, String> c = new ConcurrentHashMap<>(5);
        for (int i = 0; i < 40; i++) c.put(i * 64, "v" + i);
        System.out.println(c);
        Map<String, Integer> hm = new HashMap<>();
        for (int i = 0; i < 100; i++) hm.put("x" + i, i);
        System.out.println(new ConcurrentHashMap<>(hm));
        ConcurrentHashMap<Integer, Integer> big = new ConcurrentHashMap<>();
        for (int i = 0; i < 20; i++) big.put(i << 16, i);
        for (int i = 0; i < 200; i++) big.put(i, i);
        for (int i = 20; i < 30; i++) big.put(i << 16, i);
        System.out.println(big.keySet());
        System.out.println(big.hashCode() + " " + big.getOrDefault(-1, 9) + " " + big.mappingCount());
    }
}
