import java.io.*;
import java.util.concurrent.CountDownLatch;

// FileInputStream.read and FileOutputStream.write on a byte[] that several
// threads share: on a cluster the threads run on other nodes, so the
// natives must fault the array in (read into it as a Java store would,
// write from it as a Java load would).
public class IoSharedArray {
    static final int N = 3, SEG = 4096;

    static byte expect(int i, int round) {
        return (byte) (i * 7 + 3 + round * 11);
    }

    public static void main(String[] args) throws Exception {
        byte[] content = new byte[N * SEG];
        for (int i = 0; i < content.length; i++)
            content[i] = expect(i, 0);
        try (FileOutputStream out = new FileOutputStream("in.bin")) {
            out.write(content);
        }

        // 1. workers read their segment of the file into the shared array
        final byte[] buf = new byte[N * SEG];
        Thread[] ts = new Thread[N];
        for (int k = 0; k < N; k++) {
            final int seg = k;
            ts[k] = new Thread(() -> {
                try (FileInputStream in = new FileInputStream("in.bin")) {
                    long skipped = 0;
                    while (skipped < (long) seg * SEG)
                        skipped += in.skip((long) seg * SEG - skipped);
                    int off = seg * SEG, left = SEG;
                    while (left > 0) {
                        int n = in.read(buf, off, left);
                        if (n < 0)
                            throw new EOFException("segment " + seg);
                        off += n;
                        left -= n;
                    }
                } catch (IOException e) {
                    System.out.println("worker " + seg + ": " + e);
                }
            }, "reader-" + k);
            ts[k].start();
        }
        for (Thread t : ts)
            t.join();
        int bad = 0;
        for (int i = 0; i < buf.length; i++)
            if (buf[i] != expect(i, 0))
                bad++;
        System.out.println("read into shared array: " + bad + " wrong bytes of " + buf.length);

        // 2. workers cache the array, main rewrites it, then each worker
        // writes its segment to a file after acquiring (the latch)
        final CountDownLatch cached = new CountDownLatch(N);
        final CountDownLatch filled = new CountDownLatch(1);
        final int[] seen = new int[N];
        for (int k = 0; k < N; k++) {
            final int seg = k;
            ts[k] = new Thread(() -> {
                int sum = 0;
                for (int i = seg * SEG; i < (seg + 1) * SEG; i++)
                    sum += buf[i];
                seen[seg] = sum;
                cached.countDown();
                try {
                    filled.await();
                    try (FileOutputStream out = new FileOutputStream("out" + seg + ".bin")) {
                        out.write(buf, seg * SEG, SEG);
                    }
                } catch (Exception e) {
                    System.out.println("worker " + seg + ": " + e);
                }
            }, "writer-" + k);
            ts[k].start();
        }
        cached.await();
        for (int i = 0; i < buf.length; i++)
            buf[i] = expect(i, 1);
        filled.countDown();
        for (Thread t : ts)
            t.join();
        bad = 0;
        for (int k = 0; k < N; k++) {
            byte[] got = new byte[SEG];
            try (FileInputStream in = new FileInputStream("out" + k + ".bin")) {
                int off = 0;
                while (off < SEG) {
                    int n = in.read(got, off, SEG - off);
                    if (n < 0)
                        break;
                    off += n;
                }
            }
            for (int i = 0; i < SEG; i++)
                if (got[i] != expect(k * SEG + i, 1))
                    bad++;
            new File("out" + k + ".bin").delete();
        }
        new File("in.bin").delete();
        System.out.println("written from shared array: " + bad + " wrong bytes of " + N * SEG);
    }
}
