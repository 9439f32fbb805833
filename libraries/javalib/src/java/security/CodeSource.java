package java.security;

import java.net.URL;
import java.security.cert.Certificate;

/**
 * Where code came from: a location (a URL, or null) and the certificates
 * that signed it.  Ristretto verifies no signatures, so the loaders of the
 * class library always pass null certificates; certificates passed in are
 * kept and returned.  equals, hashCode and toString are the JDK's: the
 * location and the certificates, "(LOCATION &lt;no signer certificates&gt;)"
 * when there are none.
 */
public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;

    private final URL location;
    private final Certificate[] certs;

    public CodeSource(URL url, Certificate[] certs) {
        this.location = url;
        this.certs = certs == null ? null : certs.clone();
    }

    public final URL getLocation() {
        return location;
    }

    public final Certificate[] getCertificates() {
        return certs == null ? null : certs.clone();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof CodeSource)) {
            return false;
        }
        CodeSource o = (CodeSource) obj;
        if (location == null ? o.location != null : !location.equals(o.location)) {
            return false;
        }
        return sameCerts(certs, o.certs);
    }

    /** Both empty, or each certificate of one among the other's. */
    private static boolean sameCerts(Certificate[] a, Certificate[] b) {
        int na = a == null ? 0 : a.length;
        int nb = b == null ? 0 : b.length;
        if (na == 0 || nb == 0) {
            return na == nb;
        }
        return contained(a, b) && contained(b, a);
    }

    private static boolean contained(Certificate[] a, Certificate[] b) {
        for (Certificate x : a) {
            boolean found = false;
            for (Certificate y : b) {
                if (x.equals(y)) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append('(').append(location);
        if (certs != null && certs.length > 0) {
            for (Certificate c : certs) {
                sb.append(' ').append(c);
            }
        } else {
            sb.append(" <no signer certificates>");
        }
        return sb.append(')').toString();
    }
}
