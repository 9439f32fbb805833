public class Shifts {
    public static void main(String[] args) {
        int[] vals = {1, -1, 0x80000000, 0x7fffffff, 0x12345678, -123456};
        int[] amts = {0, 1, 4, 31, 32, 33, 63, 64, -1, -31, 100};
        for (int v : vals) {
            for (int a : amts) {
                System.out.println(v + " " + a + ": " + (v << a) + " " + (v >> a) + " " + (v >>> a));
            }
        }
        long[] lvals = {1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x123456789abcdefL};
        int[] lamts = {0, 1, 31, 32, 63, 64, 65, -1, 127};
        for (long v : lvals) {
            for (int a : lamts) {
                System.out.println(v + " " + a + ": " + (v << a) + " " + (v >> a) + " " + (v >>> a));
            }
        }
        long sh = 5;
        System.out.println(1 << sh);
        System.out.println(1L << 40);
        System.out.println(1 << 40);
        byte b = -16;
        System.out.println((b >> 2) + " " + (b >>> 2) + " " + (byte) (b >>> 2));
        char c = 0xffff;
        System.out.println((c >> 4) + " " + (c << 20));
    }
}
