import java.util.ArrayList;
import java.util.List;

// finalize() may allocate: strings, collections, and new finalizable
// objects, which are finalized in turn once unreachable (a chain of 20,
// each link made by the previous one's finalizer).
public class FinAlloc {
    static final List<String> log = new ArrayList<String>();

    static synchronized void add(String s) {
        log.add(s);
    }

    static synchronized int size() {
        return log.size();
    }

    static class Link {
        final int n;
        final int[] payload;
        Link(int n) {
            this.n = n;
            this.payload = new int[64 + n];
        }
        protected void finalize() {
            StringBuilder sb = new StringBuilder();
            List<Integer> tmp = new ArrayList<Integer>();
            for (int i = 0; i <= n; i++)
                tmp.add(Integer.valueOf(i * payload.length));
            sb.append("link ").append(n).append(" sum ");
            long s = 0;
            for (Integer v : tmp)
                s += v.intValue();
            sb.append(s);
            add(sb.toString());
            if (n > 0)
                new Link(n - 1);
        }
    }

    static void make() {
        new Link(19);
    }

    public static void main(String[] args) throws Exception {
        make();
        for (int i = 0; i < 1000 && size() < 20; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(2);
        }
        synchronized (FinAlloc.class) {
            for (String s : log)
                System.out.println(s);
        }
    }
}
