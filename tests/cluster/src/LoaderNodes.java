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
 * it has not loaded: the cluster stops with the documented message
 * (doc/classloaders.md).
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

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && name.equals("loadernodes.LnPayload")) {
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
        System.out.println("main: done");
    }
}

class LnPayload {
    public LnPayload() {
    }

    public String toString() {
        return "LnPayload of " + getClass().getClassLoader().getClass().getName();
    }
}
