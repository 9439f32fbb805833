public class LangAssertions {
    static int checked(int x) {
        assert x > 0 : "x must be positive, got " + x;
        return x * 2;
    }

    public static void main(String[] args) {
        System.out.println(checked(3));
        try {
            checked(-1);
            System.out.println("assertions disabled");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
        boolean enabled = false;
        assert enabled = true;
        System.out.println("enabled=" + enabled + " desired=" + LangAssertions.class.desiredAssertionStatus());
        try {
            assert false;
        } catch (AssertionError e) {
            System.out.println("plain assert, message " + e.getMessage());
        }
    }
}
