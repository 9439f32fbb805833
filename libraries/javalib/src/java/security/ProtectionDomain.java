package java.security;

/**
 * A protection domain.  Ristretto has no security manager and no code
 * sources: the type exists so that ClassLoader.defineClass's signatures
 * are the JDK's; loaders pass null (or a domain they cannot make here),
 * and it is not recorded.
 */
public class ProtectionDomain {
    private ProtectionDomain() {
    }
}
