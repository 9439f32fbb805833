// release8: skip (BigInteger.TWO, sqrt and the byte-range constructors are Java 9 API)
import java.math.BigInteger;
import java.util.Random;

/* java.math.BigInteger: arithmetic, bits in two's complement, radix text,
   byte arrays, conversions, primes and the exception messages. */
public class LambdaMathBigInteger {
    interface Op { Object run(); }

    static void p(String label, Op op) {
        String s;
        try {
            Object o = op.run();
            if (o instanceof byte[]) s = java.util.Arrays.toString((byte[]) o);
            else if (o instanceof Object[]) s = java.util.Arrays.toString((Object[]) o);
            else s = String.valueOf(o);
        } catch (RuntimeException e) {
            s = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(label + " = " + s);
    }

    static BigInteger big(String s) { return new BigInteger(s); }

    /* doubles and floats as bit patterns (written when our toString printed
       the shortest digits and JDK 17's does not always) */
    static String d(double x) { return Long.toHexString(Double.doubleToLongBits(x)); }
    static String f(float x) { return Integer.toHexString(Float.floatToIntBits(x)); }

    public static void main(String[] args) {
        final BigInteger[] vals = {
            BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO, BigInteger.TEN, BigInteger.ONE.negate(),
            BigInteger.valueOf(Long.MAX_VALUE), BigInteger.valueOf(Long.MIN_VALUE),
            BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.ONE.shiftLeft(64), BigInteger.ONE.shiftLeft(64).negate(),
            BigInteger.ONE.shiftLeft(96).subtract(BigInteger.ONE),
            big("123456789012345678901234567890"), big("-98765432109876543210"),
            big("340282366920938463463374607431768211457"),
            big("-4294967296"), big("4294967295"), big("18446744073709551615"),
        };
        for (int i = 0; i < vals.length; i++) {
            final BigInteger a = vals[i];
            p("v" + i, () -> a + " hex=" + a.toString(16) + " r36=" + a.toString(36) + " r2=" + a.toString(2).length());
            p("v" + i + " bits", () -> a.signum() + " " + a.bitLength() + " " + a.bitCount() + " " + a.getLowestSetBit() + " " + a.hashCode());
            p("v" + i + " conv", () -> a.intValue() + " " + a.longValue() + " " + d(a.doubleValue()) + " " + f(a.floatValue()) + " " + a.shortValue() + " " + a.byteValue());
            p("v" + i + " bytes", () -> a.toByteArray());
            p("v" + i + " neg/abs/not", () -> a.negate() + " " + a.abs() + " " + a.not());
            p("v" + i + " sqrt", () -> java.util.Arrays.toString(a.sqrtAndRemainder()));
            p("v" + i + " longExact", () -> a.longValueExact());
            p("v" + i + " intExact", () -> a.intValueExact());
            p("v" + i + " shortExact", () -> a.shortValueExact());
            p("v" + i + " byteExact", () -> a.byteValueExact());
            for (int j = 0; j < vals.length; j++) {
                final BigInteger b = vals[j];
                String l = "v" + i + ",v" + j;
                p(l + " +-*", () -> a.add(b) + " " + a.subtract(b) + " " + a.multiply(b));
                p(l + " /%", () -> java.util.Arrays.toString(a.divideAndRemainder(b)));
                p(l + " mod", () -> a.mod(b));
                p(l + " gcd cmp", () -> a.gcd(b) + " " + a.compareTo(b) + " " + a.equals(b) + " " + a.min(b) + " " + a.max(b));
                p(l + " &|^", () -> a.and(b) + " " + a.or(b) + " " + a.xor(b) + " " + a.andNot(b));
                p(l + " modInverse", () -> a.modInverse(b));
            }
            for (int n = -70; n <= 70; n += 35) {
                final int k = n;
                p("v" + i + " << " + k, () -> a.shiftLeft(k) + " >> " + a.shiftRight(k));
            }
            for (int bit = 0; bit < 100; bit += 33) {
                final int k = bit;
                p("v" + i + " bit " + k, () -> a.testBit(k) + " " + a.setBit(k) + " " + a.clearBit(k) + " " + a.flipBit(k));
            }
        }
        // Larger values from a seeded generator (java.util.Random gives the JDK's sequence)
        Random rnd = new Random(42);
        for (int i = 0; i < 40; i++) {
            final BigInteger a = new BigInteger(1 + rnd.nextInt(400), rnd).subtract(BigInteger.ONE.shiftLeft(rnd.nextInt(200)));
            final BigInteger b = new BigInteger(1 + rnd.nextInt(300), rnd).add(BigInteger.ONE);
            p("r" + i, () -> a + " " + b);
            p("r" + i + " ops", () -> a.multiply(b) + " " + a.divide(b) + " " + a.remainder(b) + " " + a.mod(b));
            p("r" + i + " bit ops", () -> a.and(b.negate()) + " " + a.or(b.negate()) + " " + a.xor(b) + " " + a.bitLength() + " " + a.bitCount());
            p("r" + i + " gcd", () -> a.gcd(b));
            p("r" + i + " modPow", () -> a.modPow(BigInteger.valueOf(65537), b) + " " + a.modPow(BigInteger.valueOf(-3), b));
            p("r" + i + " pow", () -> a.pow(3));
            p("r" + i + " text", () -> new BigInteger(a.toString(7), 7).equals(a) + " " + new BigInteger(a.toByteArray()).equals(a) + " " + a.toString(32));
            p("r" + i + " double", () -> d(a.doubleValue()) + " " + f(a.floatValue()));
        }
        // Huge values: 2^4000 and 3^3000, products and quotients of them
        final BigInteger h1 = BigInteger.TWO.pow(4000), h2 = BigInteger.valueOf(3).pow(3000);
        p("2^4000 digits", () -> h1.toString().length() + " " + h1.toString().substring(0, 40) + " " + h1.mod(BigInteger.valueOf(1000000007)));
        p("3^3000 tail", () -> h2.toString().substring(h2.toString().length() - 40));
        p("h1*h2 / h2 == h1", () -> h1.multiply(h2).divide(h2).equals(h1));
        p("h1 / h2", () -> h1.divide(h2).toString(36));
        p("h1 % h2 bits", () -> h1.remainder(h2).bitLength());
        p("sqrt(h1*h2)", () -> h1.multiply(h2).sqrt().toString().length());
        p("h doubles", () -> d(h1.doubleValue()) + " " + d(h1.negate().doubleValue()) + " " + d(BigInteger.TWO.pow(1023).doubleValue()) + " " + f(BigInteger.TWO.pow(127).floatValue()));
        p("factorial 100", () -> {
            BigInteger f = BigInteger.ONE;
            for (int i = 2; i <= 100; i++) f = f.multiply(BigInteger.valueOf(i));
            return f;
        });
        // Rounding in doubleValue: halfway cases go to even
        p("2^53+1", () -> d(BigInteger.TWO.pow(53).add(BigInteger.ONE).doubleValue()));
        p("2^53+3", () -> d(BigInteger.TWO.pow(53).add(BigInteger.valueOf(3)).doubleValue()));
        p("2^24+1 float", () -> f(BigInteger.TWO.pow(24).add(BigInteger.ONE).floatValue()));
        p("2^24+3 float", () -> f(BigInteger.TWO.pow(24).add(BigInteger.valueOf(3)).floatValue()));
        // Primes
        for (int n : new int[] { 0, 1, 2, 3, 4, 97, 561, 7919, 1000003, 2147483647 }) {
            final BigInteger v = BigInteger.valueOf(n);
            p("prime " + n, () -> v.isProbablePrime(50) + " " + v.nextProbablePrime() + " " + v.negate().isProbablePrime(50));
        }
        p("mersenne 127", () -> BigInteger.TWO.pow(127).subtract(BigInteger.ONE).isProbablePrime(100));
        p("mersenne 128", () -> BigInteger.TWO.pow(128).subtract(BigInteger.ONE).isProbablePrime(100));
        p("probablePrime", () -> {
            BigInteger q = BigInteger.probablePrime(64, new Random(7));
            return q.bitLength() + " " + q.isProbablePrime(100);
        });
        p("random 100 bits", () -> new BigInteger(100, new Random(3)));
        // Constructors and their errors
        p("parse +42", () -> big("+42"));
        p("parse -0", () -> big("-0") + " " + big("-0").signum());
        p("parse 000123", () -> big("000123"));
        p("parse ff hex", () -> new BigInteger("-ff", 16));
        p("parse zz", () -> new BigInteger("zz", 36));
        p("parse empty", () -> big(""));
        p("parse -", () -> big("-"));
        p("parse 12a", () -> big("12a"));
        p("parse 1-2", () -> big("1-2"));
        p("parse radix 99", () -> new BigInteger("1", 99));
        p("bytes {0xff,0}", () -> new BigInteger(new byte[] { (byte) 0xff, 0 }));
        p("bytes range", () -> new BigInteger(new byte[] { 1, 2, 3, 4, 5 }, 1, 3));
        p("bytes empty", () -> new BigInteger(new byte[0]));
        p("signum mag", () -> new BigInteger(-1, new byte[] { (byte) 0x80, 0 }));
        p("signum bad", () -> new BigInteger(2, new byte[] { 1 }));
        p("signum mismatch", () -> new BigInteger(0, new byte[] { 1 }));
        p("divide by zero", () -> BigInteger.TEN.divide(BigInteger.ZERO));
        p("mod negative", () -> BigInteger.TEN.mod(BigInteger.valueOf(-3)));
        p("pow negative", () -> BigInteger.TEN.pow(-1));
        p("sqrt negative", () -> BigInteger.TEN.negate().sqrt());
        p("not invertible", () -> BigInteger.TEN.modInverse(BigInteger.valueOf(4)));
        p("negative bit", () -> BigInteger.TEN.testBit(-1));
        p("nextProbablePrime negative", () -> BigInteger.TEN.negate().nextProbablePrime());
        p("probablePrime 1", () -> BigInteger.probablePrime(1, new Random(1)));
        p("modPow 0 exponent", () -> BigInteger.TEN.modPow(BigInteger.ZERO, BigInteger.ONE) + " " + BigInteger.TEN.modPow(BigInteger.ZERO, BigInteger.TEN));
        p("valueOf cache", () -> (BigInteger.valueOf(10) == BigInteger.TEN) + " " + BigInteger.valueOf(0).equals(BigInteger.ZERO));
    }
}
