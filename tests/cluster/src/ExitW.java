public class ExitW {
    public static void main(String[] args) throws Exception {
        int node = Integer.getInteger("ristretto.node", -1);
        System.out.println("node " + node + " started");
        if (node == Integer.parseInt(args[0])) {
            System.out.println("node " + node + " exits with " + args[1]);
            System.exit(Integer.parseInt(args[1]));
        }
        Thread.sleep(node == 0 ? 20000 : 20000);
        System.out.println("node " + node + " should not get here");
    }
}
