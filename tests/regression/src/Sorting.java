import java.util.Random;
public class Sorting {
    static void bubble(int[] a) { for (int i = 0; i < a.length; i++) for (int j = 0; j + 1 < a.length - i; j++) if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; } }
    static void insertion(int[] a) { for (int i = 1; i < a.length; i++) { int v = a[i], j = i - 1; while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) >>> 1], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        quick(a, lo, j); quick(a, i, hi);
    }
    static void merge(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) / 2;
        merge(a, tmp, lo, mid); merge(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }
    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) { int t = a[0]; a[0] = a[end]; a[end] = t; sift(a, 0, end); }
    }
    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, m = i;
            if (l < n && a[l] > a[m]) m = l;
            if (r < n && a[r] > a[m]) m = r;
            if (m == i) return;
            int t = a[i]; a[i] = a[m]; a[m] = t; i = m;
        }
    }
    static void counting(int[] a, int max) {
        int[] c = new int[max + 1];
        for (int v : a) c[v]++;
        int k = 0;
        for (int v = 0; v <= max; v++) while (c[v]-- > 0) a[k++] = v;
    }
    static void shell(int[] a) {
        for (int gap = a.length / 2; gap > 0; gap /= 2)
            for (int i = gap; i < a.length; i++) { int v = a[i], j = i; while (j >= gap && a[j - gap] > v) { a[j] = a[j - gap]; j -= gap; } a[j] = v; }
    }
    static long check(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) { if (i > 0 && a[i - 1] > a[i]) return -1; h = h * 31 + a[i]; }
        return h;
    }
    public static void main(String[] args) {
        Random r = new Random(1);
        int[] data = new int[3000];
        for (int i = 0; i < data.length; i++) data[i] = r.nextInt(5000);
        String[] names = {"bubble", "insertion", "quick", "merge", "heap", "counting", "shell", "library"};
        for (String name : names) {
            int[] a = data.clone();
            switch (name) {
                case "bubble": bubble(a); break;
                case "insertion": insertion(a); break;
                case "quick": quick(a, 0, a.length - 1); break;
                case "merge": merge(a, new int[a.length], 0, a.length); break;
                case "heap": heap(a); break;
                case "counting": counting(a, 4999); break;
                case "shell": shell(a); break;
                default: java.util.Arrays.sort(a);
            }
            System.out.println(name + " " + check(a) + " min " + a[0] + " max " + a[a.length - 1] + " median " + a[a.length / 2]);
        }
        int[] small = {5, -2, 9, 0, -2, 7};
        quick(small, 0, small.length - 1);
        System.out.println(java.util.Arrays.toString(small));
        String[] words = "delta alpha charlie bravo echo".split(" ");
        for (int i = 1; i < words.length; i++) { String v = words[i]; int j = i - 1; while (j >= 0 && words[j].compareTo(v) > 0) { words[j + 1] = words[j]; j--; } words[j + 1] = v; }
        System.out.println(String.join(",", words));
    }
}
