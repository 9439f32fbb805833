// DefineClass: a class defined from bytes by a native (with the
// application loader, with the boot loader, null, and with a user class
// loader, which defines it in its own namespace), then used; the
// errors: bytes that are not a class file, a truncated one, a name that
// is not the file's, a second definition of the same name, a class in a
// package of the class library (java.*) from an application loader.
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

public class JniDefine {
    // Returns the defined class, or null with the exception left pending.
    static native Class<?> define(String name, ClassLoader loader, byte[] buf, int len);

    static byte[] bytesOf(String resource) throws IOException {
        try (InputStream in = JniDefine.class.getResourceAsStream(resource)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int n;
            while ((n = in.read(b)) > 0) {
                out.write(b, 0, n);
            }
            return out.toByteArray();
        }
    }

    /** A user class loader that can say what it has loaded. */
    static class Own extends ClassLoader {
        Own() {
            super(JniDefine.class.getClassLoader());
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }
    }

    static final Own own = new Own();

    static void attempt(String what, String name, ClassLoader loader, byte[] buf, int len) {
        try {
            Class<?> c = define(name, loader, buf, len);
            ClassLoader l = c == null ? null : c.getClassLoader();
            System.out.println(what + ": " + (c == null ? "null" : c.getName())
                    + " loader " + (c == null ? "-" : l == null ? "boot" : l == own ? "own" : "app"));
        } catch (Throwable e) {
            System.out.println(what + ": " + e.getClass().getName() + ": "
                    + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@HASH"));
        }
    }

    // The class file with its own name (the first UTF-8 constant equal to
    // it, which javac makes the one this_class names) replaced by `to`.
    static byte[] renamed(byte[] b, String from, String to) throws IOException {
        byte[] f = from.getBytes("UTF-8"), t = to.getBytes("UTF-8");
        for (int i = 10; i + 3 + f.length <= b.length; i++) {
            boolean same = b[i] == 1 && b[i + 1] == (byte) (f.length >> 8) && b[i + 2] == (byte) f.length;
            for (int k = 0; same && k < f.length; k++) {
                same = b[i + 3 + k] == f[k];
            }
            if (same) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                out.write(b, 0, i + 1);
                out.write(t.length >> 8);
                out.write(t.length);
                out.write(t);
                out.write(b, i + 3 + f.length, b.length - (i + 3 + f.length));
                return out.toByteArray();
            }
        }
        throw new IllegalStateException("no constant " + from);
    }

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnitest");
        ClassLoader app = ClassLoader.getSystemClassLoader();
        byte[] target = bytesOf("/JniDefineTarget.class");
        byte[] boot = bytesOf("/JniDefineBoot.class");
        byte[] junk = "this is not a class file".getBytes("UTF-8");

        attempt("junk", "Junk", app, junk, junk.length);
        attempt("empty", "Empty", app, junk, 0);
        attempt("truncated", "JniDefineTarget", app, target, target.length / 2);
        attempt("wrong name", "Other", app, target, target.length);
        attempt("dotted name", "JniDefine.Target", app, target, target.length);
        byte[] inJava = renamed(target, "JniDefineTarget", "java/lang/JniDefineTarget");
        attempt("java package", "java/lang/JniDefineTarget", app, inJava, inJava.length);
        attempt("defined", "JniDefineTarget", app, target, target.length);
        Class<?> c = Class.forName("JniDefineTarget");
        System.out.println("forName finds it: " + c.getName()
                + " " + c.getDeclaredMethod("greet", String.class).invoke(null, "JNI"));
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println("an instance: " + o);
        attempt("again", "JniDefineTarget", app, target, target.length);
        attempt("boot", "JniDefineBoot", null, boot, boot.length);
        byte[] user = bytesOf("/JniDefineUser.class");
        attempt("user loader", "JniDefineUser", own, user, user.length);
        Class<?> u = own.loaded("JniDefineUser");
        System.out.println("the user loader has it: " + (u != null && u.getClassLoader() == own)
                + ", the application loader does not: " + (ClassLoader.getSystemClassLoader() != u.getClassLoader()));
        attempt("user loader again", "JniDefineUser", own, user, user.length);
        byte[] userJava = renamed(user, "JniDefineUser", "java/lang/JniDefineUser");
        attempt("user loader, java package", "java/lang/JniDefineUser", own, userJava, userJava.length);
        System.out.println("end");
    }
}

class JniDefineTarget {
    static int made;

    JniDefineTarget() {
        made++;
    }

    static String greet(String who) {
        return "hello, " + who;
    }

    public String toString() {
        return "JniDefineTarget #" + made;
    }
}

class JniDefineUser {
}

class JniDefineBoot {
    public String toString() {
        return "boot";
    }
}
