package java.security.cert;

/** A problem with a certificate. */
public class CertificateException extends java.security.GeneralSecurityException {
    private static final long serialVersionUID = 3192535253797119798L;

    public CertificateException() {
    }

    public CertificateException(String message) {
        super(message);
    }
}
