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
    private native Object[] getEnclosingMethod0();
    private native java.lang.reflect.Field[] getDeclaredFields0(boolean publicOnly);
    private native java.lang.reflect.Method[] getDeclaredMethods0(boolean publicOnly);
    private native java.lang.reflect.Constructor<T>[] getDeclaredConstructors0(boolean publicOnly);

    /* ------------------------------------------------------ reflection */

    public java.lang.reflect.Field[] getDeclaredFields() {
        return getDeclaredFields0(false);
    }

    public java.lang.reflect.Field[] getFields() {
        java.util.ArrayList<java.lang.reflect.Field> out = new java.util.ArrayList<java.lang.reflect.Field>();
        java.util.HashSet<Class<?>> seen = new java.util.HashSet<Class<?>>();
        collectPublicFields(this, out, seen);
        return out.toArray(new java.lang.reflect.Field[0]);
    }

    private static void collectPublicFields(Class<?> c, java.util.List<java.lang.reflect.Field> out,
                                            java.util.Set<Class<?>> seen) {
        if (c == null || !seen.add(c)) {
            return;
        }
        for (java.lang.reflect.Field f : c.getDeclaredFields0(true)) {
            out.add(f);
        }
        for (Class<?> i : c.getInterfaces()) {
            collectPublicFields(i, out, seen);
        }
        if (!c.isInterface()) {
            collectPublicFields(c.getSuperclass(), out, seen);
        }
    }

    public java.lang.reflect.Field getDeclaredField(String name) throws NoSuchFieldException {
        java.util.Objects.requireNonNull(name);
        for (java.lang.reflect.Field f : getDeclaredFields0(false)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Field getField(String name) throws NoSuchFieldException {
        java.util.Objects.requireNonNull(name);
        for (java.lang.reflect.Field f : getFields()) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        throw new NoSuchFieldException(name);
    }

    public java.lang.reflect.Method[] getDeclaredMethods() {
        return getDeclaredMethods0(false);
    }

    /* Public methods of this class, its superclasses and superinterfaces; a method overridden
     * (same name and parameter types) in a more specific class hides the inherited one. */
    public java.lang.reflect.Method[] getMethods() {
        java.util.ArrayList<java.lang.reflect.Method> out = new java.util.ArrayList<java.lang.reflect.Method>();
        java.util.HashSet<Class<?>> seen = new java.util.HashSet<Class<?>>();
        collectPublicMethods(this, out, seen, true);
        return out.toArray(new java.lang.reflect.Method[0]);
    }

    private static boolean sameSignature(java.lang.reflect.Method a, java.lang.reflect.Method b) {
        return a.getName().equals(b.getName())
            && java.util.Arrays.equals(a.getParameterTypes(), b.getParameterTypes());
    }

    private static void collectPublicMethods(Class<?> c, java.util.List<java.lang.reflect.Method> out,
                                             java.util.Set<Class<?>> seen, boolean top) {
        if (c == null || !seen.add(c)) {
            return;
        }
        for (java.lang.reflect.Method m : c.getDeclaredMethods0(true)) {
            if (!top && c.isInterface() && java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            boolean hidden = false;
            for (java.lang.reflect.Method o : out) {
                if (sameSignature(o, m) && (o.getReturnType() == m.getReturnType()
                                            || m.getReturnType().isAssignableFrom(o.getReturnType()))) {
                    hidden = true;
                    break;
                }
            }
            if (!hidden) {
                out.add(m);
            }
        }
        if (!c.isInterface()) {
            collectPublicMethods(c.getSuperclass(), out, seen, false);
        }
        for (Class<?> i : c.getInterfaces()) {
            collectPublicMethods(i, out, seen, false);
        }
    }

    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    private static boolean paramsMatch(Class<?>[] a, Class<?>[] b) {
        if (b == null) {
            b = new Class<?>[0];
        }
        return java.util.Arrays.equals(a, b);
    }

    public java.lang.reflect.Method getDeclaredMethod(String name, Class<?>... parameterTypes)
            throws NoSuchMethodException {
        java.util.Objects.requireNonNull(name);
        java.lang.reflect.Method best = null;
        for (java.lang.reflect.Method m : getDeclaredMethods0(false)) {
            if (m.getName().equals(name) && paramsMatch(m.getParameterTypes(), parameterTypes)
                && (best == null || best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        if (best == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return best;
    }

    public java.lang.reflect.Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        java.util.Objects.requireNonNull(name);
        for (java.lang.reflect.Method m : getMethods()) {
            if (m.getName().equals(name) && paramsMatch(m.getParameterTypes(), parameterTypes)) {
                return m;
            }
        }
        throw new NoSuchMethodException(methodToString(name, parameterTypes));
    }

    public java.lang.reflect.Constructor<?>[] getDeclaredConstructors() {
        return getDeclaredConstructors0(false);
    }

    public java.lang.reflect.Constructor<?>[] getConstructors() {
        return getDeclaredConstructors0(true);
    }

    public java.lang.reflect.Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes)
            throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : getDeclaredConstructors0(false)) {
            if (paramsMatch(c.getParameterTypes(), parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    public java.lang.reflect.Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        for (java.lang.reflect.Constructor<T> c : getDeclaredConstructors0(true)) {
            if (paramsMatch(c.getParameterTypes(), parameterTypes)) {
                return c;
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        try {
            return getDeclaredConstructor().newInstance();
        } catch (NoSuchMethodException e) {
            throw new InstantiationException(getName());
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException) {
                throw (RuntimeException) c;
            }
            if (c instanceof Error) {
                throw (Error) c;
            }
            throw new InstantiationException(getName());
        }
    }

    public boolean isRecord() {
        return getSuperclass() == Record.class;
    }

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

    /** A local or anonymous class's enclosing class (its EnclosingMethod
     *  attribute), else the declaring class. */
    public Class<?> getEnclosingClass() {
        Object[] em = getEnclosingMethod0();
        return em == null ? getDeclaringClass0() : (Class<?>) em[0];
    }

    private static String descriptorOf(Class<?> c) {
        if (c.isPrimitive()) {
            switch (c.getName()) {
            case "int": return "I";
            case "long": return "J";
            case "boolean": return "Z";
            case "byte": return "B";
            case "char": return "C";
            case "short": return "S";
            case "float": return "F";
            case "double": return "D";
            default: return "V";
            }
        }
        String n = c.getName().replace('.', '/');
        return c.isArray() ? n : "L" + n + ";";
    }

    private static String descriptorOf(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) {
            sb.append(descriptorOf(p));
        }
        return sb.append(')').append(descriptorOf(ret)).toString();
    }

    /** The method a local or anonymous class is declared in, or null. */
    public java.lang.reflect.Method getEnclosingMethod() {
        Object[] em = getEnclosingMethod0();
        if (em == null || em[1] == null || "<init>".equals(em[1]) || "<clinit>".equals(em[1])) {
            return null;
        }
        for (java.lang.reflect.Method m : ((Class<?>) em[0]).getDeclaredMethods()) {
            if (m.getName().equals(em[1])
                    && descriptorOf(m.getParameterTypes(), m.getReturnType()).equals(em[2])) {
                return m;
            }
        }
        throw new InternalError("Enclosing method not found");
    }

    /** The constructor a local or anonymous class is declared in, or null. */
    public java.lang.reflect.Constructor<?> getEnclosingConstructor() {
        Object[] em = getEnclosingMethod0();
        if (em == null || !"<init>".equals(em[1])) {
            return null;
        }
        for (java.lang.reflect.Constructor<?> k : ((Class<?>) em[0]).getDeclaredConstructors()) {
            if (descriptorOf(k.getParameterTypes(), void.class).equals(em[2])) {
                return k;
            }
        }
        throw new InternalError("Enclosing constructor not found");
    }

    public boolean isLocalClass() {
        return !isArray() && getEnclosingMethod0() != null && !isAnonymousClass();
    }

    public boolean isMemberClass() {
        return !isArray() && getEnclosingMethod0() == null && getDeclaringClass0() != null;
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
        if (className.indexOf('\0') >= 0) {
            throw new ClassNotFoundException(className);
        }
        ClassLoader caller = callerLoader0();
        return caller == null ? forName0(className, true) : forName1(className, true, caller);
    }

    /** The user class loader that defined the caller's class, or null. */
    private static native ClassLoader callerLoader0();

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\0') >= 0) {
            throw new ClassNotFoundException(name);
        }
        if (loader == null || loader.vmLoader()) {
            return forName0(name, initialize);
        }
        /* a loader of the program's: the VM asks it (its one-argument
         * loadClass), once per name, as the JDK does */
        return forName1(name, initialize, loader);
    }

    private static native Class<?> forName1(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException;

    private native ClassLoader getClassLoader0();

    private native Class<?>[] getDeclaredClasses0();

    /** The defining user loader of a class it defined; the system class
     *  loader for application classes (and arrays of them), null for the
     *  class library's and primitive types. */
    public ClassLoader getClassLoader() {
        ClassLoader l = getClassLoader0();
        if (l != null) {
            return l;
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return !c.isPrimitive() && ristretto.internal.Resources.isApplicationClass(c)
                ? ClassLoader.getSystemClassLoader() : null;
    }

    private static java.security.ProtectionDomain vmDomain;

    /** The domain the defining user loader gave the class (or that
     *  loader's default domain); one domain with a null code source and
     *  all permissions for the class library's and the application's
     *  classes, arrays and primitive types. */
    public java.security.ProtectionDomain getProtectionDomain() {
        ClassLoader l = getClassLoader0();
        if (l != null && !isArray()) {
            return l.domainOf(this);
        }
        synchronized (Class.class) {
            if (vmDomain == null) {
                java.security.Permissions p = new java.security.Permissions();
                p.add(new java.security.AllPermission());
                vmDomain = new java.security.ProtectionDomain(null, p);
            }
            return vmDomain;
        }
    }

    public Class<?>[] getDeclaredClasses() {
        if (isArray() || isPrimitive()) {
            return new Class<?>[0];
        }
        return getDeclaredClasses0();
    }

    public Class<?>[] getClasses() {
        java.util.ArrayList<Class<?>> r = new java.util.ArrayList<Class<?>>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> k : c.getDeclaredClasses()) {
                if ((k.getModifiers() & 1) != 0) {
                    r.add(k);
                }
            }
        }
        return r.toArray(new Class<?>[0]);
    }

    /** Null for arrays and primitive types; else the package of the
     *  class in its loader (the class library's: one per name). */
    public Package getPackage() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        String pn = getPackageName();
        ClassLoader l = getClassLoader();
        return l != null ? l.packageOf(pn) : Package.bootPackage(pn);
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

    /** A resource name relative to this class: a leading '/' makes it
     *  absolute (and is removed), otherwise the package of the class (of the
     *  element type for arrays) is put in front, '.' replaced by '/'. */
    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return dot < 0 ? name : cn.substring(0, dot).replace('.', '/') + "/" + name;
    }

    public java.io.InputStream getResourceAsStream(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        return cl != null ? cl.getResourceAsStream(name) : ClassLoader.getSystemResourceAsStream(name);
    }

    public java.net.URL getResource(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        return cl != null ? cl.getResource(name) : ClassLoader.getSystemResource(name);
    }
}
