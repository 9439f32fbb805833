import java.io.*;
import java.util.*;
/*
 * Properties.store against the stock JVM: comments with every kind of
 * line break, '#' and '!' lines, non-Latin-1 characters; keys and values
 * with spaces, separators, control characters and non-ASCII characters,
 * to a Writer (as they are) and to a stream (ISO-8859-1, other characters as
 * backslash-u escapes), in the map order; each loads back equal.  The date line
 * varies and is masked.
 */
public class UtilPropsStore {
    static String strip(String s) {   // the date line varies
        StringBuilder sb = new StringBuilder();
        for (String line : s.split("\n", -1)) sb.append(line.matches("#[A-Z][a-z][a-z] [A-Z][a-z][a-z] .*[0-9]{4}") ? "#<date>" : line).append('\n');
        return sb.toString();
    }
    public static void main(String[] a) throws Exception {
        Properties p = new Properties();
        p.setProperty("plain", "value");
        p.setProperty("key with spaces", " leading and inner spaces ");
        p.setProperty("sep=:#!", "a=b:c#d!e\\f");
        p.setProperty("ctl", "tab\there\nnl\rcr\fff");
        p.setProperty("uni\u00e9", "caf\u00e9 \u4e2d \u0001");
        p.setProperty("", "empty key");
        p.setProperty("empty value", "");
        for (String c : new String[] { null, "simple", "two\nlines", "crlf\r\nx", "keep\n#hash\n!bang", "end\n", "uni \u00e9\u4e2d", "a\r", "\n" }) {
            StringWriter sw = new StringWriter();
            p.store(sw, c);
            System.out.print("writer [" + c + "]:\n" + strip(sw.toString()));
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            p.store(bo, c);
            System.out.print("stream:\n" + strip(new String(bo.toByteArray(), "ISO-8859-1")));
            Properties back = new Properties();
            back.load(new ByteArrayInputStream(bo.toByteArray()));
            Properties back2 = new Properties();
            back2.load(new StringReader(sw.toString()));
            System.out.println("loaded back: " + back.equals(p) + " " + back2.equals(p));
        }
        Properties bad = new Properties();
        bad.put("k", 5);
        try { bad.store(new StringWriter(), null); } catch (ClassCastException e) { System.out.println("CCE"); }
    }
}
