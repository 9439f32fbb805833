public class Throw {
    public static void main(String[] args) {
        int node = Integer.getInteger("ristretto.node", -1);
        System.out.println("node " + node + " running");
        if (node == 2) throw new IllegalStateException("boom on node " + node);
        System.out.println("node " + node + " done");
    }
}
