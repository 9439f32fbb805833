// release8: skip (Optional.isEmpty, Objects.requireNonNullElse, checkIndex)
import java.util.*;
public class Objects1 {
    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a") + " " + Objects.hashCode(null) + " " + Objects.hashCode("a"));
        System.out.println(Objects.hash(1, 2, 3) + " " + Objects.hash("a", null) + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull(1));
        System.out.println(Objects.requireNonNullElse(null, "else") + " " + Objects.compare("a", "b", Comparator.naturalOrder()));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        Optional<String> o1 = Optional.of("value");
        Optional<String> o2 = Optional.empty();
        Optional<String> o3 = Optional.ofNullable(null);
        System.out.println(o1 + " " + o2 + " " + o3.isPresent() + " " + o1.isPresent() + " " + o2.isEmpty() + " " + o1.get() + " " + o2.orElse("other") + " " + o1.orElse("other"));
        System.out.println(o1.equals(Optional.of("value")) + " " + o2.equals(o3) + " " + o1.hashCode());
        try {
            o2.get();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getMessage());
        }
        OptionalInt oi = OptionalInt.of(5);
        System.out.println(oi + " " + oi.getAsInt() + " " + OptionalInt.empty());
        StringTokenizer st = new StringTokenizer("the  quick,brown;fox", " ,;");
        System.out.println(st.countTokens());
        while (st.hasMoreTokens()) System.out.print("[" + st.nextToken() + "]");
        System.out.println();
        StringTokenizer st2 = new StringTokenizer("a=1&b=2", "=&", true);
        while (st2.hasMoreElements()) System.out.print(st2.nextElement() + "|");
        System.out.println();
        StringTokenizer st3 = new StringTokenizer("  one two\tthree\nfour  ");
        int n = 0;
        while (st3.hasMoreTokens()) { n++; System.out.print(st3.nextToken() + ","); }
        System.out.println(" " + n);
        Object plain = new Object();
        System.out.println(plain.equals(plain) + " " + plain.getClass().getName());
        System.out.println(Objects.requireNonNullElse("x", "y") + " " + Objects.checkIndex(2, 5));
        try {
            Objects.checkIndex(5, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex: " + e.getMessage());
        }
    }
}
