package java.security;

/**
 * The digests of MessageDigest.getInstance, computed by libsodium
 * (SHA-256, SHA-512) and libcrypto (the others; libraries/clib/java_security.c).  The algorithm's running state is the
 * byte[] `state` (libcrypto's context structure, copied in and out by each
 * native), so a digest owns no native memory and clone() copies it.
 */
final class NativeDigest extends MessageDigest implements Cloneable {
    static final int ALG_MD5 = 0;
    static final int ALG_SHA1 = 1;
    static final int ALG_SHA224 = 2;
    static final int ALG_SHA256 = 3;
    static final int ALG_SHA384 = 4;
    static final int ALG_SHA512 = 5;

    private static final int[] LENGTHS = { 16, 20, 28, 32, 48, 64 };
    private static final String[] NAMES = { "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512" };

    private final int alg;
    private byte[] state;
    private byte[] one = new byte[1];

    NativeDigest(String name, int alg) {
        super(name);
        this.alg = alg;
        this.state = new byte[stateSize0(alg)];
        init0(alg, state);
    }

    /**
     * ALG_* for a JDK algorithm name or alias (case does not matter), -1 if
     * none or if this build lacks it (MD5, SHA-1, SHA-224 and SHA-384 need
     * libcrypto).
     */
    static int algorithmOf(String name) {
        int alg = algorithmNamed(name);
        return alg >= 0 && stateSize0(alg) > 0 ? alg : -1;
    }

    private static int algorithmNamed(String name) {
        String n = name.toUpperCase();
        if (n.equals("MD5") || n.equals("1.2.840.113549.2.5") || n.equals("OID.1.2.840.113549.2.5")) {
            return ALG_MD5;
        }
        if (n.equals("SHA-1") || n.equals("SHA") || n.equals("SHA1") || n.equals("1.3.14.3.2.26")
            || n.equals("OID.1.3.14.3.2.26")) {
            return ALG_SHA1;
        }
        if (n.equals("SHA-224") || n.equals("SHA224") || n.equals("2.16.840.1.101.3.4.2.4")
            || n.equals("OID.2.16.840.1.101.3.4.2.4")) {
            return ALG_SHA224;
        }
        if (n.equals("SHA-256") || n.equals("SHA256") || n.equals("2.16.840.1.101.3.4.2.1")
            || n.equals("OID.2.16.840.1.101.3.4.2.1")) {
            return ALG_SHA256;
        }
        if (n.equals("SHA-384") || n.equals("SHA384") || n.equals("2.16.840.1.101.3.4.2.2")
            || n.equals("OID.2.16.840.1.101.3.4.2.2")) {
            return ALG_SHA384;
        }
        if (n.equals("SHA-512") || n.equals("SHA512") || n.equals("2.16.840.1.101.3.4.2.3")
            || n.equals("OID.2.16.840.1.101.3.4.2.3")) {
            return ALG_SHA512;
        }
        return -1;
    }

    protected int engineGetDigestLength() {
        return LENGTHS[alg];
    }

    protected void engineUpdate(byte input) {
        one[0] = input;
        update0(alg, state, one, 0, 1);
    }

    protected void engineUpdate(byte[] input, int offset, int len) {
        if (len > 0) {
            update0(alg, state, input, offset, len);
        }
    }

    protected byte[] engineDigest() {
        return final0(alg, state);
    }

    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        int n = LENGTHS[alg];
        if (len < n) {
            throw new DigestException("Length must be at least " + n + " for " + NAMES[alg] + "digests");
        }
        if (offset < 0 || len < 0 || offset > buf.length - len) {
            throw new DigestException("Buffer too short to store digest");
        }
        byte[] d = final0(alg, state);
        System.arraycopy(d, 0, buf, offset, n);
        return n;
    }

    protected void engineReset() {
        init0(alg, state);
    }

    public Object clone() throws CloneNotSupportedException {
        NativeDigest d = (NativeDigest) super.clone();
        d.state = state.clone();
        d.one = new byte[1];
        return d;
    }

    private static native int stateSize0(int alg);

    private static native void init0(int alg, byte[] state);

    private static native void update0(int alg, byte[] state, byte[] b, int off, int len);

    private static native byte[] final0(int alg, byte[] state);
}
