import java.io.*;

/* LineNumberReader: every line terminator, read/readLine/bulk read, mark/reset, skip, setLineNumber. */
public class IoLineNumber {
    static String show(int c) {
        return c < 0 ? "EOF" : c == '\n' ? "\\n" : c == '\r' ? "\\r" : String.valueOf((char) c);
    }

    public static void main(String[] args) throws IOException {
        String text = "one\ntwo\r\nthree\rfour\n\nsix\r\r\nlast";
        LineNumberReader r = new LineNumberReader(new StringReader(text));
        StringBuilder sb = new StringBuilder();
        for (int c; (c = r.read()) >= 0; ) sb.append(show(c)).append('@').append(r.getLineNumber()).append(' ');
        System.out.println(sb);
        System.out.println("after read(): " + r.getLineNumber());

        r = new LineNumberReader(new StringReader(text));
        for (String line; (line = r.readLine()) != null; ) System.out.println(r.getLineNumber() + ": [" + line + "]");
        System.out.println("after readLine: " + r.getLineNumber());

        r = new LineNumberReader(new StringReader(text), 4);
        char[] buf = new char[5];
        int total = 0;
        for (int n; (n = r.read(buf, 0, buf.length)) > 0; ) {
            total += n;
            System.out.print(n + "@" + r.getLineNumber() + " ");
        }
        System.out.println("total " + total + " lines " + r.getLineNumber());

        r = new LineNumberReader(new StringReader("a\r\nb\nc\nd"));
        r.setLineNumber(100);
        System.out.println(r.readLine() + " " + r.getLineNumber());
        r.mark(20);
        System.out.println(r.readLine() + " " + r.readLine() + " " + r.getLineNumber());
        r.reset();
        System.out.println("reset " + r.getLineNumber() + " " + r.readLine());
        System.out.println("skip " + r.skip(3) + " " + r.getLineNumber() + " " + r.readLine() + " " + r.getLineNumber());
        System.out.println(r.readLine() + " " + r.getLineNumber());

        r = new LineNumberReader(new StringReader("x\ry"));
        System.out.println(show(r.read()) + show(r.read()) + " " + r.getLineNumber());
        r.mark(5);
        System.out.println(show(r.read()) + " " + r.getLineNumber());
        r.reset();
        System.out.println(show(r.read()) + show(r.read()) + " " + r.getLineNumber());
        try {
            r.skip(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
    }
}
