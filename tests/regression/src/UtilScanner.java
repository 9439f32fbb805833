import java.io.*;
import java.math.*;
import java.util.*;
import java.util.regex.*;

/*
 * java.util.Scanner against the stock JVM: tokens, typed reads (group
 * separators, radix, ranges, the InputMismatchException cases that consume
 * nothing), decimals (exponents, NaN, Infinity), booleans, big numbers,
 * lines with every separator, mixing nextInt and nextLine, delimiters,
 * patterns, findInLine/match, skip, closing, readers, streams in a charset,
 * files, input longer than the buffer, and an empty stdin.
 */
public class UtilScanner {
    static void t(String label, java.util.concurrent.Callable<Object> c) {
        try { System.out.println(label + ": " + c.call()); } catch (Throwable e) { System.out.println(label + ": " + e); }
    }
    static String all(Scanner s) {
        StringBuilder sb = new StringBuilder();
        while (s.hasNext()) sb.append('[').append(s.next()).append(']');
        return sb.toString();
    }
    public static void main(String[] a) throws Exception {
        Locale.setDefault(Locale.US);
        t("tokens", () -> all(new Scanner("  alpha beta\tgamma\n\n delta  ")));
        t("empty", () -> all(new Scanner("")) + " " + new Scanner("   ").hasNext());
        t("ints", () -> { Scanner s = new Scanner("12 -7 +3 1,234 2147483647 x 2147483648");
            StringBuilder sb = new StringBuilder();
            while (s.hasNextInt()) sb.append(s.nextInt()).append(' ');
            sb.append("| next=").append(s.next()).append(" hasNextInt=").append(s.hasNextInt()).append(" hasNextLong=").append(s.hasNextLong());
            sb.append(" long=").append(s.nextLong());
            return sb; });
        t("mismatch", () -> { Scanner s = new Scanner("abc 5"); try { s.nextInt(); } catch (InputMismatchException e) { return "IME " + e.getMessage() + " then " + s.next() + " " + s.nextInt(); } return "none"; });
        t("overflow", () -> { Scanner s = new Scanner("99999999999"); try { s.nextInt(); } catch (InputMismatchException e) { return "IME " + e.getMessage() + " " + s.nextLong(); } return "none"; });
        t("radix", () -> { Scanner s = new Scanner("ff 777 zz"); return s.nextInt(16) + " " + s.nextInt(8) + " " + s.hasNextInt(36) + " " + s.nextInt(36); });
        t("badgroups", () -> { Scanner s = new Scanner("1,23 12,345,678 ,123 1234,567"); return s.hasNextInt() + " " + s.next() + " " + s.nextInt() + " " + s.hasNextInt() + " " + s.next() + " " + s.hasNextInt(); });
        t("doubles", () -> { Scanner s = new Scanner("3.5 -0.25 1e3 2.5E-2 1,234.5 .5 7. NaN -Infinity 42 0x1p3 abc");
            StringBuilder sb = new StringBuilder();
            while (s.hasNextDouble()) sb.append(s.nextDouble()).append(' ');
            return sb + "| " + s.next() + " " + s.next(); });
        t("floats", () -> new Scanner("1.1").nextFloat());
        t("bools", () -> { Scanner s = new Scanner("true FALSE TrUe yes"); return s.nextBoolean() + " " + s.nextBoolean() + " " + s.nextBoolean() + " " + s.hasNextBoolean(); });
        t("big", () -> { Scanner s = new Scanner("123456789012345678901234567890 -3.14159265358979323846 1,000"); return s.nextBigInteger() + " " + s.nextBigDecimal() + " " + s.nextBigInteger(); });
        t("shortbyte", () -> { Scanner s = new Scanner("32767 32768 127 128"); return s.nextShort() + " " + s.hasNextShort() + " " + s.nextInt() + " " + s.nextByte() + " " + s.hasNextByte(); });
        t("lines", () -> { Scanner s = new Scanner("first line\nsecond\r\nthird\rfourth\n\nlast");
            StringBuilder sb = new StringBuilder();
            while (s.hasNextLine()) sb.append('<').append(s.nextLine()).append('>');
            return sb; });
        t("mixed", () -> { Scanner s = new Scanner("3\nhello world\n4 5\n"); int n = s.nextInt(); String rest = s.nextLine(); String line = s.nextLine();
            return n + " [" + rest + "] [" + line + "] " + s.nextInt() + s.nextInt() + " [" + s.nextLine() + "] " + s.hasNextLine(); });
        t("noline", () -> { Scanner s = new Scanner("x"); s.nextLine(); return s.nextLine(); });
        t("trailingnl", () -> { Scanner s = new Scanner("a\n"); return s.nextLine() + " " + s.hasNextLine(); });
        t("nosuch", () -> new Scanner(" ").next());
        t("delim", () -> all(new Scanner("a,b,,c , d").useDelimiter(",")));
        t("delim2", () -> all(new Scanner("1 fish 2 fish red fish blue fish").useDelimiter("\\s*fish\\s*")));
        t("delim3", () -> { Scanner s = new Scanner("k1=v1;k2=v2").useDelimiter("[=;]"); return s.next() + s.next() + s.next() + s.next() + s.hasNext() + " " + s.delimiter(); });
        t("pattern", () -> { Scanner s = new Scanner("abc 123 def"); return s.hasNext("[a-z]+") + " " + s.next("[a-z]+") + " " + s.hasNext("[a-z]+") + " " + s.next("\\d+"); });
        t("findInLine", () -> { Scanner s = new Scanner("name: Ann age: 42\nnext line"); String n = s.findInLine("age: (\\d+)"); MatchResult m = s.match();
            return n + " " + m.group(1) + " [" + s.nextLine() + "] " + s.findInLine("zzz") + " " + s.nextLine(); });
        t("skip", () -> { Scanner s = new Scanner("###data rest"); s.skip("#+"); return s.next() + " " + s.next(); });
        t("skipfail", () -> { Scanner s = new Scanner("data"); s.skip("#+"); return s.next(); });
        t("closed", () -> { Scanner s = new Scanner("a"); s.close(); s.close(); return s.hasNext(); });
        t("remove", () -> { new Scanner("a").remove(); return null; });
        t("radixbad", () -> new Scanner("1").useRadix(40));
        t("iterator", () -> { Iterator<String> it = new Scanner("p q r"); StringBuilder sb = new StringBuilder(); while (it.hasNext()) sb.append(it.next()); return sb; });
        t("reader", () -> all(new Scanner(new StringReader("from a reader"))));
        t("stream", () -> all(new Scanner(new ByteArrayInputStream("caf\u00e9 \u4e2d".getBytes("UTF-8")), "UTF-8")));
        t("stream default", () -> all(new Scanner(new ByteArrayInputStream("bytes in stream".getBytes()))));
        t("ioException", () -> new Scanner("x").ioException());
        // long input across many buffer refills
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 20000; i++) big.append(i).append(i % 7 == 0 ? "\n" : i % 3 == 0 ? "\t " : " ");
        t("big sum", () -> { Scanner s = new Scanner(new ByteArrayInputStream(big.toString().getBytes())); long sum = 0; int n = 0; while (s.hasNextInt()) { sum += s.nextInt(); n++; } return n + " " + sum; });
        t("big lines", () -> { Scanner s = new Scanner(new StringReader(big.toString())); int n = 0, len = 0; while (s.hasNextLine()) { len += s.nextLine().length(); n++; } return n + " " + len; });
        t("big delim", () -> { Scanner s = new Scanner(new StringReader(big.toString())).useDelimiter("\\s+"); int n = 0; while (s.hasNext()) { s.next(); n++; } return n; });
        File f = new File("scanner-test.txt");
        try (Writer w = new FileWriter(f)) { w.write("10 20\n30\n"); }
        t("file", () -> { try (Scanner s = new Scanner(f)) { return s.nextInt() + s.nextInt() + s.nextInt(); } });
        f.delete();
        t("missing file", () -> new Scanner(new File("no-such-file.txt")));
        t("stdin", () -> new Scanner(System.in).hasNext());
    }
}
