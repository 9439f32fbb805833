// Static int methods that the first JIT path compiles (-Xjit:all): arithmetic
// with wrap-around, idiv/irem corner cases (MIN_VALUE / -1, a zero divisor
// throwing from compiled code with the right line), shifts, narrowing,
// branches with values on the operand stack at merges, and loops.
public class JitArith {
    static int add(int a, int b) { return a + b; }
    static int poly(int x) { return 3 * x * x - 7 * x + 11; }
    static int gcd(int a, int b) { while (b != 0) { int t = a % b; a = b; b = t; } return a; }
    static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i ^ (i >>> 3); return s; }
    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }
    static int shifts(int x, int n) { return (x << n) ^ (x >> n) ^ (x >>> n); }
    static int narrow(int x) { return (byte) x + (char) x + (short) x; }
    static int max3(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }
    static boolean even(int x) { return (x & 1) == 0; }
    static int collatz(int n) { int steps = 0; while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; steps++; } return steps; }
    static String multiArray(int x) { char[][] c = new char[1][1]; c[0][0] = 'n'; return new String(c[0]).concat(Integer.toString(x)); }
    static void nothing() { }
    public static void main(String[] args) {
        System.out.println(add(2, 40) + " " + add(Integer.MAX_VALUE, 1));
        System.out.println(poly(-5) + " " + poly(12345));
        System.out.println(gcd(1071, 462) + " " + gcd(17, 0));
        System.out.println(sum(100000));
        System.out.println(div(Integer.MIN_VALUE, -1) + " " + rem(Integer.MIN_VALUE, -1) + " " + div(-7, 2) + " " + rem(-7, 2));
        System.out.println(shifts(0x81234567, 33) + " " + shifts(-1, 31));
        System.out.println(narrow(0x12345678) + " " + narrow(-129));
        System.out.println(max3(1, 9, 4) + " " + max3(-1, -9, -4));
        System.out.println(even(10) + " " + even(-3));
        int c = 0; for (int i = 1; i < 3000; i++) c += collatz(i);
        System.out.println(c);
        System.out.println(multiArray(21));
        nothing();
        try { System.out.println(div(1, 0)); } catch (ArithmeticException e) {
            System.out.println(e.getMessage() + " at " + e.getStackTrace()[0].getMethodName() + ":" + e.getStackTrace()[0].getLineNumber());
        }
    }
}
