// Instance field loads on the JIT's virtual operand stack
// (jit-i386/jit_regs.c, emit_regs_getfield): fields of every one-slot
// type read into registers inside expressions, a field written and read
// back in one expression, a volatile field (handed to the interpreter),
// a null object with values pending, and a linked walk whose next
// pointer stays in a register.  Expected output from the stock JVM.
public class JitRegsFields {
    byte b = -3;
    boolean z = true;
    char c = 65000;
    short s = -20000;
    int i = 123456789;
    float f = 2.5f;
    long l = 1L << 40;
    double d = 0.125;
    JitRegsFields next;
    volatile int v = 7;
    int[] arr = { 3, 1, 4, 1, 5 };

    int mix(int k) {
        int r = 0;
        for (int j = 0; j < k; j++) {
            r = r * 7 + b + (z ? 1 : 0) + c - s + (i >>> j) + (int) (f * j) + arr[j % arr.length];
            r ^= v + (int) (l >> 35) + (int) (d * 64);
        }
        return r;
    }

    int writeRead() {
        return i + (i = 5) + i + (s = (short) (s + i)) + s;
    }

    static String nullObj(JitRegsFields o, int k) {
        int x = k * 11;
        try {
            return "got " + (x + o.i);
        } catch (NullPointerException e) {
            return "npe " + x;
        }
    }

    static int walk(JitRegsFields head) {
        int sum = 0, n = 0;
        for (JitRegsFields p = head; p != null; p = p.next) {
            sum += p.i + p.c;
            n++;
        }
        return sum * 100 + n;
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            JitRegsFields a = new JitRegsFields();
            System.out.println("mix " + a.mix(50));
            System.out.println("writeRead " + a.writeRead() + " " + a.i + " " + a.s);
            System.out.println("nullObj " + nullObj(null, 3) + " " + nullObj(a, 3));
            JitRegsFields head = null;
            for (int k = 0; k < 20; k++) {
                JitRegsFields q = new JitRegsFields();
                q.i = k * k;
                q.c = (char) ('a' + k);
                q.next = head;
                head = q;
            }
            System.out.println("walk " + walk(head) + " " + walk(null));
        }
    }
}
