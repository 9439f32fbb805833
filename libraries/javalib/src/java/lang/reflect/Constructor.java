package java.lang.reflect;

/** A constructor; newInstance() converts arguments and wraps exceptions (natives in the VM). */
public final class Constructor<T> extends Executable {
    private final Class<T> clazz;
    private final Class<?>[] parameterTypes;
    private final Class<?>[] exceptionTypes;
    private final int modifiers;
    private final int slot;

    Constructor(Class<T> clazz, Class<?>[] parameterTypes, Class<?>[] exceptionTypes, int modifiers, int slot) {
        this.clazz = clazz;
        this.parameterTypes = parameterTypes;
        this.exceptionTypes = exceptionTypes;
        this.modifiers = modifiers;
        this.slot = slot;
    }

    public Class<T> getDeclaringClass() { return clazz; }
    public String getName() { return clazz.getName(); }
    public int getModifiers() { return modifiers; }
    public Class<?>[] getParameterTypes() { return parameterTypes.clone(); }
    public Class<?>[] getExceptionTypes() { return exceptionTypes.clone(); }
    public int getParameterCount() { return parameterTypes.length; }

    public boolean equals(Object o) {
        if (!(o instanceof Constructor)) {
            return false;
        }
        Constructor<?> c = (Constructor<?>) o;
        if (c.clazz != clazz || c.parameterTypes.length != parameterTypes.length) {
            return false;
        }
        for (int i = 0; i < parameterTypes.length; i++) {
            if (c.parameterTypes[i] != parameterTypes[i]) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.constructorModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + typeName(clazz) + params(parameterTypes)
            + throwsClause(exceptionTypes);
    }

    public String toGenericString() {
        return toString();
    }

    private native Object newInstance0(int slot, Object[] args) throws InstantiationException, InvocationTargetException;

    @SuppressWarnings("unchecked")
    public T newInstance(Object... initargs) throws InstantiationException, IllegalAccessException,
            InvocationTargetException {
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException();
        }
        return (T) newInstance0(slot, convertArgs(parameterTypes, initargs));
    }
}
