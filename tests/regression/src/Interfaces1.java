public class Interfaces1 {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + name() + suffix(); }
        default String suffix() { return "!"; }
        static Greeter of(String n) {
            return new Greeter() { public String name() { return n; } };
        }
    }
    interface Loud extends Greeter {
        default String greet() { return Greeter.super.greet().toUpperCase(); }
    }
    interface Polite { default String suffix() { return ", please."; } }
    static class Person implements Greeter {
        public String name() { return "Alice"; }
    }
    static class LoudPerson implements Loud {
        public String name() { return "Bob"; }
        public String suffix() { return "!!!"; }
    }
    static class PolitePerson implements Greeter, Polite {
        public String name() { return "Carol"; }
        public String suffix() { return Polite.super.suffix(); }
    }
    interface Counter { int next(); }
    interface Resettable { void reset(); }
    static class Seq implements Counter, Resettable, Comparable<Seq> {
        int v;
        public int next() { return ++v; }
        public void reset() { v = 0; }
        public int compareTo(Seq o) { return Integer.compare(v, o.v); }
    }
    interface Visitor<R> { R visitNum(int n); R visitAdd(Node a, Node b); }
    interface Node { <R> R accept(Visitor<R> v); }
    static Node num(int n) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
    static Node add(Node a, Node b) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }; }
    public static void main(String[] args) {
        Greeter[] gs = {new Person(), new LoudPerson(), new PolitePerson(), Greeter.of("Dave")};
        for (Greeter g : gs) System.out.println(g.greet());
        Seq s = new Seq();
        Counter c = s;
        Resettable r = s;
        System.out.println(c.next() + " " + c.next() + " " + c.next());
        r.reset();
        System.out.println(c.next());
        Seq s2 = new Seq(); s2.next(); s2.next();
        System.out.println(s.compareTo(s2) + " " + (s instanceof Comparable) + " " + (c instanceof Resettable));
        Node expr = add(num(3), add(num(4), num(5)));
        int value = expr.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Node a, Node b) { return a.accept(this) + b.accept(this); }
        });
        String shown = expr.accept(new Visitor<String>() {
            public String visitNum(int n) { return String.valueOf(n); }
            public String visitAdd(Node a, Node b) { return "(" + a.accept(this) + " + " + b.accept(this) + ")"; }
        });
        System.out.println(shown + " = " + value);
        Object o = s;
        System.out.println((o instanceof Counter) + " " + (o instanceof Greeter) + " " + (o instanceof Object));
        try {
            Greeter bad = (Greeter) o;
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
    }
}
