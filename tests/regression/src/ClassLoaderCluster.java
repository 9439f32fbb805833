import java.io.*;
import java.lang.reflect.*;
import java.util.concurrent.CyclicBarrier;

// Classes of user class loaders shared by threads (on a cluster, threads
// on other nodes): two loaders, the second delegating to the first; the
// first defines Base, the second Sq (extends Base) and Tally.  The main
// thread makes the objects, an array of Sq and the Class objects; four
// workers use them without loading anything themselves, so a node that
// runs one gets the classes from another node (doc/classloaders.md).
// The workers then bump Tally's static counter from Sq's code, which
// resolves Tally through the second loader on their own node: statics of
// a user loader's class are one per program, as on one JVM, and its
// initialiser runs once.  Lambdas made in the loaders' classes travel
// too (a node makes its own lambda class from the call site).
public class ClassLoaderCluster {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderCluster.class.getResourceAsStream("/" + name + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    /** Seen by the application's code; implemented by the loaders' classes. */
    public interface Shape {
        int area();

        int bump(int times);

        int tally();

        Object makeArray(int n);

        java.util.function.IntSupplier supplier();
    }

    /** Defines the classes whose simple names are in `own` itself (child first). */
    public static class Own extends ClassLoader {
        final String[] own;

        Own(ClassLoader parent, String... own) {
            super(parent);
            this.own = own;
        }

        boolean mine(String name) {
            for (String s : own) {
                if (name.equals("ClassLoaderCluster$" + s)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && mine(name)) {
                    try {
                        byte[] b = bytesOf(name);
                        c = defineClass(name, b, 0, b.length);
                    } catch (IOException e) {
                        throw new ClassNotFoundException(name, e);
                    }
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }
    }

    public static class Base implements Shape {
        protected int side;

        public Base() {
            side = 3;
        }

        public int area() {
            return side * side;
        }

        public int bump(int times) {
            return 0;
        }

        public int tally() {
            return -1;
        }

        public Object makeArray(int n) {
            return new Base[n];
        }

        public java.util.function.IntSupplier supplier() {
            return () -> side;
        }

        public String toString() {
            return getClass().getName() + "(" + side + ") by " + getClass().getClassLoader().getClass().getName();
        }
    }

    public static class Sq extends Base {
        public Sq() {
            side = 7;
        }

        public int bump(int times) {
            for (int i = 0; i < times; i++) {
                Tally.add(1);
            }
            return times;
        }

        public int tally() {
            return Tally.count;
        }

        public java.util.function.IntSupplier supplier() {
            final int k = side * 100;
            return () -> k + side;
        }

        public Object makeArray(int n) {
            Sq[] a = new Sq[n];
            for (int i = 0; i < n; i++) {
                a[i] = new Sq();
                a[i].side = i;
            }
            return a;
        }
    }

    public static class Tally {
        public static int count;
        public static int inits;

        static {
            inits++;
        }

        public static synchronized void add(int n) {
            count += n;
        }
    }

    static final int WORKERS = 4, BUMPS = 500;
    static Shape[] shapes;
    static Object sqArray;
    static java.util.function.IntSupplier sqSupplier, baseSupplier;
    static Class<?> sqClass, baseClass;
    static final String[] results = new String[WORKERS];

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaderCluster.class.getClassLoader();
        Own first = new Own(app, "Base");
        Own second = new Own(first, "Sq", "Tally");
        sqClass = second.loadClass("ClassLoaderCluster$Sq");
        baseClass = sqClass.getSuperclass();
        System.out.println("Sq by second " + (sqClass.getClassLoader() == second)
            + ", Base by first " + (baseClass.getClassLoader() == first));
        shapes = new Shape[WORKERS];
        for (int i = 0; i < WORKERS; i++) {
            shapes[i] = (Shape) (i % 2 == 0 ? sqClass : baseClass).getConstructor().newInstance();
        }
        sqArray = shapes[0].makeArray(3);
        sqSupplier = shapes[0].supplier();
        baseSupplier = shapes[1].supplier();
        final CyclicBarrier bar = new CyclicBarrier(WORKERS);
        Thread[] ts = new Thread[WORKERS];
        for (int i = 0; i < WORKERS; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        Shape s = shapes[me];
                        Object[] arr = (Object[]) sqArray;
                        StringBuilder sb = new StringBuilder();
                        sb.append(s).append(" area ").append(s.area());
                        sb.append("; class is ").append(s.getClass() == (me % 2 == 0 ? sqClass : baseClass));
                        sb.append("; array ").append(arr.getClass().getName()).append(" of ").append(arr.length);
                        sb.append(" componentType ").append(arr.getClass().getComponentType() == sqClass);
                        sb.append(" area[2] ").append(((Shape) arr[2]).area());
                        sb.append("; instance ").append(sqClass.isInstance(arr[1]));
                        sb.append(" base assignable ").append(baseClass.isAssignableFrom(sqClass));
                        sb.append("; lambdas ").append(sqSupplier.getAsInt()).append(' ').append(baseSupplier.getAsInt());
                        Shape sq = shapes[0];
                        sb.append("; bumped ").append(sq.bump(BUMPS));
                        bar.await();
                        sb.append("; tally ").append(sq.tally());
                        results[me] = sb.toString();
                    } catch (Exception e) {
                        results[me] = "failed: " + e;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (String r : results) {
            System.out.println(r);
        }
        Field count = sqClass.getClassLoader().loadClass("ClassLoaderCluster$Tally").getField("count");
        Field inits = count.getDeclaringClass().getField("inits");
        System.out.println("Tally.count " + count.getInt(null) + " inits " + inits.getInt(null)
            + " loader second " + (count.getDeclaringClass().getClassLoader() == second));
    }
}
