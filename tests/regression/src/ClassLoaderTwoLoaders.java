// release8: skip (ClassLoader names are JDK 9)
import java.io.*;
import java.lang.reflect.*;
import java.util.*;

// Two loaders define the same class from the same bytes: two distinct
// classes with their own statics and initialisers; instanceof, checkcast,
// isInstance and isAssignableFrom tell them (and their arrays) apart; the
// ClassCastException messages name each class's loader (a named loader by
// its name); both implement the application's interface, and a class one
// loader defined is seen by the other only if it delegates to it.
public class ClassLoaderTwoLoaders {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderTwoLoaders.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public interface Counter {
        int next();

        Object peer();
    }

    /** Defines TwoPayload and TwoPeer itself; the rest comes from its parent. */
    public static class Own extends ClassLoader {
        Own(String name, ClassLoader parent) {
            super(name, parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && name.startsWith("Two") && !(getParent() instanceof Own)) {
                    c = findClass(name);
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            try {
                byte[] b = bytesOf(name);
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    static String mask(String s) {
        return s.replaceAll("@[0-9a-f]+", "@HASH");
    }

    static void cast(String what, Class<?> to, Object o) {
        try {
            to.cast(o);
            System.out.println(what + ": cast ok");
        } catch (ClassCastException e) {
            System.out.println(what + ": Class.cast CCE");
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaderTwoLoaders.class.getClassLoader();
        Own a = new Own(null, app), b = new Own("beta", app);
        Class<?> ca = a.loadClass("TwoPayload"), cb = b.loadClass("TwoPayload");
        System.out.println("names " + ca.getName() + " " + cb.getName() + " same " + (ca == cb));
        System.out.println("loaders a " + (ca.getClassLoader() == a) + " b " + (cb.getClassLoader() == b)
            + " name " + a.getName() + " " + b.getName());
        Constructor<?> ka = ca.getDeclaredConstructor(), kb = cb.getDeclaredConstructor();
        ka.setAccessible(true);
        kb.setAccessible(true);
        Counter x = (Counter) ka.newInstance();
        Counter y = (Counter) kb.newInstance();
        System.out.println("a " + x.next() + " " + x.next() + " " + x.next());
        System.out.println("b " + y.next());
        System.out.println("app " + new TwoPayload().next());
        System.out.println("isInstance " + ca.isInstance(x) + " " + ca.isInstance(y) + " " + cb.isInstance(x));
        System.out.println("assignable " + ca.isAssignableFrom(cb) + " " + Counter.class.isAssignableFrom(cb));
        System.out.println("instanceof app class " + (x instanceof TwoPayload) + " " + ((Object) y instanceof TwoPayload));
        try {
            TwoPayload p = (TwoPayload) x;
            System.out.println("cast ok " + p);
        } catch (ClassCastException e) {
            System.out.println("CCE " + mask(e.getMessage()));
        }
        try {
            TwoPayload p = (TwoPayload) y;
            System.out.println("cast ok " + p);
        } catch (ClassCastException e) {
            System.out.println("CCE " + mask(e.getMessage()));
        }
        Object peer = x.peer();
        System.out.println("peer " + peer.getClass().getName() + " of a " + (peer.getClass().getClassLoader() == a));
        try {
            TwoPeer q = (TwoPeer) peer;
            System.out.println("cast ok " + q);
        } catch (ClassCastException e) {
            System.out.println("CCE " + mask(e.getMessage()));
        }
        try {
            Runnable r = (Runnable) peer;
            System.out.println("cast ok " + r);
        } catch (ClassCastException e) {
            System.out.println("CCE " + mask(e.getMessage()));
        }
        cast("a to b", cb, x);
        cast("a to a", ca, x);

        Object arrA = Array.newInstance(ca, 2);
        System.out.println("array " + arrA.getClass().getName() + " loader a " + (arrA.getClass().getClassLoader() == a)
            + " component " + (arrA.getClass().getComponentType() == ca));
        System.out.println("array instance " + (arrA instanceof Object[]) + " " + (arrA instanceof TwoPayload[])
            + " " + Array.newInstance(cb, 0).getClass().isInstance(arrA)
            + " " + (Array.newInstance(ca, 0).getClass() == arrA.getClass()));
        try {
            TwoPayload[] p = (TwoPayload[]) arrA;
            System.out.println("cast ok " + p.length);
        } catch (ClassCastException e) {
            System.out.println("CCE " + mask(e.getMessage()));
        }
        Object[] store = (Object[]) arrA;
        try {
            store[0] = y;
            System.out.println("stored");
        } catch (ArrayStoreException e) {
            System.out.println("ASE " + e.getMessage());
        }
        store[1] = x;
        System.out.println("stored same loader's");

        // a child of a: asks a first, so it sees a's classes
        Own child = new Own("child", a);
        Class<?> cc = child.loadClass("TwoPayload");
        System.out.println("child sees a's " + (cc == ca) + " initiated by child " + (Class.forName("TwoPayload", false, child) == ca));
        Method m = ca.getDeclaredMethod("total"), n = cb.getDeclaredMethod("total");
        m.setAccessible(true);
        n.setAccessible(true);
        System.out.println("statics a " + m.invoke(null) + " b " + n.invoke(null)
            + " app " + TwoPayload.total());
    }
}

class TwoPayload implements ClassLoaderTwoLoaders.Counter {
    static int total;

    static {
        System.out.println("TwoPayload <clinit> " + (TwoPayload.class.getClassLoader() instanceof ClassLoaderTwoLoaders.Own
            ? "of " + TwoPayload.class.getClassLoader().getName() : "of app"));
    }

    int n;

    public TwoPayload() {
    }

    public int next() {
        total++;
        return ++n;
    }

    public static int total() {
        return total;
    }

    public Object peer() {
        return new TwoPeer();
    }
}

class TwoPeer {
}
