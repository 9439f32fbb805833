public class AssertOn {
    static int sideEffects = 0;
    static boolean touch() { sideEffects++; return true; }
    public static void main(String[] args) {
        assert touch();
        System.out.println("side effects " + sideEffects);
        try {
            assert 1 > 2 : "math is broken " + 42;
            System.out.println("assert did not fire");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("plain: " + e.getMessage());
        }
        try {
            assert args.length > 100 : 7;
        } catch (AssertionError e) {
            System.out.println("int detail: " + e.getMessage());
        }
        boolean enabled = false;
        assert enabled = true;
        System.out.println("assertions enabled: " + enabled);
        AssertOn.class.desiredAssertionStatus();
        System.out.println("desired " + AssertOn.class.desiredAssertionStatus());
    }
}
