import java.io.*;
import java.util.*;

// Loader constraints (JVMS 5.3.4) in the case both loaders have already
// loaded the type when the member is resolved: a class of loader L calls
// a method, and reads a field, of an application class whose descriptor
// names a class that L and the application loader each have their own
// copy of.
public class ClassLoaderConstraints {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderConstraints.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static class Shared {
        public String toString() {
            return "Shared of " + (getClass().getClassLoader() instanceof L ? "L" : "app");
        }
    }

    public static Shared field = new Shared();

    public static String take(Shared s) {
        return "took " + s;
    }

    public static Shared give() {
        return new Shared();
    }

    public static String plain(String s) {
        return "plain " + s;
    }

    public static class L extends ClassLoader {
        L() {
            super(ClassLoaderConstraints.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && (name.endsWith("$Shared") || name.startsWith("LcCaller"))) {
                    try {
                        byte[] b = bytesOf(name);
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name);
                    }
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new Shared());
        L l = new L();
        Class<?> caller = l.loadClass("LcCaller");
        java.lang.reflect.Method am = caller.getDeclaredMethod("actions");
        am.setAccessible(true);
        Runnable[] rs = (Runnable[]) am.invoke(null);
        for (int i = 0; i < rs.length; i++) {
            try {
                rs[i].run();
            } catch (LinkageError e) {
                System.out.println(i + ": " + e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH"));
            }
        }
    }
}

class LcCaller {
    public static Runnable[] actions() {
        return new Runnable[] {
            () -> System.out.println("0: " + ClassLoaderConstraints.plain("x")),
            () -> System.out.println("1: " + new ClassLoaderConstraints.Shared()),
            () -> System.out.println("2: " + ClassLoaderConstraints.take(new ClassLoaderConstraints.Shared())),
            () -> System.out.println("3: " + ClassLoaderConstraints.give()),
            () -> System.out.println("4: " + ClassLoaderConstraints.field),
        };
    }
}
