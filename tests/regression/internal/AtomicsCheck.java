import ristretto.internal.Atomics;

/**
 * Ristretto-only self-checking test of ristretto.internal.Atomics argument
 * validation (the class does not exist on a stock JVM, so this is not a
 * regression program with recorded output).  Every check states the exact
 * expected outcome; any mismatch prints FAIL and the program exits with 1.
 */
public class AtomicsCheck {
    static int failures;

    int i;
    long l;
    Object ref;
    static int si;
    static long sl;
    static String sref = "s0";
    short notSupported;

    static class Other {
        int x;
    }

    static void check(String what, boolean ok) {
        System.out.println((ok ? "ok   " : "FAIL ") + what);
        if (!ok) failures++;
    }

    interface Op {
        void run() throws Throwable;
    }

    static void expect(String what, Class<? extends Throwable> ex, Op op) {
        try {
            op.run();
            check(what + " (no exception, wanted " + ex.getSimpleName() + ")", false);
        } catch (Throwable t) {
            check(what + " -> " + t.getClass().getSimpleName(), ex.isInstance(t));
        }
    }

    public static void main(String[] args) {
        final long I = Atomics.fieldOffset(AtomicsCheck.class, "i");
        final long L = Atomics.fieldOffset(AtomicsCheck.class, "l");
        final long R = Atomics.fieldOffset(AtomicsCheck.class, "ref");
        final long SI = Atomics.fieldOffset(AtomicsCheck.class, "si");
        final long SL = Atomics.fieldOffset(AtomicsCheck.class, "sl");
        final long SR = Atomics.fieldOffset(AtomicsCheck.class, "sref");
        final AtomicsCheck o = new AtomicsCheck();

        check("casInt success", Atomics.casInt(o, I, 0, 5) && o.i == 5);
        check("casInt failure", !Atomics.casInt(o, I, 0, 6) && o.i == 5);
        check("getAndAddInt wraps", Atomics.getAndAddInt(o, I, Integer.MAX_VALUE) == 5 && o.i == Integer.MIN_VALUE + 4);
        check("casLong 64-bit", Atomics.casLong(o, L, 0L, 1L << 40) && o.l == 1L << 40);
        check("getAndAddLong", Atomics.getAndAddLong(o, L, 3) == 1L << 40 && o.l == (1L << 40) + 3);
        check("casRef", Atomics.casRef(o, R, null, "x") && "x".equals(o.ref));
        check("getAndSetRef", "x".equals(Atomics.getAndSetRef(o, R, "y")) && "y".equals(o.ref));
        check("volatile int", Atomics.getIntVolatile(o, I) == o.i);
        Atomics.putLongVolatile(o, L, -1L);
        check("volatile long", o.l == -1L && Atomics.getLongVolatile(o, L) == -1L);
        check("static int cas", Atomics.casInt(AtomicsCheck.class, SI, 0, 9) && si == 9);
        check("static long add", Atomics.getAndAddLong(AtomicsCheck.class, SL, 7) == 0 && sl == 7);
        check("static ref", Atomics.casRef(AtomicsCheck.class, SR, sref, "s1") && "s1".equals(sref));

        expect("unknown field name", NoSuchFieldError.class, () -> Atomics.fieldOffset(AtomicsCheck.class, "nope"));
        expect("short field not supported", IllegalArgumentException.class, () -> Atomics.fieldOffset(AtomicsCheck.class, "notSupported"));
        expect("null class", NullPointerException.class, () -> Atomics.fieldOffset(null, "i"));
        expect("null name", NullPointerException.class, () -> Atomics.fieldOffset(AtomicsCheck.class, null));
        expect("null base", NullPointerException.class, () -> Atomics.casInt(null, I, 0, 1));
        expect("int op on long field", IllegalArgumentException.class, () -> Atomics.casInt(o, L, 0, 1));
        expect("ref op on int field", IllegalArgumentException.class, () -> Atomics.casRef(o, I, null, "z"));
        expect("long op on ref field", IllegalArgumentException.class, () -> Atomics.getAndAddLong(o, R, 1));
        expect("handle used on other class", IllegalArgumentException.class, () -> Atomics.casInt(new Other(), I, 0, 1));
        expect("handle used on array", IllegalArgumentException.class, () -> Atomics.getIntVolatile(new int[4], I));
        expect("forged offset", IllegalArgumentException.class, () -> Atomics.casInt(o, (I & ~0xffffffffL) | 4096, 0, 1));
        expect("forged high bits", IllegalArgumentException.class, () -> Atomics.getIntVolatile(o, I | (1L << 60)));
        expect("negative handle", IllegalArgumentException.class, () -> Atomics.getIntVolatile(o, -1L));
        expect("static handle on instance", IllegalArgumentException.class, () -> Atomics.casInt(o, SI, 0, 1));
        expect("instance handle on Class", IllegalArgumentException.class, () -> Atomics.casInt(AtomicsCheck.class, I, 0, 1));
        expect("static handle on other Class", IllegalArgumentException.class, () -> Atomics.casInt(Other.class, SI, 0, 1));

        int[] ia = new int[3];
        long[] la = new long[2];
        Object[] oa = new String[2];
        check("casIntElem", Atomics.casIntElem(ia, 2, 0, 4) && ia[2] == 4);
        check("getAndAddLongElem", Atomics.getAndAddLongElem(la, 1, 10) == 0 && la[1] == 10);
        check("casRefElem", Atomics.casRefElem(oa, 0, null, "a") && "a".equals(oa[0]));
        expect("int elem index -1", ArrayIndexOutOfBoundsException.class, () -> Atomics.getAndAddIntElem(ia, -1, 1));
        expect("int elem index 3", ArrayIndexOutOfBoundsException.class, () -> Atomics.casIntElem(ia, 3, 0, 1));
        expect("long elem index", ArrayIndexOutOfBoundsException.class, () -> Atomics.getLongElemVolatile(la, 2));
        expect("null int array", NullPointerException.class, () -> Atomics.getIntElemVolatile(null, 0));
        expect("ref elem index", ArrayIndexOutOfBoundsException.class, () -> Atomics.getRefElemVolatile(oa, 5));
        expect("ArrayStoreException", ArrayStoreException.class, () -> Atomics.putRefElemVolatile(oa, 1, Integer.valueOf(1)));
        expect("ArrayStoreException cas", ArrayStoreException.class, () -> Atomics.casRefElem(oa, 1, null, new Object()));
        Atomics.fullFence();
        Atomics.acquireFence();
        Atomics.releaseFence();
        check("fences return", true);
        System.out.println(failures == 0 ? "all checks passed" : failures + " checks FAILED");
        System.exit(failures == 0 ? 0 : 1);
    }
}
