package java.security.cert;

/** A certificate that cannot be encoded. */
public class CertificateEncodingException extends CertificateException {
    private static final long serialVersionUID = 6219492851589449162L;

    public CertificateEncodingException() {
    }

    public CertificateEncodingException(String message) {
        super(message);
    }
}
