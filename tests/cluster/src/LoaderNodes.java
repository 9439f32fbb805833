package loadernodes;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A class a user class loader defines, on a cluster (t_loader.sh). The
 * main thread (node 0) defines loadernodes.LnPayload through loader L,
 * makes an instance and stores it, and its Class, in shared fields; a
 * thread (placed on node 1) reads them. With the argument "load" the
 * thread first loads the class through the same (shared) loader, so node
 * 1 defines it too and both nodes agree it is one class: the thread
 * prints "same true true". Without it, node 1 meets an object of a class
 * it has not loaded and fetches the class from node 0
 * (doc/classloaders.md): "same false false", as the thread has no class
 * of its own to compare with.
 *
 * LnPayload.toString counts in a static of LnCounter, another class of L
 * that only node 1 uses: node 1 defines it (L's code, on node 1) and asks
 * the master to initialise it, which fetches it from node 1. Main then
 * loads LnCounter through L (findLoadedClass answers with the copy node 0
 * fetched) and sees node 1's count: "counter 1 init 1". With the argument
 * "define", main calls defineClass for it directly instead: on a cluster
 * that too answers with the fetched copy, once (a single JVM would throw
 * LinkageError: the class is defined already -- on a cluster each node
 * defines its own copy, and the fetched one stands for the other node's).
 */
public class LoaderNodes {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = LoaderNodes.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
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
        L() {
            super(LoaderNodes.class.getClassLoader());
        }

        Class<?> defineDirect(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && (name.equals("loadernodes.LnPayload") || name.equals("loadernodes.LnCounter"))) {
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

    static Class<?> defineHere(L l, String name) throws IOException {
        byte[] b = bytesOf(name);
        return l.defineDirect(name, b);
    }

    static volatile Object shared;
    static volatile Class<?> sharedClass;

    public static void main(String[] args) throws Exception {
        final L l = new L();
        Class<?> c = l.loadClass("loadernodes.LnPayload");
        shared = c.getDeclaredConstructor().newInstance();
        sharedClass = c;
        final boolean load = args.length > 0 && args[0].equals("load");
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    Class<?> mine = load ? l.loadClass("loadernodes.LnPayload") : null;
                    Object o = shared;
                    System.out.println("thread: " + o + " same " + (o.getClass() == mine) + " " + (sharedClass == mine));
                } catch (Exception e) {
                    System.out.println("thread: " + e);
                }
            }
        });
        t.start();
        t.join();
        Class<?> counter = args.length > 0 && args[0].equals("define")
            ? defineHere(l, "loadernodes.LnCounter") : l.loadClass("loadernodes.LnCounter");
        System.out.println("main: counter " + counter.getField("hits").getInt(null) + " init "
            + counter.getField("inits").getInt(null) + " by L " + (counter.getClassLoader() == l));
        System.out.println("main: done");
    }
}

class LnPayload {
    public LnPayload() {
    }

    public String toString() {
        LnCounter.hits++;
        return "LnPayload of " + getClass().getClassLoader().getClass().getName();
    }
}

class LnCounter {
    public static int hits;
    public static int inits;

    static {
        inits++;
    }
}
