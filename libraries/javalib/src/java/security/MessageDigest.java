package java.security;

import java.nio.ByteBuffer;

/**
 * A message digest.  getInstance offers MD5, SHA-1, SHA-224, SHA-256,
 * SHA-384 and SHA-512 (and the JDK's aliases SHA, SHA1, SHA224 ...),
 * computed by libsodium (SHA-256, SHA-512) and OpenSSL's libcrypto (the
 * others; a build without libcrypto has only SHA-256 and SHA-512).  There are no security
 * providers: getInstance(algorithm, provider) accepts only "SUN".
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private static final int INITIAL = 0;
    private static final int IN_PROGRESS = 1;

    private final String algorithm;
    private int state = INITIAL;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        int alg = NativeDigest.algorithmOf(algorithm);
        if (alg < 0) {
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
        return new NativeDigest(algorithm, alg);
    }

    public static MessageDigest getInstance(String algorithm, String provider)
            throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.length() == 0) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        int alg = NativeDigest.algorithmOf(algorithm);
        if (alg < 0) {
            throw new NoSuchAlgorithmException("no such algorithm: " + algorithm + " for provider " + provider);
        }
        return new NativeDigest(algorithm, alg);
    }

    public void update(byte input) {
        engineUpdate(input);
        state = IN_PROGRESS;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        if (offset < 0 || len < 0) {
            throw new ArrayIndexOutOfBoundsException();
        }
        engineUpdate(input, offset, len);
        state = IN_PROGRESS;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        state = IN_PROGRESS;
    }

    public final void update(ByteBuffer input) {
        if (input == null) {
            throw new NullPointerException();
        }
        engineUpdate(input);
        state = IN_PROGRESS;
    }

    public byte[] digest() {
        byte[] d = engineDigest();
        state = INITIAL;
        return d;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (offset < 0 || len < 0 || buf.length - offset < len) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        int n = engineDigest(buf, offset, len);
        state = INITIAL;
        return n;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    public String toString() {
        return algorithm + " Message Digest from SUN, " + (state == INITIAL ? "<initialized>" : "<in progress>")
               + "\n";
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        // every byte is looked at, whatever the first difference
        int diff = digesta.length ^ digestb.length;
        for (int i = 0; i < digesta.length; i++) {
            diff |= digesta[i] ^ digestb[digestb.length == 0 ? 0 : i % digestb.length];
        }
        return diff == 0 && digestb.length == digesta.length;
    }

    public void reset() {
        engineReset();
        state = INITIAL;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        int n = engineGetDigestLength();
        if (n == 0) {
            try {
                MessageDigest copy = (MessageDigest) clone();
                return copy.digest().length;
            } catch (CloneNotSupportedException e) {
                return n;
            }
        }
        return n;
    }

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
    }
}
