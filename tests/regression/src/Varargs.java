public class Varargs {
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) { if (i > 0) sb.append(sep); sb.append(parts[i]); }
        return sb.toString() + " (" + parts.length + ")";
    }
    static String which(Object o) { return "single"; }
    static String which(Object... o) { return "varargs"; }
    static int count(String... s) { return s == null ? -1 : s.length; }
    @SafeVarargs
    static <T> java.util.List<T> listOf(T... items) { return new java.util.ArrayList<>(java.util.Arrays.asList(items)); }
    public static void main(String[] args) {
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[]{4, 5}));
        System.out.println(join(",", "a", 1, 2.5, 'c', null));
        System.out.println(join("-"));
        System.out.println(join("+", (Object[]) new String[]{"x", "y"}));
        System.out.println(join("+", (Object) new String[]{"x", "y"}).startsWith("[Ljava.lang.String;"));
        System.out.println(which("a") + " " + which("a", "b") + " " + which());
        System.out.println(count() + " " + count("a", "b") + " " + count((String[]) null));
        System.out.println(listOf(3, 1, 2) + " " + listOf("solo") + " " + listOf().size());
        System.out.println(String.format("%s-%s-%s", "x", "y", "z"));
        System.out.println(java.util.Arrays.asList(1, 2, 3).size() + " " + java.util.Arrays.asList(new int[]{1, 2, 3}).size());
    }
}
