public class ArrayExceptions {
    static int idx(int i) { return i; }
    public static void main(String[] args) {
        int[] a = new int[3];
        try { a[idx(5)] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE: " + e.getMessage()); }
        try { System.out.println(a[idx(-1)]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE: " + e.getMessage()); }
        try { System.out.println(a[idx(3)]); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE: " + e.getMessage() + " " + e.getClass().getName()); }
        long[] la = new long[0];
        try { la[0] = 5; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE: " + e.getMessage()); }
        String[] sa = new String[2];
        try { sa[idx(2)] = "x"; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE: " + e.getMessage()); }
        char[] ca = new char[10];
        try { ca[idx(Integer.MAX_VALUE)] = 'c'; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE: " + e.getMessage()); }
        try { int[] n = new int[idx(-1)]; System.out.println(n.length); } catch (NegativeArraySizeException e) { System.out.println("NASE: " + e.getMessage()); }
        try { Object[] n = new String[idx(-5)]; System.out.println(n.length); } catch (NegativeArraySizeException e) { System.out.println("NASE: " + e.getMessage()); }
        try {
            Object[] objs = new String[2];
            objs[0] = "ok";
            objs[1] = Integer.valueOf(1);
        } catch (ArrayStoreException e) {
            System.out.println("ArrayStoreException caught " + e.getClass().getName());
        }
        try {
            Object o = "string";
            Integer i = (Integer) o;
            System.out.println(i);
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getClass().getName());
        }
        try {
            Object o = new int[1];
            Object[] oa = (Object[]) o;
            System.out.println(oa.length);
        } catch (ClassCastException e) {
            System.out.println("CCE array " + e.getClass().getSimpleName());
        }
        try {
            int[] n = null;
            System.out.println(n.length);
        } catch (NullPointerException e) {
            System.out.println("NPE arraylength");
        }
        try {
            int[] n = null;
            n[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("NPE iastore");
        }
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            System.out.println("NPE invoke " + e.getClass().getName());
        }
        try {
            Object lock = null;
            synchronized (lock) { System.out.println("no"); }
        } catch (NullPointerException e) {
            System.out.println("NPE monitorenter");
        }
        try {
            RuntimeException r = null;
            throw r;
        } catch (NullPointerException e) {
            System.out.println("NPE athrow");
        }
        try {
            Integer boxed = null;
            int x = boxed;
            System.out.println(x);
        } catch (NullPointerException e) {
            System.out.println("NPE unboxing");
        }
        try {
            System.arraycopy(a, 0, new int[2], 0, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("arraycopy AIOOBE");
        }
        try {
            System.arraycopy(a, 0, new long[3], 0, 3);
        } catch (ArrayStoreException e) {
            System.out.println("arraycopy ASE");
        }
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("SIOOBE " + e.getClass().getName());
        }
        try {
            java.util.List<Integer> l = new java.util.ArrayList<>();
            l.get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("list IOOBE: " + e.getMessage());
        }
        int caught = 0;
        for (int i = -2; i < 6; i++) {
            try { a[i] = i; } catch (ArrayIndexOutOfBoundsException e) { caught++; }
        }
        System.out.println("caught " + caught + " " + java.util.Arrays.toString(a));
    }
}
