package java.security;

import java.util.Random;

/**
 * Cryptographically strong random numbers from the operating system
 * (libsodium's randombytes_buf, the kernel's getrandom).  Every algorithm
 * name getInstance accepts draws from that same source; seeds given to
 * setSeed or the constructor are ignored (the system source needs none),
 * so no sequence is ever repeatable, as with the JDK's NativePRNG.
 */
public class SecureRandom extends Random {
    private static final long serialVersionUID = 4940670005562187L;

    private final String algorithm;

    public SecureRandom() {
        this("NativePRNG");
    }

    public SecureRandom(byte[] seed) {
        this("NativePRNG");
        if (seed == null) {
            throw new NullPointerException();
        }
    }

    private SecureRandom(String algorithm) {
        super(0);
        this.algorithm = algorithm;
    }

    private static final String[] ALGORITHMS = {
        "NativePRNG", "NativePRNGBlocking", "NativePRNGNonBlocking", "SHA1PRNG", "DRBG"
    };

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        for (String a : ALGORITHMS) {
            if (a.equalsIgnoreCase(algorithm)) {
                return new SecureRandom(algorithm);
            }
        }
        throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return new SecureRandom("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public void setSeed(byte[] seed) {
        if (seed == null) {
            throw new NullPointerException();
        }
    }

    public void setSeed(long seed) {
        // Random's constructor calls no setSeed here; a seed adds nothing to the system source
    }

    public void nextBytes(byte[] bytes) {
        fill0(bytes);
    }

    protected final int next(int numBits) {
        byte[] b = new byte[4];
        fill0(b);
        int v = (b[0] & 0xff) << 24 | (b[1] & 0xff) << 16 | (b[2] & 0xff) << 8 | (b[3] & 0xff);
        return numBits == 32 ? v : v >>> (32 - numBits);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        fill0(b);
        return b;
    }

    public static byte[] getSeed(int numBytes) {
        return new SecureRandom().generateSeed(numBytes);
    }

    public String toString() {
        return algorithm;
    }

    private static native void fill0(byte[] b);
}
