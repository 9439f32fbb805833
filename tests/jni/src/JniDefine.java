// DefineClass: a class defined from bytes by a native (with the
// application loader and with the boot loader, null), then used; the
// errors: bytes that are not a class file, a truncated one, a name that
// is not the file's, a second definition of the same name.
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

    static void attempt(String what, String name, ClassLoader loader, byte[] buf, int len) {
        try {
            Class<?> c = define(name, loader, buf, len);
            System.out.println(what + ": " + (c == null ? "null" : c.getName())
                    + " loader " + (c == null ? "-" : (c.getClassLoader() == null ? "boot" : "app")));
        } catch (Throwable e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
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
        attempt("defined", "JniDefineTarget", app, target, target.length);
        Class<?> c = Class.forName("JniDefineTarget");
        System.out.println("forName finds it: " + c.getName()
                + " " + c.getDeclaredMethod("greet", String.class).invoke(null, "JNI"));
        Object o = c.getDeclaredConstructor().newInstance();
        System.out.println("an instance: " + o);
        attempt("again", "JniDefineTarget", app, target, target.length);
        attempt("boot", "JniDefineBoot", null, boot, boot.length);
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

class JniDefineBoot {
    public String toString() {
        return "boot";
    }
}
