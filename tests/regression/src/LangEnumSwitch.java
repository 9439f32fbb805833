// release8: skip (switch expressions)
import java.util.*;

public class LangEnumSwitch {
    enum Op {
        ADD("+") {
            int apply(int a, int b) { return a + b; }
        },
        SUB("-") {
            int apply(int a, int b) { return a - b; }
        },
        MUL("*") {
            int apply(int a, int b) { return a * b; }

            @Override
            public String toString() { return "times"; }
        };

        private final String sym;

        Op(String sym) { this.sym = sym; }

        abstract int apply(int a, int b);

        String sym() { return sym; }
    }

    enum Planet { MERCURY, VENUS, EARTH }

    static String kind(Planet p) {
        switch (p) {
            case MERCURY: return "hot";
            case VENUS: return "cloudy";
            default: return "home";
        }
    }

    static int score(String s) {
        switch (s) {
            case "alpha": return 1;
            case "beta":
            case "gamma": return 2;
            case "Aa": return 3;
            case "BB": return 4;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.name() + " " + op.sym() + " " + op.apply(6, 3) + " " + op.ordinal() + " " + (op.getClass() == Op.class) + " " + op.getDeclaringClass().getSimpleName());
        }
        System.out.println(Op.valueOf("SUB").apply(1, 2) + " " + Op.MUL.compareTo(Op.ADD));
        try {
            Op.valueOf("DIV");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        for (Planet p : Planet.values()) System.out.println(p + " " + kind(p));
        for (String s : new String[] {"alpha", "beta", "gamma", "Aa", "BB", "delta"}) System.out.println(s + "=" + score(s));
        EnumMap<Planet, Integer> em = new EnumMap<>(Planet.class);
        em.put(Planet.EARTH, 3);
        em.put(Planet.MERCURY, 1);
        System.out.println(em + " " + em.containsKey(Planet.VENUS));
        Map<Op, String> byOp = new TreeMap<>();
        for (Op op : Op.values()) byOp.put(op, op.sym());
        System.out.println(byOp);
        Planet p = Planet.VENUS;
        String res = switch (p) {
            case MERCURY, VENUS -> "inner";
            case EARTH -> "us";
        };
        int n = switch ("two") {
            case "one" -> 1;
            case "two" -> {
                int t = 1;
                yield t + 1;
            }
            default -> 0;
        };
        System.out.println(res + " " + n);
    }
}
