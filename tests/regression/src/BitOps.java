public class BitOps {
    public static void main(String[] args) {
        int[] is = {0, 1, -1, 2, 7, 8, 255, 256, 0x55555555, 0x80000000, 0x7fffffff, 12345678, -12345678, 1 << 20};
        for (int i : is) {
            System.out.println(i + ": bc=" + Integer.bitCount(i) + " bin=" + Integer.toBinaryString(i) + " hex=" + Integer.toHexString(i) + " oct=" + Integer.toOctalString(i)
                + " rev=" + Integer.reverse(i) + " revb=" + Integer.reverseBytes(i) + " hob=" + Integer.highestOneBit(i) + " lob=" + Integer.lowestOneBit(i)
                + " ntz=" + Integer.numberOfTrailingZeros(i) + " nlz=" + Integer.numberOfLeadingZeros(i) + " rl=" + Integer.rotateLeft(i, 5) + " rr=" + Integer.rotateRight(i, 5));
        }
        long[] ls = {0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdef0L, 1L << 40, 1000000007L};
        for (long l : ls) {
            System.out.println(l + ": bc=" + Long.bitCount(l) + " bin=" + Long.toBinaryString(l) + " hex=" + Long.toHexString(l) + " oct=" + Long.toOctalString(l)
                + " rev=" + Long.reverse(l) + " revb=" + Long.reverseBytes(l) + " hob=" + Long.highestOneBit(l) + " lob=" + Long.lowestOneBit(l)
                + " ntz=" + Long.numberOfTrailingZeros(l) + " nlz=" + Long.numberOfLeadingZeros(l) + " rl=" + Long.rotateLeft(l, 13));
        }
        // bit tricks
        for (int x = 1; x <= 40; x += 3) {
            boolean pow2 = (x & (x - 1)) == 0;
            int nextPow2 = 1;
            while (nextPow2 < x) nextPow2 <<= 1;
            int clearLow = x & (x - 1);
            int isolate = x & -x;
            int absx = ((-x) ^ ((-x) >> 31)) - ((-x) >> 31);
            System.out.println(x + " " + pow2 + " " + nextPow2 + " " + clearLow + " " + isolate + " " + absx + " " + (x ^ (x >> 1)));
        }
        int a = 12, b = 34;
        a ^= b; b ^= a; a ^= b;
        System.out.println("swapped " + a + " " + b);
        System.out.println(Short.reverseBytes((short) 0x1234) + " " + Character.reverseBytes('\u1234') + " " + (~0) + " " + (~5L));
        System.out.println(Integer.toHexString(Short.toUnsignedInt((short) -1)) + " " + Byte.toUnsignedInt((byte) -1) + " " + Integer.toUnsignedLong(-1));
        int h = 0;
        for (int i = 0; i < 100000; i++) {
            h = Integer.rotateLeft(h, 7) ^ (i * 0x9E3779B9);
            h += Integer.bitCount(h) + Integer.numberOfLeadingZeros(i);
        }
        System.out.println("hash " + h);
    }
}
