// Volatile fields in compiled code (doc/jit.md, "Fields"): reads and
// writes of volatile instance fields of every type, and of volatile
// statics, in methods the JIT compiles; a volatile access through a null
// reference (NullPointerException, caught); and two threads handing a
// counter back and forth through volatile flags, so each side spins on a
// volatile read the other side's volatile write must end.  jit_check.sh
// runs it with -Xjit:all,-Xdebug:jit and checks that the accessors hand
// their frame over to the interpreter at most once each (the first call,
// which resolves the instruction), not at every call as until 27 Nov 2026.
public class JitVolatile {
    volatile byte b;
    volatile boolean z;
    volatile char c;
    volatile short s;
    volatile int i;
    volatile float f;
    volatile long l;
    volatile double d;
    volatile String str;

    static volatile int si;
    static volatile long sl;
    static volatile Object so;

    static volatile int turn;
    static volatile long shared;

    void bump(int k) {
        b = (byte) (b + k);
        z = !z;
        c = (char) (c + k);
        s = (short) (s - k);
        i = i * 31 + k;
        f = f * 0.5f + k;
        l = l * 6364136223846793005L + k;
        d = d * 0.25 + k;
        str = (k & 1) == 0 ? "even" : "odd";
    }

    long sum() {
        return b + (z ? 1 : 0) + c + s + i + (long) f + l + (long) d + str.length();
    }

    static int getI(JitVolatile o) {
        return o.i;
    }

    static void putL(JitVolatile o, long v) {
        o.l = v;
    }

    static long statics(int k) {
        si = si + k;
        sl = sl ^ ((long) k << 33);
        so = (k % 3 == 0) ? null : Integer.valueOf(k);
        return si + sl + (so == null ? 0 : 1);
    }

    static void pingPong(final int rounds) throws InterruptedException {
        Thread other = new Thread() {
            public void run() {
                for (int r = 0; r < rounds; r++) {
                    while (turn != 1)
                        Thread.yield();
                    shared = shared * 3 + 1;
                    turn = 0;
                }
            }
        };
        other.start();
        for (int r = 0; r < rounds; r++) {
            while (turn != 0)
                Thread.yield();
            shared = shared + r;
            turn = 1;
        }
        other.join();
        System.out.println("pingPong " + rounds + ": " + shared + " turn " + turn);
    }

    public static void main(String[] args) throws InterruptedException {
        JitVolatile o = new JitVolatile();
        long acc = 0;
        for (int k = 0; k < 3000; k++) {
            o.bump(k);
            acc += o.sum() + getI(o);
            putL(o, o.l + 1);
            acc ^= statics(k);
        }
        System.out.println("fields " + o.b + " " + o.z + " " + (int) o.c + " " + o.s + " " + o.i + " " + o.f
                           + " " + o.l + " " + o.d + " " + o.str);
        System.out.println("statics " + si + " " + sl + " " + so);
        System.out.println("acc " + acc);
        try {
            getI(null);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("NullPointerException from a volatile read");
        }
        try {
            putL(null, 5);
            System.out.println("no exception");
        } catch (NullPointerException e) {
            System.out.println("NullPointerException from a volatile write");
        }
        pingPong(2000);
    }
}
