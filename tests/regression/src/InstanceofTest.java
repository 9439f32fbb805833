import java.io.Serializable;
public class InstanceofTest {
    interface Shape {}
    interface Round extends Shape {}
    static class Circle implements Round {}
    static class Square implements Shape, Cloneable {}
    public static void main(String[] args) {
        Object[] things = {new Circle(), new Square(), "str", 5, new int[2], new String[1], new Circle[1], new Object[0], new int[1][1], null, new Shape[0], new Round[0]};
        String[] names = {"Circle", "Square", "String", "Integer", "int[]", "String[]", "Circle[]", "Object[]", "int[][]", "null", "Shape[]", "Round[]"};
        for (int i = 0; i < things.length; i++) {
            Object o = things[i];
            System.out.println(names[i] + ": Shape=" + (o instanceof Shape) + " Round=" + (o instanceof Round) + " Cloneable=" + (o instanceof Cloneable)
                + " Serializable=" + (o instanceof Serializable) + " Object[]=" + (o instanceof Object[]) + " Shape[]=" + (o instanceof Shape[])
                + " Round[]=" + (o instanceof Round[]) + " Comparable=" + (o instanceof Comparable) + " CharSequence=" + (o instanceof CharSequence)
                + " Number=" + (o instanceof Number) + " int[]=" + (o instanceof int[]) + " Object[][]=" + (o instanceof Object[][]));
        }
        Object o = new Circle[]{new Circle()};
        Shape[] shapes = (Shape[]) o;
        Round[] rounds = (Round[]) o;
        Object[] objs = (Object[]) o;
        System.out.println(shapes.length + " " + rounds.length + " " + objs.length);
        try {
            Circle[] cs = (Circle[]) new Shape[1];
            System.out.println(cs.length);
        } catch (ClassCastException e) {
            System.out.println("CCE Shape[] -> Circle[]");
        }
        try {
            Object x = new Square();
            Round r = (Round) x;
            System.out.println(r);
        } catch (ClassCastException e) {
            System.out.println("CCE Square -> Round");
        }
        try {
            Object x = new int[1];
            long[] la = (long[]) x;
            System.out.println(la);
        } catch (ClassCastException e) {
            System.out.println("CCE int[] -> long[]");
        }
        Object nul = null;
        String s = (String) nul;
        System.out.println("null cast ok " + s + " " + (nul instanceof String));
        Cloneable cl = new int[3];
        Serializable se = new String[0];
        System.out.println(cl.getClass().getName() + " " + se.getClass().getName());
        Shape[] sa = new Round[2];
        try {
            sa[0] = new Square();
        } catch (ArrayStoreException e) {
            System.out.println("ASE Square into Round[]");
        }
        sa[1] = new Circle();
        System.out.println(sa[1] instanceof Circle);
        Object[][] oo = new String[2][2];
        try {
            oo[0] = new Integer[2];
        } catch (ArrayStoreException e) {
            System.out.println("ASE Integer[] into String[][]");
        }
        System.out.println(Shape.class.isInstance(new Circle()) + " " + Round.class.isAssignableFrom(Circle.class) + " " + Object[].class.isAssignableFrom(String[].class) + " " + int[].class.isArray() + " " + int[].class.getComponentType());
    }
}
