import java.io.*;
import java.util.*;

/* SequenceInputStream over two streams and over an Enumeration: reads cross the boundaries, close closes all. */
public class IoSequence {
    static class Tracked extends ByteArrayInputStream {
        final String name;
        Tracked(String name, String data) throws IOException {
            super(data.getBytes("US-ASCII"));
            this.name = name;
        }
        public void close() throws IOException {
            System.out.println("close " + name);
        }
    }

    public static void main(String[] args) throws IOException {
        SequenceInputStream s = new SequenceInputStream(new Tracked("a", "abc"), new Tracked("b", "de"));
        StringBuilder sb = new StringBuilder();
        for (int c; (c = s.read()) >= 0; ) sb.append((char) c);
        System.out.println(sb + " end=" + s.read() + " avail=" + s.available());
        s.close();

        Vector<InputStream> v = new Vector<InputStream>();
        v.add(new Tracked("1", "0123456789"));
        v.add(new Tracked("2", ""));
        v.add(new Tracked("3", "xyz"));
        s = new SequenceInputStream(v.elements());
        byte[] b = new byte[4];
        System.out.println("avail=" + s.available());
        for (int n; (n = s.read(b, 0, b.length)) > 0; ) System.out.println(n + " " + new String(b, 0, n, "US-ASCII"));
        System.out.println("read(b,0,0)=" + s.read(b, 0, 0));

        v.clear();
        v.add(new Tracked("p", "p"));
        v.add(new Tracked("q", "q"));
        s = new SequenceInputStream(v.elements());
        System.out.println((char) s.read());
        s.close();
        System.out.println("after close: " + s.read());
    }
}
