import java.io.*;
import java.lang.reflect.Method;

// Loader constraints (JVMS 5.3.4) recorded for later: a class of loader L
// calls methods of an application class whose descriptors name classes L
// has not loaded yet (it passes null, gets null), so each name becomes a
// constraint between L and the application loader; when L then loads a
// class of its own under such a name, that load fails with LinkageError.
// Then two user loaders: a class of A calls a method of a class of B with
// a type neither has loaded; A loads its own copy, and when B loads its
// own, the constraint A = B fails.  (The application loader loads its
// copies first, explicitly, as the stock JVM's verifier would anyway.)
public class ClassLoaderConstraintsLater {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderConstraintsLater.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static class Late {
    }

    public static class Late2 {
    }

    public static String takeLate(Late s) {
        return "took " + s;
    }

    public static Late2 giveLate2() {
        return null;
    }

    /** Child first for the simple names it is given. */
    public static class L extends ClassLoader {
        final String[] own;

        L(ClassLoader parent, String... own) {
            super(parent);
            this.own = own;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                for (String s : own) {
                    if (c == null && (name.equals(s) || name.equals("ClassLoaderConstraintsLater$" + s))) {
                        try {
                            byte[] b = bytesOf(name);
                            c = defineClass(name, b, 0, b.length);
                        } catch (IOException e) {
                            throw new ClassNotFoundException(name);
                        }
                    }
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    static String msg(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH");
    }

    static void load(String what, ClassLoader l, String name) {
        try {
            Class<?> c = l.loadClass(name);
            System.out.println(what + ": " + c.getName() + " by " + (c.getClassLoader() == l ? "itself" : "parent"));
        } catch (Throwable e) {
            System.out.println(what + ": " + msg(e));
        }
    }

    static Object call(Class<?> c, String name) throws Exception {
        Method m = c.getDeclaredMethod(name);
        m.setAccessible(true);
        return m.invoke(null);
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaderConstraintsLater.class.getClassLoader();
        System.out.println("app has " + new Late().getClass().getName() + " " + Late2.class.getName());
        L l = new L(app, "LclCaller", "Late", "Late2");
        System.out.println(call(l.loadClass("LclCaller"), "run"));
        load("L Late", l, "ClassLoaderConstraintsLater$Late");
        load("L Late2", l, "ClassLoaderConstraintsLater$Late2");

        L b = new L(app, "LclB", "LclThing");
        L a = new L(b, "LclA", "LclThing");
        System.out.println(call(a.loadClass("ClassLoaderConstraintsLater$LclA"), "run"));
        load("A LclThing", a, "ClassLoaderConstraintsLater$LclThing");
        load("B LclThing", b, "ClassLoaderConstraintsLater$LclThing");
        load("A LclThing again", a, "ClassLoaderConstraintsLater$LclThing");
    }

    public static class LclThing {
    }

    public static class LclB {
        public static String use(LclThing t) {
            return "B used " + t;
        }
    }

    public static class LclA {
        public static String run() {
            return LclB.use(null);
        }
    }
}

class LclCaller {
    static String run() {
        return ClassLoaderConstraintsLater.takeLate(null) + ", gave " + ClassLoaderConstraintsLater.giveLate2();
    }
}
