// release8: skip (switch expressions, var)
public class SwitchExpr {
    enum Op { ADD, SUB, MUL, DIV }
    static int apply(Op op, int a, int b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> {
                if (b == 0) yield 0;
                yield a / b;
            }
        };
    }
    static String kind(Object o) {
        if (o instanceof Integer i && i > 10) return "big int " + i;
        if (o instanceof String s) return "string of " + s.length();
        return "other";
    }
    public static void main(String[] args) {
        for (var op : Op.values()) System.out.println(op + " " + apply(op, 17, 5) + " " + apply(op, 3, 0));
        for (var s : new String[]{"a", "bb", "ccc", "dddd"}) {
            var n = switch (s) {
                case "a", "bb" -> 1;
                case "ccc" -> 2;
                default -> s.length() * 10;
            };
            System.out.println(s + " " + n);
        }
        for (int i = 0; i < 6; i++) {
            String r = switch (i % 3) { case 0 -> "fizz"; case 1 -> "buzz"; default -> String.valueOf(i); };
            System.out.print(r + " ");
        }
        System.out.println();
        System.out.println(kind(5) + ", " + kind(50) + ", " + kind("hey") + ", " + kind(2.0));
    }
}
