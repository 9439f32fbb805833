import java.util.*;
public class Oom {
    public static void main(String[] a) {
        List<long[]> keep = new ArrayList<>();
        try { while (true) keep.add(new long[100000]); }
        catch (OutOfMemoryError e) { int n = keep.size(); keep = null; System.out.println("OOM caught " + (n > 10)); }
        try { long[] x = new long[Integer.MAX_VALUE]; } catch (OutOfMemoryError e) { System.out.println("big OOM " + e.getMessage()); }
        System.out.println(System.getProperty("foo"));
    }
}
