import java.math.BigInteger;

/*
 * BigInteger on 10,000-digit numbers, issue 11's row: MODE "mul" multiplies
 * two of them ROUNDS times, "str" converts one to decimal text ROUNDS
 * times, "both" (the default) does both.  Arguments: MODE ROUNDS (default
 * both 100).  The numbers are built once from digit strings of a fixed
 * pseudo-random sequence.  Prints one checksum over the results.
 */
public class BigIntOps {
    static BigInteger digits(long seed, int n) {
        StringBuilder sb = new StringBuilder(n);
        long x = seed;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            int d = (int) ((x >>> 33) % 10);
            sb.append((char) ('0' + (i == 0 && d == 0 ? 7 : d)));
        }
        return new BigInteger(sb.toString());
    }

    public static void main(String[] args) {
        String mode = args.length > 0 ? args[0] : "both";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        BigInteger a = digits(1, 10000);
        BigInteger b = digits(2, 10000).negate();
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            if (!mode.equals("str")) {
                BigInteger p = a.multiply(b);
                check = check * 31 + p.bitLength() + p.intValue();
                a = a.add(BigInteger.ONE);
            }
            if (!mode.equals("mul")) {
                String s = a.toString();
                check = check * 31 + s.length() + s.charAt(s.length() / 2) + s.charAt(s.length() - 1);
                a = a.add(BigInteger.ONE);
            }
        }
        System.out.println("checksum " + check);
    }
}
