// Class.forName with names that are not class names: an embedded NUL, bad
// array descriptors, empty parts, slashes; each a ClassNotFoundException
// naming what JDK 17 names.
public class ClassForNameMalformed {
    public static void main(String[] a) {
        String[] names = { "java.lang.String\u0000x", "[Ljava.lang.String", "[[I;", "[X", "[Ljava/lang/String;", "java/lang/String", "", "[", "[L;", "I", "int", "[I", "java.lang.String;", ".String", "java..lang.String" };
        for (String n : names) {
            try {
                System.out.println(n.replace("\u0000", "\\0") + " -> " + Class.forName(n).getName());
            } catch (Throwable e) {
                System.out.println(n.replace("\u0000", "\\0") + " -> " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replace("\u0000", "\\0"));
            }
        }
    }
}
