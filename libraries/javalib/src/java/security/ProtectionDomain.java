package java.security;

/**
 * A protection domain: the code source of classes and the permissions
 * granted to them.  Ristretto has no security manager, so nothing is
 * checked against it; ClassLoader.defineClass records the domain it is
 * given and Class.getProtectionDomain returns it (a class defined without
 * one gets its loader's default domain, whose code source has a null
 * location, as on the JDK; the class library's and the application's
 * classes get one domain with a null code source).
 */
public class ProtectionDomain {
    private final CodeSource codesource;
    private final PermissionCollection permissions;
    private final ClassLoader classloader;
    private final Principal[] principals;
    private final boolean staticPermissions;

    /** Permissions fixed at construction: they are made read-only. */
    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions) {
        this.codesource = codesource;
        if (permissions != null) {
            permissions.setReadOnly();
        }
        this.permissions = permissions;
        this.classloader = null;
        this.principals = new Principal[0];
        this.staticPermissions = true;
    }

    public ProtectionDomain(CodeSource codesource, PermissionCollection permissions, ClassLoader classloader,
            Principal[] principals) {
        this.codesource = codesource;
        if (permissions != null) {
            permissions.setReadOnly();
        }
        this.permissions = permissions;
        this.classloader = classloader;
        this.principals = principals == null ? new Principal[0] : principals.clone();
        this.staticPermissions = false;
    }

    public final CodeSource getCodeSource() {
        return codesource;
    }

    public final ClassLoader getClassLoader() {
        return classloader;
    }

    public final Principal[] getPrincipals() {
        return principals.clone();
    }

    public final PermissionCollection getPermissions() {
        return permissions;
    }

    public final boolean staticPermissionsOnly() {
        return staticPermissions;
    }

    /** The domain's own permissions decide (there is no policy). */
    public boolean implies(Permission permission) {
        return permissions != null && permissions.implies(permission);
    }
}
