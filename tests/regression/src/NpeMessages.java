// Helpful NullPointerException messages (JEP 358) for every instruction
// that can raise one and every kind of source of the null, compiled as
// javac compiles by default (no LocalVariableTable): locals are named
// "<localN>", parameters "<parameterN>". NpeMessagesNames has the named forms.
public class NpeMessages {
    static class P {
        static String ss; static int[] sia; static P sp; static Object[][] s2;
        P next; String name; int[] ia; long[] la; P[] pa; Integer boxed; int x;
        static P mk() { return null; }
        P self() { return null; }
        static String str(int a, long b, String c, int[] d, Object e) { return null; }
        interface I { void m(); }
        static void t(String tag, Runnable r) {
            try { r.run(); System.out.println(tag + ": no exception"); }
            catch (NullPointerException e) { System.out.println(tag + ": " + e.getMessage()); }
        }
        void inst(P p, String s, int[] a, int i) {
            try { s.length(); } catch (NullPointerException e) { System.out.println("invoke local: " + e.getMessage()); }
            try { p.next.name.length(); } catch (NullPointerException e) { System.out.println("chain: " + e.getMessage()); }
            try { int v = a[i]; } catch (NullPointerException e) { System.out.println("iaload: " + e.getMessage()); }
            try { a[3] = 1; } catch (NullPointerException e) { System.out.println("iastore: " + e.getMessage()); }
            try { int v = a.length; } catch (NullPointerException e) { System.out.println("arraylength: " + e.getMessage()); }
            try { next.x = 1; } catch (NullPointerException e) { System.out.println("putfield this.next: " + e.getMessage()); }
            try { int v = next.x; } catch (NullPointerException e) { System.out.println("getfield this.next: " + e.getMessage()); }
            try { self().x = 2; } catch (NullPointerException e) { System.out.println("retval: " + e.getMessage()); }
            try { mk().self(); } catch (NullPointerException e) { System.out.println("static retval: " + e.getMessage()); }
            try { str(1, 2L, "", null, null).length(); } catch (NullPointerException e) { System.out.println("sig: " + e.getMessage()); }
            try { ss.length(); } catch (NullPointerException e) { System.out.println("static: " + e.getMessage()); }
            try { sia[0]++; } catch (NullPointerException e) { System.out.println("static arr: " + e.getMessage()); }
            try { Object[] o = s2[1]; o[0] = null; } catch (NullPointerException e) { System.out.println("aaload src: " + e.getMessage()); }
            try { s2[1][i] = null; } catch (NullPointerException e) { System.out.println("aastore 2d: " + e.getMessage()); }
            try { s2 = new Object[2][]; s2[i+1][0].hashCode(); } catch (NullPointerException e) { System.out.println("2d expr idx: " + e.getMessage()); } catch (RuntimeException e) { System.out.println(e); }
            try { s2 = null; }  finally {}
            try { throw (RuntimeException) null; } catch (NullPointerException e) { System.out.println("athrow: " + e.getMessage()); }
            try { RuntimeException re = null; throw re; } catch (NullPointerException e) { System.out.println("athrow local: " + e.getMessage()); }
            try { synchronized (p) { } } catch (NullPointerException e) { System.out.println("monitorenter: " + e.getMessage()); }
            try { int v = boxed; } catch (NullPointerException e) { System.out.println("unbox: " + e.getMessage()); }
            try { long[] l = la; l[0] = 1; } catch (NullPointerException e) { System.out.println("lastore: " + e.getMessage()); }
            try { char[] c = null; c[0] = 'a'; } catch (NullPointerException e) { System.out.println("castore: " + e.getMessage()); }
            try { boolean[] c = null; c[0] = true; } catch (NullPointerException e) { System.out.println("bastore z: " + e.getMessage()); }
            try { byte[] c = null; byte b = c[0]; } catch (NullPointerException e) { System.out.println("baload: " + e.getMessage()); }
            try { short[] c = null; short b = c[0]; } catch (NullPointerException e) { System.out.println("saload: " + e.getMessage()); }
            try { float[] c = null; float b = c[0]; } catch (NullPointerException e) { System.out.println("faload: " + e.getMessage()); }
            try { double[] c = null; double b = c[0]; } catch (NullPointerException e) { System.out.println("daload: " + e.getMessage()); }
            try { Object o = i > 0 ? null : ss; o.hashCode(); } catch (NullPointerException e) { System.out.println("merged: " + e.getMessage()); }
            try { ((String) (Object) p).length(); } catch (NullPointerException e) { System.out.println("checkcast: " + e.getMessage()); }
            try { pa[i].x = 1; } catch (NullPointerException e) { System.out.println("pa: " + e.getMessage()); }
            try { pa = new P[3]; pa[i].x = 1; } catch (NullPointerException e) { System.out.println("pa elem: " + e.getMessage()); }
            try { pa = new P[3]; pa[2].x = 1; } catch (NullPointerException e) { System.out.println("pa const: " + e.getMessage()); }
            try { pa = new P[3]; pa[i+1].x = 1; } catch (NullPointerException e) { System.out.println("pa expr: " + e.getMessage()); }
            try { I f = null; f.m(); } catch (NullPointerException e) { System.out.println("iface: " + e.getMessage()); }
            try { java.util.List<String> l = null; l.add("x"); } catch (NullPointerException e) { System.out.println("list: " + e.getMessage()); }
            try { java.util.Objects.requireNonNull(null); } catch (NullPointerException e) { System.out.println("requireNonNull: " + e.getMessage()); }
            try { System.arraycopy(null, 0, new int[1], 0, 1); } catch (NullPointerException e) { System.out.println("arraycopy: " + e.getMessage()); }
            try { throw new NullPointerException(); } catch (NullPointerException e) { System.out.println("explicit: " + e.getMessage()); }
            try { ((Object) null).toString(); } catch (NullPointerException e) { System.out.println("const null: " + e.getMessage()); }
            try { Integer q = null; int z = q + 1; } catch (NullPointerException e) { System.out.println("unbox local: " + e.getMessage()); }
            try { String[] sa = new String[2]; sa[1].length(); } catch (NullPointerException e) { System.out.println("sa[1]: " + e.getMessage()); }
            try { int j = 1; String[] sa = new String[2]; sa[j].length(); } catch (NullPointerException e) { System.out.println("sa[j]: " + e.getMessage()); }
            try { sp.next.next.next.next.next.x = 3; } catch (NullPointerException e) { System.out.println("deep: " + e.getMessage()); }
            try { long q = 5; double d = 1; P w = null; w.x = (int) q; } catch (NullPointerException e) { System.out.println("wide locals: " + e.getMessage()); }
            NullPointerException e1 = new NullPointerException();
            System.out.println("fresh: " + e1.getMessage() + " / " + e1);
        }
        static void stat(String a, int b) {
            try { a.length(); } catch (NullPointerException e) { System.out.println("static arg0: " + e.getMessage()); }
        }
        public static void main(String[] args) {
            new P().inst(null, null, null, 0);
            stat(null, 0);
            try { Object o = null; o.hashCode(); } catch (NullPointerException e) { System.out.println("toString: " + e); }
        }
    }

    static class Q {
        Q a; Q b; Q c; Q d; Q e; Q f; int x; String s; int[][] m; Integer[] boxes;
        static Q sq;
        static void f(long l, String b, double d, Object o) {
            try { b.length(); } catch (NullPointerException e) { System.out.println("long param: " + e.getMessage()); }
            try { o.hashCode(); } catch (NullPointerException e) { System.out.println("param4: " + e.getMessage()); }
            String loc = null;
            try { loc.length(); } catch (NullPointerException e) { System.out.println("local after params: " + e.getMessage()); }
        }
        void g(boolean flag, String p, String q) {
            try { (flag ? p : q).length(); } catch (NullPointerException e) { System.out.println("merged stack: " + e.getMessage()); }
            Q t = new Q(); t.a = new Q(); t.a.b = new Q(); t.a.b.c = new Q(); t.a.b.c.d = new Q();
            try { t.a.b.c.d.e.f.x = 1; } catch (NullPointerException e) { System.out.println("deep6: " + e.getMessage()); }
            try { t.a.b.c.d.e.x = 1; } catch (NullPointerException e) { System.out.println("deep5: " + e.getMessage()); }
            try { this.a.b.x = 1; } catch (NullPointerException e) { System.out.println("this.a: " + e.getMessage()); }
            m = new int[2][];
            try { m[1][0] = 1; } catch (NullPointerException e) { System.out.println("2d: " + e.getMessage()); }
            try { m[1][0]++; } catch (NullPointerException e) { System.out.println("2d inc: " + e.getMessage()); }
            boxes = new Integer[1];
            try { int v = boxes[0]; } catch (NullPointerException e) { System.out.println("unbox elem: " + e.getMessage()); }
            try { int v = boxes[0] + boxes[0]; } catch (NullPointerException e) { System.out.println("unbox elem2: " + e.getMessage()); }
            try { sq.s.length(); } catch (NullPointerException e) { System.out.println("sq: " + e.getMessage()); }
            sq = new Q();
            try { sq.s.length(); } catch (NullPointerException e) { System.out.println("sq.s: " + e.getMessage()); }
            try { sq.a.b.c.x = 1; } catch (NullPointerException e) { System.out.println("sq.a: " + e.getMessage()); }
            try { Object o = null; for (int i = 0; i < 2; i++) { if (i == 1) o.toString(); o = null; } } catch (NullPointerException e) { System.out.println("loop: " + e.getMessage()); }
            try { String k = flag ? null : "x"; k.length(); } catch (NullPointerException e) { System.out.println("local merge: " + e.getMessage()); }
            try { getS().length(); } catch (NullPointerException e) { System.out.println("getS: " + e.getMessage()); }
            try { Q w = this; w.a.x = 1; } catch (NullPointerException e) { System.out.println("w=this: " + e.getMessage()); }
            try { ((Q) null).x = 1; } catch (NullPointerException e) { System.out.println("null cast: " + e.getMessage()); }
            try { Object[] arr = new Object[1]; synchronized (arr[0]) {} } catch (NullPointerException e) { System.out.println("sync elem: " + e.getMessage()); }
            try { String[] sa = {null}; sa[0 + sa.length - 1].length(); } catch (NullPointerException e) { System.out.println("sa expr: " + e.getMessage()); }
            try { s.equals("x"); } catch (NullPointerException e) { System.out.println("this.s: " + e.getMessage()); }
            try { String u = null; String v = u; v.trim(); } catch (NullPointerException e) { System.out.println("copy: " + e.getMessage()); }
            try { java.util.Map<String,String> mp = null; mp.get("k").length(); } catch (NullPointerException e) { System.out.println("map: " + e.getMessage()); }
            try { Object o = null; ((String) o).length(); } catch (NullPointerException e) { System.out.println("cast local: " + e.getMessage()); }
            try { Object[] oa = new Object[1]; oa[0].getClass().getName(); } catch (NullPointerException e) { System.out.println("oa: " + e.getMessage()); }
            try { char[] ca = null; System.out.println(ca.length); } catch (NullPointerException e) { System.out.println("println: " + e.getMessage()); }
            try { long[] la = null; la[2] += 1; } catch (NullPointerException e) { System.out.println("la inc: " + e.getMessage()); }
        }
        String getS() { return null; }
        static int[] arr(int n) { return null; }
        public static void main(String[] args) {
            f(1L, null, 2.0, null);
            new Q().g(true, null, null);
            try { arr(3)[0] = 1; } catch (NullPointerException e) { System.out.println("arr(): " + e.getMessage()); }
            try { int q = 0; q += arr(3).length; } catch (NullPointerException e) { System.out.println("arr len: " + e.getMessage()); }
        }
    }

    static class R {
        R n; int x; R[] ra; static R[] sra;
        R get() { return null; }
        static R[] arrs() { return new R[1]; }
        static int idx() { return 0; }
        public static void main(String[] args) {
            R r = new R();
            try { r.get().n.x = 1; } catch (NullPointerException e) { System.out.println("inner invoke: " + e.getMessage()); }
            try { arrs()[0].x = 1; } catch (NullPointerException e) { System.out.println("inner arr invoke: " + e.getMessage()); }
            r.ra = new R[1];
            try { r.ra[idx()].x = 1; } catch (NullPointerException e) { System.out.println("idx invoke: " + e.getMessage()); }
            try { r.ra[0].n.x = 1; } catch (NullPointerException e) { System.out.println("field of elem: " + e.getMessage()); }
            try { new R().n.x = 1; } catch (NullPointerException e) { System.out.println("new: " + e.getMessage()); }
            try { r.ra[r.x].x = 1; } catch (NullPointerException e) { System.out.println("idx field: " + e.getMessage()); }
            int[] ia = {0};
            try { r.ra[ia[0]].x = 1; } catch (NullPointerException e) { System.out.println("idx elem: " + e.getMessage()); }
            try { r.ra[-1 + 1].x = 1; } catch (NullPointerException e) { System.out.println("const fold: " + e.getMessage()); }
            try { r.ra[(byte) 0].x = 1; } catch (NullPointerException e) { System.out.println("byte: " + e.getMessage()); }
            byte b = 0; short s = 0; char c = 0; long L = 0;
            try { r.ra[b].x = 1; } catch (NullPointerException e) { System.out.println("byte local: " + e.getMessage()); }
            try { r.ra[(int) L].x = 1; } catch (NullPointerException e) { System.out.println("l2i: " + e.getMessage()); }
            try { r.ra[200].x = 1; } catch (Exception e) { System.out.println("bipush: " + e.getClass().getName()); }
            R[] big = new R[40000];
            try { big[30000].x = 1; } catch (NullPointerException e) { System.out.println("sipush: " + e.getMessage()); }
            try { big[70000 - 40000].x = 1; } catch (NullPointerException e) { System.out.println("ldc: " + e.getMessage()); }
            try { big[5].n.n.x = 1; } catch (NullPointerException e) { System.out.println("elem chain: " + e.getMessage()); }
            sra = new R[2];
            try { sra[1].ra[0].x = 1; } catch (NullPointerException e) { System.out.println("static elem: " + e.getMessage()); }
            R[][] rr = new R[2][2];
            try { rr[1][1].x = 1; } catch (NullPointerException e) { System.out.println("rr: " + e.getMessage()); }
            try { rr[1][1].n.n.x = 1; } catch (NullPointerException e) { System.out.println("rr deep: " + e.getMessage()); }
            String str = null;
            try { str.length(); } catch (NullPointerException e) { System.out.println("str: " + e.getMessage()); }
            try { Object o = new Object[] {null}[0]; o.hashCode(); } catch (NullPointerException e) { System.out.println("arrlit: " + e.getMessage()); }
            try { String t = (String) null; t.isEmpty(); } catch (NullPointerException e) { System.out.println("t: " + e.getMessage()); }
            Throwable th = null;
            try { th.getMessage(); } catch (NullPointerException e) { System.out.println("th: " + e.getMessage()); }
            try { try { throw new RuntimeException(); } catch (RuntimeException ex) { ex = null; ex.getMessage(); } } catch (NullPointerException e) { System.out.println("catch var: " + e.getMessage()); }
            try { Object u = null; synchronized (r) { u.hashCode(); } } catch (NullPointerException e) { System.out.println("in sync: " + e.getMessage()); }
            try { String v = args.length > 5 ? "a" : null; v.length(); } catch (NullPointerException e) { System.out.println("v: " + e.getMessage()); }
            try { String w = null; w.length(); } catch (NullPointerException e) { System.out.println("multi: " + e.getMessage() + " | " + e.getMessage() + " | " + e.getLocalizedMessage()); }
            NullPointerException npe = new NullPointerException("mine");
            System.out.println(npe.getMessage());
            try { R q = null; q.x++; } catch (NullPointerException e) { System.out.println("q.x++: " + e.getMessage()); }
        }
    }

    static class S {
        static final Object[] A = new Object[100000];
        static int K = 5;
        public static void main(String[] args) {
            java.io.PrintStream o = System.out;
            System.setOut(null);
            try { System.out.println("x"); } catch (NullPointerException e) { o.println("sysout: " + e.getMessage()); }
            System.setOut(o);
            try { A[70000].hashCode(); } catch (NullPointerException e) { o.println("ldc idx: " + e.getMessage()); }
            try { A[K].hashCode(); } catch (NullPointerException e) { o.println("static idx: " + e.getMessage()); }
            try { A[args.length].hashCode(); } catch (NullPointerException e) { o.println("len idx: " + e.getMessage()); }
            try { A[-1 + args.length + 1].hashCode(); } catch (NullPointerException e) { o.println("expr idx: " + e.getMessage()); }
            try { java.util.Map.Entry<String,String> en = null; en.getKey(); } catch (NullPointerException e) { o.println("inner cls: " + e.getMessage()); }
            try { String[][] ss = new String[1][]; ss[0][0].length(); } catch (NullPointerException e) { o.println("ss: " + e.getMessage()); }
            try { m(null, null); } catch (NullPointerException e) { o.println("m: " + e.getMessage()); }
        }
        static void m(String[] a, java.util.List<String>[] b) { b[0].size(); }
    }

    static String sw(String s) {
        switch (s) {
        case "a": return "A";
        default: return "other";
        }
    }

    static int sum(int[] arr) {
        int t = 0;
        for (int v : arr) t += v;
        return t;
    }

    static Integer boxedGet() { return null; }

    private void priv() { }

    public static void main(String[] args) throws Exception {
        System.out.println("--- P");
        P.main(args);
        System.out.println("--- Q");
        Q.main(args);
        System.out.println("--- R");
        R.main(args);
        System.out.println("--- S");
        S.main(args);
        System.out.println("--- more");
        try { sw(null); } catch (NullPointerException e) { System.out.println("string switch: " + e.getMessage()); }
        try { sum(null); } catch (NullPointerException e) { System.out.println("enhanced for: " + e.getMessage()); }
        try { int v = boxedGet(); } catch (NullPointerException e) { System.out.println("unbox return: " + e.getMessage()); }
        try { ((NpeMessages) null).priv(); } catch (NullPointerException e) { System.out.println("private: " + e.getMessage()); }
        NullPointerException npe = null;
        try { String s = null; s.isEmpty(); } catch (NullPointerException e) { npe = e; }
        System.out.println("getMessage: " + npe.getMessage());
        System.out.println("again: " + npe.getMessage());
        System.out.println("getLocalizedMessage: " + npe.getLocalizedMessage());
        System.out.println("toString: " + npe);
        System.out.println("explicit with message: " + new NullPointerException("given").getMessage());
        try { throw new NullPointerException(); } catch (NullPointerException e) { System.out.println("thrown explicitly: " + e.getMessage() + " / " + e); }
        NullPointerException refilled = null;
        try { String s = null; s.length(); } catch (NullPointerException e) { refilled = e; }
        refilled.fillInStackTrace();
        System.out.println("after fillInStackTrace: " + refilled.getMessage());
        Object[] nothing = null;
        nothing.clone();
    }
}
