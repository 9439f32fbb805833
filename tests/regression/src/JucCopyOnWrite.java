import java.util.*;
import java.util.concurrent.*;

public class JucCopyOnWrite {
    public static void main(String[] args) throws Exception {
        final CopyOnWriteArrayList<Integer> list = new CopyOnWriteArrayList<Integer>();
        final CopyOnWriteArraySet<String> set = new CopyOnWriteArraySet<String>();
        Thread[] ts = new Thread[5];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 100; k++) {
                        list.add(id * 100 + k);
                        set.add("s" + (k % 10));
                        int sum = 0;
                        for (int v : list) sum += v;
                        if (sum < 0) System.out.println("impossible");
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        List<Integer> sorted = new ArrayList<Integer>(list);
        Collections.sort(sorted);
        boolean all = true;
        for (int i = 0; i < 500; i++) if (sorted.get(i) != i) all = false;
        System.out.println("size " + list.size() + " all present " + all);
        List<String> ss = new ArrayList<String>(set);
        Collections.sort(ss);
        System.out.println(ss);
        Iterator<Integer> snap = list.iterator();
        list.clear();
        int n = 0;
        while (snap.hasNext()) {
            snap.next();
            n++;
        }
        System.out.println("snapshot saw " + n + " now " + list.size());
    }
}
