import java.util.HashMap;
public class HashMapOps {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300000;
        HashMap<Integer, Integer> m = new HashMap<>();
        long check = 0;
        for (int i = 0; i < n; i++) m.put(i * 7, i);
        for (int i = 0; i < n; i++) { Integer v = m.get(i * 7); if (v != null) check += v; }
        for (int i = 0; i < n; i += 2) m.remove(i * 7);
        for (int i = 0; i < n; i++) { Integer v = m.get(i * 7); if (v != null) check ^= v; }
        check += m.size();
        System.out.println("checksum " + check);
    }
}
