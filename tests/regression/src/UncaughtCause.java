public class UncaughtCause {
    static void inner() {
        throw new IllegalArgumentException("root cause");
    }
    static void outer() {
        try {
            inner();
        } catch (IllegalArgumentException e) {
            throw new RuntimeException("wrapper", e);
        }
    }
    public static void main(String[] args) {
        System.out.println("start");
        outer();
    }
}
