package java.security;

/** Thrown for a bad call of MessageDigest.digest(byte[], int, int). */
public class DigestException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public DigestException() {
        super();
    }

    public DigestException(String msg) {
        super(msg);
    }

    public DigestException(String message, Throwable cause) {
        super(message, cause);
    }

    public DigestException(Throwable cause) {
        super(cause);
    }
}
