// What the JIT knows of an object's null and GOS state tests at a pc
// that forward jumps reach: what every jump and the fall-through knew
// (doc/jit.md, "Repeated checks elided").  bounce() tests p once, for
// writing, though its `||` makes two jump targets; the other methods
// reach a join on one edge with another value in the local (a store, a
// switch case, a handler, a loop's back edge), where the test must be
// made again: a missed one is a crash here instead of the
// NullPointerException the stock JVM prints.  sumAll's loop tests a
// before it (the loop head's entry block), and a null a is left to the
// interpreter there, which throws.  jit_check.sh counts the tests in
// bounce's and sumAll's code.  Expected output from the stock JVM.
public class JitCheckJoins {
    static final class P {
        double x, vx;
        int hits;
        P next;
    }

    static int bounce(P p) {
        p.x += p.vx;
        if (p.x < 0 || p.x > 100) {
            p.vx = -p.vx;
            p.hits++;
        }
        return p.hits;
    }

    static int joinStore(P p, P q, boolean swap) {
        int h = p.hits;
        if (swap)
            p = q;
        return h + p.hits;
    }

    static int viaSwitch(P p, int k) {
        int h = p.hits;
        switch (k) {             // the cases jump to the join in this order
        case 1: h++; break;
        case 7: h += 7; break;
        case 0: p = null; break;
        default: h += 2;
        }
        return h + p.hits;
    }

    static int viaHandler(P p, P q) {
        int h = p.hits;
        try {
            h += q.hits;
        } catch (NullPointerException e) {
            p = null;
        }
        return h + p.hits;
    }

    static int backEdge(P p, int n) {
        int s = p.hits;          // known before the loop, not at its head
        for (int i = 0; i < n; i++) {
            s += p.hits;
            p = p.next;
        }
        return s;
    }

    static int sumAll(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++)
            s += a[i];
        return s;
    }

    static int ternary(P p, P q, int k) {
        P r = k > 0 ? p : q;
        int h = r.hits;
        r = k > 1 ? r : null;
        return h + r.hits;
    }

    static void report(String what, java.util.function.IntSupplier f) {
        try {
            System.out.println(what + " " + f.getAsInt());
        } catch (NullPointerException e) {
            System.out.println(what + " NullPointerException");
        }
    }

    public static void main(String[] args) {
        P a = new P(), b = new P();
        a.vx = 3.5;
        b.vx = -1.25;
        b.hits = 10;
        a.next = b;
        long sum = 0;
        for (int i = 0; i < 5000; i++) {
            sum += bounce(a) + bounce(b);
            sum += joinStore(a, b, (i & 1) == 0) + viaSwitch(a, 1 + i % 7) + ternary(a, b, 2 + i % 2);
        }
        System.out.println("bounce " + sum + " " + a.x + " " + b.x + " " + a.hits + " " + b.hits);
        int[] v = new int[100];
        for (int i = 0; i < v.length; i++)
            v[i] = i * 7 - 300;
        long t = 0;
        for (int i = 0; i < 3000; i++)
            t += sumAll(v);
        System.out.println("sumAll " + t);
        for (int round = 0; round < 3; round++) {
            report("joinStore same", () -> joinStore(a, b, false));
            report("joinStore swap", () -> joinStore(a, b, true));
            report("joinStore null", () -> joinStore(a, null, true));
            for (int k = 0; k < 9; k += 4) {
                final int kk = k;
                report("viaSwitch " + k, () -> viaSwitch(a, kk));
            }
            report("viaSwitch 1", () -> viaSwitch(a, 1));
            report("viaSwitch 7", () -> viaSwitch(a, 7));
            report("viaHandler b", () -> viaHandler(a, b));
            report("viaHandler null", () -> viaHandler(a, null));
            report("backEdge 2", () -> backEdge(a, 2));
            report("backEdge 3", () -> backEdge(a, 3));
            report("ternary 2", () -> ternary(a, b, 2));
            report("ternary 1", () -> ternary(a, b, 1));
            report("ternary 0", () -> ternary(a, null, 0));
            report("sumAll null", () -> sumAll(null));
            report("sumAll empty", () -> sumAll(new int[0]));
        }
    }
}
