public class StackOverflow {
    static int depth = 0;
    static void recurse() { depth++; recurse(); }
    static long recurse2(long a, long b, long c) { return recurse2(a + 1, b * 2, c - 1) + 1; }
    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println("depth > 1000: " + (depth > 1000));
        try {
            recurse2(1, 2, 3);
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        // the VM must still work afterwards
        int s = 0;
        for (int i = 0; i < 1000; i++) s += i;
        System.out.println("after " + s);
        try {
            recurse();
        } catch (Throwable t) {
            System.out.println("caught " + t.getClass().getSimpleName() + " again");
        }
    }
}
