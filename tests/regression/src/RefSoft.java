import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

// SoftReference: survives System.gc() while memory is plentiful; cleared
// (and enqueued) before an OutOfMemoryError when the program fills the heap
// (RefSoft.opts: -Xmx32m).  Nothing is printed while the heap is full.
public class RefSoft {
    static SoftReference<byte[]> make(ReferenceQueue<byte[]> q) {
        byte[] b = new byte[1 << 20];
        b[7] = 42;
        return new SoftReference<byte[]>(b, q);
    }

    static int fill() {
        List<byte[]> hog = new ArrayList<byte[]>();
        try {
            while (hog.size() < 4096)
                hog.add(new byte[1 << 18]);
        } catch (OutOfMemoryError e) {
            // the list goes with this frame
        }
        return hog.size();
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<byte[]> q = new ReferenceQueue<byte[]>();
        SoftReference<byte[]> s = make(q);
        SoftReference<byte[]> small = new SoftReference<byte[]>(new byte[] { 1, 2, 3 });
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(10);
        }
        byte[] b = s.get();
        System.out.println("after gc: " + (b != null) + " " + (b != null ? b[7] : -1));
        System.out.println("small after gc: " + (small.get() != null));
        b = null;
        int n = fill();
        System.out.println("filled: " + (n > 0 && n < 4096));
        // only the big one is asked about: the small one's array may still be
        // named by a stale word that the JIT's conservative scan of the
        // machine stack finds (doc/vm-core.md, "Collector: references")
        System.out.println("cleared before OOM: " + (s.get() == null));
        Reference<?> r = null;
        for (int i = 0; i < 200 && r == null; i++)
            r = q.remove(10);
        System.out.println("enqueued: " + (r == s));
        SoftReference<String> kept = new SoftReference<String>("literal");
        System.gc();
        System.out.println("literal: " + kept.get());
    }
}
