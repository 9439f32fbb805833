import java.io.*;

// Loader constraints of overriding (JVMS 5.4.5): a class of loader L
// overrides a method of an application class whose descriptor names T.
// When L has its own T already, linking the class for use fails with
// LinkageError; when L has not loaded T yet, the constraint is kept, and L
// loading its own T later fails.  The same for a class of L implementing
// a method of an application interface.
public class ClassLoaderOverride {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderOverride.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static class T {
    }

    public static class Base {
        public String take(T t) {
            return "base";
        }
    }

    public interface Taker {
        String take(T t);
    }

    public static class Impl implements Taker {
        public String take(T t) {
            return "impl";
        }
    }

    public static class Sub extends Base {
        public String take(T t) {
            return "sub";
        }
    }

    /** Defines Sub and T itself; the rest comes from its parent. */
    public static class L extends ClassLoader {
        L() {
            super(ClassLoaderOverride.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && (name.equals("ClassLoaderOverride$Sub") || name.equals("ClassLoaderOverride$T")
                        || name.equals("ClassLoaderOverride$Impl"))) {
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

    static String msg(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH");
    }

    public static void main(String[] args) throws Exception {
        System.out.println(new Base().take(new T()));
        L l = new L();
        l.loadClass("ClassLoaderOverride$T");
        try {
            Class<?> s = l.loadClass("ClassLoaderOverride$Sub");
            System.out.println("loaded, super " + s.getSuperclass().getName());
            Object o = s.getConstructor().newInstance();
            System.out.println("made " + o.getClass().getName());
        } catch (LinkageError e) {
            System.out.println(msg(e));
        }
        try {
            Class<?> s = l.loadClass("ClassLoaderOverride$Impl");
            System.out.println("loaded, interface " + s.getInterfaces()[0].getName());
            Object o = s.getConstructor().newInstance();
            System.out.println("made " + o.getClass().getName());
        } catch (LinkageError e) {
            System.out.println(msg(e));
        }
        L l2 = new L();
        try {
            Class<?> s = l2.loadClass("ClassLoaderOverride$Sub");
            System.out.println("loaded 2, super " + s.getSuperclass().getName());
            Object o = s.getConstructor().newInstance();
            System.out.println("made 2 " + o.getClass().getName() + ": " + ((Base) o).take(null));
            l2.loadClass("ClassLoaderOverride$T");
            System.out.println("T loaded by the second loader");
        } catch (LinkageError e) {
            System.out.println("2 " + msg(e));
        }
    }
}
