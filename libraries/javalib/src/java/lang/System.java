package java.lang;

import java.io.BufferedInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Properties;

/** Access to the standard streams, properties, time and other system facilities. */
public final class System {
    private System() {}

    public static final InputStream in;
    public static final PrintStream out;
    public static final PrintStream err;

    private static Properties props;
    private static String lineSeparator;

    static {
        initProps();
        in = new BufferedInputStream(new FileInputStream(FileDescriptor.in));
        out = newPrintStream(FileDescriptor.out);
        err = newPrintStream(FileDescriptor.err);
        initialErr = err;
    }

    /** System.err as it was at start-up: where setSecurityManager warns, as on the JDK. */
    private static final PrintStream initialErr;

    private static PrintStream newPrintStream(FileDescriptor fd) {
        return new PrintStream(new FileOutputStream(fd), true);
    }

    private static void initProps() {
        Properties p = new Properties();
        String[] kv = initProperties0();
        if (kv != null) {
            for (int i = 0; i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    p.setProperty(kv[i], kv[i + 1]);
                }
            }
        }
        if (p.getProperty("line.separator") == null) {
            p.setProperty("line.separator", "\n");
        }
        if (p.getProperty("file.encoding") == null) {
            p.setProperty("file.encoding", "UTF-8");
        }
        props = p;
        lineSeparator = p.getProperty("line.separator");
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    private static native String[] initProperties0();

    private static native String getenv0(String name);

    public static void setIn(InputStream newIn) {
        setIn0(newIn);
    }

    public static void setOut(PrintStream newOut) {
        setOut0(newOut);
    }

    public static void setErr(PrintStream newErr) {
        setErr0(newErr);
    }

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static String lineSeparator() {
        return lineSeparator;
    }

    public static Properties getProperties() {
        return props;
    }

    public static void setProperties(Properties p) {
        if (p == null) {
            initProps();
        } else {
            props = p;
        }
    }

    public static String getProperty(String key) {
        checkKey(key);
        return props.getProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        return props.getProperty(key, def);
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        return (String) props.setProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return (String) props.remove(key);
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
        Finalizer.runFinalization();
    }

    /** Loads the native library at an absolute path (libltdl); JNI_OnLoad runs once. */
    public static void load(String filename) {
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!load0(filename, false)) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
    }

    /** Loads lib<libname>.so from the first directory of java.library.path that has it. */
    public static void loadLibrary(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        String path = getProperty("java.library.path", "");
        int from = 0;
        while (from <= path.length()) {
            int end = path.indexOf(':', from);
            if (end < 0) {
                end = path.length();
            }
            String dir = end == from ? "." : path.substring(from, end);
            if (load0(dir + "/lib" + libname, true)) {
                return;
            }
            from = end + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    /* path: the file (ext false), or the file without ".so" (ext true, libltdl
     * adds the extension).  False when there is no such file. */
    private static native boolean load0(String path, boolean ext);

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }

    /** Always null: no security manager is ever installed (see setSecurityManager). */
    @Deprecated(since = "17", forRemoval = true)
    public static SecurityManager getSecurityManager() {
        return null;
    }

    /** Callers of setSecurityManager already warned about (once per class, as JDK 17). */
    private static java.util.HashSet<String> securityWarned;

    /**
     * As JDK 17 with the default java.security.manager (unset or "allow"):
     * warns on the start-up System.err, once per calling class, that the
     * method is deprecated for removal.  Setting null is then accepted (it
     * changes nothing); a non-null manager is refused with
     * UnsupportedOperationException, since this library checks no
     * permissions and would otherwise pretend to enforce it.  With
     * -Djava.security.manager=disallow a non-null manager is refused and
     * null accepted without the warning, as on the JDK.
     */
    @Deprecated(since = "17", forRemoval = true)
    public static void setSecurityManager(SecurityManager sm) {
        if (sm != null) {
            throw new UnsupportedOperationException(
                "The Security Manager is deprecated and will be removed in a future release");
        }
        if ("disallow".equals(getProperty("java.security.manager"))) {
            return;   // null is accepted silently when disallowed
        }
        StackTraceElement[] st = new Throwable().getStackTrace();
        String caller = st.length > 1 ? st[1].getClassName() : "unknown";
        synchronized (System.class) {
            if (securityWarned == null) {
                securityWarned = new java.util.HashSet<String>();
            }
            if (!securityWarned.add(caller)) {
                return;
            }
        }
        String source = caller;
        String where = codeSource(caller);
        if (where != null) {
            source = caller + " (" + where + ")";
        }
        initialErr.print("WARNING: A terminally deprecated method in java.lang.System has been called\n"
                         + "WARNING: System::setSecurityManager has been called by " + source + "\n"
                         + "WARNING: Please consider reporting this to the maintainers of " + caller + "\n"
                         + "WARNING: System::setSecurityManager will be removed in a future release\n");
        initialErr.flush();
    }

    /** The class path entry a class was loaded from as a URL ("file:/dir/", "file:/x.jar"), or null. */
    private static String codeSource(String className) {
        try {
            Class<?> c = Class.forName(className);
            String file = className.replace('.', '/') + ".class";
            java.net.URL u = c.getResource("/" + file);
            if (u == null || c.getClassLoader() == null) {
                return null;
            }
            String s = u.toString();
            if (s.startsWith("jar:") && s.indexOf("!/") > 0) {
                return s.substring(4, s.indexOf("!/"));
            }
            if (s.startsWith("file:") && s.endsWith(file)) {
                return s.substring(0, s.length() - file.length());
            }
            return null;
        } catch (Exception e) {
            return null;
        }
    }
}
