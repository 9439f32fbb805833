import java.security.*;
import java.util.*;

// java.util.UUID (name-based, parsed, random: properties only) and
// SecureRandom (properties only: its values are never printed).
public class SecUuid {
    public static void main(String[] args) throws Exception {
        String[] names = { "", "hello", "www.example.com", "ristretto" };
        for (String n : names) {
            UUID u = UUID.nameUUIDFromBytes(n.getBytes());
            System.out.println("name \"" + n + "\" -> " + u + " version " + u.version() + " variant " + u.variant()
                               + " hash " + u.hashCode());
        }
        String[] texts = { "123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000",
                           "ffffffff-ffff-ffff-ffff-ffffffffffff", "1-2-3-4-5", "ABCDEF01-2345-6789-ABCD-EF0123456789",
                           "f81d4fae-7dec-11d0-a765-00a0c91e6bf6" };
        UUID prev = null;
        for (String t : texts) {
            UUID u = UUID.fromString(t);
            System.out.println(t + " -> " + u + " msb " + Long.toHexString(u.getMostSignificantBits()) + " lsb "
                               + Long.toHexString(u.getLeastSignificantBits()) + " version " + u.version()
                               + " variant " + u.variant() + (prev == null ? "" : " compare " + u.compareTo(prev))
                               + " equals " + u.equals(UUID.fromString(u.toString())));
            prev = u;
        }
        UUID time = UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6");
        System.out.println("time-based: timestamp " + time.timestamp() + " clock " + time.clockSequence() + " node "
                           + Long.toHexString(time.node()));
        try {
            UUID.nameUUIDFromBytes(new byte[1]).timestamp();
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
        String[] bad = { "123e4567-e89b-12d3-a456-426614174000-", "123e4567e89b12d3a456426614174000", "x-y-z-w-v",
                         "123e4567-e89b-12d3-a456-4266141740000000", "1-2-3-4" };
        for (String t : bad) {
            try {
                System.out.println(t + " -> " + UUID.fromString(t));
            } catch (IllegalArgumentException e) {
                // NumberFormatException's message differs between libraries: class only for it
                System.out.println(t + " -> " + (e instanceof NumberFormatException ? e.getClass().getName() : e.toString()));
            }
        }
        UUID a = new UUID(1, 2);
        UUID b = new UUID(-1, 2);
        System.out.println(a + " vs " + b + ": " + a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(new UUID(1, 2)));
        List<UUID> list = new ArrayList<UUID>();
        for (String t : texts) {
            list.add(UUID.fromString(t));
        }
        Collections.sort(list);
        System.out.println("sorted " + list);

        Set<UUID> seen = new HashSet<UUID>();
        boolean ok = true;
        for (int i = 0; i < 1000; i++) {
            UUID r = UUID.randomUUID();
            ok &= r.version() == 4 && r.variant() == 2 && seen.add(r) && r.toString().length() == 36
                  && UUID.fromString(r.toString()).equals(r);
        }
        System.out.println("1000 random UUIDs: version 4, variant 2, distinct, round trip: " + ok);

        SecureRandom sr = new SecureRandom();
        System.out.println("algorithm " + sr.getAlgorithm());
        byte[] b1 = new byte[32];
        byte[] b2 = new byte[32];
        sr.nextBytes(b1);
        sr.nextBytes(b2);
        System.out.println("two draws differ " + !Arrays.equals(b1, b2));
        boolean inRange = true;
        for (int i = 0; i < 1000; i++) {
            int v = sr.nextInt(10);
            double d = sr.nextDouble();
            long l = sr.nextLong();
            inRange &= v >= 0 && v < 10 && d >= 0 && d < 1 && (l == l);
        }
        System.out.println("ranges ok " + inRange);
        System.out.println("seed length " + sr.generateSeed(16).length + " " + SecureRandom.getSeed(5).length);
        sr.setSeed(42L);
        sr.setSeed(new byte[] { 1, 2, 3 });
        for (String alg : new String[] { "SHA1PRNG", "NativePRNG", "DRBG", "nativeprngnonblocking" }) {
            System.out.println(alg + " -> " + SecureRandom.getInstance(alg).getAlgorithm());
        }
        try {
            SecureRandom.getInstance("Fortuna");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e);
        }
        SecureRandom seeded = new SecureRandom(new byte[] { 9, 9 });
        System.out.println("seeded constructor " + seeded.getAlgorithm());
    }
}
