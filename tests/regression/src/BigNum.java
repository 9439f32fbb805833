public class BigNum {
    // little-endian base 10^4 digits
    static final int BASE = 10000;
    static int[] fromLong(long v) {
        int[] tmp = new int[20]; int n = 0;
        do { tmp[n++] = (int) (v % BASE); v /= BASE; } while (v > 0);
        return java.util.Arrays.copyOf(tmp, n);
    }
    static int[] add(int[] a, int[] b) {
        int n = Math.max(a.length, b.length);
        int[] r = new int[n + 1];
        int carry = 0;
        for (int i = 0; i < n; i++) {
            int s = carry + (i < a.length ? a[i] : 0) + (i < b.length ? b[i] : 0);
            r[i] = s % BASE; carry = s / BASE;
        }
        r[n] = carry;
        return trim(r);
    }
    static int[] mul(int[] a, int[] b) {
        long[] r = new long[a.length + b.length];
        for (int i = 0; i < a.length; i++) for (int j = 0; j < b.length; j++) r[i + j] += (long) a[i] * b[j];
        int[] out = new int[r.length];
        long carry = 0;
        for (int i = 0; i < r.length; i++) { long s = r[i] + carry; out[i] = (int) (s % BASE); carry = s / BASE; }
        return trim(out);
    }
    static int[] mulSmall(int[] a, int m) { return mul(a, fromLong(m)); }
    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 1 && a[n - 1] == 0) n--;
        return java.util.Arrays.copyOf(a, n);
    }
    static String str(int[] a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a[a.length - 1]);
        for (int i = a.length - 2; i >= 0; i--) sb.append(String.format("%04d", a[i]));
        return sb.toString();
    }
    static int digitSum(String s) { int t = 0; for (char c : s.toCharArray()) t += c - '0'; return t; }
    public static void main(String[] args) {
        int[] f = fromLong(1);
        for (int i = 2; i <= 100; i++) f = mulSmall(f, i);
        String s = str(f);
        System.out.println("100! = " + s);
        System.out.println("digits " + s.length() + " digit sum " + digitSum(s));
        int[] a = fromLong(0), b = fromLong(1);
        for (int i = 0; i < 500; i++) { int[] t = add(a, b); a = b; b = t; }
        System.out.println("fib(500) = " + str(a));
        int[] p = fromLong(1);
        for (int i = 0; i < 200; i++) p = mulSmall(p, 2);
        System.out.println("2^200 = " + str(p));
        int[] big = fromLong(Long.MAX_VALUE);
        System.out.println("max^2 = " + str(mul(big, big)));
        int[] x = fromLong(99999999L);
        System.out.println(str(add(x, fromLong(1))) + " " + str(mul(x, x)));
    }
}
