// Runs for a while on every node (SPMD): prints a start line, waits, an end line.
public class Ticker {
    public static void main(String[] args) throws Exception {
        int node = Integer.getInteger("ristretto.node", -1);
        long ms = Long.parseLong(args[0]);
        System.out.println("node " + node + " start");
        Thread.sleep(ms);
        System.out.println("node " + node + " end " + new Helper(node).tag());
    }
}
