public class Echo {
    public static void main(String[] args) {
        System.out.println(args.length);
        for (String a : args) System.out.println("[" + a + "]");
        System.out.println(System.getProperty("k") + " " + System.getProperty("e"));
        if (args.length > 0 && args[0].equals("exit")) System.exit(Integer.parseInt(args[1]));
    }
}
