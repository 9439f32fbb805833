// The JIT's object paths (jit_check.sh runs this with -Xjit:all and
// -Xjit:threshold=3): instance and static fields of every type, virtual,
// interface, private and super calls between compiled methods, allocation,
// type checks, exceptions thrown and caught in compiled code with their
// stack traces, synchronized blocks, aastore checks, and instructions the
// compiler leaves to the interpreter (string concatenation, switches) in
// the middle of compiled methods.
public class JitObjects {
    interface Shape { double area(); String kind(); }

    static abstract class Base implements Shape {
        static int made;
        final int id;
        Base() { id = ++made; }
        public String kind() { return "base"; }
        int twice() { return 2 * id; }
    }

    static final class Square extends Base {
        double side;
        Square(double side) { this.side = side; }
        public double area() { return side * side; }
        public String kind() { return "square"; }
    }

    static class Circle extends Base {
        double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        int twice() { return super.twice() + 1000; }
    }

    static class Fields {
        byte b; boolean z; char c; short s; int i; long l; float f; double d; Object o; int[] a;
        static byte sb; static boolean sz; static char sc; static short ss; static int si;
        static long sl; static float sf; static double sd; static String so;
        volatile int vi; volatile long vl;

        void fill(int k) {
            b = (byte) (k * 37); z = (k & 1) != 0; c = (char) (k * 4099); s = (short) (k * -3001);
            i = k * 1000003; l = k * 0x1234567890L; f = k / 3.0f; d = k / 7.0;
            o = (k & 1) != 0 ? "odd" : null; a = new int[k & 3];
            sb = (byte) -k; sz = !z; sc = (char) (65535 - k); ss = (short) (k << 12);
            si += k; sl -= k * 0x100000001L; sf = -f; sd = d * d; so = "s" + k;
            vi = k; vl = -k;
        }

        long sum() {
            return b + (z ? 1 : 0) + c + s + i + l + (long) (f * 1000) + (long) (d * 1000)
                + (o == null ? 0 : o.hashCode()) + a.length
                + sb + (sz ? 2 : 0) + sc + ss + si + sl + (long) (sf * 1000) + (long) (sd * 1000)
                + so.length() + vi + vl;
        }
    }

    static int depth(int n) {
        if (n == 0) throw new IllegalArgumentException("bottom");
        return depth(n - 1) + 1;
    }

    static int catchAt(int n) {
        try {
            return depth(n);
        } catch (IllegalArgumentException e) {
            StackTraceElement[] st = e.getStackTrace();
            return -st.length * 0 - (st[0].getLineNumber() > 0 ? 1 : 0) - 10 * (st[0].getMethodName().equals("depth") ? 1 : 0);
        }
    }

    static String classify(int k) {
        switch (k % 5) {
            case 0: return "zero";
            case 1: return "one";
            case 3: return "three";
            default: return "other" + k;
        }
    }

    static int nullField(Fields f) {
        try {
            return f.i;
        } catch (NullPointerException e) {
            return -1;
        }
    }

    static final Object lock = new Object();
    static int counter;

    static void bump(int n) {
        for (int k = 0; k < n; k++) {
            synchronized (lock) {
                counter++;
            }
        }
    }

    // a static initializer over 4000 bytes of bytecode: the JIT leaves it
    // to the interpreter, and -Xjit:verbose says why (jit_check.sh)
    static class Table {
        static final short[] T = {
            200, 8119, 16038, 23957, 1876, 9795, 17714, 25633, 3552, 11471, 19390, 27309, 5228, 13147, 21066,
            28985, 6904, 14823, 22742, 661, 8580, 16499, 24418, 2337, 10256, 18175, 26094, 4013, 11932, 19851,
            27770, 5689, 13608, 21527, 29446, 7365, 15284, 23203, 1122, 9041, 16960, 24879, 2798, 10717, 18636,
            26555, 4474, 12393, 20312, 28231, 6150, 14069, 21988, 29907, 7826, 15745, 23664, 1583, 9502, 17421,
            25340, 3259, 11178, 19097, 27016, 4935, 12854, 20773, 28692, 6611, 14530, 22449, 368, 8287, 16206,
            24125, 2044, 9963, 17882, 25801, 3720, 11639, 19558, 27477, 5396, 13315, 21234, 29153, 7072, 14991,
            22910, 829, 8748, 16667, 24586, 2505, 10424, 18343, 26262, 4181, 12100, 20019, 27938, 5857, 13776,
            21695, 29614, 7533, 15452, 23371, 1290, 9209, 17128, 25047, 2966, 10885, 18804, 26723, 4642, 12561,
            20480, 28399, 6318, 14237, 22156, 30075, 7994, 15913, 23832, 1751, 9670, 17589, 25508, 3427, 11346,
            19265, 27184, 5103, 13022, 20941, 28860, 6779, 14698, 22617, 536, 8455, 16374, 24293, 2212, 10131,
            18050, 25969, 3888, 11807, 19726, 27645, 5564, 13483, 21402, 29321, 7240, 15159, 23078, 997, 8916,
            16835, 24754, 2673, 10592, 18511, 26430, 4349, 12268, 20187, 28106, 6025, 13944, 21863, 29782, 7701,
            15620, 23539, 1458, 9377, 17296, 25215, 3134, 11053, 18972, 26891, 4810, 12729, 20648, 28567, 6486,
            14405, 22324, 243, 8162, 16081, 24000, 1919, 9838, 17757, 25676, 3595, 11514, 19433, 27352, 5271,
            13190, 21109, 29028, 6947, 14866, 22785, 704, 8623, 16542, 24461, 2380, 10299, 18218, 26137, 4056,
            11975, 19894, 27813, 5732, 13651, 21570, 29489, 7408, 15327, 23246, 1165, 9084, 17003, 24922, 2841,
            10760, 18679, 26598, 4517, 12436, 20355, 28274, 6193, 14112, 22031, 29950, 7869, 15788, 23707, 1626,
            9545, 17464, 25383, 3302, 11221, 19140, 27059, 4978, 12897, 20816, 28735, 6654, 14573, 22492, 411,
            8330, 16249, 24168, 2087, 10006, 17925, 25844, 3763, 11682, 19601, 27520, 5439, 13358, 21277, 29196,
            7115, 15034, 22953, 872, 8791, 16710, 24629, 2548, 10467, 18386, 26305, 4224, 12143, 20062, 27981,
            5900, 13819, 21738, 29657, 7576, 15495, 23414, 1333, 9252, 17171, 25090, 3009, 10928, 18847, 26766,
            4685, 12604, 20523, 28442, 6361, 14280, 22199, 30118, 8037, 15956, 23875, 1794, 9713, 17632, 25551,
            3470, 11389, 19308, 27227, 5146, 13065, 20984, 28903, 6822, 14741, 22660, 579, 8498, 16417, 24336,
            2255, 10174, 18093, 26012, 3931, 11850, 19769, 27688, 5607, 13526, 21445, 29364, 7283, 15202, 23121,
            1040, 8959, 16878, 24797, 2716, 10635, 18554, 26473, 4392, 12311, 20230, 28149, 6068, 13987, 21906,
            29825, 7744, 15663, 23582, 1501, 9420, 17339, 25258, 3177, 11096, 19015, 26934, 4853, 12772, 20691,
            28610, 6529, 14448, 22367, 286, 8205, 16124, 24043, 1962, 9881, 17800, 25719, 3638, 11557, 19476,
            27395, 5314, 13233, 21152, 29071, 6990, 14909, 22828, 747, 8666, 16585, 24504, 2423, 10342, 18261,
            26180, 4099, 12018, 19937, 27856, 5775, 13694, 21613, 29532, 7451, 15370, 23289, 1208, 9127, 17046,
            24965, 2884, 10803, 18722, 26641, 4560, 12479, 20398, 28317, 6236, 14155, 22074, 29993, 7912, 15831,
            23750, 1669, 9588, 17507, 25426, 3345, 11264, 19183, 27102, 5021, 12940, 20859, 28778, 6697, 14616,
            22535, 454, 8373, 16292, 24211, 2130, 10049, 17968, 25887, 3806, 11725, 19644, 27563, 5482, 13401,
            21320, 29239, 7158, 15077, 22996, 915, 8834, 16753, 24672, 2591, 10510, 18429, 26348, 4267, 12186,
            20105, 28024, 5943, 13862, 21781, 29700, 7619, 15538, 23457, 1376, 9295, 17214, 25133, 3052, 10971,
            18890, 26809, 4728, 12647, 20566, 28485, 6404, 14323, 22242, 30161, 8080, 15999, 23918, 1837, 9756,
            17675, 25594, 3513, 11432, 19351, 27270, 5189, 13108, 21027, 28946, 6865, 14784, 22703, 622, 8541,
            16460, 24379, 2298, 10217, 18136, 26055, 3974, 11893, 19812, 27731, 5650, 13569, 21488, 29407, 7326,
            15245, 23164, 1083, 9002, 16921, 24840, 2759, 10678, 18597, 26516, 4435, 12354, 20273, 28192, 6111,
            14030, 21949, 29868, 7787, 15706, 23625, 1544, 9463, 17382, 25301, 3220, 11139, 19058, 26977, 4896,
            12815, 20734, 28653, 6572, 14491, 22410, 329, 8248, 16167, 24086, 2005, 9924, 17843, 25762, 3681,
        };
    }

    static synchronized int syncStatic(int x) { return x + 1; }

    public static void main(String[] args) throws Exception {
        Shape[] shapes = new Shape[6];
        for (int k = 0; k < shapes.length; k++)
            shapes[k] = (k % 2 == 0) ? new Square(k + 0.5) : new Circle(k);
        double total = 0;
        for (int k = 0; k < shapes.length; k++) total += shapes[k].area();
        System.out.println("area " + total + " made " + Base.made);
        for (Shape s : shapes) {
            Base b = (Base) s;
            System.out.println(s.kind() + " " + b.id + " " + b.twice() + " " + (s instanceof Circle) + " " + (s instanceof Square));
        }

        Fields f = new Fields();
        long acc = 0;
        for (int k = 0; k < 40; k++) {
            f.fill(k);
            acc = acc * 31 + f.sum();
        }
        System.out.println("fields " + acc + " " + f.b + " " + f.c + " " + f.s + " " + f.z + " " + Fields.sc + " " + Fields.so);

        System.out.println("catch " + catchAt(3) + " " + catchAt(20));
        try {
            depth(4);
        } catch (IllegalArgumentException e) {
            StackTraceElement[] st = e.getStackTrace();
            for (int k = 0; k < 6 && k < st.length; k++)
                System.out.println("  at " + st[k].getMethodName() + ":" + st[k].getLineNumber());
        }
        System.out.println("npe " + nullField(null) + " " + nullField(f));

        Object[] objs = new String[2];
        try {
            objs[0] = "ok";
            objs[1] = Integer.valueOf(3);
        } catch (ArrayStoreException e) {
            System.out.println("store " + e.getMessage() + " " + objs[0]);
        }
        try {
            Object o = shapes[0];
            Circle c = (Circle) o;
            System.out.println("no cast failure " + c);
        } catch (ClassCastException e) {
            System.out.println("cast failed");
        }

        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 12; k++) sb.append(classify(k)).append(' ');
        System.out.println(sb);

        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> bump(5000));
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("counter " + counter + " " + syncStatic(41));

        int[][] grid = new int[5][7];
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 7; x++)
                grid[y][x] = x * y;
        int g = 0;
        for (int[] row : grid) for (int v : row) g += v;
        System.out.println("grid " + g);
        long tsum = 0;
        for (short v : Table.T) tsum = tsum * 31 + v;
        System.out.println("table " + Table.T.length + " " + tsum);
    }
}
