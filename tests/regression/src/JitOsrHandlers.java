// On-stack replacement in methods with exception handlers (doc/jit.md,
// "On-stack replacement").  `outside` has handlers before and after its
// hot loop but none covering it: the loop is entered in compiled code,
// and a later exception is caught by the method's own handler (which the
// compiled code hands back to the interpreter).  `inside` has its hot
// loop inside a try block, the shape of a worker thread's loop: the loop
// is entered in compiled code too (until 27 Nov 2026 the entry was
// refused there and the loop stayed interpreted), and the exception
// thrown inside the range after it is caught by the method's handler,
// which the OSR code hands back to the interpreter.  Both are called
// once, from main.
public class JitOsrHandlers {
    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static long outside(String arg, int n) {
        int k = parse(arg);
        long acc = k;
        int[] a = new int[32];
        for (int i = 0; i < n; i++) {
            a[i & 31] += i * k;
            acc += a[(i * 7) & 31] ^ i;
        }
        try {
            acc += a[n];                  // out of bounds: caught below
        } catch (ArrayIndexOutOfBoundsException e) {
            acc = -acc + e.getMessage().length();
        }
        try {
            Object o = arg;
            acc += ((Integer) o);         // ClassCastException
        } catch (ClassCastException e) {
            acc ^= 0x5555;
        } finally {
            acc += 11;
        }
        return acc;
    }

    static double inside(int n) {
        double d = 1.0;
        int hits = 0;
        try {
            for (int i = 0; i < n; i++) {
                d = d * 1.0000001 + (i % 3);
                if ((i % 50000) == 49999)
                    hits++;
            }
            if (hits > 0)
                throw new IllegalStateException("hits " + hits);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        return d;
    }

    public static void main(String[] args) {
        System.out.println("outside " + outside("17", 200000));
        System.out.println("outside bad " + outside("x", 100000));
        System.out.println("inside " + inside(200000));
    }
}
