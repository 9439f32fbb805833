import java.io.*;

/* PushbackInputStream and PushbackReader: unread single and arrays, overflow, skip, available, close. */
public class IoPushback {
    public static void main(String[] args) throws IOException {
        PushbackInputStream p = new PushbackInputStream(new ByteArrayInputStream("hello world".getBytes("US-ASCII")), 4);
        int c = p.read();
        p.unread(c);
        System.out.println((char) p.read() + " avail=" + p.available());
        p.unread(new byte[] { 'X', 'Y', 'Z' });
        byte[] b = new byte[6];
        int n = p.read(b, 0, 6);
        System.out.println(n + " " + new String(b, 0, n, "US-ASCII"));
        p.unread('1');
        p.unread(new byte[] { '2', '3', '4' }, 1, 2);
        System.out.println("avail=" + p.available() + " skip=" + p.skip(2) + " next=" + (char) p.read());
        try {
            p.unread(new byte[5]);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        System.out.println("markSupported=" + p.markSupported());
        try {
            p.reset();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        StringBuilder rest = new StringBuilder();
        for (int x; (x = p.read()) >= 0; ) rest.append((char) x);
        System.out.println("rest=" + rest + " read at end=" + p.read(b, 0, 2));
        p.close();
        try {
            p.read();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        try {
            new PushbackInputStream(System.in, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }

        PushbackReader r = new PushbackReader(new StringReader("abcdef"), 3);
        System.out.println((char) r.read() + " ready=" + r.ready());
        r.unread('z');
        r.unread("xy".toCharArray());
        char[] cb = new char[4];
        n = r.read(cb, 0, 4);
        System.out.println(n + " " + new String(cb, 0, n));
        r.unread(new char[] { 'p', 'q', 'r', 's' }, 1, 3);
        System.out.println("skip=" + r.skip(2) + " next=" + (char) r.read() + (char) r.read());
        try {
            r.unread("1234".toCharArray());
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        try {
            r.mark(1);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        n = r.read(cb, 0, 4);
        System.out.println(n + " " + new String(cb, 0, Math.max(n, 0)) + " then " + r.read());
        r.close();
        try {
            r.read();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
    }
}
