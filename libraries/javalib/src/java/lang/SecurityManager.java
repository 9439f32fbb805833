package java.lang;

/** Placeholder: no security manager is ever installed. */
public class SecurityManager {
    public SecurityManager() {}
}
