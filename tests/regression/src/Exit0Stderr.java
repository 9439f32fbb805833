public class Exit0Stderr {
    public static void main(String[] args) {
        System.out.println("to stdout");
        System.err.println("to stderr line 1");
        System.err.print("stderr no newline");
        System.err.println();
        System.out.println("more stdout");
        System.exit(0);
    }
}
