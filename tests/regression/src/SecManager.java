// System.getSecurityManager / setSecurityManager as JDK 17 with
// -Djava.security.manager=disallow (SecManager.opts): no manager, every
// set refused.  (Without that option JDK 17 accepts the call and warns on
// stderr with the caller's absolute class path, which a committed
// expected file cannot hold.)
public class SecManager {
    @SuppressWarnings("removal")
    public static void main(String[] args) {
        System.out.println("property " + System.getProperty("java.security.manager"));
        System.out.println("manager " + System.getSecurityManager());
        try {
            System.setSecurityManager(null);
            System.out.println("set null accepted");
        } catch (UnsupportedOperationException e) {
            System.out.println("set null: " + e);
        }
        try {
            System.setSecurityManager(new SecurityManager());
            System.out.println("set accepted");
        } catch (UnsupportedOperationException e) {
            System.out.println("set: " + e);
        }
        System.out.println("manager " + System.getSecurityManager());
    }
}
