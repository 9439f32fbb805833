package java.lang.reflect;

/** Common part of Method and Constructor. */
public abstract class Executable extends AccessibleObject implements Member {
    Executable() {
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public abstract Class<?>[] getExceptionTypes();

    public int getParameterCount() {
        return getParameterTypes().length;
    }

    public boolean isVarArgs() {
        return (getModifiers() & 0x80) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    static String throwsClause(Class<?>[] ex) {
        if (ex.length == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" throws ");
        for (int i = 0; i < ex.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ex[i].getTypeName());
        }
        return sb.toString();
    }

    /* Convert invoke arguments to the parameter types (boxes of exact types). */
    static Object[] convertArgs(Class<?>[] ps, Object[] args) {
        int n = args == null ? 0 : args.length;
        if (n != ps.length) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            out[i] = convert(args[i], ps[i], "argument type mismatch");
        }
        return out;
    }
}
