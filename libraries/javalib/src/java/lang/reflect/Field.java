package java.lang.reflect;

/**
 * A field.  `slot` indexes the declaring class's field table in the VM;
 * the natives read and write the field (initialising the class first for
 * statics) and box/unbox primitives of the field's exact type.
 */
public final class Field extends AccessibleObject implements Member {
    private final Class<?> clazz;
    private final String name;
    private final Class<?> type;
    private final int modifiers;
    private final int slot;

    Field(Class<?> clazz, String name, Class<?> type, int modifiers, int slot) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.modifiers = modifiers;
        this.slot = slot;
    }

    public Class<?> getDeclaringClass() { return clazz; }
    public String getName() { return name; }
    public int getModifiers() { return modifiers; }
    public Class<?> getType() { return type; }
    public boolean isSynthetic() { return (modifiers & 0x1000) != 0; }
    public boolean isEnumConstant() { return (modifiers & 0x4000) != 0; }

    public boolean equals(Object o) {
        if (!(o instanceof Field)) {
            return false;
        }
        Field f = (Field) o;
        return f.clazz == clazz && f.name.equals(name) && f.type == type;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + typeName(type) + " " + typeName(clazz) + "." + name;
    }

    public String toGenericString() {
        return toString();
    }

    private Object target(Object obj) {
        if (Modifier.isStatic(modifiers)) {
            return clazz;
        }
        if (obj == null) {
            throw new NullPointerException("Cannot invoke \"Object.getClass()\" because \"obj\" is null");
        }
        if (!clazz.isInstance(obj)) {
            throw new IllegalArgumentException("Can not set " + typeName(type) + " field " + typeName(clazz) + "."
                + name + " to " + obj.getClass().getName());
        }
        return obj;
    }

    private native Object get0(Object target, int slot);

    private native void set0(Object target, int slot, Object exactValue);

    public Object get(Object obj) throws IllegalAccessException {
        return get0(target(obj), slot);
    }

    public void set(Object obj, Object value) throws IllegalAccessException {
        Object t = target(obj);
        if (Modifier.isFinal(modifiers) && (Modifier.isStatic(modifiers) || !accessible)) {
            throw new IllegalAccessException("Can not set " + (Modifier.isStatic(modifiers) ? "static " : "")
                + "final " + typeName(type) + " field " + typeName(clazz) + "." + name + " to "
                + (value == null ? "null value" : value.getClass().getName()));
        }
        String msg = "Can not set " + typeName(type) + " field " + typeName(clazz) + "." + name + " to "
            + (value == null ? "null value" : value.getClass().getName());
        set0(t, slot, convert(value, type, msg));
    }

    private Object getPrim(Object obj, Class<?> want) throws IllegalAccessException {
        Object v = get(obj);
        if (!type.isPrimitive()) {
            throw new IllegalArgumentException("Attempt to get " + typeName(type) + " field \"" + typeName(clazz)
                + "." + name + "\" with illegal data type conversion to " + want.getName());
        }
        return convert(v, want, "Attempt to get " + typeName(type) + " field \"" + typeName(clazz) + "." + name
            + "\" with illegal data type conversion to " + want.getName());
    }

    public boolean getBoolean(Object obj) throws IllegalAccessException { return (Boolean) getPrim(obj, boolean.class); }
    public byte getByte(Object obj) throws IllegalAccessException { return (Byte) getPrim(obj, byte.class); }
    public char getChar(Object obj) throws IllegalAccessException { return (Character) getPrim(obj, char.class); }
    public short getShort(Object obj) throws IllegalAccessException { return (Short) getPrim(obj, short.class); }
    public int getInt(Object obj) throws IllegalAccessException { return (Integer) getPrim(obj, int.class); }
    public long getLong(Object obj) throws IllegalAccessException { return (Long) getPrim(obj, long.class); }
    public float getFloat(Object obj) throws IllegalAccessException { return (Float) getPrim(obj, float.class); }
    public double getDouble(Object obj) throws IllegalAccessException { return (Double) getPrim(obj, double.class); }

    public void setBoolean(Object obj, boolean z) throws IllegalAccessException { set(obj, Boolean.valueOf(z)); }
    public void setByte(Object obj, byte b) throws IllegalAccessException { set(obj, Byte.valueOf(b)); }
    public void setChar(Object obj, char c) throws IllegalAccessException { set(obj, Character.valueOf(c)); }
    public void setShort(Object obj, short s) throws IllegalAccessException { set(obj, Short.valueOf(s)); }
    public void setInt(Object obj, int i) throws IllegalAccessException { set(obj, Integer.valueOf(i)); }
    public void setLong(Object obj, long l) throws IllegalAccessException { set(obj, Long.valueOf(l)); }
    public void setFloat(Object obj, float f) throws IllegalAccessException { set(obj, Float.valueOf(f)); }
    public void setDouble(Object obj, double d) throws IllegalAccessException { set(obj, Double.valueOf(d)); }
}
