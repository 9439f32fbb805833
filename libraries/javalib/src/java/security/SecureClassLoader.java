package java.security;

import java.nio.ByteBuffer;
import java.util.HashMap;

/**
 * A class loader that defines classes with a code source: each distinct
 * location gets one ProtectionDomain (made on first use with
 * {@link #getPermissions}, this loader and no principals) shared by every
 * class defined from it.  A null code source defines the class without a
 * domain (the loader's default domain).  Registered as parallel capable,
 * as on the JDK.
 */
public class SecureClassLoader extends ClassLoader {
    /** Domains by the code source's location (its external form). */
    private final HashMap<String, ProtectionDomain> domains = new HashMap<String, ProtectionDomain>();

    static {
        ClassLoader.registerAsParallelCapable();
    }

    protected SecureClassLoader(ClassLoader parent) {
        super(parent);
    }

    protected SecureClassLoader() {
        super();
    }

    protected SecureClassLoader(String name, ClassLoader parent) {
        super(name, parent);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len, CodeSource cs) {
        return defineClass(name, b, off, len, domainFor(cs));
    }

    protected final Class<?> defineClass(String name, ByteBuffer b, CodeSource cs) {
        return defineClass(name, b, domainFor(cs));
    }

    /** No permissions: nothing is checked (there is no security manager). */
    protected PermissionCollection getPermissions(CodeSource codesource) {
        return new Permissions();
    }

    private ProtectionDomain domainFor(CodeSource cs) {
        if (cs == null) {
            return null;
        }
        String key = cs.getLocation() == null ? null : cs.getLocation().toExternalForm();
        synchronized (domains) {
            ProtectionDomain pd = domains.get(key);
            if (pd == null) {
                pd = new ProtectionDomain(cs, getPermissions(cs), this, null);
                domains.put(key, pd);
            }
            return pd;
        }
    }
}
