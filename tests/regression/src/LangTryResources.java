// release8: skip (try-with-resources on an effectively final variable)
public class LangTryResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;

        Res(String name, boolean failClose) {
            this.name = name;
            this.failClose = failClose;
            System.out.println("open " + name);
        }

        public void close() throws Exception {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    public static void main(String[] args) throws Exception {
        try (Res a = new Res("a", false); Res b = new Res("b", false)) {
            System.out.println("body " + a.name + b.name);
        }
        try (Res a = new Res("c", true); Res b = new Res("d", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s.getMessage());
        }
        try (Res a = new Res("e", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + " suppressed " + e.getSuppressed().length);
        }
        Res outer = new Res("f", false);
        try (outer) {
            System.out.println("java 9 style");
        }
        try {
            try (Res a = null) {
                System.out.println("null resource ok");
            }
        } finally {
            System.out.println("finally");
        }
        Throwable t = new Exception("main");
        t.addSuppressed(new Error("one"));
        t.addSuppressed(new Error("two"));
        System.out.println(t.getSuppressed().length + " " + t.getSuppressed()[1].getMessage());
    }
}
