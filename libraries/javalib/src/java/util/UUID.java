package java.util;

import java.io.Serializable;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * A 128-bit universally unique identifier (RFC 4122): random (version 4,
 * from SecureRandom), name-based (version 3, MD5 from libcrypto) or parsed
 * from its text form.
 */
public final class UUID implements Serializable, Comparable<UUID> {
    private static final long serialVersionUID = -4856846361193249489L;

    private final long mostSigBits;
    private final long leastSigBits;

    private static SecureRandom random;

    public UUID(long mostSigBits, long leastSigBits) {
        this.mostSigBits = mostSigBits;
        this.leastSigBits = leastSigBits;
    }

    /** Bytes 0-7 and 8-15 of a 16-byte value with its version and the IETF variant set. */
    private static UUID fromBytes(byte[] b, int version) {
        b[6] = (byte) (b[6] & 0x0f | version << 4);
        b[8] = (byte) (b[8] & 0x3f | 0x80);
        long msb = 0;
        long lsb = 0;
        for (int i = 0; i < 8; i++) {
            msb = msb << 8 | (b[i] & 0xff);
        }
        for (int i = 8; i < 16; i++) {
            lsb = lsb << 8 | (b[i] & 0xff);
        }
        return new UUID(msb, lsb);
    }

    public static UUID randomUUID() {
        SecureRandom r;
        synchronized (UUID.class) {
            if (random == null) {
                random = new SecureRandom();
            }
            r = random;
        }
        byte[] b = new byte[16];
        r.nextBytes(b);
        return fromBytes(b, 4);
    }

    public static UUID nameUUIDFromBytes(byte[] name) {
        MessageDigest md;
        try {
            md = MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new InternalError("MD5 not supported", e);
        }
        return fromBytes(md.digest(name), 3);
    }

    public static UUID fromString(String name) {
        int len = name.length();
        if (len > 36) {
            throw new IllegalArgumentException("UUID string too large");
        }
        int d1 = name.indexOf('-');
        int d2 = name.indexOf('-', d1 + 1);
        int d3 = name.indexOf('-', d2 + 1);
        int d4 = name.indexOf('-', d3 + 1);
        int d5 = name.indexOf('-', d4 + 1);
        if (d1 < 0 || d2 < 0 || d3 < 0 || d4 < 0 || d5 >= 0) {
            throw new IllegalArgumentException("Invalid UUID string: " + name);
        }
        long msb = field(name, 0, d1) & 0xffffffffL;
        msb = msb << 16 | field(name, d1 + 1, d2) & 0xffffL;
        msb = msb << 16 | field(name, d2 + 1, d3) & 0xffffL;
        long lsb = field(name, d3 + 1, d4) & 0xffffL;
        lsb = lsb << 48 | field(name, d4 + 1, len) & 0xffffffffffffL;
        return new UUID(msb, lsb);
    }

    private static long field(String s, int from, int to) {
        return Long.parseLong(s.substring(from, to), 16);
    }

    public long getLeastSignificantBits() {
        return leastSigBits;
    }

    public long getMostSignificantBits() {
        return mostSigBits;
    }

    public int version() {
        return (int) (mostSigBits >> 12 & 0x0f);
    }

    public int variant() {
        return (int) (leastSigBits >>> (64 - (leastSigBits >>> 62)) & (leastSigBits >> 63));
    }

    private void timeBased() {
        if (version() != 1) {
            throw new UnsupportedOperationException("Not a time-based UUID");
        }
    }

    public long timestamp() {
        timeBased();
        return (mostSigBits & 0x0fffL) << 48 | (mostSigBits >> 16 & 0xffffL) << 32 | mostSigBits >>> 32;
    }

    public int clockSequence() {
        timeBased();
        return (int) ((leastSigBits & 0x3fff000000000000L) >>> 48);
    }

    public long node() {
        timeBased();
        return leastSigBits & 0x0000ffffffffffffL;
    }

    private static void hex(StringBuilder sb, long v, int digits) {
        for (int i = digits - 1; i >= 0; i--) {
            sb.append(Character.forDigit((int) (v >>> (4 * i)) & 15, 16));
        }
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(36);
        hex(sb, mostSigBits >>> 32, 8);
        sb.append('-');
        hex(sb, mostSigBits >>> 16, 4);
        sb.append('-');
        hex(sb, mostSigBits, 4);
        sb.append('-');
        hex(sb, leastSigBits >>> 48, 4);
        sb.append('-');
        hex(sb, leastSigBits, 12);
        return sb.toString();
    }

    public int hashCode() {
        long x = mostSigBits ^ leastSigBits;
        return (int) (x >> 32) ^ (int) x;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof UUID)) {
            return false;
        }
        UUID u = (UUID) obj;
        return mostSigBits == u.mostSigBits && leastSigBits == u.leastSigBits;
    }

    public int compareTo(UUID val) {
        int c = Long.compare(mostSigBits, val.mostSigBits);
        return c != 0 ? c : Long.compare(leastSigBits, val.leastSigBits);
    }
}
