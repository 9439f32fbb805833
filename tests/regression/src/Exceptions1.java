public class Exceptions1 {
    static class MyException extends Exception {
        final int code;
        MyException(String msg, int code) { super(msg); this.code = code; }
    }
    static class MyRuntime extends RuntimeException {
        MyRuntime(String msg, Throwable cause) { super(msg, cause); }
    }
    static int depth = 0;
    static void thrower(int n) throws MyException {
        if (n == 0) throw new MyException("bottom", 7);
        try {
            thrower(n - 1);
        } finally {
            depth++;
        }
    }
    @SuppressWarnings("finally")
    static int returnFromFinally() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return 42;
        }
    }
    @SuppressWarnings("finally")
    static int overrideReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }
    static int finallyNoOverride() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
        }
    }
    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("a");
                    throw new IllegalArgumentException("inner");
                } finally {
                    sb.append("b");
                }
            } catch (IllegalStateException e) {
                sb.append("X");
            } finally {
                sb.append("c");
            }
        } catch (IllegalArgumentException e) {
            sb.append("d:" + e.getMessage());
        } finally {
            sb.append("e");
        }
        return sb.toString();
    }
    static String loopFinally() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                sb.append(i);
            } finally {
                sb.append('f');
            }
        }
        return sb.toString();
    }
    public static void main(String[] args) {
        try {
            thrower(5);
        } catch (MyException e) {
            System.out.println("caught " + e.getMessage() + " code=" + e.code + " depth=" + depth);
        }
        System.out.println(returnFromFinally() + " " + overrideReturn() + " " + finallyNoOverride());
        System.out.println(nested());
        System.out.println(loopFinally());
        try {
            try {
                Integer.parseInt("x");
            } catch (NumberFormatException e) {
                throw new MyRuntime("wrapped", e);
            }
        } catch (MyRuntime e) {
            System.out.println(e.getMessage() + " / " + e.getCause().getClass().getName() + " / " + e.getCause().getMessage());
        }
        Exception chain = new Exception("top", new RuntimeException("mid", new Error("root")));
        Throwable t = chain;
        while (t != null) {
            System.out.println("chain: " + t);
            t = t.getCause();
        }
        try {
            throw new UnsupportedOperationException();
        } catch (RuntimeException e) {
            System.out.println(e + " msg=" + e.getMessage());
        }
        try {
            Object o = null;
            o.hashCode();
        } catch (IllegalStateException | NullPointerException e) {
            System.out.println("multi-catch " + e.getClass().getSimpleName());
        }
        Throwable th = new Throwable("plain");
        System.out.println(th + " " + th.getLocalizedMessage());
        RuntimeException re = new RuntimeException(new IllegalStateException("inner state"));
        System.out.println(re.getMessage());
        System.out.println(new Exception((String) null).getMessage() + " " + new Exception().toString());
        Exception withSup = new Exception("main");
        withSup.addSuppressed(new RuntimeException("s1"));
        withSup.addSuppressed(new RuntimeException("s2"));
        for (Throwable s : withSup.getSuppressed()) System.out.println("suppressed " + s.getMessage());
        Error initCause = new Error("x");
        initCause.initCause(new ArithmeticException("y"));
        System.out.println(initCause.getCause());
        try {
            initCause.initCause(new Error());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice ISE");
        }
        int count = 0;
        for (int i = 0; i < 10000; i++) {
            try {
                if (i % 3 == 0) throw new IllegalArgumentException("i" + i);
                count += 1;
            } catch (IllegalArgumentException e) {
                count += e.getMessage().length();
            }
        }
        System.out.println("count " + count);
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println("has trace " + (st.length >= 1) + " " + st[0].getMethodName());
    }
}
