import java.util.*;
import java.util.concurrent.*;

public class LambdaJucChmMerge {
    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        ConcurrentHashMap<Integer, Integer> squares = new ConcurrentHashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog the end".split(" ");
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int r = 0; r < 200; r++) {
                    for (String w : words) counts.merge(w, 1, Integer::sum);
                    squares.computeIfAbsent(r, k -> k * k);
                    counts.compute("t" + id, (k, v) -> v == null ? 1 : v + 1);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(new TreeMap<>(counts));
        System.out.println(counts);
        long sq = 0;
        for (int v : squares.values()) sq += v;
        System.out.println(squares.size() + " " + sq);
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        List<Thread> writers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int base = i * 1000;
            Thread t = new Thread(() -> {
                for (int k = 0; k < 500; k++) m.put(base + k, k);
                for (int k = 0; k < 500; k += 2) m.remove(base + k);
            });
            writers.add(t);
            t.start();
        }
        for (Thread t : writers) t.join();
        System.out.println(m.size() + " " + m.mappingCount());
        int s = 0;
        for (Map.Entry<Integer, Integer> e : m.entrySet()) s += e.getKey() + e.getValue();
        System.out.println(s);
        System.out.println(new TreeSet<>(m.keySet()).first() + " " + new TreeSet<>(m.keySet()).last());
    }
}
