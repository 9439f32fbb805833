public class Uncaught {
    static void fail() {
        throw new IllegalStateException("boom");
    }
    public static void main(String[] args) {
        System.out.println("before");
        fail();
        System.out.println("after");
    }
}
