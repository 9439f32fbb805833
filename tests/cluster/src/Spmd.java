public class Spmd {
    public static void main(String[] args) {
        int node = Integer.getInteger("ristretto.node", -1);
        int nodes = Integer.getInteger("ristretto.nodes", -1);
        Helper h = new Helper(node);
        for (int i = 0; i < 3; i++)
            System.out.println("node " + node + " of " + nodes + " line " + i + " " + h.tag());
        System.err.println("err from node " + node);
    }
}
class Helper {
    int n;
    Helper(int n) { this.n = n; }
    String tag() { return "h" + n * 10; }
}
