public class Exit42 {
    static void deep(int n) {
        if (n == 0) {
            System.out.println("exiting from depth");
            System.out.flush();
            System.exit(42);
        }
        deep(n - 1);
    }
    public static void main(String[] args) {
        System.out.print("partial line without newline; ");
        deep(10);
        System.out.println("unreachable");
    }
}
