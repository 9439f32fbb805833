public class PrimArrays {
    public static void main(String[] args) {
        byte[] b = new byte[8]; short[] s = new short[8]; char[] c = new char[8]; int[] i = new int[8];
        long[] l = new long[8]; float[] f = new float[8]; double[] d = new double[8]; boolean[] z = new boolean[8];
        for (int k = 0; k < 8; k++) {
            b[k] = (byte) (k * 50); s[k] = (short) (k * 10000); c[k] = (char) ('a' + k * 3); i[k] = k * 1000000000;
            l[k] = (long) k << 60; f[k] = k / 3.0f; d[k] = k / 7.0; z[k] = (k & 1) == 1;
        }
        for (int k = 0; k < 8; k++) System.out.println(b[k] + " " + s[k] + " " + c[k] + " " + i[k] + " " + l[k] + " " + f[k] + " " + d[k] + " " + z[k]);
        b[0] += 200; s[0] -= 40000; c[0] += 1; i[0]--; l[0]++; f[0] += 0.5f; d[0] *= 2; z[0] |= true;
        System.out.println(b[0] + " " + s[0] + " " + c[0] + " " + i[0] + " " + l[0] + " " + f[0] + " " + d[0] + " " + z[0]);
        System.out.println((new byte[1])[0] + " " + (int) (new char[1])[0] + " " + (new float[1])[0] + " " + (new double[1])[0] + " " + (new boolean[1])[0] + " " + (new Object[1])[0] + " " + (new long[1])[0]);
        long sum = 0;
        for (byte x : b) sum += x;
        for (short x : s) sum += x;
        for (char x : c) sum += x;
        for (long x : l) sum ^= x;
        System.out.println(sum);
        boolean[] sieve = new boolean[100];
        int trues = 0;
        for (int k = 0; k < 100; k++) { sieve[k] = k % 3 == 0 || k % 5 == 0; if (sieve[k]) trues++; }
        System.out.println(trues);
        int[] counts = new int[256];
        byte[] data = "Hello, byte arrays!".getBytes();
        for (byte x : data) counts[x & 0xff]++;
        System.out.println(counts['l'] + " " + counts[' '] + " " + data.length);
        char[][] cc = new char[2][];
        cc[0] = "row0".toCharArray();
        cc[1] = new char[]{'r', '1'};
        System.out.println(new String(cc[0]) + new String(cc[1]));
        long[] fibs = new long[92];
        fibs[0] = 0; fibs[1] = 1;
        for (int k = 2; k < 92; k++) fibs[k] = fibs[k - 1] + fibs[k - 2];
        System.out.println(fibs[91] + " " + fibs.length);
        float[] fa = {1e-30f, 3.4e38f, -0.0f};   // no subnormals: see doc/vm-core.md
        for (float x : fa) System.out.print(x * 2 + " ");
        System.out.println();
        Object o = new short[]{1, 2};
        System.out.println((o instanceof short[]) + " " + (o instanceof int[]) + " " + ((short[]) o)[1]);
    }
}
