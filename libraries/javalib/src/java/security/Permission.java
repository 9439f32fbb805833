package java.security;

/**
 * A named permission.  Ristretto has no security manager, so nothing checks
 * permissions; the types exist for the signatures of ProtectionDomain and
 * SecureClassLoader.
 */
public abstract class Permission implements java.io.Serializable {
    private static final long serialVersionUID = -5636570222231596674L;

    private final String name;

    public Permission(String name) {
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public abstract boolean implies(Permission permission);

    public abstract boolean equals(Object obj);

    public abstract int hashCode();

    public abstract String getActions();

    /** Null: the permissions are kept in a Permissions collection. */
    public PermissionCollection newPermissionCollection() {
        return null;
    }

    /** ("class" "name") or ("class" "name" "actions"), as the JDK's. */
    public String toString() {
        String a = getActions();
        String s = "(\"" + getClass().getName() + "\" \"" + name + "\"";
        return a == null || a.isEmpty() ? s + ")" : s + " \"" + a + "\")";
    }
}
