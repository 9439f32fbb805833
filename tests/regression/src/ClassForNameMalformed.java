// Class.forName with names that are not class names: an embedded NUL, bad
// array descriptors, empty parts, slashes; each a ClassNotFoundException
// naming what JDK 17 names -- the same through Class.forName(String), with
// a user class loader and with the application loader.
public class ClassForNameMalformed {
    public static void main(String[] a) {
        String[] names = { "java.lang.String\u0000x", "[Ljava.lang.String", "[[I;", "[X", "[Ljava/lang/String;", "java/lang/String", "", "[", "[L;", "I", "int", "[I", "java.lang.String;", ".String", "java..lang.String", "a.b.", "[La.b.;", "/a", "java.lang.String$", "[[Q", "x;y" };
        ClassLoader app = ClassForNameMalformed.class.getClassLoader();
        ClassLoader user = new ClassLoader(app) {
        };
        for (String n : names) {
            for (int how = 0; how < 3; how++) {
                String w = how == 0 ? "" : how == 1 ? " (user)" : " (app)";
                try {
                    Class<?> c = how == 0 ? Class.forName(n) : Class.forName(n, false, how == 1 ? user : app);
                    System.out.println(n.replace("\u0000", "\\0") + w + " -> " + c.getName());
                } catch (Throwable e) {
                    System.out.println(n.replace("\u0000", "\\0") + w + " -> " + e.getClass().getName() + ": "
                        + String.valueOf(e.getMessage()).replace("\u0000", "\\0"));
                }
            }
        }
    }
}
