// Reads System.in to the end on every node and reports how many bytes it saw.
public class Echo {
    public static void main(String[] args) throws Exception {
        int node = Integer.getInteger("ristretto.node", -1);
        int n = 0;
        while (System.in.read() >= 0) n++;
        System.out.println("node " + node + " read " + n + " bytes");
    }
}
