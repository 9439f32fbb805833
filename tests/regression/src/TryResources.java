public class TryResources {
    static class Res implements AutoCloseable {
        final String name; final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; System.out.println("open " + name); }
        public void close() throws Exception {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed " + name);
        }
    }
    public static void main(String[] args) throws Exception {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            System.out.println("body " + a.name + b.name);
        }
        try (Res a = new Res("c", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage());
        }
        try (Res a = new Res("d", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught close " + e.getMessage());
        }
        try (Res a = new Res("e", false)) {
            System.out.println("try");
        } finally {
            System.out.println("finally");
        }
        java.io.StringReader sr = new java.io.StringReader("abc");
        try (java.io.BufferedReader br = new java.io.BufferedReader(sr)) {
            System.out.println(br.readLine());
        }
        try {
            sr.read();
        } catch (java.io.IOException e) {
            System.out.println("reader closed: " + e.getMessage());
        }
    }
}
