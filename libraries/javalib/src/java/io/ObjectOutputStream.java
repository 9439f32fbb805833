package java.io;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.IdentityHashMap;

/**
 * Writes objects and primitive data in the serialization stream format,
 * protocol version 2 (Java Object Serialization Specification, chapter 6).
 *
 * Two modes alternate.  In block-data mode (the mode between objects, and
 * inside writeObject/writeExternal methods) primitive data is collected in
 * a 1024-byte buffer and leaves as TC_BLOCKDATA (length up to 255) or
 * TC_BLOCKDATALONG records: a record is emitted when the buffer is full,
 * or when the mode ends (an object is written, flush, close).  Outside
 * block-data mode (type codes, class descriptors, field values) bytes go
 * straight to the underlying stream.  This is byte for byte the record
 * layout of the stock JVM.
 *
 * Every object, string, array, class and class descriptor written gets the
 * next handle (from 0x7E0000); writing it again writes TC_REFERENCE and the
 * handle.  `handles` maps objects by identity; writeReplace/replaceObject
 * substitutions are remembered in `subs`, so the original object refers to
 * its replacement's handle.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK = 1024;

    private final DataOutputStream out;      // the underlying stream, non-block mode
    private final byte[] block = new byte[MAX_BLOCK];
    private int blockLen;
    private boolean blockMode;
    private final DataOutputStream blockData; // writes through block mode (DataOutput encodings)

    private IdentityHashMap<Object, Integer> handles = new IdentityHashMap<Object, Integer>();
    private IdentityHashMap<Object, Object> subs = new IdentityHashMap<Object, Object>();
    private int nextHandle;
    private int depth;
    private boolean enableReplace;
    private final boolean override;
    private int protocol = PROTOCOL_VERSION_2;

    /** The object and class whose writeObject method is running, or null. */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        if (out == null) throw new NullPointerException();
        this.out = new DataOutputStream(out);
        this.blockData = new DataOutputStream(new BlockSink());
        this.override = false;
        writeStreamHeader();
        setBlockMode(true);
    }

    protected ObjectOutputStream() throws IOException {
        this.out = new DataOutputStream(new ByteArrayOutputStream());
        this.blockData = new DataOutputStream(new BlockSink());
        this.override = true;
    }

    /** Where block-mode bytes go: the block buffer, or straight out outside block mode. */
    private final class BlockSink extends OutputStream {
        public void write(int b) throws IOException {
            if (!blockMode) {
                out.write(b);
                return;
            }
            if (blockLen == MAX_BLOCK) drain();
            block[blockLen++] = (byte) b;
        }

        public void write(byte[] b, int off, int len) throws IOException {
            if (!blockMode) {
                out.write(b, off, len);
                return;
            }
            while (len > 0) {
                if (blockLen == MAX_BLOCK) drain();
                int n = Math.min(len, MAX_BLOCK - blockLen);
                System.arraycopy(b, off, block, blockLen, n);
                blockLen += n;
                off += n;
                len -= n;
            }
        }
    }

    private boolean setBlockMode(boolean on) throws IOException {
        boolean old = blockMode;
        if (old != on) {
            if (old) drain();
            blockMode = on;
        }
        return old;
    }

    protected void writeStreamHeader() throws IOException {
        out.writeShort(STREAM_MAGIC);
        out.writeShort(STREAM_VERSION);
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0) throw new IllegalStateException("stream non-empty");
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2) {
            throw new IllegalArgumentException("unknown version: " + version);
        }
        protocol = version;
    }

    protected boolean enableReplaceObject(boolean enable) {
        boolean old = enableReplace;
        enableReplace = enable;
        return old;
    }

    protected Object replaceObject(Object obj) throws IOException { return obj; }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        out.writeUTF(desc.getName());
        out.writeLong(desc.getSerialVersionUID());
        byte flags = desc.flags();
        if (desc.externalizable && protocol == PROTOCOL_VERSION_1) flags &= ~SC_BLOCK_DATA;
        out.writeByte(flags);
        ObjectStreamField[] fs = desc.fields;
        out.writeShort(fs.length);
        for (ObjectStreamField f : fs) {
            out.writeByte(f.getTypeCode());
            out.writeUTF(f.getName());
            if (!f.isPrimitive()) writeTypeString(f.getSignature());
        }
    }

    // ------------------------------------------------------- objects

    public final void writeObject(Object obj) throws IOException {
        if (override) {
            writeObjectOverride(obj);
            return;
        }
        write0(obj, false);
    }

    public void writeUnshared(Object obj) throws IOException {
        write0(obj, true);
    }

    private void write0(Object obj, boolean unshared) throws IOException {
        boolean old = setBlockMode(false);
        depth++;
        try {
            writeObject0(obj, unshared);
        } catch (IOException ex) {
            // the outermost call records the failure in the stream, as the
            // stock JVM does: TC_EXCEPTION and the exception, its handles
            // numbered afresh (the reader then throws WriteAbortedException)
            if (depth == 1) writeFatal(ex);
            throw ex;
        } finally {
            depth--;
            setBlockMode(old);
        }
    }

    private void writeFatal(IOException ex) throws IOException {
        handles.clear();
        subs.clear();
        nextHandle = 0;
        setBlockMode(false);
        out.writeByte(TC_EXCEPTION);
        writeObject0(ex, false);
        handles.clear();
        subs.clear();
        nextHandle = 0;
    }

    private int assign(Object obj, boolean unshared) {
        int h = baseWireHandle + nextHandle++;
        if (!unshared) handles.put(obj, Integer.valueOf(h));
        return h;
    }

    private boolean writeHandleIfKnown(Object obj) throws IOException {
        Integer h = handles.get(obj);
        if (h == null) return false;
        out.writeByte(TC_REFERENCE);
        out.writeInt(h.intValue());
        return true;
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        if (obj != null && !subs.isEmpty() && subs.containsKey(obj)) obj = subs.get(obj);
        if (obj == null) {
            out.writeByte(TC_NULL);
            return;
        }
        if (!unshared && writeHandleIfKnown(obj)) return;
        if (obj instanceof Class) {
            writeClass((Class<?>) obj, unshared);
            return;
        }
        if (obj instanceof ObjectStreamClass) {
            writeClassDesc((ObjectStreamClass) obj, unshared);
            return;
        }
        Object orig = obj;
        Class<?> cl = obj.getClass();
        ObjectStreamClass desc = ObjectStreamClass.lookupAny(cl);
        // writeReplace, repeated while it yields an object of another class
        while (desc.writeReplaceMethod != null) {
            Object rep;
            try {
                rep = desc.invoke(desc.writeReplaceMethod, obj);
            } catch (ClassNotFoundException e) {
                throw new InternalError(e);
            }
            obj = rep;
            if (rep == null || rep.getClass() == cl) break;
            cl = rep.getClass();
            desc = ObjectStreamClass.lookupAny(cl);
        }
        if (enableReplace) {
            Object rep = replaceObject(obj);
            if (rep != obj && rep != null) {
                cl = rep.getClass();
                desc = ObjectStreamClass.lookupAny(cl);
            }
            obj = rep;
        }
        if (obj != orig) {
            subs.put(orig, obj);
            if (obj == null) {
                out.writeByte(TC_NULL);
                return;
            }
            if (!unshared && writeHandleIfKnown(obj)) return;
            if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            }
            if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }
        }
        if (obj instanceof String) {
            writeString((String) obj, unshared);
        } else if (cl.isArray()) {
            writeArray(obj, desc, unshared);
        } else if (obj instanceof Enum) {
            writeEnum((Enum<?>) obj, unshared);
        } else if (obj instanceof Serializable) {
            writeOrdinary(obj, desc, unshared);
        } else {
            throw new NotSerializableException(cl.getName());
        }
    }

    private void writeClass(Class<?> c, boolean unshared) throws IOException {
        out.writeByte(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookupAny(c), false);
        assign(c, unshared);
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        if (desc == null) {
            out.writeByte(TC_NULL);
            return;
        }
        if (!unshared && writeHandleIfKnown(desc)) return;
        if (desc.serializeEx != null) throw desc.serializeEx;
        out.writeByte(TC_CLASSDESC);
        assign(desc, unshared);
        writeClassDescriptor(desc);
        boolean old = setBlockMode(true);
        if (desc.cl != null) annotateClass(desc.cl);
        setBlockMode(old);
        out.writeByte(TC_ENDBLOCKDATA);
        writeClassDesc(desc.superDesc, false);
    }

    private void writeTypeString(String s) throws IOException {
        if (writeHandleIfKnown(s)) return;
        writeString(s, false);
    }

    private void writeString(String s, boolean unshared) throws IOException {
        assign(s, unshared);
        long n = utfLength(s);
        if (n <= 0xFFFF) {
            out.writeByte(TC_STRING);
            out.writeShort((int) n);
        } else {
            out.writeByte(TC_LONGSTRING);
            out.writeLong(n);
        }
        writeUtfBody(s, out);
    }

    static long utfLength(String s) {
        long n = 0;
        for (int i = 0, len = s.length(); i < len; i++) {
            char c = s.charAt(i);
            n += (c >= 1 && c <= 0x7F) ? 1 : c <= 0x7FF ? 2 : 3;
        }
        return n;
    }

    private final byte[] utfBuf = new byte[256];

    private void writeUtfBody(String s, OutputStream o) throws IOException {
        byte[] buf = utfBuf;
        int p = 0;
        for (int i = 0, len = s.length(); i < len; i++) {
            if (p > buf.length - 3) {
                o.write(buf, 0, p);
                p = 0;
            }
            char c = s.charAt(i);
            if (c >= 1 && c <= 0x7F) {
                buf[p++] = (byte) c;
            } else if (c <= 0x7FF) {
                buf[p++] = (byte) (0xC0 | (c >> 6));
                buf[p++] = (byte) (0x80 | (c & 0x3F));
            } else {
                buf[p++] = (byte) (0xE0 | (c >> 12));
                buf[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                buf[p++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        o.write(buf, 0, p);
    }

    private void writeEnum(Enum<?> e, boolean unshared) throws IOException {
        out.writeByte(TC_ENUM);
        writeClassDesc(ObjectStreamClass.lookupAny(e.getDeclaringClass()), false);
        assign(e, unshared);
        writeString(e.name(), false);
    }

    private void writeArray(Object arr, ObjectStreamClass desc, boolean unshared) throws IOException {
        out.writeByte(TC_ARRAY);
        writeClassDesc(desc, false);
        assign(arr, unshared);
        Class<?> ct = arr.getClass().getComponentType();
        if (ct == int.class) {
            int[] a = (int[]) arr;
            out.writeInt(a.length);
            for (int v : a) out.writeInt(v);
        } else if (ct == byte.class) {
            byte[] a = (byte[]) arr;
            out.writeInt(a.length);
            out.write(a, 0, a.length);
        } else if (ct == long.class) {
            long[] a = (long[]) arr;
            out.writeInt(a.length);
            for (long v : a) out.writeLong(v);
        } else if (ct == float.class) {
            float[] a = (float[]) arr;
            out.writeInt(a.length);
            for (float v : a) out.writeFloat(v);
        } else if (ct == double.class) {
            double[] a = (double[]) arr;
            out.writeInt(a.length);
            for (double v : a) out.writeDouble(v);
        } else if (ct == short.class) {
            short[] a = (short[]) arr;
            out.writeInt(a.length);
            for (short v : a) out.writeShort(v);
        } else if (ct == char.class) {
            char[] a = (char[]) arr;
            out.writeInt(a.length);
            for (char v : a) out.writeChar(v);
        } else if (ct == boolean.class) {
            boolean[] a = (boolean[]) arr;
            out.writeInt(a.length);
            for (boolean v : a) out.writeBoolean(v);
        } else {
            Object[] a = (Object[]) arr;
            out.writeInt(a.length);
            for (Object v : a) writeObject0(v, false);
        }
    }

    private void writeOrdinary(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        if (desc.serializeEx != null) throw desc.serializeEx;
        out.writeByte(TC_OBJECT);
        writeClassDesc(desc, false);
        assign(obj, unshared);
        if (desc.externalizable) {
            Object saveObj = curObj;
            ObjectStreamClass saveDesc = curDesc;
            PutFieldImpl savePut = curPut;
            curObj = null;
            curDesc = null;
            curPut = null;
            try {
                if (protocol == PROTOCOL_VERSION_1) {
                    ((Externalizable) obj).writeExternal(this);
                } else {
                    setBlockMode(true);
                    ((Externalizable) obj).writeExternal(this);
                    setBlockMode(false);
                    out.writeByte(TC_ENDBLOCKDATA);
                }
            } finally {
                curObj = saveObj;
                curDesc = saveDesc;
                curPut = savePut;
            }
            return;
        }
        // class data from the topmost serializable class down
        for (ObjectStreamClass d : desc.chainTopDown()) {
            if (d.writeObjectMethod != null) {
                Object saveObj = curObj;
                ObjectStreamClass saveDesc = curDesc;
                PutFieldImpl savePut = curPut;
                curObj = obj;
                curDesc = d;
                curPut = null;
                try {
                    setBlockMode(true);
                    try {
                        d.invoke(d.writeObjectMethod, obj, this);
                    } catch (ClassNotFoundException e) {
                        throw new InternalError(e);
                    }
                    setBlockMode(false);
                    out.writeByte(TC_ENDBLOCKDATA);
                } finally {
                    curObj = saveObj;
                    curDesc = saveDesc;
                    curPut = savePut;
                }
            } else {
                writeFieldValues(obj, d);
            }
        }
    }

    private void writeFieldValues(Object obj, ObjectStreamClass d) throws IOException {
        ObjectStreamField[] fs = d.fields;
        {
            // the primitive values, packed big-endian, leave in one write
            byte[] prim = new byte[d.primDataSize];
            d.getPrimValues(obj, prim);
            out.write(prim, 0, prim.length);
            if (d.numObjFields == 0) return;
            Object[] vals = new Object[d.numObjFields];
            d.getObjValues(obj, vals);
            int k = 0;
            for (ObjectStreamField f : fs) {
                if (!f.isPrimitive()) writeObject0(vals[k++], f.isUnshared());
            }
        }
    }

    public void defaultWriteObject() throws IOException {
        if (curDesc == null) throw new NotActiveException("not in call to writeObject");
        boolean old = setBlockMode(false);
        writeFieldValues(curObj, curDesc);
        setBlockMode(old);
    }

    // ------------------------------------------------------ PutField

    /** The values of a class's serializable fields, set by name and written by writeFields. */
    public abstract static class PutField {
        public PutField() {
        }
        public abstract void put(String name, boolean val);
        public abstract void put(String name, byte val);
        public abstract void put(String name, char val);
        public abstract void put(String name, short val);
        public abstract void put(String name, int val);
        public abstract void put(String name, long val);
        public abstract void put(String name, float val);
        public abstract void put(String name, double val);
        public abstract void put(String name, Object val);
        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    private final class PutFieldImpl extends PutField {
        final ObjectStreamClass desc;
        final Object[] vals;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            vals = new Object[desc.fields.length];
            for (int i = 0; i < vals.length; i++) {
                ObjectStreamField f = desc.fields[i];
                if (f.isPrimitive()) vals[i] = zero(f.getTypeCode());
            }
        }

        private int slot(String name, char code) {
            ObjectStreamField[] fs = desc.fields;
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(name)) {
                    char c = fs[i].getTypeCode();
                    if (code == 'L' ? !fs[i].isPrimitive() : c == code) return i;
                }
            }
            throw new IllegalArgumentException("no such field " + name + " with type "
                + (code == 'L' ? "class java.lang.Object" : ObjectStreamClass.primitiveOf(code).getName()));
        }

        public void put(String name, boolean val) { vals[slot(name, 'Z')] = Boolean.valueOf(val); }
        public void put(String name, byte val) { vals[slot(name, 'B')] = Byte.valueOf(val); }
        public void put(String name, char val) { vals[slot(name, 'C')] = Character.valueOf(val); }
        public void put(String name, short val) { vals[slot(name, 'S')] = Short.valueOf(val); }
        public void put(String name, int val) { vals[slot(name, 'I')] = Integer.valueOf(val); }
        public void put(String name, long val) { vals[slot(name, 'J')] = Long.valueOf(val); }
        public void put(String name, float val) { vals[slot(name, 'F')] = Float.valueOf(val); }
        public void put(String name, double val) { vals[slot(name, 'D')] = Double.valueOf(val); }
        public void put(String name, Object val) { vals[slot(name, 'L')] = val; }

        @Deprecated
        public void write(ObjectOutput o) throws IOException {
            if (o != ObjectOutputStream.this) throw new IllegalArgumentException("wrong stream");
            writeFields();
        }

        void writeTo() throws IOException {
            ObjectStreamField[] fs = desc.fields;
            for (int i = 0; i < fs.length; i++) {
                if (!fs[i].isPrimitive()) continue;
                Object v = vals[i];
                switch (fs[i].getTypeCode()) {
                case 'Z': out.writeBoolean((Boolean) v); break;
                case 'B': out.writeByte((Byte) v); break;
                case 'C': out.writeChar((Character) v); break;
                case 'S': out.writeShort((Short) v); break;
                case 'I': out.writeInt((Integer) v); break;
                case 'F': out.writeFloat((Float) v); break;
                case 'J': out.writeLong((Long) v); break;
                case 'D': out.writeDouble((Double) v); break;
                default: throw new InternalError();
                }
            }
            for (int i = 0; i < fs.length; i++) {
                if (!fs[i].isPrimitive()) writeObject0(vals[i], fs[i].isUnshared());
            }
        }
    }

    static Object zero(char code) {
        switch (code) {
        case 'Z': return Boolean.FALSE;
        case 'B': return Byte.valueOf((byte) 0);
        case 'C': return Character.valueOf((char) 0);
        case 'S': return Short.valueOf((short) 0);
        case 'I': return Integer.valueOf(0);
        case 'F': return Float.valueOf(0f);
        case 'J': return Long.valueOf(0L);
        case 'D': return Double.valueOf(0d);
        default: return null;
        }
    }

    public PutField putFields() throws IOException {
        if (curDesc == null) throw new NotActiveException("not in call to writeObject");
        if (curPut == null) curPut = new PutFieldImpl(curDesc);
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null) throw new NotActiveException("no current PutField object");
        boolean old = setBlockMode(false);
        curPut.writeTo();
        setBlockMode(old);
    }

    // ------------------------------------------------ stream control

    public void reset() throws IOException {
        if (depth != 0) throw new IOException("stream active");
        boolean old = setBlockMode(false);
        out.writeByte(TC_RESET);
        handles.clear();
        subs.clear();
        nextHandle = 0;
        setBlockMode(old);
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    protected void drain() throws IOException {
        if (blockMode) {
            if (blockLen == 0) return;
            if (blockLen <= 0xFF) {
                out.writeByte(TC_BLOCKDATA);
                out.writeByte(blockLen);
            } else {
                out.writeByte(TC_BLOCKDATALONG);
                out.writeInt(blockLen);
            }
            out.write(block, 0, blockLen);
            blockLen = 0;
        }
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    // -------------------------------------------------- primitive data

    public void write(int b) throws IOException { blockData.write(b); }
    public void write(byte[] b) throws IOException { write(b, 0, b.length); }
    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off + len > b.length || off + len < 0) throw new IndexOutOfBoundsException();
        blockData.write(b, off, len);
    }
    public void writeBoolean(boolean v) throws IOException { blockData.writeBoolean(v); }
    public void writeByte(int v) throws IOException { blockData.writeByte(v); }
    public void writeShort(int v) throws IOException { blockData.writeShort(v); }
    public void writeChar(int v) throws IOException { blockData.writeChar(v); }
    public void writeInt(int v) throws IOException { blockData.writeInt(v); }
    public void writeLong(long v) throws IOException { blockData.writeLong(v); }
    public void writeFloat(float v) throws IOException { blockData.writeFloat(v); }
    public void writeDouble(double v) throws IOException { blockData.writeDouble(v); }
    public void writeBytes(String s) throws IOException { blockData.writeBytes(s); }
    public void writeChars(String s) throws IOException { blockData.writeChars(s); }
    public void writeUTF(String s) throws IOException {
        long n = utfLength(s);
        if (n > 0xFFFF) throw new UTFDataFormatException();
        blockData.writeShort((int) n);
        writeUtfBody(s, blockData);
    }
}
