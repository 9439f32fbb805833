// Double.toString of a million doubles: random bit patterns (every
// exponent) and short decimals, the toString bar against java -Xint.
public class DoubleToStr {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000000;
        long x = 0x9E3779B97F4A7C15L, check = 0;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            double v = (i & 1) == 0 ? Double.longBitsToDouble(x >>> 1 ^ (x >>> 63) << 52)
                : (double) ((x >>> 40) % 100000) / 1000;
            if (v != v || Double.isInfinite(v)) v = i;
            String s = Double.toString(v);
            check = check * 31 + s.length() + s.charAt(s.length() - 1);
        }
        System.out.println("checksum " + check);
    }
}
