// Values kept in registers by the JIT (jit-i386/jit_regs.c): the virtual
// operand stack (constants, locals and results not written to the frame
// yet) and int/float locals pinned to registers and written through.
// Each case is a shape where a value pending in a register could be
// lost or read stale: a local written while its earlier value is still
// pending on the stack (i++ in an expression, x + (x = 5)), branch
// targets reached with different values on the stack (?:), more pending
// results than scratch registers, long and double work between int
// expressions, calls and throws in the middle of an expression with
// locals pinned, and reference compares.  Run with -Xjit:all by
// make check-jit; its .ropts compiles after two calls.
public class JitRegs {
    static int postInc(int i) {
        int a = i++ + i++;          // iload i; iinc i; iload i; iinc i; iadd
        int b = i + (i = 5) + i;    // i read, then written under it
        int c = i-- - --i;
        return a * 1000000 + b * 1000 + c + i;
    }

    static int ternaries(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            acc += (i & 1) == 0 ? i : -i;                 // merge with acc under it
            acc ^= ((i % 3 == 0) ? acc << 3 : acc >>> 5) + (i > 7 ? 1 : 2);
            acc = 5 < i ? acc + i : acc - 1;              // constant on the left
        }
        return acc;
    }

    // A branch with a pending result under its operand: the value must be
    // in its slot on both paths to the merge.
    static int merge(int n) {
        int acc = 1, t = 0;
        for (int i = 0; i < n; i++) {
            t = t * 3 + i;
            acc = acc * 5 + ((i & 1) == 0 ? t : -t);
        }
        return acc + t;
    }

    static int deep(int a, int b, int c, int d, int e, int f, int g, int h) {
        // seven products pending at once: more than the scratch registers
        return (a * b) + ((c * d) - ((e * f) ^ ((g * h) + ((a * c) | ((b * d) & ((e * g) + (f * h)))))));
    }

    static int shifts(int x, int k) {
        int r = 0;
        for (int j = 0; j < 40; j++) {
            r += (x << j) ^ (x >> (k + j)) ^ (x >>> -j);
            r = (r << 1) | (r >>> 31);
            r += (byte) r + (char) (r * 7) + (short) (r >> 3);
            r -= -r * 3;
        }
        return r + (Integer.MIN_VALUE * -1) + (x << 33);
    }

    static long longsAndDoubles(int n) {
        long l = 1;
        double d = 0.5;
        int i = 0;
        while (i < n) {
            int t = i * 3 + 1;
            l = l * 31 + t + (long) (i ^ t) * 1000003L;
            d = d * 0.75 + t / 7.0 + (i & 3);
            float f = t * 0.5f;
            i = i + (int) f % 3 + 1;
        }
        return l ^ Double.doubleToLongBits(d) ^ i;
    }

    static float floats(int n) {
        float s = 0.25f, t = 1.0f;
        for (int i = 0; i < n; i++) {
            float u = t;               // float locals pinned like ints
            t = s;
            s = u + s * 0.5f + i;
        }
        return s - t;
    }

    static int twice(int x) {
        return x * 2 + 1;
    }

    static int callsMid(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++)
            acc = acc * 7 + twice(i) - twice(acc & 255) + (i ^ twice(i++));
        return acc;
    }

    // ArithmeticException at i == 7 with acc * 31 + (i ^ 5) pending; the
    // handler runs in the interpreter, which reads i and acc from the frame.
    static int throwMid(int[] a, int n) {
        int i = 0, acc = 0;
        try {
            for (i = 0; i < n; i++)
                acc = acc * 31 + (i ^ 5) + a[i] / (i - 7);
        } catch (ArithmeticException e) {
            return acc * 1000 + i;
        } catch (ArrayIndexOutOfBoundsException e) {
            return -(acc * 1000 + i);
        }
        return acc;
    }

    // The same without a handler here: the exception leaves the method.
    static int throwOut(int[] a, int n) {
        int acc = 3;
        for (int i = 0; i < n; i++)
            acc = acc * 17 + (i << 2) + a[i + 1];
        return acc;
    }

    static int refs(Object[] os) {
        int r = 0;
        Object prev = null;
        for (int i = 0; i < os.length; i++) {
            Object o = os[i];
            if (o == null)
                r += 1;
            else if (o == prev)
                r += 10;
            else if (o != os[0])
                r += 100;
            prev = o;
        }
        return r;
    }

    static int dupChain(int[] a, int n) {
        int x, y;
        x = y = n + 1;
        a[0] = a[1] = x * y;
        int z = (x = y + 2) * (y = x - 1);
        return a[0] + a[1] + x + y + z;
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            System.out.println("postInc " + postInc(3) + " " + postInc(-8));
            System.out.println("ternaries " + ternaries(100) + " " + ternaries(1000));
            System.out.println("merge " + merge(10) + " " + merge(1000));
            System.out.println("deep " + deep(1, 2, 3, 4, 5, 6, 7, 8) + " " + deep(-9, 77, 123456, -3, 31, 17, 1 << 20, 99));
            System.out.println("shifts " + shifts(0x12345678, 3) + " " + shifts(-1, 31));
            System.out.println("longsAndDoubles " + longsAndDoubles(1000));
            System.out.println("floats " + floats(50));
            System.out.println("callsMid " + callsMid(200));
            int[] a = new int[10];
            for (int i = 0; i < a.length; i++)
                a[i] = i * 11 + 1;
            System.out.println("throwMid " + throwMid(a, 20) + " " + throwMid(a, 5));
            a[7] = 0;
            System.out.println("throwMid " + throwMid(new int[5], 20));
            try {
                System.out.println(throwOut(a, 20));
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println("throwOut " + e.getMessage());
            }
            Object s = "s";
            System.out.println("refs " + refs(new Object[] { s, s, null, "t", "t", null, null, s, new Object() }));
            System.out.println("dupChain " + dupChain(new int[2], 4));
        }
    }
}
