// String concatenation with + (invokedynamic makeConcatWithConstants).
public class StringConcat {
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 100000;
        long check = 0;
        for (int i = 0; i < reps; i++) {
            String s = "item " + i + ": " + (i * 3L) + '/' + (i % 7 == 0) + " end";
            check = check * 31 + s.length() + s.charAt(s.length() / 2);
        }
        System.out.println("checksum " + check);
    }
}
