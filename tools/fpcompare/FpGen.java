import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.math.BigDecimal;

/**
 * Prints floating-point values as text, one line per value, so that the
 * output of two VMs can be compared line by line (tools/fpcompare/fpcompare.sh).
 *
 *   java FpGen MODE SEED COUNT [START]
 *
 * Value number i (START <= i < START+COUNT) depends only on SEED and i, so a
 * run can be cut into chunks.  The values are drawn with integer arithmetic
 * only (SplitMix64), never with the VM's own text conversions, so both VMs
 * see the same bit patterns.  Each line is "BITS TEXT" (hex bits of the
 * value, then what the mode prints); parse modes print "INPUT BITS".
 *
 * Modes:  d / f          Double.toString / Float.toString (and String.valueOf)
 *         dparse / fparse  parseDouble / parseFloat of generated decimal text
 *         de df dg da    String.format %e %f %g %a of doubles, several precisions
 *         fe ff fg fa    the same for floats
 *         frange         every float from bit pattern START (Float.toString)
 */
public class FpGen {
    static long seed;

    /** SplitMix64 of (seed, i, k): the k-th random long of value i. */
    static long rnd(long i, int k) {
        long z = seed + (i * 0x9E3779B97F4A7C15L) + (k * 0xBF58476D1CE4E5B9L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static int below(long i, int k, int n) {
        return (int) ((rnd(i, k) >>> 1) % n);
    }

    /* Ten categories of doubles, chosen by i % 10. */
    static long doubleBits(long i) {
        long r = rnd(i, 1);
        long sign = r & 0x8000000000000000L;
        switch ((int) (i % 10)) {
        case 0: case 1: case 2:            // uniform random bits
            return r;
        case 3:                            // subnormals, mostly tiny
            return sign | ((rnd(i, 2) & 0xFFFFFFFFFFFFFL) >>> below(i, 3, 52));
        case 4: {                          // powers of two and neighbours
            long e = 1 + below(i, 2, 2046);
            return sign | ((e << 52) + below(i, 3, 5) - 2);
        }
        case 5: {                          // integral values (longs)
            long n = rnd(i, 2) >>> below(i, 3, 64);
            return Double.doubleToRawLongBits(sign < 0 ? -(double) n : (double) n);
        }
        case 6: {                          // short decimals m * 10^k, via exact products
            long m = 1 + below(i, 2, 9999);
            int k = below(i, 3, 23);
            double v = m;
            for (int j = 0; j < k; j++) v *= 10;      // exact while < 2^53
            if ((r & 1) != 0) {
                double w = m;
                for (int j = 0; j < k; j++) w /= 10;  // correctly rounded each step
                v = w;
            }
            return Double.doubleToRawLongBits(v) | sign;
        }
        case 7: {                          // mantissa near all-ones / all-zeros
            long e = below(i, 2, 2047);
            long m = (r & 2) != 0 ? (0xFFFFFFFFFFFFFL - below(i, 3, 64)) : below(i, 3, 64);
            return sign | (e << 52) | m;
        }
        case 8: {                          // exponent extremes
            long e = (r & 2) != 0 ? below(i, 2, 40) : 2046 - below(i, 2, 40);
            return sign | (e << 52) | (rnd(i, 3) & 0xFFFFFFFFFFFFFL);
        }
        default:                           // float values widened
            return Double.doubleToRawLongBits((double) Float.intBitsToFloat(floatBits(i / 10 * 9 + 7)));
        }
    }

    static int floatBits(long i) {
        long r = rnd(i, 1);
        int sign = (int) (r >>> 32) & 0x80000000;
        switch ((int) (i % 10)) {
        case 0: case 1: case 2:
            return (int) r;
        case 3:
            return sign | ((int) rnd(i, 2) & 0x7FFFFF) >>> below(i, 3, 23);
        case 4: {
            int e = 1 + below(i, 2, 254);
            return sign | ((e << 23) + below(i, 3, 5) - 2);
        }
        case 5: {
            long n = rnd(i, 2) >>> below(i, 3, 64);
            return Float.floatToRawIntBits(sign < 0 ? -(float) n : (float) n);
        }
        case 6: {
            long m = 1 + below(i, 2, 9999);
            int k = below(i, 3, 12);
            float v = m;
            for (int j = 0; j < k; j++) v *= 10;
            if ((r & 1) != 0) {
                float w = m;
                for (int j = 0; j < k; j++) w /= 10;
                v = w;
            }
            return Float.floatToRawIntBits(v) | sign;
        }
        case 7: {
            int e = below(i, 2, 255);
            int m = (r & 2) != 0 ? (0x7FFFFF - below(i, 3, 64)) : below(i, 3, 64);
            return sign | (e << 23) | m;
        }
        case 8: {
            int e = (r & 2) != 0 ? below(i, 2, 20) : 254 - below(i, 2, 20);
            return sign | (e << 23) | ((int) rnd(i, 3) & 0x7FFFFF);
        }
        default: {                         // integral floats 2^24 .. 2^64
            int e = 150 + below(i, 2, 40);
            return sign | (e << 23) | ((int) rnd(i, 3) & 0x7FFFFF);
        }
        }
    }

    /* Decimal text to parse: random digit strings, and exact midpoints
     * between neighbouring values, cut or nudged. */
    static String parseInput(long i, boolean dbl) {
        long r = rnd(i, 1);
        StringBuilder sb = new StringBuilder(40);
        if ((r & 1) != 0) sb.append('-');
        switch ((int) (i % 4)) {
        case 0: case 1: {                  // random digits, random exponent
            int nd = 1 + below(i, 2, (r & 2) != 0 ? 20 : 9);
            int point = below(i, 3, nd + 1);
            for (int j = 0; j < nd; j++) {
                if (j == point && j > 0) sb.append('.');
                sb.append((char) ('0' + below(i, 10 + j, 10)));
            }
            int range = dbl ? 660 : 100;
            int e = below(i, 4, range) - (dbl ? 340 : 55);
            sb.append('e').append(e);
            return sb.toString();
        }
        default: {                         // midpoint between v and its successor
            BigDecimal lo, hi;
            if (dbl) {
                long b = doubleBits(i) & 0x7FFFFFFFFFFFFFFFL;
                if (b >= 0x7FEFFFFFFFFFFFFFL) b = 0x7FEFFFFFFFFFFFFEL;
                lo = new BigDecimal(Double.longBitsToDouble(b));
                hi = new BigDecimal(Double.longBitsToDouble(b + 1));
            } else {
                int b = floatBits(i) & 0x7FFFFFFF;
                if (b >= 0x7F7FFFFF) b = 0x7F7FFFFE;
                lo = new BigDecimal(Float.intBitsToFloat(b));
                hi = new BigDecimal(Float.intBitsToFloat(b + 1));
            }
            BigDecimal mid = lo.add(hi).divide(BigDecimal.valueOf(2));
            String u = mid.unscaledValue().toString();
            int scale = mid.scale();
            int how = below(i, 2, 3);
            if (how == 1 && u.length() > 2) {          // cut: just below the midpoint
                int keep = 1 + below(i, 3, u.length() - 1);
                scale -= u.length() - keep;
                u = u.substring(0, keep);
            } else if (how == 2) {                     // just above
                u = u + "1";
                scale++;
            }
            sb.append(u).append('e').append(-scale);
            return sb.toString();
        }
        }
    }

    static final String[] DFMT = { "%e", "%.0e", "%.3e", "%.16e", "%.20e",
        "%f", "%.0f", "%.2f", "%.17f", "%g", "%.1g", "%.12g", "%.17g",
        "%a", "%.3a", "%.0a", "%.1a", "%.14a" };

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        seed = Long.parseLong(args[1]);
        long count = Long.parseLong(args[2]);
        long start = args.length > 3 ? Long.parseLong(args[3]) : 0;
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, "UTF-8"), 1 << 16);
        StringBuilder sb = new StringBuilder(128);
        for (long i = start; i < start + count; i++) {
            sb.setLength(0);
            switch (mode) {
            case "d": {
                long b = doubleBits(i);
                double v = Double.longBitsToDouble(b);
                sb.append(Long.toHexString(b)).append(' ').append(Double.toString(v));
                if ((i & 7) == 0) sb.append(' ').append(String.valueOf(v));
                break;
            }
            case "f": case "frange": {
                int b = mode.equals("f") ? floatBits(i) : (int) i;
                float v = Float.intBitsToFloat(b);
                sb.append(Integer.toHexString(b)).append(' ').append(Float.toString(v));
                if ((i & 7) == 0) sb.append(' ').append(String.valueOf(v));
                break;
            }
            case "dparse": {
                String s = parseInput(i, true);
                sb.append(s).append(' ').append(Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(s))));
                break;
            }
            case "fparse": {
                String s = parseInput(i, false);
                sb.append(s).append(' ').append(Integer.toHexString(Float.floatToRawIntBits(Float.parseFloat(s))));
                break;
            }
            default: {
                if (mode.length() != 2 || "df".indexOf(mode.charAt(0)) < 0 || "efga".indexOf(mode.charAt(1)) < 0)
                    throw new IllegalArgumentException("unknown mode " + mode);
                boolean dbl = mode.charAt(0) == 'd';
                String conv = mode.substring(1);
                Object v;
                if (dbl) {
                    long b = doubleBits(i);
                    sb.append(Long.toHexString(b));
                    v = Double.longBitsToDouble(b);
                } else {
                    int b = floatBits(i);
                    sb.append(Integer.toHexString(b));
                    v = Float.intBitsToFloat(b);
                }
                for (String f : DFMT) {
                    if (f.endsWith(conv)) sb.append(' ').append(String.format(f, v));
                }
                break;
            }
            }
            sb.append('\n');
            out.write(sb.toString());
        }
        out.flush();
    }
}
