public class Arith2 {
    static long[] longs = {0L, 1L, -1L, 3L, -3L, 1000000007L, -99999999999L, 0x7fffffffL, 0x80000000L, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE - 5, 123456789012345L};
    public static void main(String[] args) {
        for (long a : longs) {
            for (long b : longs) {
                StringBuilder sb = new StringBuilder();
                sb.append(a).append(' ').append(b).append(": ");
                sb.append(a + b).append(' ').append(a - b).append(' ').append(a * b).append(' ');
                if (b != 0) sb.append(a / b).append(' ').append(a % b);
                else sb.append("div0");
                sb.append(' ').append(a & b).append(' ').append(a | b).append(' ').append(a ^ b);
                sb.append(' ').append(Long.compare(a, b)).append(' ').append(a < b).append(a > b);
                System.out.println(sb);
            }
        }
        long m = Long.MIN_VALUE;
        System.out.println(-m);
        System.out.println(m / -1);
        System.out.println(m % -1);
        System.out.println(Math.abs(m));
        int iv = (int) 0x123456789AL; System.out.println(iv);
        long fromInt = -5; System.out.println(fromInt);
        long big = Integer.MAX_VALUE; big++; System.out.println(big);
        int wrapped = Integer.MAX_VALUE; wrapped++; System.out.println(wrapped);
        long mixed = 3 * 1000000000; System.out.println(mixed);
        long mixed2 = 3L * 1000000000; System.out.println(mixed2);
        System.out.println((byte) 200 + " " + (short) 70000 + " " + (char) 65 + " " + (int) 'z');
        System.out.println((byte) -129 + " " + (short) -32769 + " " + (int) (char) -1);
        System.out.println((long) (byte) 0xff + " " + (long) (char) 0xffff);
    }
}
