// Class.getEnclosingClass/getEnclosingMethod/getEnclosingConstructor,
// getDeclaringClass, isAnonymousClass/isLocalClass/isMemberClass and
// getSimpleName for member, local (in a method and in a constructor) and
// anonymous classes (in a method, a field initialiser and an instance
// field), a top-level class, an array and a lambda.
import java.lang.reflect.*;
public class ClassEnclosing {
    class Member { }
    static Object field = new Object() { };
    Runnable r = new Runnable() { public void run() { } };
    Object inCtor;
    ClassEnclosing() {
        class InCtor { }
        inCtor = new InCtor();
    }
    public static void main(String[] a) throws Exception {
        class Local { }
        Object anon = new Object() { };
        Runnable lam = () -> { };
        Class<?>[] cs = { Member.class, Local.class, anon.getClass(), field.getClass(), new ClassEnclosing().r.getClass(), new ClassEnclosing().inCtor.getClass(), ClassEnclosing.class, int[].class, Local[].class };
        for (Class<?> c : cs) {
            Method m = c.getEnclosingMethod();
            Constructor<?> k = c.getEnclosingConstructor();
            System.out.println(c.getName() + " enclosing " + c.getEnclosingClass() + " declaring " + c.getDeclaringClass()
                + " method " + (m == null ? null : m.getName()) + " ctor " + (k == null ? null : k.getName())
                + " anon " + c.isAnonymousClass() + " local " + c.isLocalClass() + " member " + c.isMemberClass()
                + " simple '" + c.getSimpleName() + "'");
        }
        System.out.println("lambda synthetic " + lam.getClass().isSynthetic() + " anon " + lam.getClass().isAnonymousClass());
    }
}
