public class Loops {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 8000;
        int acc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                acc += (i * j) ^ (i + j);
                acc = (acc << 1) | (acc >>> 31);
            }
        }
        System.out.println("checksum " + acc);
    }
}
