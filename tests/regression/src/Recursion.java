public class Recursion {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    static long fibMemo(int n, long[] memo) {
        if (n < 2) return n;
        if (memo[n] != 0) return memo[n];
        return memo[n] = fibMemo(n - 1, memo) + fibMemo(n - 2, memo);
    }
    static int ack(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ack(m - 1, 1);
        return ack(m - 1, ack(m, n - 1));
    }
    static int moves = 0;
    static void hanoi(int n, char from, char to, char via, StringBuilder log) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, log);
        moves++;
        if (log != null) log.append(n).append(':').append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from, log);
    }
    static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }
    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }
    static void perms(String prefix, String rest, java.util.List<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) perms(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }
    static double power(double x, int n) {
        if (n == 0) return 1;
        double h = power(x, n / 2);
        return n % 2 == 0 ? h * h : h * h * x;
    }
    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    public static void main(String[] args) {
        for (int i = 0; i <= 25; i++) System.out.print(fib(i) + " ");
        System.out.println();
        System.out.println(fibMemo(90, new long[91]));
        for (int m = 0; m <= 3; m++) for (int n = 0; n <= 3; n++) System.out.println("ack(" + m + "," + n + ")=" + ack(m, n));
        StringBuilder log = new StringBuilder();
        hanoi(4, 'A', 'C', 'B', log);
        System.out.println(log.toString().trim());
        moves = 0;
        hanoi(16, 'A', 'C', 'B', null);
        System.out.println("moves " + moves);
        System.out.println(gcd(1071, 462) + " " + gcd(1L << 40, 6L * 1024) + " " + isEven(100) + " " + isOdd(77));
        java.util.List<String> ps = new java.util.ArrayList<>();
        perms("", "abcd", ps);
        System.out.println(ps.size() + " " + ps);
        System.out.println(power(2, 30) + " " + power(1.5, 7));
        System.out.println("depth " + depth(5000));
    }
}
