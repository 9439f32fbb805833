// release8: skip (String.repeat/strip/isBlank/lines)
public class Strings2 {
    public static void main(String[] args) {
        System.out.println("ab".repeat(5) + "|" + "x".repeat(0) + "|");
        System.out.println("[" + "  \t hi there \n ".strip() + "][" + "  lead".stripLeading() + "][" + "trail   ".stripTrailing() + "]");
        System.out.println("   ".isBlank() + " " + "".isBlank() + " " + " a ".isBlank());
        System.out.println("line1\nline2\r\nline3".split("\r?\n").length);
        var sb = new StringBuilder();
        for (var i = 0; i < 5; i++) sb.append("-".repeat(i)).append('|');
        System.out.println(sb);
        var text = """
            Text block line one
              indented line two
            "quotes" and \\ backslash
            end""";
        System.out.println(text);
        System.out.println(text.length());
        System.out.println("abc".indent(2).replace("\n", "$"));
        System.out.println(String.valueOf((Object) null) + " " + "Java".charAt(0) + "x".repeat(3));
    }
}
