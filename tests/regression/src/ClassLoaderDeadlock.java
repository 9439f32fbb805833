// release8: skip (isRegisteredAsParallelCapable is JDK 9)
import java.io.*;
import java.util.*;
import java.util.concurrent.*;

// Two loaders that delegate to each other, used from two threads at once:
// A defines DlA1 and DlA2 and asks B for DlB*; B defines DlB1 and DlB2
// and asks A for DlA*.  DlA1 extends DlB1 and DlB2 extends DlA2, so
// thread 1 (A.loadClass(DlA1)) holds A's lock for DlA1 while it needs B
// for DlB1, and thread 2 (B.loadClass(DlB2)) holds B's lock for DlB2 while
// it needs A for DlA2.  Parallel-capable loaders lock per class name, so
// both finish (the two threads meet inside findClass before defining, so
// the crossing happens every run).  Loaders that lock the whole loader (as
// those that are not parallel capable do) would deadlock, on the stock
// JVM too: they are used from one thread after the other.
public class ClassLoaderDeadlock {
    static final String P = "ClassLoaderDeadlock$";

    /** Public: a class of one loader may extend them from another. */
    public static class DlB1 {
    }

    public static class DlA1 extends DlB1 {
    }

    public static class DlA2 {
    }

    public static class DlB2 extends DlA2 {
    }

    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderDeadlock.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    public static class Cross extends ClassLoader {
        static {
            System.out.println("registered " + registerAsParallelCapable());
        }

        final String mine;
        Cross other;
        final CyclicBarrier meet;

        /** meet == null: one lock for the whole loader, as a loader that
         *  is not parallel capable has. */
        Cross(String mine, CyclicBarrier meet) {
            super(ClassLoaderDeadlock.class.getClassLoader());
            this.mine = mine;
            this.meet = meet;
        }

        static String tag(String name) {
            return name.startsWith(P) ? name.substring(P.length()) : "";
        }

        @Override
        protected Object getClassLoadingLock(String name) {
            return meet == null ? this : super.getClassLoadingLock(name);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (tag(name).startsWith("Dl") && !tag(name).startsWith(mine)) {
                return other.loadClass(name);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && tag(name).startsWith(mine)) {
                    c = findClass(name);
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            try {
                if (meet != null && (tag(name).equals("DlA1") || tag(name).equals("DlB2"))) {
                    meet.await(20, TimeUnit.SECONDS);
                }
                byte[] b = bytesOf(name);
                return defineClass(name, b, 0, b.length);
            } catch (Exception e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    static String describe(Class<?> c, Cross a) {
        StringBuilder sb = new StringBuilder();
        for (Class<?> k = c; k != Object.class; k = k.getSuperclass()) {
            sb.append(Cross.tag(k.getName())).append(k.getClassLoader() == a ? "@A" : "@B").append(' ');
        }
        return sb.toString().trim();
    }

    static String[] crossed(Cross a, Cross b, boolean together) throws Exception {
        String[] out = new String[2];
        Thread t1 = new Thread(() -> {
            try {
                out[0] = describe(a.loadClass(P + "DlA1"), a);
            } catch (Throwable e) {
                out[0] = e.toString();
            }
        });
        Thread t2 = new Thread(() -> {
            try {
                out[1] = describe(b.loadClass(P + "DlB2"), a);
            } catch (Throwable e) {
                out[1] = e.toString();
            }
        });
        t1.start();
        if (!together) {
            t1.join();
        }
        t2.start();
        t1.join();
        t2.join();
        return out;
    }

    public static void main(String[] args) throws Exception {
        CyclicBarrier meet = new CyclicBarrier(2);
        Cross a = new Cross("DlA", meet), b = new Cross("DlB", meet);
        a.other = b;
        b.other = a;
        System.out.println("parallel capable " + a.isRegisteredAsParallelCapable());
        String[] r = crossed(a, b, true);
        System.out.println("thread 1: " + r[0]);
        System.out.println("thread 2: " + r[1]);

        Cross c = new Cross("DlA", null), d = new Cross("DlB", null);
        c.other = d;
        d.other = c;
        System.out.println("one lock per loader, one thread after the other");
        r = crossed(c, d, false);
        System.out.println("thread 1: " + r[0]);
        System.out.println("thread 2: " + r[1]);
    }
}
