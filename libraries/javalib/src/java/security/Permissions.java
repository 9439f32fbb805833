package java.security;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;

/**
 * A heterogeneous collection of permissions, kept as a list: implies asks
 * each permission in turn (an AllPermission implies everything).
 */
public final class Permissions extends PermissionCollection {
    private static final long serialVersionUID = 4858622370623524688L;

    private final ArrayList<Permission> perms = new ArrayList<Permission>();

    public Permissions() {
    }

    public void add(Permission permission) {
        if (isReadOnly()) {
            throw new SecurityException("attempt to add a Permission to a readonly Permissions object");
        }
        synchronized (perms) {
            if (!perms.contains(permission)) {
                perms.add(permission);
            }
        }
    }

    public boolean implies(Permission permission) {
        synchronized (perms) {
            for (Permission p : perms) {
                if (p.implies(permission)) {
                    return true;
                }
            }
        }
        return false;
    }

    public Enumeration<Permission> elements() {
        synchronized (perms) {
            return Collections.enumeration(new ArrayList<Permission>(perms));
        }
    }
}
