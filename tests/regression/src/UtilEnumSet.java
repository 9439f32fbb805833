import java.io.*;
import java.util.*;

/*
 * EnumSet (noneOf, allOf, of, range, complementOf, copyOf, iteration in
 * ordinal order, removal through the iterator, clone, a type of more than
 * 64 constants, constants with bodies, the errors) and its serial form
 * (the stock JVM's SerializationProxy, in hex against java's bytes; read
 * back equal), and StringJoiner.
 */
public class UtilEnumSet {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    enum Op { PLUS { int apply(int a, int b) { return a + b; } }, TIMES { int apply(int a, int b) { return a * b; } };
              abstract int apply(int a, int b); }
    enum Big { B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13, B14, B15, B16, B17, B18, B19, B20,
               B21, B22, B23, B24, B25, B26, B27, B28, B29, B30, B31, B32, B33, B34, B35, B36, B37, B38, B39,
               B40, B41, B42, B43, B44, B45, B46, B47, B48, B49, B50, B51, B52, B53, B54, B55, B56, B57, B58,
               B59, B60, B61, B62, B63, B64, B65, B66, B67, B68, B69 }

    static void hex(String label, byte[] b) {
        StringBuilder sb = new StringBuilder(label + " (" + b.length + " bytes)");
        for (int i = 0; i < b.length; i++) {
            if (i % 32 == 0) sb.append("\n  ");
            sb.append(String.format("%02x", b[i] & 0xFF));
        }
        System.out.println(sb);
    }

    static Object round(String label, Object o) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeObject(o);
        oo.close();
        hex(label, bo.toByteArray());
        Object r = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray())).readObject();
        System.out.println(label + " back: " + r + " equal=" + r.equals(o) + " " + (r instanceof EnumSet));
        return r;
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Exception {
        EnumSet<Day> none = EnumSet.noneOf(Day.class);
        System.out.println("none: " + none + " " + none.size() + " " + none.isEmpty() + " " + none.getClass().getName());
        EnumSet<Day> all = EnumSet.allOf(Day.class);
        System.out.println("all: " + all + " " + all.size());
        EnumSet<Day> weekend = EnumSet.of(Day.SUN, Day.SAT);
        System.out.println("of: " + weekend + " " + weekend.contains(Day.SAT) + " " + weekend.contains(Day.MON)
                           + " " + weekend.contains("SAT") + " " + weekend.contains(null));
        System.out.println("of5: " + EnumSet.of(Day.FRI, Day.MON, Day.WED, Day.TUE, Day.MON));
        System.out.println("ofN: " + EnumSet.of(Day.SUN, Day.THU, Day.TUE, Day.MON, Day.FRI, Day.SAT));
        System.out.println("range: " + EnumSet.range(Day.TUE, Day.FRI));
        EnumSet<Day> work = EnumSet.complementOf(weekend);
        System.out.println("complement: " + work + " " + work.size());
        System.out.println("copyOf list: " + EnumSet.copyOf(Arrays.asList(Day.WED, Day.MON)));
        System.out.println("copyOf set: " + EnumSet.copyOf(weekend) + " " + (EnumSet.copyOf(weekend) != weekend));
        Iterator<Day> it = work.iterator();
        while (it.hasNext()) if (it.next().ordinal() % 2 == 0) it.remove();
        System.out.println("iterator remove: " + work + " " + work.size());
        EnumSet<Day> c = work.clone();
        c.add(Day.SUN);
        System.out.println("clone: " + work + " " + c + " " + c.equals(work) + " " + c.containsAll(work));
        System.out.println("add/remove: " + c.add(Day.SUN) + " " + c.remove(Day.SUN) + " " + c.remove(Day.SUN) + " " + c);
        all.removeAll(EnumSet.of(Day.MON, Day.SUN));
        all.retainAll(Arrays.asList(Day.TUE, Day.WED, Day.SUN));
        System.out.println("bulk: " + all + " " + all.equals(new HashSet<Day>(Arrays.asList(Day.WED, Day.TUE))));
        EnumSet<Op> ops = EnumSet.allOf(Op.class);
        for (Op op : ops) System.out.println("op " + op + " " + op.apply(6, 7));
        System.out.println("ops contains body constant: " + ops.contains(Op.TIMES) + " " + EnumSet.of(Op.TIMES));
        EnumSet<Big> big = EnumSet.range(Big.B60, Big.B69);
        big.add(Big.B1);
        System.out.println("big: " + big + " " + big.size() + " " + big.contains(Big.B64) + " " + big.getClass().getName());
        System.out.println("big complement size: " + EnumSet.complementOf(big).size());
        try { EnumSet.range(Day.FRI, Day.MON); } catch (IllegalArgumentException e) { System.out.println("range: " + e.getMessage()); }
        try { EnumSet.copyOf(new ArrayList<Day>()); } catch (IllegalArgumentException e) { System.out.println("copyOf: " + e.getMessage()); }
        try { none.add(null); } catch (NullPointerException e) { System.out.println("add null: NPE"); }
        try { ((EnumSet) none).add(Op.PLUS); } catch (ClassCastException e) { System.out.println("add other: CCE"); }
        try { EnumSet.noneOf((Class) String.class); } catch (ClassCastException e) { System.out.println("noneOf: " + e.getMessage()); }

        round("enumset", EnumSet.of(Day.TUE, Day.SAT));
        round("enumset-empty", EnumSet.noneOf(Day.class));
        EnumSet<Big> big2 = (EnumSet<Big>) round("enumset-big", big);
        System.out.println("enumset-big back: " + big2.getClass().getName() + " " + big2.size());
        round("enumset-bodies", EnumSet.of(Op.TIMES));

        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println("joiner: " + sj + " " + sj.length());
        sj.setEmptyValue("EMPTY");
        System.out.println("joiner empty: " + sj + " " + sj.length());
        sj.add("a").add(null).add(new StringBuilder("c"));
        System.out.println("joiner: " + sj + " " + sj.length());
        StringJoiner other = new StringJoiner("-", "[", "]");
        other.add("x").add("y");
        sj.merge(other).merge(new StringJoiner("+"));
        System.out.println("joiner merged: " + sj);
        other.merge(other);
        System.out.println("joiner self-merge: " + other);
        System.out.println("joiner plain: " + new StringJoiner("/").add("usr").add("lib"));
        try { new StringJoiner(null); } catch (NullPointerException e) { System.out.println("joiner null: " + e.getMessage()); }
    }
}
