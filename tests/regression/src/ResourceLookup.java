import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Enumeration;

/* Class-path resources: files copied from src/ResourceLookup.res/ into the
 * class directory (ResourceLookup-hello.txt at the root next to this class,
 * reslookup/ with a subpackage).  Relative and absolute names, the class
 * loader and system forms, URLs, missing names and null names. */
public class ResourceLookup {
    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[7];   /* small: many reads */
        int n;
        while ((n = in.read(buf, 0, buf.length)) > 0) {
            out.write(buf, 0, n);
        }
        in.close();
        return out.toByteArray();
    }

    /* FNV-1a, 32 bit */
    static String hash(byte[] b) {
        int h = 0x811c9dc5;
        for (byte x : b) {
            h ^= x & 0xff;
            h *= 16777619;
        }
        return Integer.toHexString(h);
    }

    static void show(String label, InputStream in) throws IOException {
        if (in == null) {
            System.out.println(label + ": null");
            return;
        }
        byte[] b = readAll(in);
        System.out.println(label + ": " + b.length + " bytes, hash " + hash(b));
        String text = new String(b, StandardCharsets.UTF_8);
        if (b.length < 100 && text.indexOf('\0') < 0) {
            System.out.print(text);
        }
    }

    static void url(String label, URL u) throws IOException {
        if (u == null) {
            System.out.println(label + ": null URL");
            return;
        }
        String path = u.getPath();
        System.out.println(label + ": protocol " + u.getProtocol()
                + ", path ends " + path.substring(path.lastIndexOf('/', path.lastIndexOf('/') - 1))
                + ", toString ends with path: " + u.toString().endsWith(path)
                + ", file == path: " + u.getFile().equals(path)
                + ", host [" + u.getHost() + "] port " + u.getPort());
        show(label + " openStream", u.openStream());
    }

    public static void main(String[] args) throws Exception {
        Class<?> me = ResourceLookup.class;
        show("relative", me.getResourceAsStream("ResourceLookup-hello.txt"));
        show("absolute", me.getResourceAsStream("/ResourceLookup-hello.txt"));
        show("subpackage", me.getResourceAsStream("reslookup/data.csv"));
        show("subpackage absolute", me.getResourceAsStream("/reslookup/sub/deep.txt"));
        show("empty", me.getResourceAsStream("reslookup/empty.txt"));
        show("binary", me.getResourceAsStream("reslookup/sub/bytes.bin"));
        show("missing", me.getResourceAsStream("missing.txt"));
        show("missing in subpackage", me.getResourceAsStream("reslookup/nothere.txt"));
        show("dot segments", me.getResourceAsStream("reslookup/./sub/../data.csv"));
        show("above the root", me.getResourceAsStream("../ResourceLookup-hello.txt"));

        ClassLoader cl = me.getClassLoader();
        System.out.println("class loader is the system loader: " + (cl == ClassLoader.getSystemClassLoader()));
        System.out.println("String's loader: " + String.class.getClassLoader());
        System.out.println("array's loader is ours: " + (ResourceLookup[].class.getClassLoader() == cl));
        show("loader", cl.getResourceAsStream("reslookup/sub/deep.txt"));
        show("loader, leading slash", cl.getResourceAsStream("/reslookup/sub/deep.txt"));
        show("system", ClassLoader.getSystemResourceAsStream("ResourceLookup-hello.txt"));
        show("system missing", ClassLoader.getSystemResourceAsStream("reslookup/none"));

        url("getResource", me.getResource("reslookup/data.csv"));
        url("getSystemResource", ClassLoader.getSystemResource("reslookup/sub/bytes.bin"));
        url("missing", me.getResource("nope.txt"));
        url("system missing", ClassLoader.getSystemResource("nope/nope.txt"));
        System.out.println("same URL twice equal: "
                + me.getResource("reslookup/data.csv").equals(cl.getResource("reslookup/data.csv")));

        int count = 0;
        for (Enumeration<URL> e = cl.getResources("reslookup/data.csv"); e.hasMoreElements(); e.nextElement()) {
            count++;
        }
        System.out.println("getResources count: " + count);
        System.out.println("getResources missing has elements: "
                + ClassLoader.getSystemResources("no/such").hasMoreElements());

        InputStream cls = me.getResourceAsStream("ResourceLookup.class");
        byte[] cb = readAll(cls);
        System.out.printf("class file: magic %02x%02x%02x%02x, non-empty %b%n",
                cb[0], cb[1], cb[2], cb[3], cb.length > 100);

        BufferedReader r = new BufferedReader(new InputStreamReader(
                me.getResourceAsStream("reslookup/data.csv"), StandardCharsets.UTF_8));
        int total = 0;
        String line = r.readLine();
        while ((line = r.readLine()) != null) {
            total += Integer.parseInt(line.substring(line.lastIndexOf(',') + 1));
        }
        r.close();
        System.out.println("score total: " + total);

        /* odd names: doubled and trailing slashes, dot segments, a NUL,
         * a very long name, control characters, a backslash, case */
        StringBuilder longName = new StringBuilder("reslookup/");
        for (int i = 0; i < 3000; i++) {
            longName.append('x');
        }
        String[] odd = { "reslookup//data.csv", "reslookup/data.csv/", "./reslookup/data.csv",
                "reslookup/sub/./../data.csv", "reslookup/data.csv\0junk",
                longName.toString(), "\n", "reslookup\\data.csv", "reslookup/data.csv ",
                "RESLOOKUP/data.csv", "reslookup/sub/../../../reslookup/data.csv" };
        for (int i = 0; i < odd.length; i++) {
            InputStream in = cl.getResourceAsStream(odd[i]);
            URL u = cl.getResource(odd[i]);
            System.out.println("odd name " + i + " (length " + odd[i].length() + "): stream "
                    + (in == null ? "null" : readAll(in).length + " bytes") + ", URL " + (u != null));
        }

        /* a user class loader: parent first, then its findResource */
        ClassLoader custom = new ClassLoader() {
            protected URL findResource(String name) {
                try {
                    return name.equals("custom/only.txt") ? new URL("file:/custom/only.txt") : null;
                } catch (java.net.MalformedURLException e) {
                    return null;
                }
            }
        };
        System.out.println("custom parent is the system loader: " + (custom.getParent() == cl));
        show("custom delegates", custom.getResourceAsStream("reslookup/sub/deep.txt"));
        System.out.println("custom findResource: " + custom.getResource("custom/only.txt"));
        System.out.println("custom missing: " + custom.getResource("custom/none.txt"));
        System.out.println("system loader has a parent: " + (cl.getParent() != null)
                + ", whose parent is " + cl.getParent().getParent());

        /* the context class loader finds the same resources */
        final ClassLoader[] seen = new ClassLoader[2];
        Thread t = new Thread(new Runnable() {
            public void run() {
                seen[0] = Thread.currentThread().getContextClassLoader();
                Thread.currentThread().setContextClassLoader(null);
                seen[1] = Thread.currentThread().getContextClassLoader();
            }
        });
        t.start();
        t.join();
        System.out.println("context loader: main " + (Thread.currentThread().getContextClassLoader() == cl)
                + ", new thread " + (seen[0] == cl) + ", after set(null) " + seen[1]);
        show("context loader", Thread.currentThread().getContextClassLoader()
                .getResourceAsStream("reslookup/sub/deep.txt"));

        String[] nulls = { "Class.getResourceAsStream", "Class.getResource", "ClassLoader.getResource",
                "ClassLoader.getResourceAsStream", "getSystemResource", "getSystemResourceAsStream" };
        for (int i = 0; i < nulls.length; i++) {
            try {
                switch (i) {
                    case 0: me.getResourceAsStream(null); break;
                    case 1: me.getResource(null); break;
                    case 2: cl.getResource(null); break;
                    case 3: cl.getResourceAsStream(null); break;
                    case 4: ClassLoader.getSystemResource(null); break;
                    default: ClassLoader.getSystemResourceAsStream(null); break;
                }
                System.out.println(nulls[i] + "(null): no exception");
            } catch (NullPointerException e) {
                System.out.println(nulls[i] + "(null): " + e.getClass().getName());
            }
        }
    }
}
