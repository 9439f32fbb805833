public class Compare {
    public static void main(String[] args) {
        double nan = Double.NaN;
        double[] ds = {nan, -1.0, 0.0, -0.0, 1.0, Double.POSITIVE_INFINITY};
        for (double a : ds) {
            for (double b : ds) {
                int r1 = a < b ? -1 : (a > b ? 1 : (a == b ? 0 : 99));
                boolean r2 = !(a >= b);
                System.out.println(a + " vs " + b + " " + r1 + " " + r2 + " " + Double.compare(a, b) + " " + Math.signum(a - b));
            }
        }
        float fn = Float.NaN;
        System.out.println((fn < 1f) + " " + (fn > 1f) + " " + !(fn < 1f) + " " + !(fn > 1f) + " " + (fn != fn));
        long[] ls = {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE};
        for (long a : ls) for (long b : ls) System.out.print((a < b ? "<" : a == b ? "=" : ">"));
        System.out.println();
        System.out.println(Integer.compare(3, 5) + " " + Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(1, -1));
        System.out.println(Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 7));
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Long.divideUnsigned(-1L, 10));
        boolean t = true, f = false;
        System.out.println((t & f) + " " + (t | f) + " " + (t ^ f) + " " + (!t) + " " + (t && !f) + " " + (f || t));
        int calls = 0;
        if (f && (calls++ > 0)) System.out.println("x");
        if (t || (calls++ > 0)) System.out.println("short " + calls);
        if (f & (calls++ > 0)) System.out.println("y");
        System.out.println("calls " + calls);
    }
}
