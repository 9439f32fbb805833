// Smoke version of tools/fpcompare: the same seeded values as FpGen (keep
// the generators in step), printed per mode as a count and a hash of every
// line, so any difference from JDK 17's Double/Float.toString, parse and
// Formatter %e %f %g %a shows here; the hard cases (tools/fpcompare/hard-cases.csv)
// are printed in full.  Run tools/fpcompare/fpcompare.sh to see which line.
import java.math.BigDecimal;

public class FpTextSmoke {
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

    static String line(String mode, long i) {
        StringBuilder sb = new StringBuilder(128);
        switch (mode) {
        case "d": {
            long b = doubleBits(i);
            double v = Double.longBitsToDouble(b);
            sb.append(Long.toHexString(b)).append(' ').append(Double.toString(v));
            if ((i & 7) == 0) sb.append(' ').append(String.valueOf(v));
            break;
        }
        case "f": {
            int b = floatBits(i);
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
        }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        seed = 1;
        String[] modes = { "d", "f", "dparse", "fparse", "de", "df", "dg", "da", "fe", "ff", "fg", "fa" };
        int[] counts = { 5000, 5000, 1250, 1250, 500, 500, 500, 1250, 500, 500, 500, 1250 };
        for (int m = 0; m < modes.length; m++) {
            long h = 0xcbf29ce484222325L;
            for (long i = 0; i < counts[m]; i++) {
                String s = line(modes[m], i);
                for (int k = 0; k < s.length(); k++) {
                    h = (h ^ s.charAt(k)) * 0x100000001b3L;
                }
                h = (h ^ '\n') * 0x100000001b3L;
                if (i < 2) System.out.println(modes[m] + " " + s);
            }
            System.out.println(modes[m] + " " + counts[m] + " values, hash " + Long.toHexString(h));
        }
        // hard cases: where JDK 17 is not shortest
        long[] dh = { 0x1L, 0xaL, 0xcL, 0xeL, 0x10L, 0x12L, 0x20L, 0x4760000000000000L, 0x44979d82e575b78aL,
            0x43a23263910bd87aL, 0x43dd1bc3d6a8a253L, 0x4530483de5a1fb18L, 0x453389c84f6af0fbL, 0x3e60000000000000L,
            0x42dbd31317cf95b8L, 0x7fefffffffffffffL, 0x10000000000000L };
        for (long b : dh) {
            double v = Double.longBitsToDouble(b);
            System.out.println(Long.toHexString(b) + " " + v + " " + String.format("%.20e|%.3f|%g|%.3a", v, v, v, v));
        }
        int[] fh = { 1, 2, 3, 6, 7, 0x15, 0x1d, 0x10, 0x51ba43b7, 0x4f000000, 0x5f000000, 0x68fda7b4, 0x69000000,
            0x6a725964, 0x6a2859a0, 0x6a000006, 0x7f7fffff, 0x800000 };
        for (int b : fh) {
            float v = Float.intBitsToFloat(b);
            System.out.println(Integer.toHexString(b) + " " + v + " " + String.format("%.12e|%a", v, v));
        }
    }
}
