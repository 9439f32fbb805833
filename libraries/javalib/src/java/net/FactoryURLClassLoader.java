package java.net;

/** The class of the loaders URLClassLoader.newInstance makes (the JDK's
 *  name, which their toString shows). */
final class FactoryURLClassLoader extends URLClassLoader {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    FactoryURLClassLoader(URL[] urls, ClassLoader parent) {
        super(urls, parent);
    }

    FactoryURLClassLoader(URL[] urls) {
        super(urls);
    }
}
