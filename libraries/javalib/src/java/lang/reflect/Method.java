package java.lang.reflect;

/** A method; invoke() converts arguments, dispatches virtually and wraps exceptions (natives in the VM). */
public final class Method extends Executable {
    private final Class<?> clazz;
    private final String name;
    private final Class<?>[] parameterTypes;
    private final Class<?> returnType;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;
    private final int slot;

    Method(Class<?> clazz, String name, Class<?>[] parameterTypes, Class<?> returnType, Class<?>[] exceptionTypes,
           int modifiers, int slot) {
        this.clazz = clazz;
        this.name = name;
        this.parameterTypes = parameterTypes;
        this.returnType = returnType;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
        this.slot = slot;
    }

    public Class<?> getDeclaringClass() { return clazz; }
    public String getName() { return name; }
    public int getModifiers() { return modifiers; }
    public Class<?> getReturnType() { return returnType; }
    public Class<?>[] getParameterTypes() { return parameterTypes.clone(); }
    public Class<?>[] getExceptionTypes() { return exceptionTypes.clone(); }
    public int getParameterCount() { return parameterTypes.length; }
    public boolean isBridge() { return (modifiers & 0x40) != 0; }

    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
            && clazz.isInterface();
    }

    public boolean equals(Object o) {
        if (!(o instanceof Method)) {
            return false;
        }
        Method m = (Method) o;
        if (m.clazz != clazz || !m.name.equals(name) || m.returnType != returnType
            || m.parameterTypes.length != parameterTypes.length) {
            return false;
        }
        for (int i = 0; i < parameterTypes.length; i++) {
            if (m.parameterTypes[i] != parameterTypes[i]) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.methodModifiers();
        StringBuilder sb = new StringBuilder();
        if (mod != 0) {
            sb.append(Modifier.toString(mod)).append(' ');
        }
        if (isDefault()) {
            sb.append("default ");
        }
        sb.append(typeName(returnType)).append(' ').append(typeName(clazz)).append('.').append(name);
        sb.append(params(parameterTypes)).append(throwsClause(exceptionTypes));
        return sb.toString();
    }

    public String toGenericString() {
        return toString();
    }

    private native Object invoke0(Object obj, int slot, Object[] args) throws InvocationTargetException;

    public Object invoke(Object obj, Object... args) throws IllegalAccessException, InvocationTargetException {
        if (!Modifier.isStatic(modifiers)) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        return invoke0(obj, slot, convertArgs(parameterTypes, args));
    }
}
