package java.lang.reflect;

/**
 * Base of Field, Method and Constructor.  Ristretto does not enforce Java
 * language access checks in reflection: setAccessible is recorded but every
 * member is accessible (documented in doc/vm-core.md).
 */
public class AccessibleObject {
    boolean accessible;

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        accessible = flag;
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject a : array) {
            a.setAccessible(flag);
        }
    }

    public final boolean trySetAccessible() {
        accessible = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return accessible;
    }

    public final boolean canAccess(Object obj) {
        return true;
    }

    /* -------- helpers shared by Field, Method and Constructor -------- */

    static String typeName(Class<?> c) {
        return c.getTypeName();
    }

    static String params(Class<?>[] ps) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ps.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(typeName(ps[i]));
        }
        return sb.append(')').toString();
    }

    private static int rank(Class<?> c) {
        if (c == byte.class) return 1;
        if (c == short.class) return 2;
        if (c == char.class) return 2;
        if (c == int.class) return 3;
        if (c == long.class) return 4;
        if (c == float.class) return 5;
        if (c == double.class) return 6;
        return -1;
    }

    static Class<?> primitiveOf(Object v) {
        if (v instanceof Integer) return int.class;
        if (v instanceof Long) return long.class;
        if (v instanceof Double) return double.class;
        if (v instanceof Float) return float.class;
        if (v instanceof Short) return short.class;
        if (v instanceof Byte) return byte.class;
        if (v instanceof Character) return char.class;
        if (v instanceof Boolean) return boolean.class;
        return null;
    }

    /**
     * v converted for a slot of type `to`: unchanged for references (after an
     * instance check), else a box of exactly `to`'s wrapper, applying the
     * widening primitive conversions.  Throws IllegalArgumentException.
     */
    static Object convert(Object v, Class<?> to, String what) {
        if (!to.isPrimitive()) {
            if (v != null && !to.isInstance(v)) {
                throw new IllegalArgumentException(what);
            }
            return v;
        }
        Class<?> from = v == null ? null : primitiveOf(v);
        if (from == null) {
            throw new IllegalArgumentException(what);
        }
        if (from == to) {
            return v;
        }
        if (to == boolean.class || from == boolean.class) {
            throw new IllegalArgumentException(what);
        }
        if (from == char.class && (to == short.class || to == byte.class)) {
            throw new IllegalArgumentException(what);
        }
        if ((from == short.class || from == byte.class) && to == char.class) {
            throw new IllegalArgumentException(what);
        }
        if (rank(from) > rank(to) || (from == char.class && to == short.class)) {
            throw new IllegalArgumentException(what);
        }
        long l = 0;
        double d = 0;
        boolean isFloat = false;
        if (v instanceof Character) {
            l = ((Character) v).charValue();
        } else if (v instanceof Float || v instanceof Double) {
            d = ((Number) v).doubleValue();
            isFloat = true;
        } else {
            l = ((Number) v).longValue();
        }
        if (to == short.class) return Short.valueOf((short) l);
        if (to == int.class) return Integer.valueOf((int) l);
        if (to == long.class) return Long.valueOf(l);
        if (to == float.class) return Float.valueOf(isFloat ? (float) d : (float) l);
        if (to == double.class) {
            if (v instanceof Float) {
                return Double.valueOf((double) ((Float) v).floatValue());
            }
            return Double.valueOf(isFloat ? d : (double) l);
        }
        throw new IllegalArgumentException(what);
    }
}
