package java.security.cert;

/**
 * An identity certificate.  Ristretto verifies no signatures: the type is
 * here so that java.security.CodeSource has the JDK's constructors; no
 * class of the library makes one.
 */
public abstract class Certificate implements java.io.Serializable {
    private static final long serialVersionUID = -3585440601605666277L;

    private final String type;

    protected Certificate(String type) {
        this.type = type;
    }

    public final String getType() {
        return type;
    }

    public abstract byte[] getEncoded() throws CertificateEncodingException;

    public abstract String toString();
}
