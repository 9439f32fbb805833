public class AssertFail {
    public static void main(String[] args) {
        System.out.println("checking invariant");
        int x = 3;
        assert x % 2 == 0 : "x must be even but was " + x;
        System.out.println("not reached with -ea");
    }
}
