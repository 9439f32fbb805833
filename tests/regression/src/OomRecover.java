import java.util.ArrayList;
import java.util.List;

// Memory dropped after an OutOfMemoryError is there again. Each round
// fills a list until allocation fails (or, on a large heap, until twice
// the budget is held), drops the list and allocates 5/8 of the budget
// again: with the list held in a local of main and dropped by
// `list = null`; filled and caught in a callee; and held in a local of a
// method that has returned, its slot not yet written by the next call.
// The budget is the heap's size up to 32 MB: OomRecover.opts runs it with
// -Xmx16m, where every round really runs out of memory; on a larger heap
// the rounds only allocate, with the same output. Nothing is printed
// while the list is held: printing needs memory too.
public class OomRecover {
    static final long BUDGET = Math.min(Runtime.getRuntime().maxMemory(), 32L << 20);
    static final int CHUNK = (int) (BUDGET / 64 / 8); // longs: 1/64 of the budget

    static int fill(List<long[]> list) {
        try {
            while (list.size() < 128)
                list.add(new long[CHUNK]);
        } catch (OutOfMemoryError e) {
            // caught here, in the frame that holds the list
        }
        return list.size();
    }

    // the list lives in local 1 of this frame only
    static int fillNew(int limit) {
        List<long[]> list = new ArrayList<>();
        try {
            while (list.size() < limit)
                list.add(new long[CHUNK]);
        } catch (OutOfMemoryError e) {
        }
        return list.size();
    }

    // local 1 is not written before the first large allocation
    static int allocate(int chunks) {
        long[] first = new long[CHUNK];
        long[][] again = new long[chunks][];
        again[0] = first;
        for (int i = 1; i < chunks; i++)
            again[i] = new long[CHUNK];
        return again.length;
    }

    public static void main(String[] args) {
        for (int round = 1; round <= 3; round++) {
            List<long[]> list = new ArrayList<>();
            try {
                while (list.size() < 128)
                    list.add(new long[CHUNK]);
            } catch (OutOfMemoryError e) {
                // the list holds about all of the heap now
            }
            boolean filled = list.size() > 32;
            list = null;
            System.out.println("round " + round + ": filled " + filled);
            System.out.println("round " + round + ": allocated again " + allocate(40));
            List<long[]> other = new ArrayList<>();
            filled = fill(other) > 32;
            other = null;
            System.out.println("round " + round + ": callee filled " + filled);
            System.out.println("round " + round + ": allocated again " + allocate(40));
            int n = fillNew(128);
            int m = allocate(40);
            System.out.println("round " + round + ": returned " + (n > 32) + ", allocated again " + m);
        }
    }
}
