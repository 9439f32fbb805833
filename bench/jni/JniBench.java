// JNI call costs: an empty static native, a native with 8 mixed
// arguments, and a native doing GetIntArrayRegion of 1,000 elements.
// Prints nanoseconds per call for each, after a warm-up.
public class JniBench {
    static native void empty();
    static native int mixed(int a, long b, float c, double d, byte e, short f, char g, Object h);
    static native int region(int[] a);

    static long time(int which, int n, int[] arr) {
        long t0 = System.nanoTime();
        int sink = 0;
        for (int i = 0; i < n; i++) {
            if (which == 0) {
                empty();
            } else if (which == 1) {
                sink += mixed(i, 2L, 3f, 4.0, (byte) 5, (short) 6, 'x', arr);
            } else {
                sink += region(arr);
            }
        }
        long dt = System.nanoTime() - t0;
        if (sink == 42) {
            System.out.println("");
        }
        return dt;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000000;
        System.loadLibrary("jnibench");
        int[] arr = new int[1000];
        for (int i = 0; i < arr.length; i++) {
            arr[i] = i;
        }
        String[] names = { "empty", "mixed8", "region1000" };
        for (int w = 0; w < 3; w++) {
            time(w, n / 10, arr);
            long dt = time(w, n, arr);
            System.out.printf("%s %.1f%n", names[w], (double) dt / n);
        }
    }
}
