package java.lang.runtime;

import java.util.Objects;

/**
 * Records' generated toString/hashCode/equals.  The VM resolves javac's
 * invokedynamic sites on this class's bootstrap itself (see
 * kaffe/kaffevm/intrp/objmethods.c) and calls these helpers with the
 * record's components, boxed, in declaration order.
 */
public final class ObjectMethods {
    private ObjectMethods() {
    }

    /** "Name[a=1, b=x]" with the record class's simple name. */
    static String toString0(Class<?> recordClass, String names, Object[] values) {
        StringBuilder sb = new StringBuilder(recordClass.getSimpleName()).append('[');
        if (values.length > 0) {
            String[] n = names.split(";");
            for (int i = 0; i < values.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(i < n.length ? n[i] : "").append('=').append(String.valueOf(values[i]));
            }
        }
        return sb.append(']').toString();
    }

    /** 0, then 31 * h + hash(component) for each component (wrapper hashCode for primitives). */
    static int hashCode0(Object[] values) {
        int h = 0;
        for (Object v : values) {
            h = h * 31 + Objects.hashCode(v);
        }
        return h;
    }

    static boolean equals0(Object[] a, Object[] b) {
        for (int i = 0; i < a.length; i++) {
            if (!Objects.equals(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }
}
