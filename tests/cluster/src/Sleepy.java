// Prints two lines per node, then sleeps ~60 s (killed by the tests).
public class Sleepy {
    public static void main(String[] args) throws Exception {
        int node = Integer.getInteger("ristretto.node", -1);
        for (int i = 0; i < 600; i++) {
            if (i < 2) System.out.println("node " + node + " tick " + i);
            Thread.sleep(100);
        }
    }
}
