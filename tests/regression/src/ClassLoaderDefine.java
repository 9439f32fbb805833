import java.io.*;
import java.lang.reflect.*;
import java.nio.ByteBuffer;
import java.security.ProtectionDomain;
import java.util.*;

// A user class loader that defines classes from the bytes of class files
// compiled beside it (read with getResourceAsStream), one defineClass
// overload per loader: the defined class's loader is the defining loader,
// its symbolic references are resolved through that loader (which
// delegates what it does not own), findLoadedClass and Class.forName
// with the loader find it, its statics are its own, it is not the
// application's class of the same name, reflection and member classes
// (getDeclaringClass / getEnclosingClass / getDeclaredClasses) work on it.
public class ClassLoaderDefine {
    static byte[] bytesOf(String name) throws IOException {
        try (InputStream in = ClassLoaderDefine.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
            return out.toByteArray();
        }
    }

    /** Child first for the names it owns, parent first for the rest. */
    public static class Own extends ClassLoader {
        final Set<String> own;
        final int how;
        final List<String> log = new ArrayList<>();

        Own(int how, String... names) {
            super(ClassLoaderDefine.class.getClassLoader());
            this.how = how;
            own = new HashSet<>(Arrays.asList(names));
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && own.contains(name)) {
                    c = findClass(name);
                }
                if (c == null) {
                    c = super.loadClass(name, resolve);
                }
                return c;
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            log.add(name);
            byte[] b;
            try {
                b = bytesOf(name);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            switch (how) {
            case 0:
                return defineClass(name, b, 0, b.length);
            case 1:
                return defineClass(name, b, 0, b.length, (ProtectionDomain) null);
            case 2:
                return defineClass(b, 0, b.length);
            case 3:
                return defineClass(name, ByteBuffer.wrap(b), null);
            case 4: {
                ByteBuffer d = ByteBuffer.allocateDirect(b.length + 10);
                d.position(10);
                d.put(b);
                d.position(10);
                return defineClass(name, d, null);
            }
            default: {
                byte[] padded = new byte[b.length + 7];
                System.arraycopy(b, 0, padded, 5, b.length);
                return defineClass(name, padded, 5, b.length);
            }
            }
        }
    }

    /** Public: a class another loader defines is in another runtime
     *  package, so it may use only public classes of ours. */
    public interface Iface {
        int value();

        String helperLoader();

        String forNameLoader() throws ClassNotFoundException;
    }

    public static class Base {
    }

    public static void main(String[] args) throws Exception {
        String[] hows = { "defineClass(name, b, off, len)", "defineClass(name, b, off, len, pd)",
            "defineClass(b, off, len)", "defineClass(name, heap buffer, pd)",
            "defineClass(name, direct buffer, pd)", "defineClass(name, b, 5, len)" };
        for (int how = 0; how < hows.length; how++) {
            System.out.println("== " + hows[how]);
            Own l = new Own(how, "DefPayload", "DefHelper");
            Class<?> c = l.loadClass("DefPayload");
            System.out.println(c.getName() + " loader is l: " + (c.getClassLoader() == l));
            System.out.println("same as the application's: " + (c == DefPayload.class));
            System.out.println("super " + c.getSuperclass().getName() + " app's: " + (c.getSuperclass() == Base.class));
            System.out.println("findLoadedClass: " + (l.loaded("DefPayload") == c)
                + " " + l.loaded("DefHelper"));
            System.out.println("forName(no init): " + (Class.forName("DefPayload", false, l) == c));
            Class<?> arr = Class.forName("[[LDefPayload;", false, l);
            System.out.println("forName(array): " + arr.getName() + " of l's " + (arr.getComponentType().getComponentType() == c)
                + " loader " + (arr.getClassLoader() == l) + " app's " + (arr == DefPayload[][].class));
            System.out.println("log " + l.log);
            Class<?> i = Class.forName("DefPayload", true, l);
            System.out.println("forName(init): " + (i == c));
            Constructor<?> k = c.getDeclaredConstructor();
            k.setAccessible(true);
            Iface o = (Iface) k.newInstance();
            System.out.println("value " + o.value() + " helper by l: " + o.helperLoader().equals("l"));
            System.out.println("log " + l.log);
            System.out.println("findLoadedClass(DefHelper): " + (l.loaded("DefHelper") != null));
            System.out.println("Class.forName in it: " + o.forNameLoader());
            System.out.println("instanceof app class: " + (((Object) o) instanceof DefPayload));
            try {
                DefPayload p = (DefPayload) (Object) o;
                System.out.println("cast worked " + p);
            } catch (ClassCastException e) {
                System.out.println("CCE " + e.getMessage().replaceAll("@[0-9a-f]+", "@HASH"));
            }
            Field f = c.getDeclaredField("count");
            f.setAccessible(true);
            f.setInt(null, f.getInt(null) + 10);
            System.out.println("statics: theirs " + f.getInt(null) + " ours " + DefPayload.count);
            Package p = c.getPackage();
            System.out.println("package '" + (p == null ? "null" : p.getName()) + "'");
        }
        System.out.println("== member classes");
        Own l = new Own(0, "DefOuter", "DefOuter$In", "DefOuter$In$Deep", "DefOuter$Other");
        Class<?> deep = l.loadClass("DefOuter$In$Deep");
        Class<?> in = deep.getDeclaringClass();
        System.out.println(deep.getName() + " declared by " + in.getName() + " of l: " + (in.getClassLoader() == l)
            + " app's: " + (in == DefOuter.In.class));
        System.out.println("enclosing " + deep.getEnclosingClass().getName() + " " + (deep.getEnclosingClass() == in));
        Class<?> outer = in.getDeclaringClass();
        System.out.println(in.getName() + " declared by " + outer.getName() + " of l: " + (outer.getClassLoader() == l));
        List<String> names = new ArrayList<>();
        for (Class<?> k : outer.getDeclaredClasses()) {
            names.add(k.getName() + (k.getClassLoader() == l ? " (l)" : " (other)"));
        }
        Collections.sort(names);
        System.out.println("declared classes " + names);
        System.out.println("outer declaring " + outer.getDeclaringClass());
        System.out.println("simple names " + deep.getSimpleName() + " " + in.getSimpleName() + " " + outer.getSimpleName());
        System.out.println("log " + l.log);
        System.out.println("application's own: " + Arrays.toString(DefOuter.class.getDeclaredClasses().length > 0
            ? new int[] { DefOuter.class.getDeclaredClasses().length } : new int[0]));
    }
}


class DefHelper {
    static int twice(int x) {
        return 2 * x;
    }
}

class DefPayload extends ClassLoaderDefine.Base implements ClassLoaderDefine.Iface {
    static int count;

    static {
        System.out.println("DefPayload <clinit> by " + (DefPayload.class.getClassLoader() instanceof ClassLoaderDefine.Own ? "l" : "app"));
    }

    public DefPayload() {
        count++;
    }

    public int value() {
        return DefHelper.twice(21) + count;
    }

    public String forNameLoader() throws ClassNotFoundException {
        Class<?> h = Class.forName("DefHelper"), b = Class.forName("ClassLoaderDefine$Base");
        return (h.getClassLoader() == DefPayload.class.getClassLoader() ? "DefHelper ours" : "DefHelper other")
            + (b == ClassLoaderDefine.Base.class ? ", Base the application's" : ", Base other");
    }

    public String helperLoader() {
        return DefHelper.class.getClassLoader() == DefPayload.class.getClassLoader() ? "l" : "other";
    }
}

class DefOuter {
    static class In {
        static class Deep {
        }
    }

    class Other {
    }
}
