package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.NoSuchElementException;

import ristretto.internal.Resources;

/**
 * Class loaders.  The boot class path (the class library) and the
 * application class path are searched by the VM itself.
 * {@link #getSystemClassLoader()} returns one instance that stands for
 * them (application classes report it as their loader, class library
 * classes report null, as on a stock JVM); its parent is the platform
 * loader, whose parent is null.  User subclasses delegate
 * (loadClass(String) calls loadClass(String, boolean), which asks
 * findLoadedClass, the parent, then findClass) and define classes with
 * defineClass: each such loader is a namespace of its own in the VM
 * (loader.c), which resolves the names a defined class uses by asking
 * its loader (loadClass(String)), once per name, as Class.forName with the
 * loader does.  Parallel-capable loaders (registerAsParallelCapable) lock
 * per class name in loadClass; the others lock the loader.
 *
 * Resources: getResource / getResourceAsStream / getResources ask the
 * parent first (or, for the top of the chain, the VM's class paths through
 * ristretto.internal.Resources: the boot class path only, as the JDK's
 * boot loader), then {@link #findResource}.  The application loader
 * answers from the VM's search of all its class paths (application class
 * path first), so the platform loader, and a user loader whose parent is
 * null or the platform loader, see the class library's resources only.  A missing
 * resource is null; a null name throws NullPointerException.  getResources
 * yields every match of the class paths in search order, then
 * {@link #findResources}.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    /** The name given to the constructor (JDK 9), or null; the VM reads
     *  it for messages (loader.c vm_class_where). */
    private final String name;
    /** Per-name locks of a parallel-capable loader; null otherwise. */
    private final java.util.concurrent.ConcurrentHashMap<String, Object> parallelLockMap;
    /** Packages of the classes this loader defined, by name. */
    private final java.util.HashMap<String, Package> packages = new java.util.HashMap<String, Package>();
    /** The domains given to defineClass, by class (the others get
     *  defaultDomain). */
    private final java.util.HashMap<Class<?>, java.security.ProtectionDomain> domains =
        new java.util.HashMap<Class<?>, java.security.ProtectionDomain>();
    private java.security.ProtectionDomain defaultDomain;
    /** Names of the loader classes that registered as parallel capable. */
    private static final java.util.HashSet<String> parallelCapable = new java.util.HashSet<String>();

    /** The system (application) class loader: the VM's class paths. Its
     *  parent is the platform loader, whose parent is null (the boot
     *  loader), as on the JDK; resource lookups end in the platform loader,
     *  which asks the VM. */
    private static final class App extends ClassLoader {
        App(ClassLoader platform) {
            super(platform);
        }

        boolean vmLoader() {
            return true;
        }

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return Class.forName(name, false, this);
        }

        /** The VM's search of all its class paths (the application's
         *  first, so that its META-INF files win over the class
         *  library's); the platform loader above sees only the boot
         *  class path. */
        public URL getResource(String name) {
            if (name == null) {
                throw new NullPointerException();
            }
            return Resources.urlOrNull(name);
        }

        public InputStream getResourceAsStream(String name) {
            if (name == null) {
                throw new NullPointerException();
            }
            return Resources.stream(name);
        }

        public Enumeration<URL> getResources(String name) throws IOException {
            if (name == null) {
                throw new NullPointerException();
            }
            return new Listed(Resources.urls(name));
        }

        public String toString() {
            return "ristretto.internal.AppClassLoader";
        }
    }

    private static final class Platform extends ClassLoader {
        Platform() {
            super((ClassLoader) null);
        }

        boolean vmLoader() {
            return true;
        }

        /** The class library's classes only: a loader whose parent is
         *  the platform loader does not see the application's, as on the
         *  JDK. */
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            Class<?> c = Class.forName(name, false, this);
            if (Resources.isApplicationClass(c)) {
                throw new ClassNotFoundException(name);
            }
            return c;
        }

        public String toString() {
            return "ristretto.internal.PlatformClassLoader";
        }
    }

    private static ClassLoader system, platform;

    protected ClassLoader() {
        this(getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this(null, parent);
    }

    protected ClassLoader(String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
        boolean parallel;
        synchronized (parallelCapable) {
            parallel = parallelCapable.contains(getClass().getName());
        }
        parallelLockMap = parallel ? new java.util.concurrent.ConcurrentHashMap<String, Object>() : null;
    }

    public String getName() {
        return name;
    }

    /** Registers the calling loader class (the class whose static
     *  initialiser or method calls this) as parallel capable: its
     *  instances made from now on lock per class name. */
    protected static boolean registerAsParallelCapable() {
        StackTraceElement[] st = new Throwable().getStackTrace();
        if (st.length < 2) {
            return false;
        }
        synchronized (parallelCapable) {
            parallelCapable.add(st[1].getClassName());
        }
        return true;
    }

    public final boolean isRegisteredAsParallelCapable() {
        return parallelLockMap != null;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    /** The VM's own loaders (the application and platform loaders), which
     *  load through the VM's class paths. */
    boolean vmLoader() {
        return false;
    }

    /** Delegation as the JDK documents it: a class this loader has already
     *  loaded, else the parent's (the boot classes when the parent is
     *  null), else {@link #findClass}.  Subclasses may override it (the VM
     *  calls the one-argument form, which calls this). */
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    if (parent != null) {
                        c = parent.loadClass(name, false);
                    } else {
                        /* the boot loader's classes only */
                        c = Class.forName(name, false, null);
                        if (Resources.isApplicationClass(c)) {
                            c = null;
                        }
                    }
                } catch (ClassNotFoundException e) {
                    // not above this loader: its own findClass decides
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    protected Object getClassLoadingLock(String className) {
        if (parallelLockMap == null) {
            return this;
        }
        Object lock = new Object();
        Object old = parallelLockMap.putIfAbsent(className, lock);
        return old != null ? old : lock;
    }

    /** A class this loader defined, or was the initiating loader of (the
     *  VM asked it for the name, or Class.forName did); null if none. */
    protected final Class<?> findLoadedClass(String name) {
        if (name == null || !checkName(name)) {
            return null;
        }
        return findLoadedClass0(name);
    }

    private native Class<?> findLoadedClass0(String name);

    private native Class<?> defineClass0(String name, byte[] b, int off, int len);

    /** A binary name the VM could define: no '/', not an array. */
    private static boolean checkName(String name) {
        if (name == null || name.isEmpty()) {
            return true;
        }
        return name.indexOf('/') < 0 && name.charAt(0) != '[';
    }

    /** The JDK's checks before a definition. */
    private void preDefineClass(String name) {
        if (!checkName(name)) {
            throw new NoClassDefFoundError("IllegalName: " + name);
        }
        if (name != null && name.startsWith("java.")) {
            throw new SecurityException("Prohibited package name: " + name.substring(0, name.lastIndexOf('.')));
        }
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len,
            java.security.ProtectionDomain protectionDomain) throws ClassFormatError {
        preDefineClass(name);
        if (b == null) {
            throw new NullPointerException();
        }
        if (len < 0) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (off < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException("Array region " + off + ".." + ((long) off + len)
                + " out of bounds for length " + b.length);
        }
        Class<?> c = defineClass0(name, b, off, len);
        if (protectionDomain != null) {
            synchronized (domains) {
                domains.put(c, protectionDomain);
            }
        }
        return c;
    }

    /** The domain a class this loader defined was given; else the
     *  loader's default domain (a code source with a null location, no
     *  permissions), as on the JDK. */
    java.security.ProtectionDomain domainOf(Class<?> c) {
        synchronized (domains) {
            java.security.ProtectionDomain pd = domains.get(c);
            if (pd == null) {
                if (defaultDomain == null) {
                    defaultDomain = new java.security.ProtectionDomain(
                        new java.security.CodeSource(null, (java.security.cert.Certificate[]) null), null, this, null);
                }
                pd = defaultDomain;
            }
            return pd;
        }
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(name, b, off, len, null);
    }

    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len, null);
    }

    protected final Class<?> defineClass(String name, java.nio.ByteBuffer b,
            java.security.ProtectionDomain protectionDomain) throws ClassFormatError {
        int len = b.remaining();
        if (b.hasArray()) {
            Class<?> c = defineClass(name, b.array(), b.arrayOffset() + b.position(), len, protectionDomain);
            b.position(b.position() + len);
            return c;
        }
        byte[] copy = new byte[len];
        b.get(copy);
        return defineClass(name, copy, 0, len, protectionDomain);
    }

    /** The package of a class this loader defined (made on first use). */
    Package packageOf(String pkg) {
        synchronized (packages) {
            Package p = packages.get(pkg);
            if (p == null) {
                p = new Package(pkg, this);
                packages.put(pkg, p);
            }
            return p;
        }
    }

    public final Package getDefinedPackage(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        synchronized (packages) {
            return packages.get(name);
        }
    }

    public final Package[] getDefinedPackages() {
        synchronized (packages) {
            return packages.values().toArray(new Package[0]);
        }
    }

    @Deprecated
    protected Package getPackage(String name) {
        Package p = getDefinedPackage(name);
        if (p == null && parent != null) {
            p = parent.getPackage(name);
        }
        return p;
    }

    protected Package definePackage(String name, String specTitle, String specVersion, String specVendor,
            String implTitle, String implVersion, String implVendor, java.net.URL sealBase) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        synchronized (packages) {
            if (packages.containsKey(name)) {
                throw new IllegalArgumentException(name);
            }
            Package p = new Package(name, this, specTitle, specVersion, specVendor, implTitle, implVersion,
                implVendor);
            packages.put(name, p);
            return p;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    public static synchronized ClassLoader getSystemClassLoader() {
        if (system == null) {
            system = new App(getPlatformClassLoader());
        }
        return system;
    }

    public static synchronized ClassLoader getPlatformClassLoader() {
        if (platform == null) {
            platform = new Platform();
        }
        return platform;
    }

    /** Resources this loader defines itself; none by default. */
    protected URL findResource(String name) {
        return null;
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        return new Listed(new URL[0]);
    }

    public URL getResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        URL u = parent != null ? parent.getResource(name)
            : Resources.bootUrlOrNull(name);
        return u != null ? u : findResource(name);
    }

    public InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            InputStream in = Resources.bootStream(name);
            if (in != null) {
                return in;
            }
        } else {
            InputStream in = parent.getResourceAsStream(name);
            if (in != null) {
                return in;
            }
        }
        URL u = findResource(name);
        try {
            return u == null ? null : u.openStream();
        } catch (IOException e) {
            return null;
        }
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        Enumeration<URL> first = parent != null ? parent.getResources(name)
            : new Listed(Resources.bootUrls(name));
        return new Joined(first, findResources(name));
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    /** The URLs of an array. */
    private static final class Listed implements Enumeration<URL> {
        private final URL[] urls;
        private int next;

        Listed(URL[] urls) {
            this.urls = urls;
        }

        public boolean hasMoreElements() {
            return next < urls.length;
        }

        public URL nextElement() {
            if (next >= urls.length) {
                throw new NoSuchElementException();
            }
            return urls[next++];
        }
    }

    /** One enumeration's URLs, then another's. */
    private static final class Joined implements Enumeration<URL> {
        private final Enumeration<URL> first, rest;

        Joined(Enumeration<URL> first, Enumeration<URL> rest) {
            this.first = first;
            this.rest = rest;
        }

        public boolean hasMoreElements() {
            return first.hasMoreElements() || (rest != null && rest.hasMoreElements());
        }

        public URL nextElement() {
            if (first.hasMoreElements()) {
                return first.nextElement();
            }
            if (rest != null) {
                return rest.nextElement();
            }
            throw new NoSuchElementException();
        }
    }
}
