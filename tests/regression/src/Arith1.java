public class Arith1 {
    static int[] ints = {0, 1, -1, 2, -2, 7, -7, 13, 100, -100, 12345, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1};
    public static void main(String[] args) {
        for (int a : ints) {
            for (int b : ints) {
                StringBuilder sb = new StringBuilder();
                sb.append(a).append(' ').append(b).append(": ");
                sb.append(a + b).append(' ').append(a - b).append(' ').append(a * b).append(' ');
                if (b != 0) sb.append(a / b).append(' ').append(a % b);
                else sb.append("div0");
                sb.append(' ').append(a & b).append(' ').append(a | b).append(' ').append(a ^ b);
                sb.append(' ').append(a < b).append(a <= b).append(a == b).append(a != b).append(a > b).append(a >= b);
                System.out.println(sb);
            }
        }
        int x = 5;
        x += 3; System.out.println(x);
        x -= 10; System.out.println(x);
        x *= -7; System.out.println(x);
        x /= 3; System.out.println(x);
        x %= 5; System.out.println(x);
        x <<= 4; System.out.println(x);
        x >>= 1; System.out.println(x);
        x = -x; System.out.println(x);
        x >>>= 1; System.out.println(x);
        x = ~x; System.out.println(x);
        System.out.println(-Integer.MIN_VALUE);
        System.out.println(Math.abs(Integer.MIN_VALUE));
        System.out.println(Integer.MIN_VALUE / -1);
        System.out.println(Integer.MIN_VALUE % -1);
        int i = 0;
        i = i++ + ++i; System.out.println(i);
        i = i-- - --i; System.out.println(i);
    }
}
