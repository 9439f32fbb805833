import java.util.*;

// User class loaders that only delegate: loadClass(String) goes through an
// overriding loadClass(String, boolean); the default loadClass asks the
// parent, then findClass; Class.forName with such a loader asks it once
// per name; a parent of null means the boot classes only. Also
// Runtime.addShutdownHook's argument checks.
public class ClassLoaderDelegation {
    static final List<String> log = new ArrayList<>();

    static class Logging extends ClassLoader {
        Logging(ClassLoader parent) {
            super(parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            log.add("loadClass(" + name + ", " + resolve + ")");
            return super.loadClass(name, resolve);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            log.add("findClass(" + name + ")");
            return super.findClass(name);
        }
    }

    static void flush(String what) {
        System.out.println(what + ": " + log);
        log.clear();
    }

    public static void main(String[] args) throws Exception {
        Logging app = new Logging(ClassLoaderDelegation.class.getClassLoader());
        System.out.println(app.loadClass("java.util.ArrayList") == ArrayList.class);
        flush("loadClass ArrayList");
        System.out.println(app.loadClass("ClassLoaderDelegation") == ClassLoaderDelegation.class);
        flush("loadClass own class");
        try {
            app.loadClass("no.such.Thing");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        flush("loadClass missing");

        Class<?> c1 = Class.forName("java.util.HashMap", false, app);
        Class<?> c2 = Class.forName("java.util.HashMap", true, app);
        System.out.println(c1 == HashMap.class && c2 == c1);
        flush("forName twice");
        try {
            Class.forName("no.such.Other", false, app);
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        flush("forName missing");

        Logging boot = new Logging(null);
        System.out.println(boot.loadClass("java.lang.String") == String.class);
        flush("boot parent, String");
        try {
            boot.loadClass("ClassLoaderDelegation");
            System.out.println("found an application class through the boot loader");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        flush("boot parent, application class");
        System.out.println("parent " + (app.getParent() == ClassLoaderDelegation.class.getClassLoader()));

        Runtime rt = Runtime.getRuntime();
        Thread hook = new Thread(() -> { });
        rt.addShutdownHook(hook);
        try {
            rt.addShutdownHook(hook);
        } catch (IllegalArgumentException e) {
            System.out.println("twice: " + e.getMessage());
        }
        System.out.println("removed: " + rt.removeShutdownHook(hook));
        Thread running = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
            }
        });
        running.start();
        try {
            rt.addShutdownHook(running);
        } catch (IllegalArgumentException e) {
            System.out.println("started: " + e.getMessage());
        }
        running.join();
        try {
            rt.addShutdownHook(null);
        } catch (NullPointerException e) {
            System.out.println("null: NullPointerException");
        }
    }
}
