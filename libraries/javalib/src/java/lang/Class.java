package java.lang;

import java.lang.reflect.Type;

/** Runtime representation of classes and interfaces; instances are made by the VM. */
public final class Class<T> implements java.io.Serializable, Type {
    private transient long vmClass;

    private Class() {}

    private native String getName0();
    public native boolean isInstance(Object o);
    public native boolean isAssignableFrom(Class<?> c);
    public native boolean isInterface();
    public native boolean isArray();
    public native boolean isPrimitive();
    public native Class<? super T> getSuperclass();
    public native Class<?> getComponentType();
    public native int getModifiers();
    private native Class<?>[] getInterfaces0();
    static native Class<?> getPrimitiveClass(String name);
    private static native Class<?> forName0(String name, boolean initialize) throws ClassNotFoundException;
    private native String getSimpleName0();
    private native Object[] getEnumConstants0();
    private native boolean desiredAssertionStatus0();
    private native Class<?> getDeclaringClass0();

    public String getName() {
        return getName0();
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dims = 0;
            while (c.isArray()) {
                dims++;
                c = c.getComponentType();
            }
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dims; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getSimpleName() {
        if (isArray()) {
            return getComponentType().getSimpleName() + "[]";
        }
        return getSimpleName0();
    }

    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        Class<?> d = getDeclaringClass0();
        if (d == null) {
            String n = getName();
            if (n.indexOf('$') >= 0 && getSimpleName().length() == 0) {
                return null;
            }
            return n;
        }
        String dc = d.getCanonicalName();
        return dc == null ? null : dc + "." + getSimpleName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String n = c.getName();
        int i = n.lastIndexOf('.');
        return i < 0 ? "" : n.substring(0, i);
    }

    public Class<?> getDeclaringClass() {
        return getDeclaringClass0();
    }

    public Class<?> getEnclosingClass() {
        return getDeclaringClass0();
    }

    public Class<?>[] getInterfaces() {
        Class<?>[] r = getInterfaces0();
        return r == null ? new Class<?>[0] : r.clone();
    }

    public boolean isEnum() {
        return (getModifiers() & 0x4000) != 0 && getSuperclass() == Enum.class;
    }

    public boolean isAnnotation() {
        return (getModifiers() & 0x2000) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && getSimpleName().length() == 0;
    }

    @SuppressWarnings("unchecked")
    public T[] getEnumConstants() {
        Object[] r = getEnumConstantsShared();
        return r == null ? null : (T[]) r.clone();
    }

    Object[] getEnumConstantsShared() {
        if (!isEnumLike()) {
            return null;
        }
        return getEnumConstants0();
    }

    private boolean isEnumLike() {
        return (getModifiers() & 0x4000) != 0;
    }

    public boolean desiredAssertionStatus() {
        return desiredAssertionStatus0();
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className, true);
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        return forName0(name, initialize);
    }

    public ClassLoader getClassLoader() {
        return null;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public Class<?> componentType() {
        return getComponentType();
    }

    public String toString() {
        if (isPrimitive()) {
            return getName();
        }
        return (isInterface() ? "interface " : "class ") + getName();
    }

    public java.io.InputStream getResourceAsStream(String name) {
        return null;
    }
}
