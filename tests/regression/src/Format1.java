public class Format1 {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [%(d]", 42, 42, 42, 42, 1234567, 42, -42));
        System.out.println(String.format("[%x] [%X] [%o] [%08x] [%#x] [%#o]", 255, 255, 8, 48879, 255, 8));
        System.out.println(String.format("[%x] [%X]", -1, -1L));
        System.out.println(String.format("[%s] [%10s] [%-10s] [%.2s] [%S]", "abc", "abc", "abc", "abcdef", "up"));
        System.out.println(String.format("[%c] [%c] [%b] [%b] [%b]", 'x', 65, true, null, "str"));
        System.out.println(String.format("[%e] [%.3e] [%E] [%e]", 12345.678, 0.00012345, 1e10, 0.0));
        System.out.println(String.format("[%f] [%.2f] [%10.3f] [%-10.1f] [%.0f] [%,.2f]", Math.PI, 2.675, Math.E, -3.14159, 2.5, 1234567.891));
        System.out.println(String.format("[%g] [%g] [%g] [%.3g] [%g]", 123.456, 0.0001234, 1e10, 99.99, 1.0));
        System.out.println(String.format("100%% done%nnext line"));
        System.out.println(String.format("%2$s %1$s %2$s %3$d", "a", "b", 3));
        System.out.println(String.format("%s %<s %s", "x", "y"));
        System.out.println(String.format("[%5.1f] [%05.1f] [%+.2f] [%.2f] [%.2f]", 3.14159, 3.14159, 2.0, -0.001, 0.005));
        System.out.println(String.format("[%d] [%d] [%d] [%d]", (byte) -1, (short) 300, 10000000000L, Long.MIN_VALUE));
        System.out.println(String.format("[%10.4s] [%-6b] [%3c]", "abcdefgh", false, 'z'));
        System.out.println(String.format("%s %s %s", 1.5, 2.5f, 'c'));
        System.out.printf("printf %d + %d = %d%n", 2, 3, 5);
        System.out.printf("%-8s|%8s|%n", "left", "right");
        for (int i = 0; i < 5; i++) System.out.printf("%3d %6.2f %s%n", i, i * 1.1, Integer.toBinaryString(i));
        System.out.println(String.format("%.1f %.1f %.1f %.1f", 0.05, 0.15, 0.25, 0.35));
        System.out.println(String.format("%.3f %.3f", 1.0005, 2.0015));
        System.out.println(String.format("%f %f %f", Double.NaN, Double.POSITIVE_INFINITY, -0.0));
        System.out.println(String.format("%,d %,d", -1234567890, 999));
        System.out.println(String.format("[%h] [%h]", "hi", 255));
        try {
            String.format("%d", "notanumber");
        } catch (java.util.IllegalFormatException e) {
            System.out.println("IllegalFormatException " + e.getClass().getSimpleName());
        }
        try {
            String.format("%s %s", "only one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("missing: " + e.getMessage());
        }
        StringBuilder table = new StringBuilder();
        for (int r = 1; r <= 4; r++) {
            for (int c = 1; c <= 4; c++) table.append(String.format("%4d", r * c));
            table.append('\n');
        }
        System.out.print(table);
    }
}
