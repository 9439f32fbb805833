package java.security;

/** Thrown when no implementation of a requested algorithm exists. */
public class NoSuchAlgorithmException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public NoSuchAlgorithmException() {
        super();
    }

    public NoSuchAlgorithmException(String msg) {
        super(msg);
    }

    public NoSuchAlgorithmException(String message, Throwable cause) {
        super(message, cause);
    }

    public NoSuchAlgorithmException(Throwable cause) {
        super(cause);
    }
}
