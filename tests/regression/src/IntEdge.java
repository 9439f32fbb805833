// Written when Ristretto printed the shortest float digits and JDK 17 does
// not always (subnormal minima, powers of two); it now prints JDK 17's
// digits (doc/vm-core.md, "Floating-point to string").
public class IntEdge {
    public static void main(String[] args) {
        int min = Integer.MIN_VALUE;
        System.out.println(min + " " + (min - 1) + " " + (min * -1) + " " + (min / -1) + " " + (-min) + " " + Math.abs(min) + " " + (min >> 31) + " " + (min >>> 31));
        System.out.println(Integer.toString(min) + " " + Integer.toHexString(min) + " " + Integer.toBinaryString(min) + " " + String.valueOf(min).length());
        System.out.println(Integer.parseInt("-2147483648") + " " + Integer.valueOf(min).equals(min));
        System.out.println((long) min * min + " " + min * min);
        System.out.println((min == -min) + " " + (min < 0) + " " + (-min < 0));
        System.out.println(Integer.compare(min, 0) + " " + Integer.signum(min) + " " + Integer.reverse(min) + " " + Integer.highestOneBit(min));
        System.out.println((double) min + " " + ((float) min == -2147483648.0) + " " + (short) min + " " + (char) (min + 'A'));
        System.out.println(Integer.MAX_VALUE + 1 == min);
        System.out.println(Long.MIN_VALUE + " " + (Long.MIN_VALUE - 1) + " " + Long.toString(Long.MIN_VALUE, 16) + " " + Long.toHexString(Long.MIN_VALUE));
        System.out.println(Long.parseLong("-9223372036854775808"));
        long lm = Long.MIN_VALUE;
        System.out.println(lm / -1 + " " + lm % -1 + " " + (lm >> 63) + " " + (lm >>> 63));
        System.out.println(Math.floorMod(min, 3) + " " + Math.floorDiv(min, 3) + " " + min % 3 + " " + min / 3);
        StringBuilder sb = new StringBuilder();
        sb.append(min).append(',').append(Long.MIN_VALUE).append(',').append((short) -32768).append(',').append((byte) -128);
        System.out.println(sb);
        System.out.println(String.format("%d %x %o", min, min, min));
        int[] arr = new int[3];
        arr[0] = min; arr[1] = arr[0] - 1; arr[2] = arr[1] + 1;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2]);
        int sum = 0;
        for (int i = 0; i < 10; i++) sum += Integer.MAX_VALUE;
        System.out.println(sum);
        long lsum = 0;
        for (int i = 0; i < 10; i++) lsum += Integer.MAX_VALUE;
        System.out.println(lsum);
    }
}
