package java.lang.reflect;

/** Static methods to create and inspect arrays. */
public final class Array {
    private Array() {}

    private static native Object newArray0(Class<?> componentType, int length);

    public static native int getLength(Object array);

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (length < 0) {
            throw new NegativeArraySizeException(Integer.toString(length));
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        return newArray0(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions) {
        if (dimensions.length == 0) {
            throw new IllegalArgumentException("Empty dimensions array");
        }
        return multi(componentType, dimensions, 0);
    }

    private static Object multi(Class<?> componentType, int[] dims, int d) {
        if (d == dims.length - 1) {
            return newInstance(componentType, dims[d]);
        }
        Object inner = multi(componentType, dims, dims.length - 1);
        Class<?> elem = inner.getClass();
        for (int i = dims.length - 2; i > d; i--) {
            elem = newInstance(elem, 0).getClass();
        }
        if (dims[d] < 0) {
            throw new NegativeArraySizeException(Integer.toString(dims[d]));
        }
        Object[] arr = (Object[]) newArray0(elem, dims[d]);
        for (int i = 0; i < arr.length; i++) {
            arr[i] = multi(componentType, dims, d + 1);
        }
        return arr;
    }

    public static Object get(Object array, int index) {
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        }
        if (array instanceof int[]) {
            return Integer.valueOf(((int[]) array)[index]);
        }
        if (array instanceof long[]) {
            return Long.valueOf(((long[]) array)[index]);
        }
        if (array instanceof double[]) {
            return Double.valueOf(((double[]) array)[index]);
        }
        if (array instanceof float[]) {
            return Float.valueOf(((float[]) array)[index]);
        }
        if (array instanceof boolean[]) {
            return Boolean.valueOf(((boolean[]) array)[index]);
        }
        if (array instanceof char[]) {
            return Character.valueOf(((char[]) array)[index]);
        }
        if (array instanceof byte[]) {
            return Byte.valueOf(((byte[]) array)[index]);
        }
        if (array instanceof short[]) {
            return Short.valueOf(((short[]) array)[index]);
        }
        if (array == null) {
            throw new NullPointerException();
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    public static void set(Object array, int index, Object value) {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        if (!array.getClass().isArray()) {
            throw new IllegalArgumentException("Argument is not an array");
        }
        Object v = AccessibleObject.convert(value, array.getClass().getComponentType(), "argument type mismatch");
        if (array instanceof int[]) {
            ((int[]) array)[index] = ((Integer) v).intValue();
        } else if (array instanceof long[]) {
            ((long[]) array)[index] = ((Long) v).longValue();
        } else if (array instanceof double[]) {
            ((double[]) array)[index] = ((Double) v).doubleValue();
        } else if (array instanceof float[]) {
            ((float[]) array)[index] = ((Float) v).floatValue();
        } else if (array instanceof boolean[]) {
            ((boolean[]) array)[index] = ((Boolean) v).booleanValue();
        } else if (array instanceof char[]) {
            ((char[]) array)[index] = ((Character) v).charValue();
        } else if (array instanceof byte[]) {
            ((byte[]) array)[index] = ((Byte) v).byteValue();
        } else {
            ((short[]) array)[index] = ((Short) v).shortValue();
        }
    }

    private static Object getAs(Object array, int index, Class<?> type) {
        Object v = get(array, index);
        if (array instanceof Object[]) {
            throw new IllegalArgumentException("Argument is not an array of primitive type");
        }
        return AccessibleObject.convert(v, type, "argument type mismatch");
    }

    public static boolean getBoolean(Object a, int i) { return (Boolean) getAs(a, i, boolean.class); }
    public static byte getByte(Object a, int i) { return (Byte) getAs(a, i, byte.class); }
    public static char getChar(Object a, int i) { return (Character) getAs(a, i, char.class); }
    public static short getShort(Object a, int i) { return (Short) getAs(a, i, short.class); }
    public static int getInt(Object a, int i) { return (Integer) getAs(a, i, int.class); }
    public static long getLong(Object a, int i) { return (Long) getAs(a, i, long.class); }
    public static float getFloat(Object a, int i) { return (Float) getAs(a, i, float.class); }
    public static double getDouble(Object a, int i) { return (Double) getAs(a, i, double.class); }

    private static void setPrim(Object a, int i, Object v) {
        if (a instanceof Object[]) {
            throw new IllegalArgumentException("argument type mismatch");
        }
        set(a, i, v);
    }

    public static void setBoolean(Object a, int i, boolean z) { setPrim(a, i, Boolean.valueOf(z)); }
    public static void setByte(Object a, int i, byte b) { setPrim(a, i, Byte.valueOf(b)); }
    public static void setChar(Object a, int i, char c) { setPrim(a, i, Character.valueOf(c)); }
    public static void setShort(Object a, int i, short s) { setPrim(a, i, Short.valueOf(s)); }
    public static void setInt(Object a, int i, int v) { setPrim(a, i, Integer.valueOf(v)); }
    public static void setLong(Object a, int i, long l) { setPrim(a, i, Long.valueOf(l)); }
    public static void setFloat(Object a, int i, float f) { setPrim(a, i, Float.valueOf(f)); }
    public static void setDouble(Object a, int i, double d) { setPrim(a, i, Double.valueOf(d)); }
}
