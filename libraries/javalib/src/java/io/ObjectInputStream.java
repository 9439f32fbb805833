package java.io;

import java.lang.reflect.Field;
import java.util.ArrayList;

/**
 * Reads what ObjectOutputStream (or the stock JVM's) writes: the
 * serialization stream format, protocol versions 1 and 2.
 *
 * The input is never read ahead of what the grammar needs, so the bytes
 * after the last object stay in the underlying stream; the only look-ahead
 * is one peeked byte (a type code).  In block-data mode the current data
 * block's bytes are loaded into `blk` (at most 1024 at a time); the end of
 * the block data is any byte that does not start a block record, which
 * stays unread.  `noBlockData` is set while the readObject method of a
 * class whose data was written without one (no SC_WRITE_METHOD) runs: its
 * custom data ends right after its fields, so reads past them see the end
 * at once, whatever the next bytes look like.
 *
 * Handles number the objects in the order they are read: `handles` holds
 * each one (its replacement after readResolve; UNSHARED for readUnshared
 * objects, which cannot be referred back to).  A class the stream names
 * but that cannot be loaded does not stop reading: its objects are read
 * and dropped (null), and the ClassNotFoundException is thrown when the
 * outermost readObject ends.
 *
 * Corrupt input raises StreamCorruptedException, EOFException,
 * InvalidClassException or another IOException: every count and length is
 * checked before it is used, and strings are decoded as they are read, so a
 * forged length meets the end of the input rather than a huge allocation.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final Object UNSHARED = new Object();
    private static final int MAX_DEPTH = 10000;

    private final InputStream in;
    private int peeked = -2;                  // -2: none
    private final DataInputStream raw;       // non-block reads of the grammar
    private final DataInputStream data;      // reads through block mode (user data)

    private boolean blockMode;
    private boolean noBlockData;
    private final byte[] blk = new byte[1024];
    private int blkPos, blkEnd;
    private int blkRemain;                    // bytes of the current block not yet in blk

    private final ArrayList<Object> handles = new ArrayList<Object>();
    private ClassNotFoundException pendingCnf;
    private int depth;
    private final boolean override;
    private boolean enableResolve;

    private Object curObj;
    private ObjectStreamClass curDesc;
    private boolean curFieldsRead;

    private ArrayList<Object[]> validations;

    public ObjectInputStream(InputStream in) throws IOException {
        if (in == null) throw new NullPointerException();
        this.in = in;
        this.raw = new DataInputStream(new RawSource());
        this.data = new DataInputStream(new BlockSource());
        this.override = false;
        readStreamHeader();
        blockMode = true;
    }

    protected ObjectInputStream() throws IOException {
        this.in = new ByteArrayInputStream(new byte[0]);
        this.raw = new DataInputStream(new RawSource());
        this.data = new DataInputStream(new BlockSource());
        this.override = true;
    }

    // ----------------------------------------------------------- bytes

    private int rawRead() throws IOException {
        if (peeked != -2) {
            int b = peeked;
            peeked = -2;
            return b;
        }
        return in.read();
    }

    private int rawPeek() throws IOException {
        if (peeked == -2) peeked = in.read();
        return peeked;
    }

    private int rawRead(byte[] b, int off, int len) throws IOException {
        if (len == 0) return 0;
        if (peeked != -2) {
            if (peeked < 0) return -1;
            b[off] = (byte) peeked;
            peeked = -2;
            return 1;
        }
        return in.read(b, off, len);
    }

    private void rawReadFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = rawRead(b, off, len);
            if (n < 0) throw new EOFException();
            off += n;
            len -= n;
        }
    }

    /** The underlying stream, past the peeked byte: the grammar's own reads. */
    private final class RawSource extends InputStream {
        public int read() throws IOException { return rawRead(); }
        public int read(byte[] b, int off, int len) throws IOException { return rawRead(b, off, len); }
    }

    /** User data: block records in block-data mode, the raw stream otherwise. */
    private final class BlockSource extends InputStream {
        public int read() throws IOException {
            if (!blockMode) return rawRead();
            if (blkPos == blkEnd && !refill()) return -1;
            return blk[blkPos++] & 0xFF;
        }

        public int read(byte[] b, int off, int len) throws IOException {
            if (!blockMode) return rawRead(b, off, len);
            if (len == 0) return 0;
            if (blkPos == blkEnd && !refill()) return -1;
            int n = Math.min(len, blkEnd - blkPos);
            System.arraycopy(blk, blkPos, b, off, n);
            blkPos += n;
            return n;
        }

        public int available() throws IOException {
            return blockMode ? blkEnd - blkPos : 0;
        }
    }

    /**
     * Loads more of the block data into blk (what the input has, up to the
     * end of the block); false at the end of the block data (the next byte,
     * left unread, is not a block record).
     */
    private boolean refill() throws IOException {
        if (noBlockData) return false;
        if (blkRemain == 0 && !readBlockHeaders()) return false;
        int n = rawRead(blk, 0, Math.min(blkRemain, blk.length));
        if (n < 0) throw new StreamCorruptedException("unexpected EOF in middle of data block");
        blkPos = 0;
        blkEnd = n;
        blkRemain -= n;
        return true;
    }

    /** Reads block headers (and resets) until one with data: false at the end of the block data. */
    private boolean readBlockHeaders() throws IOException {
        for (;;) {
            if (blkRemain > 0) return true;
            int tc = rawPeek();
            if (tc == TC_BLOCKDATA) {
                rawRead();
                int len = rawRead();
                if (len < 0) throw new StreamCorruptedException("unexpected EOF while reading block data header");
                blkRemain = len;
            } else if (tc == TC_BLOCKDATALONG) {
                rawRead();
                int len;
                try {
                    len = raw.readInt();
                } catch (EOFException e) {
                    throw new StreamCorruptedException("unexpected EOF while reading block data header");
                }
                if (len < 0) throw new StreamCorruptedException("illegal block data header length: " + len);
                blkRemain = len;
            } else if (tc == TC_RESET) {
                rawRead();
                handleReset();
            } else if (tc >= 0 && (tc < TC_BASE || tc > TC_MAX)) {
                throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
            } else {
                return false;
            }
        }
    }

    /** Unread bytes of the current block (loaded or not). */
    private int blockRemaining() {
        return blkEnd - blkPos + blkRemain;
    }

    private void setBlockMode(boolean on) throws IOException {
        if (blockMode == on) return;
        if (!on && blockRemaining() > 0) throw new IllegalStateException("unread block data");
        blockMode = on;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        int s0 = raw.readShort() & 0xFFFF;
        int s1 = raw.readShort() & 0xFFFF;
        if (s0 != (STREAM_MAGIC & 0xFFFF) || s1 != STREAM_VERSION) {
            throw new StreamCorruptedException("invalid stream header: " + hex(s0, 4) + hex(s1, 4));
        }
    }

    private static String hex(long v, int digits) {
        String s = Long.toHexString(v).toUpperCase();
        while (s.length() < digits) s = "0" + s;
        return s;
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        handles.clear();
    }

    // ------------------------------------------------------- hooks

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        Class<?> p = primitiveNamed(name);
        if (p != null) return p;
        return Class.forName(name, false, null);
    }

    private static Class<?> primitiveNamed(String name) {
        switch (name.length()) {
        case 3: return name.equals("int") ? int.class : null;
        case 4:
            if (name.equals("byte")) return byte.class;
            if (name.equals("char")) return char.class;
            if (name.equals("long")) return long.class;
            if (name.equals("void")) return void.class;
            return null;
        case 5:
            if (name.equals("short")) return short.class;
            if (name.equals("float")) return float.class;
            return null;
        case 6: return name.equals("double") ? double.class : null;
        case 7: return name.equals("boolean") ? boolean.class : null;
        default: return null;
        }
    }

    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        throw new ClassNotFoundException("dynamic proxy classes are not supported");
    }

    protected boolean enableResolveObject(boolean enable) {
        boolean old = enableResolve;
        enableResolve = enable;
        return old;
    }

    protected Object resolveObject(Object obj) throws IOException { return obj; }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException { return null; }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        String name = raw.readUTF();
        long suid = raw.readLong();
        byte flags = raw.readByte();
        boolean isEnum = (flags & SC_ENUM) != 0;
        int n = raw.readShort();
        if (isEnum && n != 0) throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + n);
        ObjectStreamField[] fs = n > 0 ? new ObjectStreamField[n] : ObjectStreamClass.NO_FIELDS;
        for (int i = 0; i < n; i++) {
            char code = (char) raw.readByte();
            String fname = raw.readUTF();
            String sig = code == 'L' || code == '[' ? readTypeString() : String.valueOf(code);
            // the signature decides the type, as on the stock JVM; it must be a valid one
            char c0 = sig == null || sig.isEmpty() ? 0 : sig.charAt(0);
            if (c0 != 'L' && c0 != '[' && (c0 == 0 || sig.length() != 1 || ObjectStreamClass.primSize(c0) == 0)) {
                throw new InvalidClassException(name, "invalid descriptor for field " + fname);
            }
            fs[i] = new ObjectStreamField(fname, sig, false);
        }
        return ObjectStreamClass.fromStream(name, suid, flags, fs);
    }

    private String readTypeString() throws IOException {
        int tc = rawPeek();
        switch (tc) {
        case TC_NULL:
            rawRead();
            return null;
        case TC_REFERENCE: {
            Object o = readHandle(false);
            return o instanceof String ? (String) o : null;
        }
        case TC_STRING:
        case TC_LONGSTRING:
            return readString(false);
        case -1:
            throw new EOFException();
        default:
            throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
        }
    }

    // ------------------------------------------------------- objects

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (override) return readObjectOverride();
        return read0(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return read0(true);
    }

    private Object read0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean outer = depth == 0;
        try {
            Object obj = readObject0(unshared);
            if (outer) {
                if (pendingCnf != null) {
                    ClassNotFoundException e = pendingCnf;
                    pendingCnf = null;
                    throw e;
                }
                runValidations();
            }
            return obj;
        } finally {
            if (outer) {
                validations = null;
                pendingCnf = null;
            }
        }
    }

    private Object readObject0(boolean unshared) throws IOException {
        boolean oldMode = blockMode;
        if (oldMode) {
            int rem = blockRemaining();
            if (rem > 0) throw new OptionalDataException(rem);
            if (noBlockData) throw new OptionalDataException(true);
            blockMode = false;
        }
        int tc;
        while ((tc = rawPeek()) == TC_RESET) {
            rawRead();
            handleReset();
        }
        if (depth >= MAX_DEPTH) throw new StreamCorruptedException("object graph nested too deeply");
        depth++;
        try {
            switch (tc) {
            case TC_NULL:
                rawRead();
                return null;
            case TC_REFERENCE:
                return readHandle(unshared);
            case TC_CLASS:
                return readClass(unshared);
            case TC_CLASSDESC:
            case TC_PROXYCLASSDESC:
                return readClassDesc(unshared);
            case TC_STRING:
            case TC_LONGSTRING:
                return resolve(readString(unshared));
            case TC_ARRAY:
                return resolve(readArray(unshared));
            case TC_ENUM:
                return resolve(readEnum(unshared));
            case TC_OBJECT:
                return resolve(readOrdinaryObject(unshared));
            case TC_EXCEPTION: {
                // the writer failed and recorded why: the exception, its
                // handles numbered afresh
                rawRead();
                handles.clear();
                Object ex = readObject0(false);
                handles.clear();
                if (!(ex instanceof Exception))
                    throw new StreamCorruptedException("TC_EXCEPTION without an exception");
                throw new WriteAbortedException("writing aborted", (Exception) ex);
            }
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                if (oldMode) {
                    blockMode = true;
                    readBlockHeaders();
                    throw new OptionalDataException(blockRemaining());
                }
                throw new StreamCorruptedException("unexpected block data");
            case TC_ENDBLOCKDATA:
                if (oldMode) throw new OptionalDataException(true);
                throw new StreamCorruptedException("unexpected end of block data");
            case -1:
                throw new EOFException();
            default:
                throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
            }
        } finally {
            depth--;
            blockMode = oldMode;
        }
    }

    private Object resolve(Object obj) throws IOException {
        if (enableResolve && obj != null) return resolveObject(obj);
        return obj;
    }

    private int assign(Object obj, boolean unshared) {
        handles.add(unshared ? UNSHARED : obj);
        return handles.size() - 1;
    }

    private Object readHandle(boolean unshared) throws IOException {
        rawRead();
        int h = raw.readInt();
        int i = h - baseWireHandle;
        if (i < 0 || i >= handles.size()) throw new StreamCorruptedException("invalid handle value: " + hex(h & 0xFFFFFFFFL, 8));
        if (unshared) throw new InvalidObjectException("cannot read back reference as unshared");
        Object o = handles.get(i);
        if (o == UNSHARED) throw new InvalidObjectException("cannot read back reference to unshared object");
        return o;
    }

    private Object readClass(boolean unshared) throws IOException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        if (desc == null) throw new StreamCorruptedException("null class descriptor");
        Class<?> c = desc.forClass();
        if (c == null && desc.resolveEx != null && pendingCnf == null) pendingCnf = desc.resolveEx;
        assign(c, unshared);
        return c;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException {
        int tc = rawPeek();
        switch (tc) {
        case TC_NULL:
            rawRead();
            return null;
        case TC_REFERENCE: {
            Object o = readHandle(unshared);
            if (!(o instanceof ObjectStreamClass)) throw new StreamCorruptedException("invalid class descriptor reference");
            return (ObjectStreamClass) o;
        }
        case TC_CLASSDESC:
            return readNonProxyDesc(unshared);
        case TC_PROXYCLASSDESC:
            throw new InvalidClassException("dynamic proxy classes are not supported");
        case -1:
            throw new EOFException();
        default:
            throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException {
        rawRead();
        int h = assign(null, unshared);
        ObjectStreamClass desc;
        try {
            desc = readClassDescriptor();
        } catch (ClassNotFoundException e) {
            throw (IOException) new InvalidClassException("failed to read class descriptor").initCause(e);
        }
        Class<?> cl = null;
        ClassNotFoundException cnf = null;
        blockMode = true;
        try {
            cl = resolveClass(desc);
        } catch (ClassNotFoundException e) {
            cnf = e;
        }
        skipCustomData();
        ObjectStreamClass sup = readClassDesc(false);
        desc.bind(cl, cnf, sup);
        if (!unshared) handles.set(h, desc);
        return desc;
    }

    /** Skips block data and objects up to and including TC_ENDBLOCKDATA; ends in non-block mode. */
    private void skipCustomData() throws IOException {
        boolean oldNo = noBlockData;
        noBlockData = false;
        try {
            for (;;) {
                blockMode = true;
                blkPos = blkEnd;
                while (blkRemain > 0) {
                    int n = rawRead(blk, 0, Math.min(blkRemain, blk.length));
                    if (n < 0) throw new StreamCorruptedException("unexpected EOF in middle of data block");
                    blkRemain -= n;
                }
                if (refill()) continue;
                int tc = rawPeek();
                if (tc == TC_ENDBLOCKDATA) {
                    rawRead();
                    break;
                }
                if (tc == -1) throw new EOFException();
                blockMode = false;
                readObject0(false);
            }
        } finally {
            noBlockData = oldNo;
            blockMode = false;
        }
    }

    private String readString(boolean unshared) throws IOException {
        int tc = rawRead();
        long len = tc == TC_STRING ? raw.readUnsignedShort() : raw.readLong();
        if (len < 0) throw new StreamCorruptedException("invalid string length: " + len);
        String s = readUtfBody(len);
        assign(s, unshared);
        return s;
    }

    /** Decodes len bytes of modified UTF-8 as they are read. */
    private String readUtfBody(long len) throws IOException {
        StringBuilder sb = new StringBuilder((int) Math.min(len, 1024));
        byte[] buf = new byte[(int) Math.min(len, 4096)];
        int pos = 0, end = 0;
        long left = len;
        while (left > 0 || pos < end) {
            if (end - pos < 3 && left > 0) {
                System.arraycopy(buf, pos, buf, 0, end - pos);
                end -= pos;
                pos = 0;
                int n = (int) Math.min(left, buf.length - end);
                rawReadFully(buf, end, n);
                end += n;
                left -= n;
            }
            int b = buf[pos] & 0xFF;
            if (b < 0x80) {
                sb.append((char) b);
                pos++;
            } else if ((b & 0xE0) == 0xC0) {
                if (end - pos < 2) throw new UTFDataFormatException("malformed input: partial character at end");
                int b2 = buf[pos + 1] & 0xFF;
                if ((b2 & 0xC0) != 0x80) throw new UTFDataFormatException("malformed input");
                sb.append((char) (((b & 0x1F) << 6) | (b2 & 0x3F)));
                pos += 2;
            } else if ((b & 0xF0) == 0xE0) {
                if (end - pos < 3) throw new UTFDataFormatException("malformed input: partial character at end");
                int b2 = buf[pos + 1] & 0xFF, b3 = buf[pos + 2] & 0xFF;
                if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) throw new UTFDataFormatException("malformed input");
                sb.append((char) (((b & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F)));
                pos += 3;
            } else {
                throw new UTFDataFormatException("malformed input");
            }
        }
        return sb.toString();
    }

    private Object readEnum(boolean unshared) throws IOException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        if (desc == null || !desc.isEnum) throw new InvalidClassException("non-enum class: " + desc);
        int h = assign(null, unshared);
        int tc = rawPeek();
        String name;
        if (tc == TC_STRING || tc == TC_LONGSTRING) {
            name = readString(false);
        } else if (tc == TC_REFERENCE) {
            Object o = readHandle(false);
            if (!(o instanceof String)) throw new StreamCorruptedException("invalid enum constant name");
            name = (String) o;
        } else if (tc == -1) {
            throw new EOFException();
        } else {
            throw new StreamCorruptedException("invalid type code: " + hex(tc, 2));
        }
        Class<?> cl = desc.forClass();
        Object e = null;
        if (cl != null) {
            e = enumConstant(cl, name);
            if (!unshared) handles.set(h, e);
        } else if (pendingCnf == null) {
            pendingCnf = desc.resolveEx;
        }
        return e;
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private static Object enumConstant(Class<?> cl, String name) throws InvalidObjectException {
        try {
            return Enum.valueOf((Class) cl, name);
        } catch (IllegalArgumentException ex) {
            InvalidObjectException e = new InvalidObjectException("enum constant " + name + " does not exist in " + cl);
            e.initCause(ex);
            throw e;
        }
    }

    private Object readArray(boolean unshared) throws IOException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        if (desc == null) throw new StreamCorruptedException("null array class descriptor");
        String name = desc.getName();
        int len = raw.readInt();
        if (len < 0) throw new StreamCorruptedException("negative array length: " + len);
        Class<?> cl = desc.forClass();
        if (cl != null && !cl.isArray()) cl = null;   // its elements are read as objects and dropped
        char code = cl == null ? 'L' : name.charAt(1);
        int h;
        if (code != 'L' && code != '[') {
            Object arr = readPrimArray(code, len);
            h = assign(arr, unshared);
            return arr;
        }
        Object[] arr = null;
        ArrayList<Object> grow = null;
        Class<?> ct = cl == null ? null : cl.getComponentType();
        if (cl != null && len <= 4096) {
            arr = (Object[]) java.lang.reflect.Array.newInstance(ct, len);
        }
        // a large array is collected first, so a forged length meets the end of the input
        if (arr == null) grow = new ArrayList<Object>();
        h = assign(arr, unshared);
        for (int i = 0; i < len; i++) {
            Object v = readObject0(false);
            if (v != null && ct != null && !ct.isInstance(v)) {
                throw new ArrayStoreException(v.getClass().getName());
            }
            if (arr != null) arr[i] = v;
            else grow.add(v);
        }
        if (cl == null) {
            if (pendingCnf == null && desc.resolveEx != null) pendingCnf = desc.resolveEx;
            return null;
        }
        if (arr == null) {
            arr = grow.toArray((Object[]) java.lang.reflect.Array.newInstance(ct, len));
            if (!unshared) handles.set(h, arr);
        }
        return arr;
    }

    private Object readPrimArray(char code, int len) throws IOException {
        // read in chunks of at most 64 KiB, growing as the data arrives
        int size = ObjectStreamClass.primSize(code);
        long total = (long) len * size;
        byte[] bytes;
        if (total <= 65536) {
            bytes = new byte[(int) total];
            rawReadFully(bytes, 0, bytes.length);
        } else {
            ByteArrayOutputStream acc = new ByteArrayOutputStream(65536);
            byte[] chunk = new byte[65536];
            long left = total;
            while (left > 0) {
                int n = (int) Math.min(left, chunk.length);
                rawReadFully(chunk, 0, n);
                acc.write(chunk, 0, n);
                left -= n;
            }
            bytes = acc.toByteArray();
        }
        DataInputStream d = new DataInputStream(new ByteArrayInputStream(bytes));
        switch (code) {
        case 'B':
            return bytes;
        case 'Z': {
            boolean[] a = new boolean[len];
            for (int i = 0; i < len; i++) a[i] = bytes[i] != 0;
            return a;
        }
        case 'C': {
            char[] a = new char[len];
            for (int i = 0; i < len; i++) a[i] = d.readChar();
            return a;
        }
        case 'S': {
            short[] a = new short[len];
            for (int i = 0; i < len; i++) a[i] = d.readShort();
            return a;
        }
        case 'I': {
            int[] a = new int[len];
            for (int i = 0; i < len; i++) a[i] = d.readInt();
            return a;
        }
        case 'F': {
            float[] a = new float[len];
            for (int i = 0; i < len; i++) a[i] = d.readFloat();
            return a;
        }
        case 'J': {
            long[] a = new long[len];
            for (int i = 0; i < len; i++) a[i] = d.readLong();
            return a;
        }
        default: {
            double[] a = new double[len];
            for (int i = 0; i < len; i++) a[i] = d.readDouble();
            return a;
        }
        }
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        if (desc == null) throw new StreamCorruptedException("null class descriptor");
        Class<?> cl = desc.forClass();
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class || desc.isEnum
            || (cl != null && cl.isArray())) {
            throw new InvalidClassException("invalid class descriptor");
        }
        Object obj = null;
        if (cl != null) obj = desc.newInstance();
        int h = assign(obj, unshared);
        if (desc.externalizable) {
            readExternalData((Externalizable) obj, desc);
        } else {
            readSerialData(obj, desc);
        }
        if (cl == null) {
            if (pendingCnf == null) pendingCnf = desc.resolveEx;
            return null;
        }
        if (desc.readResolveMethod != null && pendingCnf == null) {
            Object rep;
            try {
                rep = desc.invoke(desc.readResolveMethod, obj);
            } catch (ClassNotFoundException e) {
                throw (IOException) new InvalidObjectException("readResolve failed").initCause(e);
            }
            if (rep != obj) {
                obj = rep;
                if (!unshared) handles.set(h, obj);
            }
        }
        return obj;
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc) throws IOException {
        Object saveObj = curObj;
        ObjectStreamClass saveDesc = curDesc;
        boolean saveNo = noBlockData;
        curObj = null;
        curDesc = null;
        noBlockData = false;
        boolean blocked = desc.hasBlockExternalData;
        try {
            if (blocked) blockMode = true;
            if (obj != null) {
                try {
                    obj.readExternal(this);
                } catch (ClassNotFoundException e) {
                    if (pendingCnf == null) pendingCnf = e;
                }
            } else if (!blocked) {
                throw new InvalidClassException(desc.getName(), "cannot skip external data of an unknown class");
            }
            if (blocked) skipCustomData();
        } finally {
            curObj = saveObj;
            curDesc = saveDesc;
            noBlockData = saveNo;
        }
    }

    /** The class data of obj from the topmost class down: stream classes matched to local ones. */
    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        if (desc.layout == null) desc.buildLayout();
        ObjectStreamClass[] slots = desc.layout;
        boolean[] hasData = desc.layoutHasData;
        for (int i = 0; i < slots.length; i++) {
            ObjectStreamClass d = slots[i];
            // an object of a class that is not a local superclass of obj's gets no values
            Object target = (obj != null && d.cl != null && d.cl.isInstance(obj)) ? obj : null;
            if (!hasData[i]) {
                if (target != null && d.readObjectNoDataMethod != null) {
                    try {
                        d.invoke(d.readObjectNoDataMethod, target);
                    } catch (ClassNotFoundException e) {
                        if (pendingCnf == null) pendingCnf = e;
                    }
                }
                continue;
            }
            if (target != null && d.readObjectMethod != null) {
                Object saveObj = curObj;
                ObjectStreamClass saveDesc = curDesc;
                boolean saveRead = curFieldsRead;
                boolean saveNo = noBlockData;
                curObj = target;
                curDesc = d;
                curFieldsRead = false;
                blockMode = true;
                noBlockData = !d.hasWriteObjectData;
                try {
                    d.invoke(d.readObjectMethod, target, this);
                } catch (ClassNotFoundException e) {
                    if (pendingCnf == null) pendingCnf = e;
                } finally {
                    curObj = saveObj;
                    curDesc = saveDesc;
                    curFieldsRead = saveRead;
                    noBlockData = saveNo;
                }
            } else {
                readFieldValues(target, d);
            }
            if (d.hasWriteObjectData) skipCustomData();
            else blockMode = false;
        }
    }

    private void readFieldValues(Object obj, ObjectStreamClass d) throws IOException {
        blockMode = false;
        ObjectStreamField[] fs = d.fields;
        byte[] prim = new byte[d.primDataSize];
        rawReadFully(prim, 0, prim.length);
        Object[] vals = new Object[d.numObjFields];
        int k = 0;
        for (ObjectStreamField f : fs) {
            if (!f.isPrimitive()) vals[k++] = readObject0(f.isUnshared());
        }
        if (obj == null) return;
        d.setPrimValues(obj, prim);
        if (vals.length == 0) return;
        k = 0;
        for (ObjectStreamField f : fs) {
            if (f.isPrimitive()) continue;
            Object v = vals[k++];
            Field lf = f.field;
            if (v != null && lf != null && !lf.getType().isInstance(v)) {
                throw new ClassCastException("cannot assign instance of " + v.getClass().getName() + " to field "
                    + d.getName() + "." + f.getName() + " of type " + lf.getType().getName() + " in instance of "
                    + obj.getClass().getName());
            }
        }
        d.setObjValues(obj, vals);
    }

    static int getInt(byte[] b, int o) {
        return ((b[o] & 0xFF) << 24) | ((b[o + 1] & 0xFF) << 16) | ((b[o + 2] & 0xFF) << 8) | (b[o + 3] & 0xFF);
    }

    static long getLong(byte[] b, int o) {
        return ((long) getInt(b, o) << 32) | (getInt(b, o + 4) & 0xFFFFFFFFL);
    }

    private static Object primValue(char code, byte[] b, int o) {
        switch (code) {
        case 'Z': return Boolean.valueOf(b[o] != 0);
        case 'B': return Byte.valueOf(b[o]);
        case 'C': return Character.valueOf((char) (((b[o] & 0xFF) << 8) | (b[o + 1] & 0xFF)));
        case 'S': return Short.valueOf((short) (((b[o] & 0xFF) << 8) | (b[o + 1] & 0xFF)));
        case 'I': return Integer.valueOf(getInt(b, o));
        case 'F': return Float.valueOf(Float.intBitsToFloat(getInt(b, o)));
        case 'J': return Long.valueOf(getLong(b, o));
        default: return Double.valueOf(Double.longBitsToDouble(getLong(b, o)));
        }
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curDesc == null) throw new NotActiveException("not in call to readObject");
        if (curFieldsRead) throw new NotActiveException("not in call to readObject");
        curFieldsRead = true;
        boolean old = blockMode;
        boolean oldNo = noBlockData;
        if (blockRemaining() > 0) throw new StreamCorruptedException("unread block data");
        readFieldValues(curObj, curDesc);
        blockMode = old;
        noBlockData = oldNo;
    }

    // ------------------------------------------------------ GetField

    /** The values of a class's serializable fields as the stream has them, read by readFields. */
    public abstract static class GetField {
        public GetField() {
        }
        public abstract ObjectStreamClass getObjectStreamClass();
        public abstract boolean defaulted(String name) throws IOException;
        public abstract boolean get(String name, boolean val) throws IOException;
        public abstract byte get(String name, byte val) throws IOException;
        public abstract char get(String name, char val) throws IOException;
        public abstract short get(String name, short val) throws IOException;
        public abstract int get(String name, int val) throws IOException;
        public abstract long get(String name, long val) throws IOException;
        public abstract float get(String name, float val) throws IOException;
        public abstract double get(String name, double val) throws IOException;
        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    private static final class GetFieldImpl extends GetField {
        private final ObjectStreamClass desc;
        private final Object[] vals;

        GetFieldImpl(ObjectStreamClass desc, Object[] vals) {
            this.desc = desc;
            this.vals = vals;
        }

        public ObjectStreamClass getObjectStreamClass() { return desc; }

        /** The index of the stream field, -1 if only the local class has it. */
        private int slot(String name, char code) {
            ObjectStreamField[] fs = desc.fields;
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(name)) {
                    if (code == 'L' ? !fs[i].isPrimitive() : fs[i].getTypeCode() == code) return i;
                    break;
                }
            }
            ObjectStreamClass local = desc.localDesc;
            if (local != null && local != desc) {
                ObjectStreamField lf = local.getField(name);
                if (lf != null && (code == 'L' ? !lf.isPrimitive() : lf.getTypeCode() == code)) return -1;
            }
            throw new IllegalArgumentException("no such field " + name + " with type "
                + (code == 'L' ? "class java.lang.Object" : ObjectStreamClass.primitiveOf(code).getName()));
        }

        public boolean defaulted(String name) throws IOException {
            ObjectStreamField[] fs = desc.fields;
            for (ObjectStreamField f : fs) {
                if (f.getName().equals(name)) return false;
            }
            ObjectStreamClass local = desc.localDesc;
            if (local != null && local.getField(name) != null) return true;
            throw new IllegalArgumentException("no such field " + name);
        }

        public boolean get(String name, boolean val) { int i = slot(name, 'Z'); return i < 0 ? val : (Boolean) vals[i]; }
        public byte get(String name, byte val) { int i = slot(name, 'B'); return i < 0 ? val : (Byte) vals[i]; }
        public char get(String name, char val) { int i = slot(name, 'C'); return i < 0 ? val : (Character) vals[i]; }
        public short get(String name, short val) { int i = slot(name, 'S'); return i < 0 ? val : (Short) vals[i]; }
        public int get(String name, int val) { int i = slot(name, 'I'); return i < 0 ? val : (Integer) vals[i]; }
        public long get(String name, long val) { int i = slot(name, 'J'); return i < 0 ? val : (Long) vals[i]; }
        public float get(String name, float val) { int i = slot(name, 'F'); return i < 0 ? val : (Float) vals[i]; }
        public double get(String name, double val) { int i = slot(name, 'D'); return i < 0 ? val : (Double) vals[i]; }
        public Object get(String name, Object val) { int i = slot(name, 'L'); return i < 0 ? val : vals[i]; }
    }

    public GetField readFields() throws IOException, ClassNotFoundException {
        if (curDesc == null || curFieldsRead) throw new NotActiveException("not in call to readObject");
        curFieldsRead = true;
        boolean old = blockMode;
        boolean oldNo = noBlockData;
        if (blockRemaining() > 0) throw new StreamCorruptedException("unread block data");
        blockMode = false;
        ObjectStreamClass d = curDesc;
        ObjectStreamField[] fs = d.fields;
        byte[] prim = new byte[d.primDataSize];
        rawReadFully(prim, 0, prim.length);
        Object[] vals = new Object[fs.length];
        for (int i = 0; i < fs.length; i++) {
            ObjectStreamField f = fs[i];
            if (f.isPrimitive()) vals[i] = primValue(f.getTypeCode(), prim, f.getOffset());
        }
        for (int i = 0; i < fs.length; i++) {
            if (!fs[i].isPrimitive()) vals[i] = readObject0(fs[i].isUnshared());
        }
        blockMode = old;
        noBlockData = oldNo;
        return new GetFieldImpl(d, vals);
    }

    // --------------------------------------------------- validation

    public void registerValidation(ObjectInputValidation obj, int prio) throws NotActiveException, InvalidObjectException {
        if (depth == 0) throw new NotActiveException("stream inactive");
        if (obj == null) throw new InvalidObjectException("null callback");
        if (validations == null) validations = new ArrayList<Object[]>();
        validations.add(new Object[] { obj, Integer.valueOf(prio) });
    }

    private void runValidations() throws InvalidObjectException {
        ArrayList<Object[]> v = validations;
        validations = null;
        if (v == null) return;
        // highest priority first; equal priorities in registration order
        for (int i = 1; i < v.size(); i++) {
            Object[] x = v.get(i);
            int j = i - 1;
            while (j >= 0 && (Integer) v.get(j)[1] < (Integer) x[1]) {
                v.set(j + 1, v.get(j));
                j--;
            }
            v.set(j + 1, x);
        }
        for (Object[] x : v) ((ObjectInputValidation) x[0]).validateObject();
    }

    // ------------------------------------------------- primitive data

    public int read() throws IOException { return data.read(); }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null) throw new NullPointerException();
        if (off < 0 || len < 0 || off + len > b.length || off + len < 0) throw new IndexOutOfBoundsException();
        return data.read(b, off, len);
    }

    public int available() throws IOException {
        return blockMode ? blkEnd - blkPos : 0;
    }

    public void close() throws IOException {
        depth = 0;
        in.close();
    }

    public boolean readBoolean() throws IOException { return data.readBoolean(); }
    public byte readByte() throws IOException { return data.readByte(); }
    public int readUnsignedByte() throws IOException { return data.readUnsignedByte(); }
    public char readChar() throws IOException { return data.readChar(); }
    public short readShort() throws IOException { return data.readShort(); }
    public int readUnsignedShort() throws IOException { return data.readUnsignedShort(); }
    public int readInt() throws IOException { return data.readInt(); }
    public long readLong() throws IOException { return data.readLong(); }
    public float readFloat() throws IOException { return data.readFloat(); }
    public double readDouble() throws IOException { return data.readDouble(); }
    public void readFully(byte[] b) throws IOException { data.readFully(b); }
    public void readFully(byte[] b, int off, int len) throws IOException { data.readFully(b, off, len); }
    public int skipBytes(int len) throws IOException { return data.skipBytes(len); }
    @Deprecated
    public String readLine() throws IOException { return data.readLine(); }
    public String readUTF() throws IOException { return data.readUTF(); }
}
