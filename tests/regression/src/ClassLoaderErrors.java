import java.io.*;
import java.util.*;

// What defineClass refuses, with the stock JVM's exceptions and messages:
// a class file whose name is not the one asked for, a second definition
// of a name by the same loader, java.* names, illegal names, bytes that
// are not a class file or are cut short, bad offsets and a null array;
// and what resolution through a user loader reports when the loader
// cannot find a class or answers null.
public class ClassLoaderErrors {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderErrors.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static class L extends ClassLoader {
        final Set<String> missing = new HashSet<>(), nulls = new HashSet<>();

        L() {
            super(ClassLoaderErrors.class.getClassLoader());
        }

        Class<?> def(String name, byte[] b, int off, int len) {
            return defineClass(name, b, off, len);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (missing.contains(name)) {
                throw new ClassNotFoundException("no " + name + " here");
            }
            if (nulls.contains(name)) {
                return null;
            }
            Class<?> c = findLoadedClass(name);
            if (c == null && name.startsWith("Err")) {
                try {
                    byte[] b = bytesOf(name);
                    return defineClass(name, b, 0, b.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name);
                }
            }
            return c != null ? c : super.loadClass(name, resolve);
        }
    }

    interface Def {
        Object run() throws Throwable;
    }

    static void attempt(String what, Def d) {
        try {
            Object r = d.run();
            System.out.println(what + ": " + (r instanceof Class ? ((Class<?>) r).getName() : r));
        } catch (Throwable e) {
            String m = e.getMessage();
            System.out.println(what + ": " + e.getClass().getName()
                + (m == null ? "" : ": " + m.replaceAll("@[0-9a-f]+", "@HASH")));
        }
    }

    public static void main(String[] args) throws Exception {
        byte[] ok = bytesOf("ErrPayload");
        L l = new L();
        attempt("wrong name", () -> l.def("Bogus", ok, 0, ok.length));
        attempt("wrong name (dotted)", () -> l.def("some.pkg.ErrPayload", ok, 0, ok.length));
        attempt("after wrong name", () -> l.loaded("ErrPayload"));
        attempt("first", () -> l.def("ErrPayload", ok, 0, ok.length));
        attempt("duplicate", () -> l.def("ErrPayload", ok, 0, ok.length));
        attempt("duplicate without name", () -> l.def(null, ok, 0, ok.length));
        attempt("findLoadedClass", () -> l.loaded("ErrPayload") != null);
        attempt("prohibited", () -> l.def("java.foo.Bar", ok, 0, ok.length));
        attempt("prohibited lang", () -> l.def("java.lang.Evil", ok, 0, ok.length));
        attempt("illegal name", () -> l.def("a/b", ok, 0, ok.length));
        attempt("array name", () -> l.def("[LErrPayload;", ok, 0, ok.length));
        byte[] garbage = "this is not a class file at all".getBytes("UTF-8");
        attempt("garbage", () -> new L().def("Garbage", garbage, 0, garbage.length));
        attempt("garbage without name", () -> new L().def(null, garbage, 0, garbage.length));
        attempt("truncated", () -> new L().def("ErrPayload", ok, 0, 40));
        attempt("empty", () -> new L().def("ErrPayload", ok, 0, 0));
        attempt("negative offset", () -> new L().def("ErrPayload", ok, -1, ok.length));
        attempt("past the end", () -> new L().def("ErrPayload", ok, 10, ok.length));
        attempt("negative length", () -> new L().def("ErrPayload", ok, 0, -5));
        attempt("null bytes", () -> new L().def("ErrPayload", null, 0, 10));
        attempt("findLoadedClass(null)", () -> new L().loaded(null));
        attempt("findLoadedClass(a/b)", () -> new L().loaded("a/b"));

        // resolution through the loader: ErrUser names ErrMissing and ErrNull
        L r = new L();
        r.missing.add("ErrMissing");
        r.nulls.add("ErrNull");
        Class<?> user = r.loadClass("ErrUser");
        java.lang.reflect.Method am = user.getDeclaredMethod("actions");
        am.setAccessible(true);
        Runnable[] actions = (Runnable[]) am.invoke(null);
        for (int i = 0; i < actions.length; i++) {
            final int k = i;
            attempt("resolve " + i, () -> {
                actions[k].run();
                return "ran";
            });
        }
        attempt("forName missing", () -> Class.forName("ErrMissing", false, r));
        attempt("forName null", () -> Class.forName("ErrNull", false, r));
        attempt("forName ok", () -> Class.forName("ErrPayload", true, r).getClassLoader() == r);
    }
}

class ErrPayload {
    static {
        System.out.println("ErrPayload <clinit>");
    }
}

class ErrMissing {
    static int x = 1;
}

class ErrNull {
    static int y = 2;
}

class ErrUser {
    public static Runnable[] actions() {
        return new Runnable[] {
            new Runnable() {
                public void run() {
                    System.out.println("missing " + ErrMissing.x);
                }
            },
            new Runnable() {
                public void run() {
                    System.out.println("null " + ErrNull.y);
                }
            },
            new Runnable() {
                public void run() {
                    System.out.println("missing again " + ErrMissing.x);
                }
            },
            new Runnable() {
                public void run() {
                    System.out.println("payload " + new ErrPayload().getClass().getName());
                }
            },
        };
    }
}
