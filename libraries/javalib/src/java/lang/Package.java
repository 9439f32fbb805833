package java.lang;

import java.util.HashMap;

/**
 * A run-time package: a name within a class loader.  The class library's
 * packages (the boot loader's) are made once per name on first use; a
 * user loader's are made by {@link ClassLoader#definePackage} or on first
 * use by one of its classes (ClassLoader.packageOf).  No manifest is read:
 * the specification and implementation attributes are those given to
 * definePackage, else null.
 */
public class Package {
    private final String name;
    private final ClassLoader loader;
    private final String specTitle, specVersion, specVendor, implTitle, implVersion, implVendor;

    private static final HashMap<String, Package> boot = new HashMap<String, Package>();

    Package(String name, ClassLoader loader) {
        this(name, loader, null, null, null, null, null, null);
    }

    Package(String name, ClassLoader loader, String specTitle, String specVersion, String specVendor,
            String implTitle, String implVersion, String implVendor) {
        this.name = name;
        this.loader = loader;
        this.specTitle = specTitle;
        this.specVersion = specVersion;
        this.specVendor = specVendor;
        this.implTitle = implTitle;
        this.implVersion = implVersion;
        this.implVendor = implVendor;
    }

    static Package bootPackage(String name) {
        synchronized (boot) {
            Package p = boot.get(name);
            if (p == null) {
                p = new Package(name, null);
                boot.put(name, p);
            }
            return p;
        }
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return specTitle;
    }

    public String getSpecificationVersion() {
        return specVersion;
    }

    public String getSpecificationVendor() {
        return specVendor;
    }

    public String getImplementationTitle() {
        return implTitle;
    }

    public String getImplementationVersion() {
        return implVersion;
    }

    public String getImplementationVendor() {
        return implVendor;
    }

    public boolean isSealed() {
        return false;
    }

    public int hashCode() {
        return name.hashCode();
    }

    public String toString() {
        String s = "package " + name;
        if (specTitle != null) {
            s += ", " + specTitle;
        }
        if (specVersion != null) {
            s += ", version " + specVersion;
        }
        return s;
    }
}
