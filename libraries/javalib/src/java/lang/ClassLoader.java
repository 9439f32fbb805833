package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.NoSuchElementException;

import ristretto.internal.Resources;

/**
 * Class loaders.  The VM has a single loader for classes: the boot class
 * path (the class library) and the application class path are searched by
 * the VM itself.  {@link #getSystemClassLoader()} returns one instance that
 * stands for it (application classes report it as their loader, class
 * library classes report null, as on a stock JVM); its parent is the
 * platform loader, whose parent is null.  User subclasses may be made and
 * delegate to it (loadClass(String) calls loadClass(String, boolean),
 * which asks findLoadedClass, the parent, then findClass, and
 * Class.forName with such a loader calls its loadClass once per name), but
 * cannot define classes yet.
 *
 * Resources: getResource / getResourceAsStream / getResources ask the
 * parent first (or, for the top of the chain, the VM's class paths through
 * ristretto.internal.Resources), then {@link #findResource}.  A missing
 * resource is null; a null name throws NullPointerException.  getResources
 * yields every match of the class paths in search order, then
 * {@link #findResources}.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;

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

        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            return Class.forName(name, false, this);
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
        this.parent = parent;
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
        return this;
    }

    /** This loader defines no classes itself (defineClass is not
     *  supported yet), so a class "loaded by" it is one it was the
     *  initiating loader of: found through it by Class.forName before. */
    protected final Class<?> findLoadedClass(String name) {
        synchronized (this) {
            return initiated == null ? null : initiated.get(name);
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

    /** Classes Class.forName found through this loader: asked again, the
     *  loader is not (the JDK records the initiating loader the same way). */
    private java.util.HashMap<String, Class<?>> initiated;

    synchronized Class<?> initiatedClass(String name) {
        return initiated == null ? null : initiated.get(name);
    }

    synchronized void recordInitiated(String name, Class<?> c) {
        if (initiated == null) {
            initiated = new java.util.HashMap<String, Class<?>>();
        }
        initiated.put(name, c);
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
        URL u = parent != null ? parent.getResource(name) : Resources.urlOrNull(name);
        return u != null ? u : findResource(name);
    }

    public InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            InputStream in = Resources.stream(name);
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
        Enumeration<URL> first = parent != null ? parent.getResources(name) : new Listed(Resources.urls(name));
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
