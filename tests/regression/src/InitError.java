public class InitError {
    static class Bad {
        static int value = explode();
        static int explode() {
            System.out.println("Bad init running");
            if (true) throw new IllegalStateException("init failed");
            return 1;
        }
        static void hello() { System.out.println("hello"); }
    }
    static class BadDiv {
        static int zero = 0;
        static int v = 10 / zero;
    }
    public static void main(String[] args) {
        try {
            System.out.println(Bad.value);
        } catch (ExceptionInInitializerError e) {
            System.out.println("first: " + e.getClass().getName() + " cause=" + e.getCause().getClass().getName() + " " + e.getCause().getMessage());
        }
        try {
            Bad.hello();
        } catch (NoClassDefFoundError e) {
            System.out.println("second: " + e.getClass().getName());
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("third: " + e.getClass().getName());
        }
        try {
            System.out.println(BadDiv.v);
        } catch (ExceptionInInitializerError e) {
            System.out.println("BadDiv: " + e.getClass().getSimpleName() + " " + e.getCause().getMessage());
        } 
        try {
            System.out.println(BadDiv.zero);
        } catch (Throwable e) {
            System.out.println("BadDiv again: " + e.getClass().getName());
        }
        System.out.println("end");
    }
}
