public class StringBuild {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 6000;
        long check = 0;
        for (int r = 0; r < reps; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 100; i++) sb.append(i).append(',').append("x");
            String s = sb.toString();
            check = check * 31 + s.length() + s.charAt(r % s.length());
        }
        System.out.println("checksum " + check);
    }
}
