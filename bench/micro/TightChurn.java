// AllocChurn in a tight heap: a long[] holding 60 % of the maximum heap
// stays live while millions of short-lived small objects come and go, so
// collections come often and the heap is always close to full: the case
// that the zeroing of the dead native stack when a collection is near
// (gc.h, gc_collection_near) must not make slow.  Run it with -Xmx32m
// (java too), against the build before for the cost of the zeroing.
public class TightChurn {
    static final class Pt {
        final int x, y;
        Pt(int x, int y) { this.x = x; this.y = y; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3000000;
        long[] held = new long[(int) (Runtime.getRuntime().maxMemory() * 6 / 10 / 8)];
        held[held.length - 1] = 7;
        long sum = 0;
        for (int i = 0; i < n; i++) {
            Pt p = new Pt(i, i >> 3);
            sum += p.x + p.y;
        }
        System.out.println("checksum " + (sum + held[held.length - 1]));
    }
}
