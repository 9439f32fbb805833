// Instance field stores on the JIT's virtual operand stack
// (jit_compile.c, emit_regs_putfield, since 28 Nov 2026) and loads of
// long and double fields: every field type written from registers, from
// constants (0, -1, a long needing 64 bits, null) and from XMM entries;
// narrowing of byte, char and short stores; a store through a null
// object with values pending (the exception and the state after it);
// fields of two objects interleaved; a ring another thread has read
// (so on a cluster its objects are shared and the stores fault) walked
// and written.  Expected output from the stock JVM.
public class JitRegsStores {
    byte b;
    boolean z;
    char c;
    short s;
    int i;
    float f;
    long l;
    double d;
    Object o;
    JitRegsStores next;

    void fill(int k) {
        b = (byte) (k * 37);
        z = (k & 1) == 0;
        c = (char) (k * 4099);
        s = (short) (k * 1237);
        i = k * 100003;
        f = k * 0.75f;
        l = (long) k * 0x1234567890L;
        d = k / 3.0;
        o = (k % 3 == 0) ? null : Integer.valueOf(k);
    }

    void constants(int k) {
        b = -1;
        c = 0;
        s = 32767;
        i = -1;
        l = 0x7fffffffffffL;
        d = 0.0;
        o = null;
        if (k > 5) {
            l = -2;
            f = -0.0f;
        }
    }

    long sum() {
        return b + (z ? 7 : 0) + c + s + i + (long) f + l + (long) (d * 1000) + (o == null ? 0 : o.hashCode());
    }

    static long interleave(JitRegsStores p, JitRegsStores q, int n) {
        long h = 0;
        for (int k = 0; k < n; k++) {
            p.i = q.i + k;
            q.l = p.l ^ k;
            p.d = q.d + 0.5;
            q.s = (short) (p.s - 3);
            p.next = q;
            q.next = (k & 1) == 0 ? p : null;
            h = h * 31 + p.i + q.l + (long) p.d + q.s + (q.next == null ? 1 : 2);
        }
        return h;
    }

    static int nullStore(JitRegsStores p, int k) {
        int pending = k * 3;
        try {
            p.i = pending + 1;
            return pending;
        } catch (NullPointerException e) {
            return -pending;
        }
    }

    public static void main(String[] args) throws Exception {
        JitRegsStores a = new JitRegsStores(), b2 = new JitRegsStores();
        long h = 0;
        for (int k = 0; k < 3000; k++) {
            a.fill(k);
            h = h * 31 + a.sum();
            if (k % 7 == 0) {
                a.constants(k);
                h = h * 31 + a.sum();
            }
        }
        System.out.println("fill " + h);
        System.out.println("interleave " + interleave(a, b2, 5000));
        long ns = 0;
        for (int k = 0; k < 2000; k++)
            ns += nullStore((k % 10 == 0) ? null : a, k);
        System.out.println("nullStore " + ns + " " + a.i);
        // a ring another thread reads first, then written here
        final JitRegsStores[] ring = new JitRegsStores[16];
        for (int k = 0; k < ring.length; k++)
            ring[k] = new JitRegsStores();
        for (int k = 0; k < ring.length; k++)
            ring[k].next = ring[(k + 5) % ring.length];
        Thread reader = new Thread(() -> {
            long r = 0;
            for (int k = 0; k < 20000; k++) {
                JitRegsStores p = ring[k % ring.length];
                r += p.i >= 0 ? 1 : 0;
            }
            System.out.println("reader " + r);
        });
        reader.start();
        reader.join();
        JitRegsStores p = ring[0];
        for (int k = 0; k < 40000; k++) {
            p.i = k;
            p.d = k * 0.5;
            p = p.next;
        }
        long t = 0;
        for (JitRegsStores q : ring)
            t += q.i + (long) q.d;
        System.out.println("ring " + t);
    }
}
