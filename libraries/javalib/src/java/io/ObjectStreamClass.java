package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;

/**
 * The serialization descriptor of a class: name, serialVersionUID, flags,
 * serializable fields, and (for a local class) the hooks serialization
 * calls: writeObject/readObject/readObjectNoData, writeReplace/readResolve,
 * the constructor that allocation runs.
 *
 * Two kinds exist.  A local descriptor is built from a loaded class by
 * lookup/lookupAny and cached per class.  A stream descriptor is read from a
 * stream (ObjectInputStream.readClassDescriptor) and then bound to the local
 * class of the same name (bind): its fields keep the stream's order and
 * types, each pointing at the local field of the same name, if any.
 *
 * The default serialVersionUID follows the Java Object Serialization
 * Specification, section 4.6: a SHA-1 digest (libcrypto, through the native
 * sha1_0) of the class name, modifiers, interfaces, fields, static
 * initializer, constructors and methods, of which the first eight bytes are
 * read little-endian.
 */
public class ObjectStreamClass implements Serializable {
    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private static final IdentityHashMap<Class<?>, ObjectStreamClass> cache =
        new IdentityHashMap<Class<?>, ObjectStreamClass>();

    Class<?> cl;
    String name;
    private long suid;
    private boolean suidKnown;
    boolean serializable;
    boolean externalizable;
    boolean isEnum;
    boolean hasWriteObjectData;      // SC_WRITE_METHOD
    private boolean sflag;           // SC_SERIALIZABLE of a stream descriptor
    boolean hasBlockExternalData = true; // SC_BLOCK_DATA
    ObjectStreamField[] fields = NO_FIELDS;
    int primDataSize;
    int numObjFields;
    ObjectStreamClass superDesc;
    ObjectStreamClass localDesc;     // this for a local descriptor
    ClassNotFoundException resolveEx;
    InvalidClassException deserializeEx;
    InvalidClassException serializeEx;

    Method writeObjectMethod;
    Method readObjectMethod;
    Method readObjectNoDataMethod;
    Method writeReplaceMethod;
    Method readResolveMethod;
    Class<?> initClass;              // whose no-arg constructor allocation runs; null: none valid

    ObjectStreamClass() {
    }

    // ------------------------------------------------------------ lookup

    /** The descriptor of a serializable class, or null. */
    public static ObjectStreamClass lookup(Class<?> cl) {
        if (!Serializable.class.isAssignableFrom(cl)) return null;
        return lookupAny(cl);
    }

    /** The descriptor of any class (a non-serializable one has no fields and UID 0). */
    public static ObjectStreamClass lookupAny(Class<?> cl) {
        synchronized (cache) {
            ObjectStreamClass d = cache.get(cl);
            if (d != null) return d;
        }
        ObjectStreamClass d = new ObjectStreamClass();
        d.initLocal(cl);
        synchronized (cache) {
            ObjectStreamClass old = cache.get(cl);
            if (old != null) return old;
            cache.put(cl, d);
        }
        return d;
    }

    private void initLocal(Class<?> c) {
        cl = c;
        name = c.getName();
        localDesc = this;
        serializable = Serializable.class.isAssignableFrom(c);
        externalizable = Externalizable.class.isAssignableFrom(c);
        isEnum = Enum.class.isAssignableFrom(c);
        Class<?> sup = c.getSuperclass();
        if (sup != null && Serializable.class.isAssignableFrom(sup)) superDesc = lookupAny(sup);
        if (!serializable) {
            suid = 0;
            suidKnown = true;
            return;
        }
        if (isEnum) {
            suid = 0;
            suidKnown = true;
            return;
        }
        if (c.isArray()) return;
        Long declared = declaredSuid(c);
        if (declared != null) {
            suid = declared.longValue();
            suidKnown = true;
        }
        if (externalizable) {
            fields = NO_FIELDS;
        } else try {
            fields = serialFields(c);
        } catch (InvalidClassException e) {
            serializeEx = e;
            deserializeEx = e;
            fields = NO_FIELDS;
        }
        computeOffsets();
        if (externalizable) {
            try {
                Constructor<?> k = c.getDeclaredConstructor();
                if (Modifier.isPublic(k.getModifiers())) initClass = c;
            } catch (NoSuchMethodException e) {
                // no public no-arg constructor: initClass stays null
            }
        } else {
            writeObjectMethod = privateMethod(c, "writeObject", ObjectOutputStream.class);
            readObjectMethod = privateMethod(c, "readObject", ObjectInputStream.class);
            readObjectNoDataMethod = privateMethod(c, "readObjectNoData");
            hasWriteObjectData = writeObjectMethod != null;
            initClass = serialInitClass(c);
        }
        writeReplaceMethod = inheritableMethod(c, "writeReplace");
        readResolveMethod = inheritableMethod(c, "readResolve");
    }

    private static Long declaredSuid(Class<?> c) {
        try {
            Field f = c.getDeclaredField("serialVersionUID");
            int m = f.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && f.getType() == long.class) {
                f.setAccessible(true);
                return Long.valueOf(f.getLong(null));
            }
        } catch (NoSuchFieldException e) {
            // none declared
        } catch (IllegalAccessException e) {
            // cannot happen: reflection is not access-checked here
        }
        return null;
    }

    /** serialPersistentFields when declared, else every non-static, non-transient field. */
    private static ObjectStreamField[] serialFields(Class<?> c) throws InvalidClassException {
        ObjectStreamField[] declared = null;
        try {
            Field spf = c.getDeclaredField("serialPersistentFields");
            int m = spf.getModifiers();
            if (Modifier.isPrivate(m) && Modifier.isStatic(m) && Modifier.isFinal(m)
                && spf.getType() == ObjectStreamField[].class) {
                spf.setAccessible(true);
                declared = (ObjectStreamField[]) spf.get(null);
            }
        } catch (NoSuchFieldException e) {
            // none declared
        } catch (IllegalAccessException e) {
            // cannot happen
        }
        Field[] all = c.getDeclaredFields();
        ObjectStreamField[] out;
        if (declared != null) {
            out = new ObjectStreamField[declared.length];
            for (int i = 0; i < declared.length; i++) {
                ObjectStreamField d = declared[i];
                for (int j = 0; j < i; j++) {
                    if (declared[j].getName().equals(d.getName())) {
                        throw new InvalidClassException(c.getName(), "multiple serializable fields named " + d.getName());
                    }
                }
                ObjectStreamField f = new ObjectStreamField(d.getName(), d.getType(), d.isUnshared());
                for (Field lf : all) {
                    if (lf.getName().equals(d.getName()) && lf.getType() == d.getType()
                        && !Modifier.isStatic(lf.getModifiers())) {
                        lf.setAccessible(true);
                        f.field = lf;
                    }
                }
                out[i] = f;
            }
        } else {
            ArrayList<ObjectStreamField> list = new ArrayList<ObjectStreamField>();
            for (Field lf : all) {
                int m = lf.getModifiers();
                if ((m & (Modifier.STATIC | Modifier.TRANSIENT)) != 0) continue;
                ObjectStreamField f = new ObjectStreamField(lf.getName(), lf.getType(), false);
                lf.setAccessible(true);
                f.field = lf;
                list.add(f);
            }
            out = list.toArray(new ObjectStreamField[list.size()]);
        }
        Arrays.sort(out);
        return out;
    }

    void computeOffsets() {
        int off = 0, objs = 0;
        for (ObjectStreamField f : fields) {
            if (f.isPrimitive()) {
                f.setOffset(off);
                off += primSize(f.getTypeCode());
            } else {
                f.setOffset(objs++);
            }
        }
        primDataSize = off;
        numObjFields = objs;
    }

    static int primSize(char code) {
        switch (code) {
        case 'B': case 'Z': return 1;
        case 'C': case 'S': return 2;
        case 'I': case 'F': return 4;
        case 'J': case 'D': return 8;
        default: return 0;
        }
    }

    static Class<?> primitiveOf(char code) {
        switch (code) {
        case 'B': return byte.class;
        case 'Z': return boolean.class;
        case 'C': return char.class;
        case 'S': return short.class;
        case 'I': return int.class;
        case 'F': return float.class;
        case 'J': return long.class;
        case 'D': return double.class;
        default: return null;
        }
    }

    private static Method privateMethod(Class<?> c, String name, Class<?>... params) {
        try {
            Method m = c.getDeclaredMethod(name, params);
            int mods = m.getModifiers();
            if (m.getReturnType() == void.class && Modifier.isPrivate(mods) && !Modifier.isStatic(mods)) {
                m.setAccessible(true);
                return m;
            }
        } catch (NoSuchMethodException e) {
            // absent
        }
        return null;
    }

    /** A no-argument method returning Object that c declares or inherits (writeReplace, readResolve). */
    private static Method inheritableMethod(Class<?> c, String name) {
        for (Class<?> d = c; d != null; d = d.getSuperclass()) {
            Method m;
            try {
                m = d.getDeclaredMethod(name);
            } catch (NoSuchMethodException e) {
                continue;
            }
            int mods = m.getModifiers();
            if (m.getReturnType() != Object.class || Modifier.isStatic(mods) || Modifier.isAbstract(mods)) return null;
            if (Modifier.isPublic(mods) || Modifier.isProtected(mods)) {
                // inherited everywhere
            } else if (Modifier.isPrivate(mods)) {
                if (d != c) return null;
            } else if (!d.getPackageName().equals(c.getPackageName())) {
                return null;
            }
            m.setAccessible(true);
            return m;
        }
        return null;
    }

    /** The first non-serializable superclass if its no-arg constructor is accessible to c, else null. */
    private static Class<?> serialInitClass(Class<?> c) {
        Class<?> s = c;
        while (s != null && Serializable.class.isAssignableFrom(s)) s = s.getSuperclass();
        if (s == null) return null;
        try {
            Constructor<?> k = s.getDeclaredConstructor();
            int m = k.getModifiers();
            if (Modifier.isPrivate(m)) return null;
            if (!Modifier.isPublic(m) && !Modifier.isProtected(m)
                && !s.getPackageName().equals(c.getPackageName())) {
                return null;
            }
            return s;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    // ------------------------------------------------------ public view

    public String getName() { return name; }

    public long getSerialVersionUID() {
        if (!suidKnown) {
            suid = cl == null ? 0L : defaultSuid(cl);
            suidKnown = true;
        }
        return suid;
    }

    public Class<?> forClass() { return cl; }

    public ObjectStreamField[] getFields() { return fields.clone(); }

    public ObjectStreamField getField(String fname) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(fname)) return f;
        }
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    ObjectStreamClass getSuperDesc() { return superDesc; }

    byte flags() {
        int f = 0;
        if (externalizable) {
            f |= ObjectStreamConstants.SC_EXTERNALIZABLE | ObjectStreamConstants.SC_BLOCK_DATA;
        } else if (serializable) {
            f |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData) f |= ObjectStreamConstants.SC_WRITE_METHOD;
        if (isEnum) f |= ObjectStreamConstants.SC_ENUM;
        return (byte) f;
    }

    // ----------------------------------------------- stream descriptors

    /** A descriptor read from a stream (fields of the header and classDescInfo). */
    static ObjectStreamClass fromStream(String name, long suid, byte flags, ObjectStreamField[] fields)
            throws InvalidClassException {
        ObjectStreamClass d = new ObjectStreamClass();
        d.name = name;
        d.suid = suid;
        d.suidKnown = true;
        d.hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        d.hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        d.externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        boolean sflag = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
        d.sflag = sflag;
        d.serializable = d.externalizable || sflag;
        d.isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        if (d.isEnum && suid != 0L) {
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + suid);
        }
        d.fields = fields;
        d.computeOffsets();
        return d;
    }

    /** Bind a stream descriptor to the local class c (null when it was not found). */
    void bind(Class<?> c, ClassNotFoundException ex, ObjectStreamClass sup) throws InvalidClassException {
        superDesc = sup;
        resolveEx = ex;
        cl = c;
        if (c == null) return;
        ObjectStreamClass local = lookupAny(c);
        localDesc = local;
        if (c.isArray()) return;   // an array's descriptor has no fields, its flags do not matter
        if (externalizable && sflag) {
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        }
        if (local.isEnum != isEnum) {
            throw new InvalidClassException(name, isEnum ? "cannot bind enum descriptor to a non-enum class"
                : "cannot bind non-enum descriptor to an enum class");
        }
        if (serializable == local.serializable && !c.isArray() && suid != local.getSerialVersionUID()) {
            throw new InvalidClassException(local.name, "local class incompatible: stream classdesc serialVersionUID = "
                + suid + ", local class serialVersionUID = " + local.getSerialVersionUID());
        }
        if (!isEnum) {
            if (serializable == local.serializable && externalizable != local.externalizable) {
                throw new InvalidClassException(local.name, "Serializable incompatible with Externalizable");
            }
            if (serializable != local.serializable || externalizable != local.externalizable
                || !(serializable || externalizable)) {
                deserializeEx = new InvalidClassException(local.name, "class invalid for deserialization");
            }
        }
        if (local.deserializeEx != null && deserializeEx == null) deserializeEx = local.deserializeEx;
        localDesc = local;
        if (local.serializable && !local.externalizable) {
            for (ObjectStreamField f : fields) {
                ObjectStreamField lf = local.getField(f.getName());
                if (lf == null) continue;
                if (lf.getTypeCode() != f.getTypeCode()) {
                    throw new InvalidClassException(local.name, "incompatible types for field " + f.getName());
                }
                f.field = lf.field;
            }
        }
        readObjectMethod = local.readObjectMethod;
        readObjectNoDataMethod = local.readObjectNoDataMethod;
        readResolveMethod = local.readResolveMethod;
        writeReplaceMethod = local.writeReplaceMethod;
        writeObjectMethod = local.writeObjectMethod;
        initClass = local.initClass;
    }

    // ----------------------------------------------------- allocation

    /** A new instance as deserialization starts it, or an InvalidClassException. */
    Object newInstance() throws InvalidClassException {
        if (deserializeEx != null) throw deserializeEx;
        if (initClass == null || cl.isInterface() || Modifier.isAbstract(cl.getModifiers())) {
            throw new InvalidClassException(name, "no valid constructor");
        }
        return allocate0(cl, initClass);
    }

    Object invoke(Method m, Object target, Object... args) throws IOException, ClassNotFoundException {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException) throw (IOException) t;
            if (t instanceof ClassNotFoundException) throw (ClassNotFoundException) t;
            if (t instanceof RuntimeException) throw (RuntimeException) t;
            if (t instanceof Error) throw (Error) t;
            throw new InternalError(t);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    private static native Object allocate0(Class<?> cl, Class<?> initCl);

    private static native boolean hasStaticInitializer0(Class<?> cl);

    private static native byte[] sha1_0(byte[] data);

    private static native void getPrims0(Object obj, Field[] fields, int[] offsets, byte[] buf);

    private static native void setPrims0(Object obj, Field[] fields, int[] offsets, byte[] buf);

    private static native void getObjs0(Object obj, Field[] fields, Object[] vals);

    private static native void setObjs0(Object obj, Field[] fields, Object[] vals);

    // Built on first use (the bindings of a stream descriptor are final by then);
    // a race builds equal arrays twice, and primFields/objFields are stored last.
    private Field[] primFields;   // the local field of each primitive field (null: none)
    private int[] primOffsets;
    private Field[] objFields;    // the local field of each reference field (null: none)

    private void primArrays() {
        int n = 0;
        for (ObjectStreamField f : fields) if (f.isPrimitive()) n++;
        Field[] pf = new Field[n];
        int[] po = new int[n];
        Field[] of = new Field[fields.length - n];
        int k = 0;
        n = 0;
        for (ObjectStreamField f : fields) {
            if (f.isPrimitive()) {
                pf[n] = f.field;
                po[n++] = f.getOffset();
            } else {
                of[k++] = f.field;
            }
        }
        primOffsets = po;
        objFields = of;
        primFields = pf;
    }

    /** The reference field values of obj, in the descriptor's order (null where there is no local field). */
    void getObjValues(Object obj, Object[] vals) {
        if (primFields == null) primArrays();
        getObjs0(obj, objFields, vals);
    }

    /** Stores reference values (checked against the fields' types by the caller and again natively). */
    void setObjValues(Object obj, Object[] vals) {
        if (primFields == null) primArrays();
        setObjs0(obj, objFields, vals);
    }

    /** The class data slots of an object of this descriptor, topmost class first. */
    private ObjectStreamClass[] chain;

    ObjectStreamClass[] chainTopDown() {
        ObjectStreamClass[] c = chain;
        if (c == null) {
            int n = 0;
            for (ObjectStreamClass d = this; d != null; d = d.superDesc) n++;
            c = new ObjectStreamClass[n];
            for (ObjectStreamClass d = this; d != null; d = d.superDesc) c[--n] = d;
            chain = c;
        }
        return c;
    }

    /**
     * For a stream descriptor: the class data of an object, topmost first,
     * stream classes matched to the local class's serializable superclasses.
     * hasData[i] is false for a local class the stream has no data for
     * (readObjectNoData).
     */
    ObjectStreamClass[] layout;
    boolean[] layoutHasData;

    void buildLayout() {
        java.util.ArrayList<ObjectStreamClass> slots = new java.util.ArrayList<ObjectStreamClass>();
        java.util.ArrayList<Boolean> has = new java.util.ArrayList<Boolean>();
        ObjectStreamClass start = this;
        if (cl != null) {
            for (Class<?> c = cl; c != null && Serializable.class.isAssignableFrom(c); c = c.getSuperclass()) {
                ObjectStreamClass match = null;
                for (ObjectStreamClass d = start; d != null; d = d.superDesc) {
                    if (d.cl == c) {
                        match = d;
                        break;
                    }
                }
                if (match != null) {
                    for (ObjectStreamClass d = start; d != match; d = d.superDesc) {
                        slots.add(d);
                        has.add(Boolean.TRUE);
                    }
                    slots.add(match);
                    has.add(Boolean.TRUE);
                    start = match.superDesc;
                } else {
                    slots.add(lookupAny(c));
                    has.add(Boolean.FALSE);
                }
            }
        }
        for (ObjectStreamClass d = start; d != null; d = d.superDesc) {
            slots.add(d);
            has.add(Boolean.TRUE);
        }
        int n = slots.size();
        ObjectStreamClass[] l = new ObjectStreamClass[n];
        boolean[] h = new boolean[n];
        for (int i = 0; i < n; i++) {
            l[n - 1 - i] = slots.get(i);
            h[n - 1 - i] = has.get(i).booleanValue();
        }
        layoutHasData = h;
        layout = l;
    }

    /** The primitive field values of obj in the stream's layout (primDataSize bytes). */
    void getPrimValues(Object obj, byte[] buf) {
        if (primFields == null) primArrays();
        getPrims0(obj, primFields, primOffsets, buf);
    }

    /** Stores the primitive field values of buf (the stream's layout) into obj's local fields. */
    void setPrimValues(Object obj, byte[] buf) {
        if (primFields == null) primArrays();
        setPrims0(obj, primFields, primOffsets, buf);
    }

    // ------------------------------------------------- default UID

    private static final int CLASS_MODS = Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT;
    private static final int FIELD_MODS = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
        | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT;
    private static final int METHOD_MODS = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
        | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;

    private static String methodSig(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params) sb.append(ObjectStreamField.signatureOf(p));
        sb.append(')').append(ObjectStreamField.signatureOf(ret));
        return sb.toString();
    }

    private static final class Member {
        final String name;
        final int mods;
        final String sig;
        Member(String name, int mods, String sig) { this.name = name; this.mods = mods; this.sig = sig; }
    }

    private static final Comparator<Member> BY_NAME_SIG = new Comparator<Member>() {
        public int compare(Member a, Member b) {
            int c = a.name.compareTo(b.name);
            return c != 0 ? c : a.sig.compareTo(b.sig);
        }
    };

    static long defaultSuid(Class<?> c) {
        if (!Serializable.class.isAssignableFrom(c)) return 0L;
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeUTF(c.getName());
            int cmods = c.getModifiers() & CLASS_MODS;
            Method[] methods = c.isArray() ? new Method[0] : c.getDeclaredMethods();
            if ((cmods & Modifier.INTERFACE) != 0) {
                cmods = methods.length > 0 ? cmods | Modifier.ABSTRACT : cmods & ~Modifier.ABSTRACT;
            }
            out.writeInt(cmods);
            if (!c.isArray()) {
                Class<?>[] ifs = c.getInterfaces();
                String[] names = new String[ifs.length];
                for (int i = 0; i < ifs.length; i++) names[i] = ifs[i].getName();
                Arrays.sort(names);
                for (String n : names) out.writeUTF(n);

                Field[] fs = c.getDeclaredFields();
                ArrayList<Member> fl = new ArrayList<Member>();
                for (Field f : fs) {
                    int m = f.getModifiers() & FIELD_MODS;
                    if ((m & Modifier.PRIVATE) != 0 && (m & (Modifier.STATIC | Modifier.TRANSIENT)) != 0) continue;
                    fl.add(new Member(f.getName(), m, ObjectStreamField.signatureOf(f.getType())));
                }
                Member[] fa = fl.toArray(new Member[fl.size()]);
                Arrays.sort(fa, BY_NAME_SIG);
                for (Member m : fa) {
                    out.writeUTF(m.name);
                    out.writeInt(m.mods);
                    out.writeUTF(m.sig);
                }

                if (hasStaticInitializer0(c)) {
                    out.writeUTF("<clinit>");
                    out.writeInt(Modifier.STATIC);
                    out.writeUTF("()V");
                }

                ArrayList<Member> kl = new ArrayList<Member>();
                for (Constructor<?> k : c.getDeclaredConstructors()) {
                    int m = k.getModifiers() & METHOD_MODS;
                    if ((m & Modifier.PRIVATE) != 0) continue;
                    kl.add(new Member("<init>", m, methodSig(k.getParameterTypes(), void.class)));
                }
                Member[] ka = kl.toArray(new Member[kl.size()]);
                Arrays.sort(ka, BY_NAME_SIG);
                for (Member m : ka) {
                    out.writeUTF(m.name);
                    out.writeInt(m.mods);
                    out.writeUTF(m.sig.replace('/', '.'));
                }

                ArrayList<Member> ml = new ArrayList<Member>();
                for (Method k : methods) {
                    int m = k.getModifiers() & METHOD_MODS;
                    if ((m & Modifier.PRIVATE) != 0) continue;
                    ml.add(new Member(k.getName(), m, methodSig(k.getParameterTypes(), k.getReturnType())));
                }
                Member[] ma = ml.toArray(new Member[ml.size()]);
                Arrays.sort(ma, BY_NAME_SIG);
                for (Member m : ma) {
                    out.writeUTF(m.name);
                    out.writeInt(m.mods);
                    out.writeUTF(m.sig.replace('/', '.'));
                }
            }
            out.flush();
            byte[] sha = sha1_0(bytes.toByteArray());
            long h = 0;
            for (int i = Math.min(sha.length, 8) - 1; i >= 0; i--) h = (h << 8) | (sha[i] & 0xFF);
            return h;
        } catch (IOException e) {
            throw new InternalError(e);
        }
    }
}
