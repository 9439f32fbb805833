public class Strings1 {
    public static void main(String[] args) {
        String s = "Hello, World! Hello, Java!";
        System.out.println(s.length() + " " + s.charAt(4) + " " + s.indexOf("Hello") + " " + s.indexOf("Hello", 1) + " " + s.lastIndexOf("Hello") + " " + s.indexOf('z') + " " + s.indexOf('!', 13));
        System.out.println(s.substring(7) + "|" + s.substring(7, 12) + "|" + s.substring(0, 0) + "|" + s.substring(s.length()));
        System.out.println(s.toUpperCase() + " " + s.toLowerCase());
        System.out.println(s.replace('l', 'L') + " " + s.replace("Hello", "Bye") + " " + s.replaceAll("[aeiou]", "*") + " " + s.replaceFirst("l+", "_"));
        System.out.println(s.contains("World") + " " + s.startsWith("Hell") + " " + s.endsWith("!") + " " + s.startsWith("World", 7) + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println("  padded \t".trim() + "|" + "abc".concat("def") + "|" + String.valueOf(3.5) + "|" + String.valueOf(true) + "|" + String.valueOf('c') + "|" + String.valueOf(new char[]{'x', 'y'}));
        System.out.println("apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "ABC".compareToIgnoreCase("abd") + " " + "x".compareTo("x"));
        System.out.println("abc".equals("abc") + " " + "abc".equals("ABC") + " " + "abc".equalsIgnoreCase("ABC") + " " + "abc".equals(null));
        String[] hs = {"", "a", "abc", "Hello", "hello world", "The quick brown fox jumps over the lazy dog"};
        for (String h : hs) System.out.println("hash(" + h + ")=" + h.hashCode());
        char[] cs = s.toCharArray();
        int vowels = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ("aeiouAEIOU".indexOf(c) >= 0) vowels++;
        }
        System.out.println("vowels " + vowels + " chars " + cs.length);
        System.out.println(new String(cs, 7, 5) + " " + String.copyValueOf(cs, 0, 5) + " " + new String(new char[]{'o', 'k'}));
        String[] parts = "a,b,,c,,".split(",");
        System.out.println(parts.length + " " + String.join("|", parts));
        parts = "a,b,,c,,".split(",", -1);
        System.out.println(parts.length + " " + String.join("|", parts));
        parts = "one  two three".split(" +");
        System.out.println(parts.length + " " + String.join("/", parts));
        parts = "k1=v1;k2=v2;k3=v3".split("[;=]");
        System.out.println(parts.length + " " + String.join(" ", parts));
        parts = "a1b22c333d".split("\\d+");
        System.out.println(parts.length + " " + String.join(" ", parts));
        parts = "x.y.z".split("\\.", 2);
        System.out.println(parts.length + " " + parts[0] + " " + parts[1]);
        System.out.println(String.join(", ", java.util.Arrays.asList("x", "y", "z")));
        System.out.println("ab".intern() == "a".concat("b").intern());
        String a1 = "hel" + "lo";
        System.out.println(a1 == "hello");
        System.out.println("Mississippi".replaceAll("ss", "SS").replaceAll("i(.)", "<$1>"));
        System.out.println("tab\there \"quoted\" back\\slash");
        System.out.println("abc".matches("[a-c]+") + " " + "abcd".matches("[a-c]+") + " " + "2024-01-15".matches("\\d{4}-\\d{2}-\\d{2}"));
        System.out.println("a-b-c".lastIndexOf('-') + " " + "a-b-c".lastIndexOf('-', 2) + " " + "aaa".indexOf("aa", 1) + " " + "abc".indexOf(""));
        System.out.println("Hello".length() + " " + "hello".codePointAt(1) + " " + "AbC".toLowerCase().equals("abc"));
        System.out.println("x".compareTo("y") < 0 ? "lt" : "ge");
        System.out.println("regionMatches " + "Hello World".regionMatches(true, 6, "WORLDS", 0, 5));
        System.out.println("  ".isEmpty() + " " + "abcabc".replace("", "-"));
    }
}
