// long arithmetic and shifts in static methods the JIT's first path compiles
// (-Xjit:all): on IA-32 every long is a register pair (add/adc, sub/sbb,
// a three-multiply lmul, a two-step lcmp, shld/shrd with the count's bit 5
// moving one half into the other), on x86-64 one register.
public class JitLong {
    static long add(long a, long b) { return a + b; }
    static long sub(long a, long b) { return a - b; }
    static long mul(long a, long b) { return a * b; }
    static long logic(long a, long b) { return (a & b) ^ (a | ~b); }
    static long neg(long a) { return -a; }
    static int cmp(long a, long b) { return a < b ? -1 : a == b ? 0 : 1; }
    static long widen(int x) { return x; }
    static int narrow(long x) { return (int) x; }
    static long fact(int n) { long f = 1; for (int i = 2; i <= n; i++) f *= i; return f; }
    static long fib(int n) { long a = 0, b = 1; while (n-- > 0) { long t = a + b; a = b; b = t; } return a; }
    static long big() { return 0x123456789abcdefL + 9000000000L; }
    static long mix(long a, int b, long c) { return a * b - c; }
    static long shifts(long a, int n) { return (a << n) ^ (a >> n) + (a >>> n); }
    static long div(long a, long b) { return a / b; }
    static long rem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        long[] v = { 0, 1, -1, 0xffffffffL, 0x100000000L, Long.MAX_VALUE, Long.MIN_VALUE, 123456789012345L, -987654321098L };
        long h = 17;
        for (long a : v) {
            for (long b : v) {
                h = h * 31 + add(a, b);
                h = h * 31 + sub(a, b);
                h = h * 31 + mul(a, b);
                h = h * 31 + logic(a, b);
                h = h * 31 + cmp(a, b);
                if (b != 0) h = h * 31 + div(a, b) + rem(a, b);
            }
            h = h * 31 + neg(a) + narrow(a) + widen(narrow(a));
            for (int n = -65; n <= 130; n += 13) h = h * 31 + shifts(a, n);
        }
        System.out.println(h);
        System.out.println(fact(20) + " " + fact(25) + " " + fib(90) + " " + big());
        System.out.println(mul(0xffffffffL, 0xffffffffL) + " " + mul(-3, 0x80000001L) + " " + cmp(Long.MIN_VALUE, 1) + " " + cmp(0x100000000L, 0xffffffffL));
        System.out.println(mix(1L << 40, -3, 7) + " " + widen(-5) + " " + narrow(0x1234567887654321L));
        System.out.println(div(Long.MIN_VALUE, -1) + " " + rem(Long.MIN_VALUE, -1) + " " + div(-7, 2) + " " + rem(-7, 2));
        try { div(1, 0); } catch (ArithmeticException e) {
            System.out.println(e.getMessage() + " at " + e.getStackTrace()[0].getMethodName() + ":" + e.getStackTrace()[0].getLineNumber());
        }
    }
}
