package java.security;

/** Thrown when a requested provider does not exist (there are no providers here). */
public class NoSuchProviderException extends GeneralSecurityException {
    private static final long serialVersionUID = 1L;

    public NoSuchProviderException() {
        super();
    }

    public NoSuchProviderException(String msg) {
        super(msg);
    }
}
