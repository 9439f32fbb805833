public class Exit3 {
    public static void main(String[] args) {
        System.out.println("about to exit with 3");
        try {
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
    }
}
