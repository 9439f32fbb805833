// Exceptions caught by handlers of compiled methods (issue 13, item 6):
// the handler runs as compiled code with the locals the try block left
// (ints, longs, doubles, references, a loop counter held in a register),
// for exceptions thrown by athrow, by a compiled callee, by an array
// access, a null receiver, a division by zero and a failed cast; nested
// handlers, finally blocks, synchronized blocks, a handler that throws to
// an outer one, and an exception no handler of the method catches.  Line
// numbers of the stack traces come from the compiled frames' pcs.
// jit_check.sh runs it with -Xdebug:jit and checks that the catches do
// not hand frames over to the interpreter.
public class JitHandlers {
    static int[] data = { 3, 1, 4, 1, 5, 9, 2, 6 };
    static Object[] things = { "a", 7, "b", 2.5, null };

    static int thrower(int i) {
        if (i % 3 == 0)
            throw new IllegalArgumentException("third " + i);
        return i;
    }

    // the counter, the long and the double are live across the throw
    static long loopCatch(int n) {
        long acc = 0;
        double d = 0.5;
        int caught = 0;
        for (int i = 0; i < n; i++) {
            try {
                acc += thrower(i);
                d *= 1.0001;
            } catch (IllegalArgumentException e) {
                caught++;
                acc -= i;
                d += i * 0.25;
            }
        }
        return acc * 1000 + caught + (long) d;
    }

    // the kinds of exception the VM throws from compiled code
    static String kinds(int k, int[] a, Object o, int z) {
        try {
            switch (k) {
            case 0: return "elem " + a[k + 20];
            case 1: return "len " + ((int[]) null).length;
            case 2: return "div " + (k / z);
            case 3: return "cast " + (String) o;
            case 4: throw new UnsupportedOperationException("k4");
            default: return "none " + a.length;
            }
        } catch (ArrayIndexOutOfBoundsException e) {
            return "AIOOBE " + e.getMessage();
        } catch (NullPointerException | ArithmeticException e) {
            return e.getClass().getSimpleName();
        } catch (ClassCastException e) {
            return "CCE";
        } catch (RuntimeException e) {
            return "RTE " + e.getMessage();
        }
    }

    // a handler that throws, caught by an outer handler of the same method
    static int nested(int i) {
        int stage = 0;
        try {
            try {
                stage = 1;
                if (i > 0)
                    throw new IllegalStateException("inner " + i);
                stage = 2;
            } catch (IllegalStateException e) {
                stage = 3;
                throw new RuntimeException("from handler", e);
            } finally {
                stage += 10;
            }
        } catch (RuntimeException e) {
            return stage * 100 + (e.getCause() != null ? 1 : 0);
        }
        return stage;
    }

    // not caught here: the type does not match, the caller catches
    static int wrongType(int i) {
        try {
            return data[i];
        } catch (NullPointerException e) {
            return -1;
        }
    }

    // javac's synchronized block: monitorexit in a catch-any handler
    static final Object lock = new Object();
    static int counter;

    static int syncBlock(int i) {
        synchronized (lock) {
            counter++;
            if (i % 5 == 4)
                throw new IllegalStateException("sync " + i);
            return counter;
        }
    }

    static int lineOf(Throwable e) {
        StackTraceElement[] st = e.getStackTrace();
        return st.length > 0 ? st[0].getLineNumber() : -1;
    }

    public static void main(String[] args) throws Exception {
        // each call catches: a catch that handed the frame over would do
        // so at the same instruction in each call
        long loops = 0;
        for (int r = 0; r < 5; r++)
            loops = loops * 7 + loopCatch(6000 + r);
        System.out.println("loop " + loops);
        int[] a = { 1, 2, 3 };
        for (int r = 0; r < 2; r++)
            for (int k = 0; k < 6; k++)
                System.out.println("kind " + k + ": " + kinds(k, a, things[k % things.length], 0));
        for (int i = 0; i < 3; i++)
            System.out.println("nested " + i + " " + nested(i));
        int sum = 0, outside = 0;
        for (int i = 0; i < 20; i++) {
            try {
                sum += wrongType(i);
            } catch (ArrayIndexOutOfBoundsException e) {
                outside++;
            }
        }
        System.out.println("wrongType " + sum + " " + outside);
        int syncCaught = 0, last = 0;
        for (int i = 0; i < 1000; i++) {
            try {
                last = syncBlock(i);
            } catch (IllegalStateException e) {
                syncCaught++;
                if (Thread.holdsLock(lock))
                    System.out.println("lock held after " + e.getMessage());
            }
        }
        System.out.println("sync " + syncCaught + " " + last + " " + counter);
        // another thread takes the lock the handlers released
        Thread t = new Thread(() -> System.out.println("other " + syncBlock(0)));
        t.start();
        t.join();
        try {
            thrower(6);
        } catch (IllegalArgumentException e) {
            System.out.println("line " + lineOf(e) + " " + e.getStackTrace()[1].getLineNumber());
        }
        try {
            kinds(1, a, null, 1);
            System.out.println("line " + lineOf(new Throwable()));
            wrongType(99);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("line " + lineOf(e) + " " + e.getStackTrace()[1].getMethodName());
        }
    }
}
