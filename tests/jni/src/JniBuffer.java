// Direct byte buffers: made by a native over its own memory
// (NewDirectByteBuffer) and by Java (allocateDirect), read and written from
// both sides; GetDirectBufferAddress/Capacity on direct, heap and other
// objects; a slice's address; the ByteBuffer operations and their errors.
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public class JniBuffer {
    static native ByteBuffer makeNative(int n);        // n bytes of C memory, i*3 each
    static native String nativeSum(int n);              // the C memory as the native sees it
    static native long capacityOf(Object o);
    static native boolean hasAddress(Object o);
    static native long addressDelta(ByteBuffer a, ByteBuffer b);
    static native void fill(ByteBuffer b, int v);       // through GetDirectBufferAddress
    static native String newWithCapacity(long cap);

    static void show(String what, ByteBuffer b) {
        System.out.println(what + ": " + b + " direct=" + b.isDirect() + " array=" + b.hasArray()
                + " order=" + b.order());
    }

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        System.loadLibrary("jnitest");

        ByteBuffer nb = makeNative(16);
        show("native", nb);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < nb.capacity(); i++)
            sb.append(nb.get(i)).append(' ');
        System.out.println("native bytes: " + sb);
        nb.put(0, (byte) 100).put(15, (byte) -1);
        nb.position(4);
        nb.putInt(0x01020304);
        System.out.println("after Java puts: " + nativeSum(16));
        nb.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("getInt(4) little: " + Integer.toHexString(nb.getInt(4)));
        System.out.println("capacity: " + capacityOf(nb) + " address: " + hasAddress(nb));
        nb.position(3);
        ByteBuffer sl = nb.slice();
        System.out.println("slice: " + sl + " delta=" + addressDelta(sl, nb) + " capacity=" + capacityOf(sl)
                + " first=" + sl.get(0));

        ByteBuffer db = ByteBuffer.allocateDirect(32);
        show("allocateDirect", db);
        fill(db, 7);
        System.out.println("filled by the native: " + db.get(0) + " " + db.get(31) + " long=" + db.getLong(8));
        db.putDouble(16, 2.5).putShort(24, (short) -2).putChar(26, 'Z');
        System.out.println("double=" + db.getDouble(16) + " short=" + db.getShort(24) + " char=" + db.getChar(26));
        System.out.println("capacity: " + capacityOf(db) + " address: " + hasAddress(db));
        db.position(8);
        System.out.println("duplicate delta=" + addressDelta(db.duplicate(), db) + " slice delta="
                + addressDelta(db.slice(), db));
        db.clear();
        byte[] out = new byte[4];
        db.get(out);
        System.out.println("bulk get: " + out[0] + " " + out[3] + " " + db);

        ByteBuffer hb = ByteBuffer.allocate(8);
        show("heap", hb);
        System.out.println("heap capacity: " + capacityOf(hb) + " address: " + hasAddress(hb));
        System.out.println("string capacity: " + capacityOf("x") + " address: " + hasAddress("x"));
        System.out.println("null capacity: " + capacityOf(null));
        ByteBuffer w = ByteBuffer.wrap(new byte[] { 1, 2, 3, 4, 5, 6 }, 1, 4);
        show("wrap", w);
        w.put((byte) 9).flip();
        System.out.println("after put/flip: " + w + " " + w.get(0) + " " + w.remaining());
        hb.putInt(0x11223344).putInt(0x55667788).flip();
        ByteBuffer copy = ByteBuffer.allocateDirect(8);
        copy.put(hb);
        System.out.println("put(ByteBuffer): " + Long.toHexString(copy.getLong(0)) + " " + copy + " " + hb);
        copy.position(2);
        copy.compact();
        System.out.println("compact: " + copy + " " + Integer.toHexString(copy.getInt(0)));
        System.out.println("equals: " + ByteBuffer.wrap(new byte[] { 1, 2 }).equals(ByteBuffer.wrap(new byte[] { 0, 1, 2 }, 1, 2))
                + " hash: " + ByteBuffer.wrap(new byte[] { 1, 2, 3 }).hashCode());

        final ByteBuffer small = ByteBuffer.allocateDirect(4);
        attempt("getInt past the limit", () -> small.getInt(1));
        attempt("get(4) past the limit", () -> small.get(4));
        attempt("putLong(-1)", () -> small.putLong(-1, 0L));
        attempt("heap get(8)", () -> hb.get(8));
        attempt("get past the limit", () -> { small.position(4); small.get(); });
        attempt("put past the limit", () -> { small.position(4); small.put((byte) 1); });
        attempt("position > limit", () -> small.position(5));
        attempt("limit > capacity", () -> small.limit(9));
        attempt("reset without mark", () -> { small.clear(); small.reset(); });
        attempt("array of a direct buffer", () -> small.array());
        attempt("allocateDirect(-1)", () -> ByteBuffer.allocateDirect(-1));
        attempt("put(self)", () -> small.put(small));
        attempt("bulk get too many", () -> { small.clear(); small.get(new byte[5]); });
        attempt("bulk get bad range", () -> small.get(new byte[2], 1, 2));
        System.out.println("NewDirectByteBuffer(-1): " + newWithCapacity(-1));
        System.out.println("NewDirectByteBuffer(0): " + newWithCapacity(0));
        // Java SE 17 takes the capacity as an int.
        System.out.println("NewDirectByteBuffer(2^32 + 16): " + newWithCapacity((1L << 32) + 16));
        System.out.println("NewDirectByteBuffer(2^31): " + newWithCapacity(1L << 31));
    }
}
