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
        if (array instanceof int[]) {
            ((int[]) array)[index] = ((Number) value).intValue();
        } else if (array instanceof long[]) {
            ((long[]) array)[index] = ((Number) value).longValue();
        } else if (array instanceof double[]) {
            ((double[]) array)[index] = ((Number) value).doubleValue();
        } else if (array instanceof float[]) {
            ((float[]) array)[index] = ((Number) value).floatValue();
        } else if (array instanceof boolean[]) {
            ((boolean[]) array)[index] = ((Boolean) value).booleanValue();
        } else if (array instanceof char[]) {
            ((char[]) array)[index] = ((Character) value).charValue();
        } else if (array instanceof byte[]) {
            ((byte[]) array)[index] = ((Number) value).byteValue();
        } else if (array instanceof short[]) {
            ((short[]) array)[index] = ((Number) value).shortValue();
        } else {
            throw new IllegalArgumentException("Argument is not an array");
        }
    }
}
