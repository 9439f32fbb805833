package java.math;

import java.util.Random;

/**
 * Arbitrary-precision integers.
 *
 * Representation: a sign (-1, 0, 1) and a magnitude of 32-bit words, least
 * significant first, with no zero word at the top (zero has no words).
 * Bitwise operations behave as on an infinite two's complement value; the
 * two's complement words are produced on the fly by twosWord().
 *
 * Algorithms: schoolbook multiplication with Karatsuba above KARATSUBA
 * words on both sides; Knuth's algorithm D for division; radix conversion
 * in chunks of the largest power of the radix that fits an int.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;

    static final long MASK = 0xffffffffL;
    private static final int KARATSUBA = 48;
    private static final int[] NOWORDS = new int[0];

    final int signum;
    final int[] mag;

    /* The stock JVM's serial form: the fields below, of which only signum
     * and magnitude (big-endian, no leading zero bytes; empty for zero)
     * carry the value; the four caches are written as -1 and -2, as the
     * stock JVM writes them, and ignored on reading. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("signum", Integer.TYPE),
        new java.io.ObjectStreamField("magnitude", byte[].class),
        new java.io.ObjectStreamField("bitCount", Integer.TYPE),
        new java.io.ObjectStreamField("bitLength", Integer.TYPE),
        new java.io.ObjectStreamField("firstNonzeroByteNum", Integer.TYPE),
        new java.io.ObjectStreamField("lowestSetBit", Integer.TYPE)
    };

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int nb = (abs().bitLength() + 7) >>> 3;
        byte[] m = new byte[nb];
        for (int i = 0; i < nb; i++)
            m[nb - 1 - i] = (byte) (mag[i >>> 2] >>> ((i & 3) * 8));
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("signum", signum);
        pf.put("magnitude", m);
        pf.put("bitCount", -1);
        pf.put("bitLength", -1);
        pf.put("lowestSetBit", -2);
        pf.put("firstNonzeroByteNum", -2);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        int sign = gf.get("signum", -2);
        byte[] m = (byte[]) gf.get("magnitude", null);
        if (sign < -1 || sign > 1)
            throw new java.io.StreamCorruptedException("BigInteger: Invalid signum value");
        if (m == null)
            throw new java.io.StreamCorruptedException("BigInteger: null magnitude");
        BigInteger v;
        try {
            v = new BigInteger(sign == 0 ? 1 : sign, m);
        } catch (NumberFormatException e) {
            throw new java.io.StreamCorruptedException("BigInteger: " + e.getMessage());
        }
        if ((v.mag.length == 0) != (sign == 0))
            throw new java.io.StreamCorruptedException("BigInteger: signum-magnitude mismatch");
        // the fields are final: set them as deserialization sets final fields
        try {
            java.lang.reflect.Field fs = BigInteger.class.getDeclaredField("signum");
            java.lang.reflect.Field fm = BigInteger.class.getDeclaredField("mag");
            fs.setAccessible(true);
            fm.setAccessible(true);
            fs.setInt(this, v.signum);
            fm.set(this, v.mag);
        } catch (ReflectiveOperationException e) {
            throw new java.io.InvalidObjectException("BigInteger: " + e);
        }
    }

    public static final BigInteger ZERO = new BigInteger(0, NOWORDS);
    public static final BigInteger ONE = new BigInteger(1, new int[] { 1 });
    public static final BigInteger TWO = new BigInteger(1, new int[] { 2 });
    public static final BigInteger TEN = new BigInteger(1, new int[] { 10 });

    private static final BigInteger NEG_ONE = new BigInteger(-1, new int[] { 1 });

    /* Trusted: m is normalized and not shared with anything mutable. */
    BigInteger(int sign, int[] m) {
        this.signum = m.length == 0 ? 0 : sign;
        this.mag = m;
    }

    private static BigInteger make(int sign, int[] m) {
        m = trim(m);
        if (m.length == 0)
            return ZERO;
        return new BigInteger(sign, m);
    }

    // ------------------------------------------------------------------
    // Constructors

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (off < 0 || len < 0 || off > val.length - len)
            throw new IndexOutOfBoundsException();
        if (len == 0)
            throw new NumberFormatException("Zero length BigInteger");
        int nw = (len + 3) / 4;
        int[] w = new int[nw + 1];
        int fill = val[off] < 0 ? -1 : 0;
        for (int i = 0; i < w.length; i++)
            w[i] = fill;
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            int wi = i >>> 2, sh = (i & 3) * 8;
            w[wi] = (w[wi] & ~(0xff << sh)) | (b << sh);
        }
        BigInteger v = fromTwos(w);
        this.signum = v.signum;
        this.mag = v.mag;
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1)
            throw new NumberFormatException("Invalid signum value");
        if (off < 0 || len < 0 || off > magnitude.length - len)
            throw new IndexOutOfBoundsException();
        int[] w = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            int b = magnitude[off + len - 1 - i] & 0xff;
            w[i >>> 2] |= b << ((i & 3) * 8);
        }
        w = trim(w);
        if (signum == 0 && w.length != 0)
            throw new NumberFormatException("signum-magnitude mismatch");
        this.signum = w.length == 0 ? 0 : signum;
        this.mag = w;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)
            throw new NumberFormatException("Radix out of range");
        int n = val.length();
        int i = 0;
        int sign = 1;
        int minus = val.lastIndexOf('-'), plus = val.lastIndexOf('+');
        if (minus > 0 || plus > 0 || (minus == 0 && plus == 0) || minus > 0 && plus >= 0)
            throw new NumberFormatException("Illegal embedded sign character");
        if (minus == 0) {
            sign = -1;
            i = 1;
        } else if (plus == 0) {
            i = 1;
        }
        if (i == n)
            throw new NumberFormatException("Zero length BigInteger");
        int chunk = chunkDigits(radix);
        int chunkPow = intPow(radix, chunk);
        int[] acc = new int[(int) ((long) (n - i) * bitsPerDigit(radix) / 32) + 2];
        int used = 0;
        while (i < n) {
            int take = Math.min(chunk, n - i);
            int v = 0;
            for (int k = 0; k < take; k++) {
                int d = Character.digit(val.charAt(i + k), radix);
                if (d < 0)
                    throw new NumberFormatException("For input string: \"" + val + "\""
                                                    + (radix == 10 ? "" : " under radix " + radix));
                v = v * radix + d;
            }
            used = mulAddInPlace(acc, used, take == chunk ? chunkPow : intPow(radix, take), v);
            i += take;
        }
        int[] m = trim(acc);
        this.signum = m.length == 0 ? 0 : sign;
        this.mag = m;
    }

    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0)
            throw new IllegalArgumentException("numBits must be non-negative");
        BigInteger v = randomBits(numBits, rnd);
        this.signum = v.signum;
        this.mag = v.mag;
    }

    public BigInteger(int bitLength, int certainty, Random rnd) {
        BigInteger v = probablePrime(bitLength, rnd);
        this.signum = v.signum;
        this.mag = v.mag;
    }

    private static BigInteger randomBits(int numBits, Random rnd) {
        if (numBits == 0)
            return ZERO;
        int nbytes = (numBits + 7) / 8;
        byte[] b = new byte[nbytes];
        rnd.nextBytes(b);
        int excess = nbytes * 8 - numBits;
        b[0] &= (byte) ((1 << (8 - excess)) - 1);
        return new BigInteger(1, b);
    }

    public static BigInteger valueOf(long val) {
        if (val == 0)
            return ZERO;
        if (val == 1)
            return ONE;
        if (val == 2)
            return TWO;
        if (val == 10)
            return TEN;
        int sign = val < 0 ? -1 : 1;
        long m = val < 0 ? -val : val; /* Long.MIN_VALUE stays itself: read unsigned */
        int hi = (int) (m >>> 32);
        if (hi == 0)
            return new BigInteger(sign, new int[] { (int) m });
        return new BigInteger(sign, new int[] { (int) m, hi });
    }

    // ------------------------------------------------------------------
    // Magnitude helpers (little-endian int words, unsigned)

    static int[] trim(int[] a) {
        int n = a.length;
        while (n > 0 && a[n - 1] == 0)
            n--;
        if (n == a.length)
            return a;
        int[] r = new int[n];
        System.arraycopy(a, 0, r, 0, n);
        return r;
    }

    static int cmpMag(int[] a, int[] b) {
        if (a.length != b.length)
            return a.length < b.length ? -1 : 1;
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i])
                return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
        }
        return 0;
    }

    static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long c = 0;
        int i = 0;
        for (; i < b.length; i++) {
            c += (a[i] & MASK) + (b[i] & MASK);
            r[i] = (int) c;
            c >>>= 32;
        }
        for (; i < a.length; i++) {
            c += a[i] & MASK;
            r[i] = (int) c;
            c >>>= 32;
        }
        r[i] = (int) c;
        return trim(r);
    }

    /* a - b with a >= b */
    static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long c = 0;
        int i = 0;
        for (; i < b.length; i++) {
            c += (a[i] & MASK) - (b[i] & MASK);
            r[i] = (int) c;
            c >>= 32;
        }
        for (; i < a.length; i++) {
            c += a[i] & MASK;
            r[i] = (int) c;
            c >>= 32;
        }
        return trim(r);
    }

    static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0)
            return NOWORDS;
        if (a.length >= KARATSUBA && b.length >= KARATSUBA)
            return karatsuba(a, b);
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & MASK;
            if (ai == 0)
                continue;
            long c = 0;
            for (int j = 0; j < b.length; j++) {
                long t = ai * (b[j] & MASK) + (r[i + j] & MASK) + c;
                r[i + j] = (int) t;
                c = t >>> 32;
            }
            r[i + b.length] = (int) c;
        }
        return trim(r);
    }

    private static int[] lowWords(int[] a, int n) {
        return trim(java.util.Arrays.copyOf(a, Math.min(n, a.length)));
    }

    private static int[] highWords(int[] a, int n) {
        if (a.length <= n)
            return NOWORDS;
        int[] r = new int[a.length - n];
        System.arraycopy(a, n, r, 0, r.length);
        return r;
    }

    private static int[] karatsuba(int[] a, int[] b) {
        int half = (Math.max(a.length, b.length) + 1) / 2;
        int[] a0 = lowWords(a, half), a1 = highWords(a, half);
        int[] b0 = lowWords(b, half), b1 = highWords(b, half);
        int[] z0 = mulMag(a0, b0);
        int[] z2 = mulMag(a1, b1);
        int[] z1 = subMag(subMag(mulMag(addMag(a0, a1), addMag(b0, b1)), z0), z2);
        int[] r = new int[a.length + b.length + 1];
        addInto(r, z0, 0);
        addInto(r, z1, half);
        addInto(r, z2, 2 * half);
        return trim(r);
    }

    private static void addInto(int[] r, int[] x, int at) {
        long c = 0;
        int i = 0;
        for (; i < x.length; i++) {
            c += (r[at + i] & MASK) + (x[i] & MASK);
            r[at + i] = (int) c;
            c >>>= 32;
        }
        for (int k = at + i; c != 0 && k < r.length; k++) {
            c += r[k] & MASK;
            r[k] = (int) c;
            c >>>= 32;
        }
    }

    /* acc[0..used) = acc * mul + add; returns the new used length */
    private static int mulAddInPlace(int[] acc, int used, int mul, int add) {
        long c = add & MASK;
        long m = mul & MASK;
        for (int i = 0; i < used; i++) {
            long t = (acc[i] & MASK) * m + c;
            acc[i] = (int) t;
            c = t >>> 32;
        }
        if (c != 0)
            acc[used++] = (int) c;
        return used;
    }

    /* unsigned 64 by 32 division; d in (0, 2^32) */
    static long udiv(long n, long d) {
        if (n >= 0)
            return n / d;
        long q = ((n >>> 1) / d) << 1;
        long r = n - q * d;
        if (r < 0 || r >= d)
            q++;
        return q;
    }

    /* a / d (d one nonzero word, unsigned); rem[0] receives the remainder */
    static int[] divWord(int[] a, int d, long[] rem) {
        long dd = d & MASK;
        int[] q = new int[a.length];
        long r = 0;
        for (int i = a.length - 1; i >= 0; i--) {
            long cur = (r << 32) | (a[i] & MASK);
            long qq = udiv(cur, dd);
            q[i] = (int) qq;
            r = cur - qq * dd;
        }
        rem[0] = r;
        return trim(q);
    }

    static int[] shiftLeftMag(int[] a, int n) {
        if (a.length == 0)
            return a;
        int words = n >>> 5, bits = n & 31;
        int[] r = new int[a.length + words + 1];
        if (bits == 0) {
            System.arraycopy(a, 0, r, words, a.length);
        } else {
            int carry = 0;
            for (int i = 0; i < a.length; i++) {
                r[i + words] = (a[i] << bits) | carry;
                carry = a[i] >>> (32 - bits);
            }
            r[a.length + words] = carry;
        }
        return trim(r);
    }

    static int[] shiftRightMag(int[] a, int n) {
        int words = n >>> 5, bits = n & 31;
        if (words >= a.length)
            return NOWORDS;
        int[] r = new int[a.length - words];
        if (bits == 0) {
            System.arraycopy(a, words, r, 0, r.length);
        } else {
            for (int i = 0; i < r.length; i++) {
                int lo = a[i + words] >>> bits;
                int hi = i + words + 1 < a.length ? a[i + words + 1] << (32 - bits) : 0;
                r[i] = lo | hi;
            }
        }
        return trim(r);
    }

    /* whether any of the lowest n bits of a is set */
    private static boolean lowBitsSet(int[] a, int n) {
        int words = n >>> 5, bits = n & 31;
        for (int i = 0; i < words && i < a.length; i++)
            if (a[i] != 0)
                return true;
        return bits != 0 && words < a.length && (a[words] & ((1 << bits) - 1)) != 0;
    }

    /* {quotient, remainder} of magnitudes; b nonzero */
    static int[][] divMag(int[] a, int[] b) {
        if (cmpMag(a, b) < 0)
            return new int[][] { NOWORDS, a };
        if (b.length == 1) {
            long[] r = new long[1];
            int[] q = divWord(a, b[0], r);
            return new int[][] { q, r[0] == 0 ? NOWORDS : new int[] { (int) r[0] } };
        }
        int n = b.length, m = a.length - n;
        int s = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] vn = new int[n];
        int[] un = new int[a.length + 1];
        if (s == 0) {
            System.arraycopy(b, 0, vn, 0, n);
            System.arraycopy(a, 0, un, 0, a.length);
        } else {
            for (int i = n - 1; i > 0; i--)
                vn[i] = (b[i] << s) | (b[i - 1] >>> (32 - s));
            vn[0] = b[0] << s;
            un[a.length] = a[a.length - 1] >>> (32 - s);
            for (int i = a.length - 1; i > 0; i--)
                un[i] = (a[i] << s) | (a[i - 1] >>> (32 - s));
            un[0] = a[0] << s;
        }
        int[] q = new int[m + 1];
        long vtop = vn[n - 1] & MASK, vnext = vn[n - 2] & MASK;
        final long B = 1L << 32;
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & MASK) << 32) | (un[j + n - 1] & MASK);
            long qhat = udiv(num, vtop);
            long rhat = num - qhat * vtop;
            while (qhat >= B || Long.compareUnsigned(qhat * vnext, (rhat << 32) | (un[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vtop;
                if (rhat >= B)
                    break;
            }
            long k = 0, t;
            for (int i = 0; i < n; i++) {
                long p = qhat * (vn[i] & MASK);
                t = (un[i + j] & MASK) - k - (p & MASK);
                un[i + j] = (int) t;
                k = (p >>> 32) - (t >> 32);
            }
            t = (un[j + n] & MASK) - k;
            un[j + n] = (int) t;
            if (t < 0) {
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    c += (un[i + j] & MASK) + (vn[i] & MASK);
                    un[i + j] = (int) c;
                    c >>>= 32;
                }
                un[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        if (s == 0) {
            System.arraycopy(un, 0, r, 0, n);
        } else {
            for (int i = 0; i < n; i++)
                r[i] = (un[i] >>> s) | (un[i + 1] << (32 - s));
        }
        return new int[][] { trim(q), trim(r) };
    }

    // ------------------------------------------------------------------
    // Arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0)
            return this;
        if (signum == 0)
            return val;
        if (signum == val.signum)
            return new BigInteger(signum, addMag(mag, val.mag));
        int c = cmpMag(mag, val.mag);
        if (c == 0)
            return ZERO;
        return c > 0 ? make(signum, subMag(mag, val.mag)) : make(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0)
            return ZERO;
        return new BigInteger(signum * val.signum, mulMag(mag, val.mag));
    }

    private void checkDivisor(BigInteger val) {
        if (val.signum == 0)
            throw new ArithmeticException("BigInteger divide by zero");
    }

    public BigInteger divide(BigInteger val) {
        checkDivisor(val);
        return make(signum * val.signum, divMag(mag, val.mag)[0]);
    }

    public BigInteger remainder(BigInteger val) {
        checkDivisor(val);
        return make(signum, divMag(mag, val.mag)[1]);
    }

    public BigInteger[] divideAndRemainder(BigInteger val) {
        checkDivisor(val);
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] { make(signum * val.signum, qr[0]), make(signum, qr[1]) };
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0)
            throw new ArithmeticException("BigInteger: modulus not positive");
        BigInteger r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0)
            throw new ArithmeticException("Negative exponent");
        BigInteger result = ONE;
        BigInteger base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0)
                result = result.multiply(base);
            exponent >>>= 1;
            if (exponent != 0)
                base = base.multiply(base);
        }
        return result;
    }

    public BigInteger sqrt() {
        if (signum < 0)
            throw new ArithmeticException("Negative BigInteger");
        if (signum == 0)
            return ZERO;
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        while (true) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0)
                return x;
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] { s, subtract(s.multiply(s)) };
    }

    public BigInteger gcd(BigInteger val) {
        int[] a = mag, b = val.mag;
        while (b.length != 0) {
            int[] r = divMag(a, b)[1];
            a = b;
            b = r;
        }
        return make(1, a);
    }

    public BigInteger abs() {
        return signum < 0 ? negate() : this;
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public int signum() {
        return signum;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0)
            throw new ArithmeticException("BigInteger: modulus not positive");
        if (exponent.signum < 0)
            return modInverse(m).modPow(exponent.negate(), m);
        if (m.equals(ONE))
            return ZERO;
        BigInteger result = ONE;
        BigInteger base = mod(m);
        int n = exponent.bitLength();
        for (int i = n - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i))
                result = result.multiply(base).mod(m);
        }
        return result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0)
            throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE))
            return ZERO;
        BigInteger a = mod(m), b = m;
        BigInteger x0 = ONE, x1 = ZERO;
        while (b.signum != 0) {
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger t = x0.subtract(qr[0].multiply(x1));
            x0 = x1;
            x1 = t;
            a = b;
            b = qr[1];
        }
        if (!a.equals(ONE))
            throw new ArithmeticException("BigInteger not invertible.");
        return x0.mod(m);
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ------------------------------------------------------------------
    // Bits

    /* word i of the infinite two's complement representation */
    private int twosWord(int i) {
        if (signum >= 0)
            return i < mag.length ? mag[i] : 0;
        if (i >= mag.length)
            return -1;
        int low = 0;
        while (mag[low] == 0)
            low++;
        if (i < low)
            return 0;
        if (i == low)
            return -mag[i];
        return ~mag[i];
    }

    private int[] twos(int len) {
        int[] r = new int[len];
        for (int i = 0; i < len; i++)
            r[i] = twosWord(i);
        return r;
    }

    /* the value of a two's complement word array (top word gives the sign) */
    private static BigInteger fromTwos(int[] w) {
        if (w.length == 0 || w[w.length - 1] >= 0)
            return make(1, w.clone());
        int[] m = new int[w.length];
        long c = 1;
        for (int i = 0; i < w.length; i++) {
            c += (~w[i]) & MASK;
            m[i] = (int) c;
            c >>>= 32;
        }
        return make(-1, m);
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0)
            return ZERO;
        if (n >= 0)
            return n == 0 ? this : new BigInteger(signum, shiftLeftMag(mag, n));
        if (n == Integer.MIN_VALUE)
            return signum < 0 ? NEG_ONE : ZERO;
        return shiftRight(-n);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0)
            return this;
        if (n < 0) {
            if (n == Integer.MIN_VALUE)
                throw new ArithmeticException("Shift distance of Integer.MIN_VALUE not supported.");
            return shiftLeft(-n);
        }
        int[] q = shiftRightMag(mag, n);
        if (signum > 0)
            return make(1, q);
        if (lowBitsSet(mag, n))
            q = addMag(q, new int[] { 1 });
        return make(-1, q);
    }

    public BigInteger and(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] r = new int[len];
        for (int i = 0; i < len; i++)
            r[i] = twosWord(i) & val.twosWord(i);
        return fromTwos(r);
    }

    public BigInteger or(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] r = new int[len];
        for (int i = 0; i < len; i++)
            r[i] = twosWord(i) | val.twosWord(i);
        return fromTwos(r);
    }

    public BigInteger xor(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] r = new int[len];
        for (int i = 0; i < len; i++)
            r[i] = twosWord(i) ^ val.twosWord(i);
        return fromTwos(r);
    }

    public BigInteger not() {
        return negate().subtract(ONE);
    }

    public BigInteger andNot(BigInteger val) {
        int len = Math.max(mag.length, val.mag.length) + 1;
        int[] r = new int[len];
        for (int i = 0; i < len; i++)
            r[i] = twosWord(i) & ~val.twosWord(i);
        return fromTwos(r);
    }

    private static void checkBit(int n) {
        if (n < 0)
            throw new ArithmeticException("Negative bit address");
    }

    public boolean testBit(int n) {
        checkBit(n);
        return (twosWord(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int how) {
        checkBit(n);
        int[] w = twos(Math.max(mag.length, (n >>> 5) + 1) + 1);
        int bit = 1 << (n & 31);
        if (how == 0)
            w[n >>> 5] |= bit;
        else if (how == 1)
            w[n >>> 5] &= ~bit;
        else
            w[n >>> 5] ^= bit;
        return fromTwos(w);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0)
            return -1;
        int i = 0;
        while (mag[i] == 0)
            i++;
        return i * 32 + Integer.numberOfTrailingZeros(mag[i]);
    }

    private static int magBits(int[] m) {
        if (m.length == 0)
            return 0;
        return (m.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(m[m.length - 1]);
    }

    public int bitLength() {
        int n = magBits(mag);
        if (signum < 0 && getLowestSetBit() == n - 1)
            n--;
        return n;
    }

    public int bitCount() {
        int[] m = signum < 0 ? subMag(mag, new int[] { 1 }) : mag;
        int c = 0;
        for (int i = 0; i < m.length; i++)
            c += Integer.bitCount(m[i]);
        return c;
    }

    // ------------------------------------------------------------------
    // Primes

    private static final int[] SMALL_PRIMES = {
        2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71,
        73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131, 137, 139, 149, 151
    };

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0)
            return true;
        BigInteger w = abs();
        if (w.equals(TWO))
            return true;
        if (!w.testBit(0) || w.equals(ONE))
            return false;
        long[] r = new long[1];
        for (int i = 0; i < SMALL_PRIMES.length; i++) {
            int p = SMALL_PRIMES[i];
            if (w.mag.length == 1 && (w.mag[0] & MASK) == p)
                return true;
            divWord(w.mag, p, r);
            if (r[0] == 0)
                return false;
        }
        if (w.mag.length == 1 && (w.mag[0] & MASK) < 151L * 151L)
            return true;
        /* Miller-Rabin with fixed prime bases: deterministic below 3.3e24 */
        BigInteger wm1 = w.subtract(ONE);
        int s = wm1.getLowestSetBit();
        BigInteger d = wm1.shiftRight(s);
        int rounds = Math.min(SMALL_PRIMES.length, 12 + (certainty + 1) / 2);
        for (int i = 0; i < rounds; i++) {
            BigInteger x = valueOf(SMALL_PRIMES[i]).modPow(d, w);
            if (x.equals(ONE) || x.equals(wm1))
                continue;
            boolean composite = true;
            for (int k = 1; k < s; k++) {
                x = x.multiply(x).mod(w);
                if (x.equals(wm1)) {
                    composite = false;
                    break;
                }
                if (x.equals(ONE))
                    break;
            }
            if (composite)
                return false;
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0)
            throw new ArithmeticException("start < 0: " + this);
        if (compareTo(TWO) < 0)
            return TWO;
        BigInteger n = add(ONE);
        if (!n.testBit(0))
            n = n.add(ONE);
        while (!n.isProbablePrime(100))
            n = n.add(TWO);
        return n;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2)
            throw new ArithmeticException("bitLength < 2");
        if (bitLength == 2)
            return rnd.nextBoolean() ? TWO : valueOf(3);
        while (true) {
            BigInteger c = randomBits(bitLength, rnd).setBit(bitLength - 1).setBit(0);
            while (c.bitLength() == bitLength) {
                if (c.isProbablePrime(100))
                    return c;
                c = c.add(TWO);
            }
        }
    }

    // ------------------------------------------------------------------
    // Comparison and hashing

    public int compareTo(BigInteger val) {
        if (signum != val.signum)
            return signum < val.signum ? -1 : 1;
        int c = cmpMag(mag, val.mag);
        return signum < 0 ? -c : c;
    }

    public boolean equals(Object x) {
        if (x == this)
            return true;
        if (!(x instanceof BigInteger))
            return false;
        BigInteger o = (BigInteger) x;
        return o.signum == signum && cmpMag(mag, o.mag) == 0;
    }

    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--)
            h = (int) (31 * h + (mag[i] & MASK));
        return h * signum;
    }

    // ------------------------------------------------------------------
    // Conversions

    private static int chunkDigits(int radix) {
        int k = 0;
        long p = 1;
        while (p * radix <= Integer.MAX_VALUE) {
            p *= radix;
            k++;
        }
        return k;
    }

    private static int intPow(int b, int e) {
        int r = 1;
        for (int i = 0; i < e; i++)
            r *= b;
        return r;
    }

    private static int bitsPerDigit(int radix) {
        return 32 - Integer.numberOfLeadingZeros(radix - 1) + 1;
    }

    public String toString(int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX)
            radix = 10;
        if (signum == 0)
            return "0";
        int chunk = chunkDigits(radix);
        int chunkPow = intPow(radix, chunk);
        int[] chunks = new int[mag.length * 32 / chunk + 2];
        int nc = 0;
        int[] cur = mag;
        long[] r = new long[1];
        while (cur.length != 0) {
            cur = divWord(cur, chunkPow, r);
            chunks[nc++] = (int) r[0];
        }
        StringBuilder sb = new StringBuilder(nc * chunk + 1);
        if (signum < 0)
            sb.append('-');
        sb.append(Integer.toString(chunks[nc - 1], radix));
        for (int i = nc - 2; i >= 0; i--) {
            String s = Integer.toString(chunks[i], radix);
            for (int k = s.length(); k < chunk; k++)
                sb.append('0');
            sb.append(s);
        }
        return sb.toString();
    }

    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int n = bitLength() / 8 + 1;
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++)
            b[n - 1 - i] = (byte) (twosWord(i >>> 2) >>> ((i & 3) * 8));
        return b;
    }

    public int intValue() {
        return twosWord(0);
    }

    public long longValue() {
        return ((long) twosWord(1) << 32) | (twosWord(0) & MASK);
    }

    public float floatValue() {
        if (signum == 0)
            return 0.0f;
        return (float) roundToBinary(signum, mag, false, 0, 24, -126, 127);
    }

    public double doubleValue() {
        if (signum == 0)
            return 0.0;
        return roundToBinary(signum, mag, false, 0, 53, -1022, 1023);
    }

    /*
     * The value sign * (m + (sticky ? a fraction in (0, 1) : 0)) * 2^exp2,
     * rounded to nearest-even in a binary format with `prec` significand
     * bits and exponents minExp..maxExp (subnormals below minExp).  The
     * result is returned as a double (exact for float formats too, since the
     * caller narrows a value that already fits).
     */
    static double roundToBinary(int sign, int[] m, boolean sticky, int exp2, int prec, int minExp, int maxExp) {
        int len = magBits(m);
        long top = (long) len - 1 + exp2;          /* exponent of the leading bit */
        if (top > maxExp)
            return sign < 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        long keep = top >= minExp ? prec : prec - (minExp - top);
        long drop = len - keep;
        long sig;
        int e;
        if (drop <= 0) {
            sig = 0;
            for (int i = m.length - 1; i >= 0; i--)
                sig = (sig << 32) | (m[i] & MASK);
            e = exp2;
            /* sticky bits below an exactly kept value cannot change it */
        } else {
            if (drop > len + 1) {
                return sign < 0 ? -0.0 : 0.0;
            }
            int[] q = shiftRightMag(m, (int) drop);
            sig = 0;
            for (int i = q.length - 1; i >= 0; i--)
                sig = (sig << 32) | (q[i] & MASK);
            boolean half = drop - 1 < len && bitAt(m, (int) (drop - 1));
            boolean rest = sticky || lowBitsSet(m, (int) (drop - 1));
            if (half && (rest || (sig & 1) != 0))
                sig++;
            e = (int) (exp2 + drop);
        }
        double v = Math.scalb((double) sig, e);
        if (Double.isInfinite(v) || (prec == 24 && Math.abs(v) > Float.MAX_VALUE))
            v = Double.POSITIVE_INFINITY;
        return sign < 0 ? -v : v;
    }

    private static boolean bitAt(int[] m, int n) {
        int w = n >>> 5;
        return w < m.length && (m[w] & (1 << (n & 31))) != 0;
    }

    private ArithmeticException range(String what) {
        return new ArithmeticException("BigInteger out of " + what + " range");
    }

    public long longValueExact() {
        if (bitLength() <= 63)
            return longValue();
        throw range("long");
    }

    public int intValueExact() {
        if (bitLength() <= 31)
            return intValue();
        throw range("int");
    }

    public short shortValueExact() {
        if (bitLength() <= 15)
            return (short) intValue();
        throw range("short");
    }

    public byte byteValueExact() {
        if (bitLength() <= 7)
            return (byte) intValue();
        throw range("byte");
    }
}
