// java.nio.ByteBuffer, heap and direct: relative and absolute access of
// every primitive type in both byte orders, slices, duplicates, bulk
// transfers, compact, equals/hashCode, the exceptions; then two threads
// (on a cluster, on two nodes) fill the halves of one direct buffer and
// the main thread reads them back.
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

public class ByteBufferOps {
    static void exercise(String kind, ByteBuffer b) {
        System.out.println(kind + ": " + b + " direct=" + b.isDirect() + " hasArray=" + b.hasArray()
                + " order=" + b.order() + " native=" + ByteOrder.nativeOrder());
        b.put((byte) -7).putChar('Q').putShort((short) -300).putInt(123456789).putLong(-1234567890123L)
                .putFloat(1.5f).putDouble(-0.25);
        System.out.println("after puts: " + b + " remaining=" + b.remaining());
        b.flip();
        System.out.println(b.get() + " " + b.getChar() + " " + b.getShort() + " " + b.getInt() + " "
                + b.getLong() + " " + b.getFloat() + " " + b.getDouble() + " " + b);
        b.order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("LE int@3=" + Integer.toHexString(b.getInt(3)) + " BE int@3="
                + Integer.toHexString(b.order(ByteOrder.BIG_ENDIAN).getInt(3)));
        b.position(3);
        b.mark();
        ByteBuffer s = b.slice();
        ByteBuffer d = b.duplicate();
        s.putInt(0, 0x0A0B0C0D);
        System.out.println("slice " + s + " dup " + d + " shared write: " + Integer.toHexString(b.getInt(3))
                + " dup.reset " + reset(d));
        byte[] out = new byte[6];
        b.rewind();
        b.get(out, 1, 4);
        System.out.println("bulk " + out[0] + "," + out[1] + "," + out[4] + "," + out[5] + " " + b);
        b.compact();
        System.out.println("compact " + b + " first=" + b.get(0));
        try {
            b.position(b.limit());
            b.get();
        } catch (BufferUnderflowException e) {
            System.out.println("underflow");
        }
        try {
            b.clear();
            b.position(b.capacity() - 2);
            b.putInt(1);
        } catch (BufferOverflowException e) {
            System.out.println("overflow");
        }
        try {
            b.getLong(b.capacity() - 4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("index: " + e.getMessage());
        }
        try {
            b.limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }

    static int reset(ByteBuffer d) {
        d.position(20);
        d.reset();
        return d.position();
    }

    public static void main(String[] args) throws Exception {
        exercise("heap", ByteBuffer.allocate(40));
        exercise("direct", ByteBuffer.allocateDirect(40));
        exercise("wrapped", ByteBuffer.wrap(new byte[48], 4, 40).slice());
        ByteBuffer a = ByteBuffer.allocate(8).putLong(0, 77L), c = ByteBuffer.allocateDirect(8).putLong(0, 77L);
        System.out.println("equals " + a.equals(c) + " hash " + (a.hashCode() == c.hashCode()));

        final ByteBuffer shared = ByteBuffer.allocateDirect(1024);
        Thread[] ts = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int half = k;
            ts[k] = new Thread(() -> {
                ByteBuffer mine = shared.duplicate();
                for (int i = 0; i < 128; i++)
                    mine.putInt(half * 512 + i * 4, half * 1000 + i);
            });
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        long sum = 0;
        for (int i = 0; i < 256; i++)
            sum += shared.getInt(i * 4);
        System.out.println("threads wrote: " + shared.getInt(0) + " " + shared.getInt(508) + " "
                + shared.getInt(512) + " " + shared.getInt(1020) + " sum " + sum);
    }
}
