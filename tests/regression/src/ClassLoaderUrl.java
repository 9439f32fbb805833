// release8: skip (ClassLoader.getPlatformClassLoader and the named-loader constructor are Java 9)
import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.util.*;
import java.util.function.Supplier;
import java.util.zip.*;

// java.net.URLClassLoader loading plugin classes from a directory and a
// jar that the program writes into a temporary directory (the bytes of
// its own nested classes, read as resources): which loader defines them
// (a null or platform parent does not see the application's copies, the
// application parent does), their code source, the resource URLs of both
// kinds of source, getResources order, ClassNotFoundException messages,
// addURL, newInstance, a missing jar in the path, and what a closed
// loader still does.  Paths are printed with the temporary directory as
// TMP, identity hashes as HASH.
public class ClassLoaderUrl {
    public static class Helper {
        public int twice(int x) {
            return 2 * x;
        }
    }

    public static class PluginA implements Supplier<String> {
        public String get() {
            return "PluginA says " + new Helper().twice(21) + " (helper from " + loaderKind(Helper.class) + ")";
        }

        static String loaderKind(Class<?> c) {
            ClassLoader l = c.getClassLoader();
            return l == null ? "boot" : l.getClass().getName();
        }
    }

    public static class PluginB implements Supplier<String> {
        public String get() {
            return "PluginB from the jar, helper " + new Helper().twice(5);
        }
    }

    public static class Late implements Supplier<String> {
        public String get() {
            return "Late";
        }
    }

    /** URLClassLoader whose addURL the program can call. */
    static class Adder extends URLClassLoader {
        Adder(URL... urls) {
            super(urls, null);
        }

        void add(URL u) {
            addURL(u);
        }
    }

    static String tmp;

    static String mask(Object o) {
        String s = String.valueOf(o);
        s = s.replace(tmp, "TMP");
        return s.replaceAll("@[0-9a-f]+", "@HASH");
    }

    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderUrl.class.getResourceAsStream("/" + name + ".class")) {
            return readAll(in);
        }
    }

    static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf)) > 0) {
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    static String text(InputStream in) throws IOException {
        if (in == null) {
            return "null stream";
        }
        try (InputStream i = in) {
            return new String(readAll(i), StandardCharsets.UTF_8);
        }
    }

    static void write(File f, byte[] b) throws IOException {
        f.getParentFile().mkdirs();
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(b);
        }
    }

    static void putEntry(ZipOutputStream z, String name, byte[] b) throws IOException {
        z.putNextEntry(new ZipEntry(name));
        z.write(b);
        z.closeEntry();
    }

    static void list(String what, Enumeration<URL> e) {
        List<String> l = new ArrayList<>();
        while (e.hasMoreElements()) {
            l.add(mask(e.nextElement()));
        }
        System.out.println(what + " " + l);
    }

    static String urls(URLClassLoader l) {
        return mask(Arrays.toString(l.getURLs()));
    }

    static void tryLoad(ClassLoader l, String name) {
        try {
            Class<?> c = l.loadClass(name);
            System.out.println("  loadClass " + name + " -> " + c.getName() + " defined by "
                + (c.getClassLoader() == l ? "this loader" : mask(c.getClassLoader())));
        } catch (ClassNotFoundException e) {
            System.out.println("  loadClass " + name + " -> ClassNotFoundException: " + e.getMessage());
        }
    }

    @SuppressWarnings("unchecked")
    static void describe(URLClassLoader l, String name) throws Exception {
        Class<?> c = l.loadClass(name);
        System.out.println("class " + c.getName());
        System.out.println("  defined by this loader: " + (c.getClassLoader() == l));
        ProtectionDomain pd = c.getProtectionDomain();
        CodeSource cs = pd.getCodeSource();
        System.out.println("  code source: " + mask(cs));
        System.out.println("  location: " + mask(cs.getLocation()) + " certificates " + cs.getCertificates());
        System.out.println("  domain's loader is this loader: " + (pd.getClassLoader() == l));
        Package p = c.getPackage();
        System.out.println("  package: " + (p == null ? "null" : "'" + p.getName() + "'"));
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println("  get(): " + ((Supplier<String>) o).get());
    }

    public static void main(String[] args) throws Exception {
        Path top = Files.createTempDirectory("clurl");
        tmp = top.toString();
        File dir = new File(top.toFile(), "plugins");
        File dir2 = new File(top.toFile(), "late");
        File jar = new File(top.toFile(), "plugins.jar");
        File missing = new File(top.toFile(), "missing.jar");
        try {
            write(new File(dir, "ClassLoaderUrl$PluginA.class"), bytesOf("ClassLoaderUrl$PluginA"));
            write(new File(dir, "ClassLoaderUrl$Helper.class"), bytesOf("ClassLoaderUrl$Helper"));
            write(new File(dir, "ClassLoaderUrl$Late.class"), bytesOf("ClassLoaderUrl$Late"));
            write(new File(dir, "res/hello.txt"), "hello from the directory\n".getBytes(StandardCharsets.UTF_8));
            write(new File(dir2, "ClassLoaderUrl$Late.class"), bytesOf("ClassLoaderUrl$Late"));
            try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(jar))) {
                putEntry(z, "ClassLoaderUrl$PluginB.class", bytesOf("ClassLoaderUrl$PluginB"));
                putEntry(z, "ClassLoaderUrl$Helper.class", bytesOf("ClassLoaderUrl$Helper"));
                putEntry(z, "res/hello.txt", "hello from the jar\n".getBytes(StandardCharsets.UTF_8));
                putEntry(z, "res/only-in-jar.txt", "jar only\n".getBytes(StandardCharsets.UTF_8));
            }
            URL dirUrl = dir.toURI().toURL();
            URL jarUrl = jar.toURI().toURL();
            System.out.println("dir URL " + mask(dirUrl) + ", jar URL " + mask(jarUrl));

            System.out.println("== null parent: directory, then jar");
            URLClassLoader l = new URLClassLoader(new URL[] { dirUrl, jarUrl }, null);
            System.out.println("getURLs " + urls(l));
            System.out.println("parent " + l.getParent() + ", name " + l.getName() + ", toString " + mask(l));
            System.out.println("parallel capable " + l.isRegisteredAsParallelCapable());
            describe(l, "ClassLoaderUrl$PluginA");
            describe(l, "ClassLoaderUrl$PluginB");
            Class<?> a = l.loadClass("ClassLoaderUrl$PluginA");
            Class<?> h = l.loadClass("ClassLoaderUrl$Helper");
            Class<?> b = l.loadClass("ClassLoaderUrl$PluginB");
            System.out.println("not the application's PluginA: " + (a != PluginA.class));
            System.out.println("instance of the application's Supplier: " + (a.getDeclaredConstructor().newInstance() instanceof Supplier));
            System.out.println("Helper from the directory: " + mask(h.getProtectionDomain().getCodeSource().getLocation()));
            System.out.println("one domain per URL: " + (a.getProtectionDomain() == h.getProtectionDomain())
                + ", another for the jar: " + (a.getProtectionDomain() != b.getProtectionDomain()));
            System.out.println("Class.forName through the loader: " + (Class.forName("ClassLoaderUrl$PluginB", true, l) == b));
            System.out.println("findLoadedClass-backed second load: " + (l.loadClass("ClassLoaderUrl$PluginA") == a));
            tryLoad(l, "com.example.Missing");
            tryLoad(l, "ClassLoaderUrl");
            tryLoad(l, "java.lang.String");

            System.out.println("findResource " + mask(l.findResource("res/hello.txt")));
            System.out.println("getResource " + mask(l.getResource("res/hello.txt")));
            System.out.println("getResource only-in-jar " + mask(l.getResource("res/only-in-jar.txt")));
            System.out.println("getResource class file " + mask(l.getResource("ClassLoaderUrl$PluginB.class")));
            System.out.println("getResource directory " + mask(l.getResource("res")));
            System.out.println("findResource missing " + l.findResource("res/nope.txt"));
            System.out.println("getResource with leading slash " + l.getResource("/res/hello.txt"));
            System.out.println("getResource of the class path " + l.getResource("ClassLoaderUrl.class"));
            list("findResources", l.findResources("res/hello.txt"));
            list("getResources", l.getResources("res/hello.txt"));
            list("getResources missing", l.getResources("res/nope.txt"));
            System.out.print("getResourceAsStream: " + text(l.getResourceAsStream("res/hello.txt")));
            System.out.print("jar URL opened: " + text(Collections.list(l.getResources("res/hello.txt")).get(1).openStream()));
            System.out.println("getResourceAsStream missing " + l.getResourceAsStream("res/nope.txt"));
            try {
                l.getResource(null);
            } catch (NullPointerException e) {
                System.out.println("getResource(null): NullPointerException");
            }

            System.out.println("== platform parent, named");
            URLClassLoader named = new URLClassLoader("plugins", new URL[] { jarUrl, dirUrl },
                ClassLoader.getPlatformClassLoader());
            System.out.println("name " + named.getName() + ", parent is platform "
                + (named.getParent() == ClassLoader.getPlatformClassLoader()));
            describe(named, "ClassLoaderUrl$PluginA");
            System.out.println("Helper now from the jar: "
                + mask(named.loadClass("ClassLoaderUrl$Helper").getProtectionDomain().getCodeSource().getLocation()));
            System.out.println("a class of its own: " + (named.loadClass("ClassLoaderUrl$PluginA") != a));
            list("getResources", named.getResources("res/hello.txt"));
            System.out.println("class file from the plugins, not the class path: "
                + mask(named.getResource("ClassLoaderUrl$PluginA.class")));
            System.out.println("platform loader sees no application resource: "
                + ClassLoader.getPlatformClassLoader().getResource("ClassLoaderUrl.class"));
            System.out.println("platform loader sees no application class: "
                + tryPlatform("ClassLoaderUrl$PluginA"));
            named.close();

            System.out.println("== application parent");
            URLClassLoader app = new URLClassLoader(new URL[] { dirUrl });
            System.out.println("parent is the system loader " + (app.getParent() == ClassLoader.getSystemClassLoader()));
            Class<?> viaApp = app.loadClass("ClassLoaderUrl$PluginA");
            System.out.println("PluginA is the application's: " + (viaApp == PluginA.class)
                + ", loader is the system loader " + (viaApp.getClassLoader() == ClassLoader.getSystemClassLoader()));
            app.close();

            System.out.println("== newInstance");
            URLClassLoader f = URLClassLoader.newInstance(new URL[] { jarUrl }, null);
            System.out.println("class " + f.getClass().getName() + ", toString " + mask(f));
            describe(f, "ClassLoaderUrl$PluginB");
            tryLoad(f, "ClassLoaderUrl$PluginA");
            f.close();
            URLClassLoader f2 = URLClassLoader.newInstance(new URL[] { dirUrl });
            System.out.println("default parent is the system loader " + (f2.getParent() == ClassLoader.getSystemClassLoader()));
            f2.close();

            System.out.println("== addURL");
            Adder ad = new Adder(dirUrl);
            tryLoad(ad, "ClassLoaderUrl$PluginB");
            ad.add(jarUrl);
            ad.add(dirUrl);
            ad.add(null);
            System.out.println("getURLs " + urls(ad));
            tryLoad(ad, "ClassLoaderUrl$PluginB");
            ad.close();
            ad.add(dir2.toURI().toURL());
            System.out.println("after close, getURLs " + urls(ad));

            System.out.println("== a missing jar first");
            URLClassLoader m = new URLClassLoader(new URL[] { missing.toURI().toURL(), dirUrl }, null);
            tryLoad(m, "ClassLoaderUrl$PluginA");
            System.out.println("findResource " + mask(m.findResource("res/hello.txt")));
            m.close();

            System.out.println("== a manifest Class-Path");
            File lib = new File(top.toFile(), "lib");
            lib.mkdirs();
            File main = new File(top.toFile(), "main.jar");
            try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(main))) {
                putEntry(z, "META-INF/MANIFEST.MF", ("Manifest-Version: 1.0\r\nclass-path: lib/dep.jar nothere.j\r\n"
                    + " ar lib/\r\n\r\nName: x\r\nClass-Path: ignored.jar\r\n\r\n").getBytes(StandardCharsets.UTF_8));
                putEntry(z, "res/main.txt", "main\n".getBytes(StandardCharsets.UTF_8));
            }
            try (ZipOutputStream z = new ZipOutputStream(new FileOutputStream(new File(lib, "dep.jar")))) {
                putEntry(z, "ClassLoaderUrl$Late.class", bytesOf("ClassLoaderUrl$Late"));
                putEntry(z, "res/hello.txt", "hello from dep.jar\n".getBytes(StandardCharsets.UTF_8));
            }
            write(new File(lib, "res/hello.txt"), "hello from lib/\n".getBytes(StandardCharsets.UTF_8));
            URLClassLoader cp = new URLClassLoader(new URL[] { main.toURI().toURL(), dirUrl }, null);
            tryLoad(cp, "ClassLoaderUrl$Late");
            System.out.println("Late from " + mask(cp.loadClass("ClassLoaderUrl$Late").getProtectionDomain().getCodeSource()));
            System.out.println("getURLs " + urls(cp));
            list("getResources", cp.getResources("res/hello.txt"));
            list("manifests", cp.getResources("META-INF/MANIFEST.MF"));
            cp.close();

            System.out.println("== close");
            InputStream open = l.getResourceAsStream("res/hello.txt");
            l.close();
            System.out.println("getURLs " + urls(l));
            tryLoad(l, "ClassLoaderUrl$PluginA");
            System.out.println("loaded class still the same: " + (l.loadClass("ClassLoaderUrl$PluginA") == a));
            tryLoad(l, "ClassLoaderUrl$Late");
            System.out.println("findResource " + l.findResource("res/hello.txt"));
            System.out.println("getResource " + l.getResource("res/hello.txt"));
            System.out.println("getResourceAsStream " + l.getResourceAsStream("res/hello.txt"));
            list("getResources", l.getResources("res/hello.txt"));
            try {
                int c = open.read();
                System.out.println("stream opened before close: read " + c);
            } catch (IOException e) {
                System.out.println("stream opened before close: " + e.getClass().getName());
            }
            l.close();
            System.out.println("closed twice");
            System.out.println("plugin still runs: "
                + ((Supplier<?>) a.getDeclaredConstructor().newInstance()).get());

            System.out.println("== code sources and domains");
            CodeSource c1 = new CodeSource(dirUrl, (java.security.cert.Certificate[]) null);
            CodeSource c2 = new CodeSource(new URL(dirUrl.toExternalForm()), (java.security.cert.Certificate[]) null);
            CodeSource none = new CodeSource(null, (java.security.cert.Certificate[]) null);
            System.out.println("equal " + c1.equals(c2) + ", same hash " + (c1.hashCode() == c2.hashCode())
                + ", hash is the URL's " + (c1.hashCode() == dirUrl.hashCode()) + ", differs from jar's "
                + !c1.equals(new CodeSource(jarUrl, (java.security.cert.Certificate[]) null)));
            System.out.println("null location " + none + " hash " + none.hashCode() + " equals " + none.equals(
                new CodeSource(null, (java.security.cert.Certificate[]) null)));
            java.security.Permissions perms = new java.security.Permissions();
            System.out.println("empty permissions imply AllPermission " + perms.implies(new java.security.AllPermission()));
            perms.add(new java.security.AllPermission());
            System.out.println("AllPermission " + new java.security.AllPermission() + ", implied now "
                + perms.implies(new java.security.AllPermission()));
            ProtectionDomain pd = new ProtectionDomain(c1, perms);
            System.out.println("domain's code source " + mask(pd.getCodeSource()) + ", loader " + pd.getClassLoader()
                + ", permissions read-only " + perms.isReadOnly());
            try {
                perms.add(new java.security.AllPermission());
            } catch (SecurityException e) {
                System.out.println("add to read-only: SecurityException: " + e.getMessage());
            }
            System.out.println("String's domain has no code source " + (String.class.getProtectionDomain().getCodeSource() == null));
        } finally {
            delete(top.toFile());
        }
        System.out.println("temp directory removed: " + !top.toFile().exists());
    }

    static String tryPlatform(String name) {
        try {
            return ClassLoader.getPlatformClassLoader().loadClass(name).getName();
        } catch (ClassNotFoundException e) {
            return "ClassNotFoundException: " + e.getMessage();
        }
    }

        static void delete(File f) {
        File[] kids = f.listFiles();
        if (kids != null) {
            for (File k : kids) {
                delete(k);
            }
        }
        f.delete();
    }
}
