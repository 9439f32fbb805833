package java.security;

import java.util.ArrayList;
import java.util.Enumeration;

/**
 * A set of permissions.  setReadOnly makes add throw SecurityException, as
 * on the JDK.
 */
public abstract class PermissionCollection implements java.io.Serializable {
    private static final long serialVersionUID = -6727011328946861783L;

    private volatile boolean readOnly;

    public abstract void add(Permission permission);

    public abstract boolean implies(Permission permission);

    public abstract Enumeration<Permission> elements();

    public java.util.stream.Stream<Permission> elementsAsStream() {
        ArrayList<Permission> l = new ArrayList<Permission>();
        for (Enumeration<Permission> e = elements(); e.hasMoreElements();) {
            l.add(e.nextElement());
        }
        return l.stream();
    }

    public void setReadOnly() {
        readOnly = true;
    }

    public boolean isReadOnly() {
        return readOnly;
    }
}
