import java.util.*;
import java.util.concurrent.*;

// Constants of the class library keep their identity between threads
// that, on a cluster, run on different nodes: HashSet/TreeSet removal
// (which compares with the sets' private sentinel), enum constants
// compared with == and used as HashMap keys, Boolean.TRUE, the empty
// collections.
public class GosLibConstants {
    static final Set<String> hashSet = new HashSet<>();
    static final Set<String> treeSet = new TreeSet<>();
    static final Map<TimeUnit, String> byUnit = new HashMap<>();
    static final List<Object> handed = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        Thread filler = new Thread(() -> {
            synchronized (hashSet) {
                for (int i = 0; i < 5; i++) {
                    hashSet.add("h" + i);
                    treeSet.add("t" + i);
                }
                byUnit.put(TimeUnit.SECONDS, "seconds");
                byUnit.put(TimeUnit.MILLISECONDS, "millis");
                handed.add(TimeUnit.SECONDS);
                handed.add(Thread.State.RUNNABLE);
                handed.add(Boolean.TRUE);
                handed.add(Collections.emptyList());
                handed.add(Collections.emptyMap());
            }
        }, "filler");
        filler.start();
        filler.join();
        synchronized (hashSet) {
            System.out.println("hash set remove h2: " + hashSet.remove("h2") + ", again: " + hashSet.remove("h2") + ", size " + hashSet.size());
            System.out.println("tree set remove t3: " + treeSet.remove("t3") + ", again: " + treeSet.remove("t3") + ", size " + treeSet.size());
            System.out.println("map by unit: " + byUnit.get(TimeUnit.SECONDS) + " " + byUnit.get(TimeUnit.MILLISECONDS) + " " + byUnit.get(TimeUnit.HOURS));
            System.out.println("containsKey SECONDS: " + byUnit.containsKey(TimeUnit.SECONDS));
            System.out.println("SECONDS same: " + (handed.get(0) == TimeUnit.SECONDS));
            System.out.println("RUNNABLE same: " + (handed.get(1) == Thread.State.RUNNABLE));
            System.out.println("TRUE same: " + (handed.get(2) == Boolean.TRUE));
            System.out.println("emptyList same: " + (handed.get(3) == Collections.emptyList()));
            System.out.println("emptyMap same: " + (handed.get(4) == Collections.emptyMap()));
            System.out.println("SECONDS hash matches: " + (handed.get(0).hashCode() == TimeUnit.SECONDS.hashCode()));
        }

        // the other way: main's set emptied by a thread elsewhere
        final Set<Integer> mine = new HashSet<>();
        for (int i = 0; i < 4; i++)
            mine.add(i);
        final boolean[] removed = new boolean[4];
        Thread emptier = new Thread(() -> {
            synchronized (mine) {
                for (int i = 0; i < 4; i++)
                    removed[i] = mine.remove(i);
            }
        }, "emptier");
        emptier.start();
        emptier.join();
        synchronized (mine) {
            System.out.println("removed elsewhere: " + Arrays.toString(removed) + ", left " + mine.size());
        }
    }
}
