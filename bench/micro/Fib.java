public class Fib {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 33;
        long check = 0;
        for (int rep = 0; rep < 2; rep++) check += fib(n);
        System.out.println("checksum " + check);
    }
}
