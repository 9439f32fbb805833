package java.io;

import java.lang.reflect.Field;

/**
 * One serializable field of a class: its name, its type (a primitive type
 * code or an object type) and, once the descriptor is bound to a local
 * class, the reflected field that holds its value (null when the local class
 * has no such field).  Descriptors sort their fields with compareTo:
 * primitive fields first, then by name.
 */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final String signature;   // "I", "Ljava/lang/String;", "[I" ...
    private Class<?> type;             // null for a field read from a stream
    private final boolean unshared;
    private int offset;
    Field field;                       // the local field, or null

    public ObjectStreamField(String name, Class<?> type) { this(name, type, false); }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) throw new NullPointerException();
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        // interned: equal type strings of a stream share one handle, as on the stock JVM
        this.signature = signatureOf(type).intern();
    }

    /** A field read from a stream: its descriptor only. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null) throw new NullPointerException();
        this.name = name;
        this.signature = signature;
        this.unshared = unshared;
        char c = signature.charAt(0);
        if (c != 'L' && c != '[') this.type = ObjectStreamClass.primitiveOf(c);
        else this.type = Object.class;
    }

    static String signatureOf(Class<?> c) {
        if (c.isPrimitive()) {
            if (c == int.class) return "I";
            if (c == long.class) return "J";
            if (c == boolean.class) return "Z";
            if (c == byte.class) return "B";
            if (c == char.class) return "C";
            if (c == short.class) return "S";
            if (c == float.class) return "F";
            if (c == double.class) return "D";
            return "V";
        }
        if (c.isArray()) return c.getName().replace('.', '/');
        return "L" + c.getName().replace('.', '/') + ";";
    }

    public String getName() { return name; }
    public Class<?> getType() { return type; }
    public char getTypeCode() { return signature.charAt(0); }
    public String getTypeString() { return isPrimitive() ? null : signature; }
    String getSignature() { return signature; }
    public int getOffset() { return offset; }
    protected void setOffset(int offset) { this.offset = offset; }
    public boolean isPrimitive() {
        char c = signature.charAt(0);
        return c != 'L' && c != '[';
    }
    public boolean isUnshared() { return unshared; }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean p = isPrimitive();
        if (p != other.isPrimitive()) return p ? -1 : 1;
        return name.compareTo(other.name);
    }

    public String toString() { return signature + ' ' + name; }
}
