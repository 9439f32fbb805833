package java.lang;

/** Minimal class loader placeholder: the VM has a single bootstrap loader for now. */
public abstract class ClassLoader {
    private final ClassLoader parent;

    protected ClassLoader() {
        this(null);
    }

    protected ClassLoader(ClassLoader parent) {
        this.parent = parent;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    public static ClassLoader getSystemClassLoader() {
        return null;
    }
}
