import java.io.*;

/* Piped streams and piped reader/writer between two threads; connection and closed-pipe errors. */
public class IoPiped {
    public static void main(String[] args) throws Exception {
        final PipedOutputStream po = new PipedOutputStream();
        PipedInputStream pi = new PipedInputStream(po, 64);
        Thread w = new Thread() {
            public void run() {
                try {
                    for (int i = 0; i < 1000; i++) po.write(i & 0xFF);
                    byte[] big = new byte[300];
                    for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 3);
                    po.write(big);
                    po.close();
                } catch (IOException e) {
                    System.out.println("writer: " + e);
                }
            }
        };
        w.start();
        long sum = 0;
        int count = 0;
        byte[] buf = new byte[50];
        int c = pi.read();
        sum += c;
        count++;
        for (int n; (n = pi.read(buf, 0, buf.length)) > 0; ) {
            for (int i = 0; i < n; i++) sum += buf[i] & 0xFF;
            count += n;
        }
        w.join();
        System.out.println("bytes " + count + " sum " + sum + " end " + pi.read());
        pi.close();

        final PipedWriter pw = new PipedWriter();
        final PipedReader pr = new PipedReader(pw);
        Thread w2 = new Thread() {
            public void run() {
                try {
                    pw.write("hello, ");
                    pw.write("pipe".toCharArray());
                    pw.write('!');
                    pw.flush();
                    pw.close();
                } catch (IOException e) {
                    System.out.println("writer2: " + e);
                }
            }
        };
        w2.start();
        StringBuilder sb = new StringBuilder();
        char[] cb = new char[3];
        for (int n; (n = pr.read(cb, 0, cb.length)) > 0; ) sb.append(cb, 0, n);
        w2.join();
        System.out.println(sb + " end " + pr.read());

        PipedInputStream lone = new PipedInputStream();
        try {
            lone.read();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        try {
            new PipedOutputStream().write(1);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        PipedOutputStream o2 = new PipedOutputStream(lone);
        try {
            new PipedOutputStream(lone);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        o2.write(new byte[] { 5, 6, 7 });
        System.out.println("available " + lone.available() + " read " + lone.read());
        lone.close();
        try {
            o2.write(1);
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        try {
            lone.read();
        } catch (IOException e) {
            System.out.println("IOException: " + e.getMessage());
        }
        try {
            new PipedInputStream(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        PipedReader r3 = new PipedReader();
        PipedWriter w3 = new PipedWriter(r3);
        w3.write("ab");
        System.out.println("ready " + r3.ready() + " " + (char) r3.read() + (char) r3.read() + " ready " + r3.ready());
        w3.close();
        System.out.println("after close " + r3.read());
    }
}
