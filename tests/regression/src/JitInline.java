// Calls of trivial methods inlined by the JIT (issue 13, item 3): getters
// and setters of every field type, constants, empty constructors and
// constructor chains, final, private and static callees, virtual calls
// guarded by a check of the receiver's class (a subclass that overrides
// the getter takes the ordinary call), and String.length and charAt,
// whose exceptions still come from the callee.  The callers are hot, so
// they are compiled after their call sites were resolved (jit_check.sh
// requires -Xjit:verbose to report inlined calls with the compiler thread).
// A null receiver throws at the call, in the caller; on a cluster the
// getters and setters read and write an object another node's thread
// shares (their inline state checks fault as any field access does).
public class JitInline {
    static class Cell {
        private int i;
        private long l;
        private double d;
        private float f;
        private byte b;
        private char c;
        private short s;
        private boolean z;
        private String name;

        Cell() {}

        int getI() { return i; }
        void setI(int v) { i = v; }
        long getL() { return l; }
        void setL(long v) { l = v; }
        double getD() { return d; }
        void setD(double v) { d = v; }
        float getF() { return f; }
        void setF(float v) { f = v; }
        byte getB() { return b; }
        void setB(byte v) { b = v; }
        char getC() { return c; }
        void setC(char v) { c = v; }
        short getS() { return s; }
        void setS(short v) { s = v; }
        boolean isZ() { return z; }
        void setZ(boolean v) { z = v; }
        String getName() { return name; }
        void setName(String v) { name = v; }
        int seven() { return 7; }
        Object nothing() { return null; }
        void noop() {}
    }

    static class Base {
        int v;
        Base(int v) { this.v = v; }
        int get() { return v; }
    }

    static class Twice extends Base {
        Twice(int v) { super(v); }
        @Override int get() { return 2 * v; }
    }

    static final class Leaf {
        private int n;
        final int n() { return n; }
        private void bump(int k) { n = k; }
    }

    static class A {}
    static class B extends A {}
    static class C extends B {}

    static int answer() { return 42; }
    static int minusOne() { return -1; }
    static int big() { return 30000; }
    static void nothingStatic() {}

    // the hot caller: every shape, many times
    static long work(Cell cell, Base[] bases, Leaf leaf, int rounds) {
        long acc = 0;
        for (int r = 0; r < rounds; r++) {
            cell.setI(cell.getI() + 1);
            cell.setL(cell.getL() + r);
            cell.setD(cell.getD() + 0.5);
            cell.setF(cell.getF() + 0.25f);
            cell.setB((byte) (cell.getB() + 3));
            cell.setC((char) (cell.getC() + 7));
            cell.setS((short) (cell.getS() - 5));
            cell.setZ(!cell.isZ());
            if (r % 1000 == 0)
                cell.setName("r" + r);
            String nm = cell.getName();
            acc += nm.length() + nm.charAt(r % nm.length()) + cell.seven() + (cell.nothing() == null ? 1 : 0);
            cell.noop();
            nothingStatic();
            acc += answer() + minusOne() + big();
            for (Base b : bases)
                acc += b.get();
            leaf.bump(r);
            acc += leaf.n();
            A a = new C();
            if (a instanceof B)
                acc++;
        }
        return acc;
    }

    static int getOf(Cell c) { return c.getI(); }
    static int charOf(String s, int i) { return s.charAt(i); }
    static int lengthOf(String s) { return s.length(); }

    public static void main(String[] args) throws Exception {
        Cell cell = new Cell();
        Base[] bases = { new Base(3), new Twice(4), new Base(5) };
        Leaf leaf = new Leaf();
        long total = 0;
        for (int k = 0; k < 40; k++)
            total += work(cell, bases, leaf, 500);
        System.out.println("total " + total);
        System.out.println("cell " + cell.getI() + " " + cell.getL() + " " + cell.getD() + " " + cell.getF() + " "
                + cell.getB() + " " + (int) cell.getC() + " " + cell.getS() + " " + cell.isZ() + " " + cell.getName());

        // a null receiver at a hot, inlined site: the call throws, in the caller
        int sum = 0;
        for (int k = 0; k < 5000; k++)
            sum += getOf(cell);
        try {
            sum += getOf(null);
        } catch (NullPointerException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("npe at " + top.getMethodName() + " line " + top.getLineNumber());
        }
        System.out.println("sum " + sum);

        // String.length and charAt in line, their exceptions from the callee
        String word = "inline";
        long chars = 0;
        for (int k = 0; k < 20000; k++)
            chars += charOf(word, k % 6) + lengthOf(word);
        System.out.println("chars " + chars);
        for (int bad : new int[] { 6, -1 }) {
            try {
                chars += charOf(word, bad);
            } catch (StringIndexOutOfBoundsException e) {
                System.out.println("charAt(" + bad + ") " + e.getClass().getSimpleName());
            }
        }
        try {
            chars += lengthOf(null);
        } catch (NullPointerException e) {
            System.out.println("length of null at " + e.getStackTrace()[0].getMethodName());
        }

        // another thread (another node on a cluster) shares the cell
        final Cell shared = new Cell();
        final Object lock = new Object();
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int k = 0; k < 3000; k++) {
                    synchronized (lock) {
                        shared.setI(shared.getI() + 1);
                        shared.setL(shared.getL() + 2);
                    }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        synchronized (lock) {
            System.out.println("shared " + shared.getI() + " " + shared.getL());
        }
    }
}
