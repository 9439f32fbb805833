// The Loops kernel moved into a static int method, the shape the JIT's
// first compilation path takes (jit-i386/README.md); run with and without
// -Xjit:all to compare compiled code with the interpreter.
public class IntKernel {
    static int kernel(int n) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                acc += (i * j) ^ (i + j);
                acc = (acc << 1) | (acc >>> 31);
            }
        }
        return acc;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 8000;
        System.out.println("checksum " + kernel(n));
    }
}
