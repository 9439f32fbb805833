import java.io.*;
import java.math.*;
import java.util.*;
import java.util.concurrent.atomic.*;

/*
 * The stock JVM's serial form of BigInteger, BigDecimal, Random (its state
 * and a pending Gaussian), UUID, AtomicInteger, AtomicLong, StringBuilder
 * and StringBuffer (the char[] as long as the capacity), Arrays.asList's
 * list and Locale; Optional is not serializable.  Each stream is
 * printed in hex, so the bytes are compared with the stock JVM's; read
 * back, each object must equal the original or behave the same.
 */
public class SerMisc {
    static byte[] ser(Object... objs) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        for (Object o : objs) oo.writeObject(o);
        oo.close();
        return bo.toByteArray();
    }

    static Object[] deser(byte[] b, int n) throws Exception {
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(b));
        Object[] r = new Object[n];
        for (int i = 0; i < n; i++) r[i] = oi.readObject();
        return r;
    }

    static void hex(String label, byte[] b) {
        StringBuilder sb = new StringBuilder(label + " (" + b.length + " bytes)");
        for (int i = 0; i < b.length; i++) {
            if (i % 32 == 0) sb.append("\n  ");
            sb.append(String.format("%02x", b[i] & 0xFF));
        }
        System.out.println(sb);
    }

    static Object round(String label, Object o) throws Exception {
        byte[] b = ser(o);
        hex(label, b);
        Object r = deser(b, 1)[0];
        System.out.println(label + " back: " + r.getClass().getName() + " " + r + " equal=" + r.equals(o));
        return r;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        BigInteger[] bis = {
            BigInteger.ZERO, BigInteger.ONE, BigInteger.valueOf(-1), BigInteger.valueOf(255),
            BigInteger.valueOf(-256), BigInteger.valueOf(Long.MIN_VALUE), BigInteger.ONE.shiftLeft(32),
            new BigInteger("-123456789012345678901234567890123456789"),
            new BigInteger("98765432109876543210987654321098765432109876543210"),
        };
        for (int i = 0; i < bis.length; i++) {
            BigInteger r = (BigInteger) round("biginteger" + i, bis[i]);
            System.out.println("  arith: " + r.add(BigInteger.TEN).multiply(r) + " " + r.signum() + " "
                               + r.bitLength() + " " + r.hashCode());
        }
        // all in one stream: the class descriptors are written once
        byte[] b = ser((Object) bis);
        hex("biginteger-array", b);
        System.out.println("biginteger-array back: " + Arrays.toString((Object[]) deser(b, 1)[0]));

        BigDecimal[] bds = {
            BigDecimal.ZERO, new BigDecimal("3.14159"), new BigDecimal("-0.000001"), new BigDecimal("1E+10"),
            new BigDecimal("-98765432109876543210.0123456789"), BigDecimal.valueOf(12345, -3),
        };
        for (int i = 0; i < bds.length; i++) {
            BigDecimal r = (BigDecimal) round("bigdecimal" + i, bds[i]);
            System.out.println("  arith: " + r.add(BigDecimal.ONE) + " " + r.scale() + " " + r.precision() + " "
                               + r.hashCode());
        }

        Random rnd = new Random(42);
        rnd.nextInt();
        Random r1 = (Random) round0("random", rnd);
        System.out.println("random next: " + r1.nextInt() + " " + rnd.nextInt() + " " + r1.nextLong() + " "
                           + rnd.nextLong());
        rnd.nextGaussian();
        Random r2 = (Random) round0("random-gaussian", rnd);
        System.out.println("random next: " + r2.nextGaussian() + " " + rnd.nextGaussian() + " "
                           + r2.nextGaussian() + " " + rnd.nextGaussian());

        round("uuid", new UUID(0x0123456789abcdefL, 0xfedcba9876543210L));
        round("uuid-parsed", UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"));

        AtomicInteger ai = (AtomicInteger) round0("atomicinteger", new AtomicInteger(-17));
        System.out.println("atomicinteger back: " + ai + " " + ai.incrementAndGet());
        AtomicLong al = (AtomicLong) round0("atomiclong", new AtomicLong(Long.MAX_VALUE - 1));
        System.out.println("atomiclong back: " + al + " " + al.incrementAndGet());

        StringBuilder sb = new StringBuilder();
        sb.append("hello");
        StringBuilder sb1 = (StringBuilder) round0("stringbuilder", sb);
        System.out.println("stringbuilder back: " + sb1 + " " + sb1.length() + " " + sb1.capacity());
        StringBuilder big = new StringBuilder("seed text");
        for (int i = 0; i < 10; i++) big.append(i).append(',');
        big.append('\u00e9').append('\u4e2d');
        StringBuilder sb2 = (StringBuilder) round0("stringbuilder-grown", big);
        sb2.append("!");
        System.out.println("stringbuilder back: " + sb2 + " " + sb2.length() + " " + sb2.capacity());
        StringBuffer sf = new StringBuffer(4);
        sf.append("buffered").append(12.5);
        StringBuffer sf1 = (StringBuffer) round0("stringbuffer", sf);
        sf1.insert(0, '>');
        System.out.println("stringbuffer back: " + sf1 + " " + sf1.length() + " " + sf1.capacity());
        round0("stringbuffer-empty", new StringBuffer());

        List<String> asl = (List<String>) round("arrays-aslist", Arrays.asList("x", "y", "z"));
        asl.set(1, "Y");
        System.out.println("arrays-aslist after: " + asl + " " + (asl instanceof RandomAccess));
        round("arrays-aslist-ints", Arrays.asList(new Integer[] { 1, 2 }));

        round("locale-us", Locale.US);
        round("locale-root", Locale.ROOT);
        Locale lc = (Locale) round("locale-de-ch", new Locale("de", "CH"));
        System.out.println("locale back: " + lc.getLanguage() + " " + lc.getCountry()
                           + " " + (lc.hashCode() == new Locale("de", "CH").hashCode()));

        // Optional is not serializable, on the stock JVM either
        try {
            ser(Optional.of("x"));
            System.out.println("optional: written");
        } catch (NotSerializableException e) {
            System.out.println("optional: NotSerializableException " + e.getMessage());
        }
    }

    static Object round0(String label, Object o) throws Exception {
        byte[] b = ser(o);
        hex(label, b);
        return deser(b, 1)[0];
    }
}
