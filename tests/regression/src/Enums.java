import java.util.EnumMap;
import java.util.Map;
public class Enums {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        static final double G = 6.67300E-11;
        double surfaceGravity() { return G * mass / (radius * radius); }
    }
    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") { int apply(int a, int b) { return a * b; } };
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
    }
    enum Level { LOW, MEDIUM, HIGH;
        Level next() { return values()[(ordinal() + 1) % values().length]; }
    }
    interface HasCode { int code(); }
    enum Status implements HasCode {
        OK(200), NOT_FOUND(404);
        private final int c;
        Status(int c) { this.c = c; }
        public int code() { return c; }
        @Override public String toString() { return name().toLowerCase() + "/" + c; }
    }
    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.printf("%s %.2f %d%n", p, p.surfaceGravity(), p.ordinal());
        for (Op op : Op.values()) System.out.println(op + " " + op.sym + " " + op.apply(6, 3) + " " + op.name() + " " + op.getDeclaringClass().getSimpleName());
        System.out.println(Level.valueOf("MEDIUM") + " " + Level.valueOf("HIGH").compareTo(Level.LOW) + " " + Level.LOW.compareTo(Level.HIGH) + " " + Level.HIGH.next());
        try {
            Level.valueOf("NONE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        System.out.println(Level.LOW == Level.valueOf("LOW"));
        System.out.println(Level.MEDIUM.equals(Level.MEDIUM) + " " + Level.values().length);
        for (Status s : Status.values()) System.out.println(s + " " + s.name() + " " + s.code() + " " + ((HasCode) s).code());
        EnumMap<Level, Integer> em = new EnumMap<>(Level.class);
        em.put(Level.HIGH, 3); em.put(Level.LOW, 1);
        for (Map.Entry<Level, Integer> e : em.entrySet()) System.out.println(e.getKey() + "=" + e.getValue());
        System.out.println(em);
        Level l = Level.HIGH;
        switch (l) { case HIGH: System.out.println("switch HIGH"); break; default: System.out.println("other"); }
        System.out.println(Enum.valueOf(Level.class, "LOW") + " " + Op.PLUS.getClass().getSuperclass().getSimpleName());
        java.util.TreeMap<Level, String> tm = new java.util.TreeMap<>();
        tm.put(Level.HIGH, "h"); tm.put(Level.LOW, "l"); tm.put(Level.MEDIUM, "m");
        System.out.println(tm);
        Level[] arr = {Level.HIGH, Level.LOW, Level.MEDIUM, Level.LOW};
        java.util.Arrays.sort(arr);
        System.out.println(java.util.Arrays.toString(arr));
    }
}
