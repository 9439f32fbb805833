// On-stack replacement and hand-overs (doc/jit.md, "On-stack
// replacement"): main's loop concatenates a string at every iteration,
// an invokedynamic the compiled code leaves to the interpreter.  The
// loop is entered in OSR code, which hands the frame back to the
// interpreter at the first concatenation; the interpreter then finishes
// the loop and does not enter compiled code again from that frame (each
// entry would nest on the C stack: with it, 30 million iterations ran out
// of native stack).  A second loop with the concatenation outside it is
// entered normally afterwards in the next method.
public class JitOsrDeopt {
    static long tail(int n) {
        long h = 17;
        String s = "tail";
        for (int i = 0; i < n; i++)
            h = h * 31 + s.charAt(i & 3) + i;
        return h;
    }

    public static void main(String[] args) {
        long h = 0;
        for (int i = 0; i < 200000; i++) {
            String s = "v" + i;
            h = h * 31 + s.length() + i;
        }
        System.out.println("concat " + h);
        System.out.println("tail " + tail(300000));
    }
}
