// release8: skip (StackTraceElement's module and loader accessors are Java 9)
import java.io.*;
import java.math.*;
import java.util.*;
import java.util.concurrent.atomic.*;

/*
 * Interoperability for the library classes, reading side: reads
 * serstock/stock.ser, a stream the stock JVM wrote with this program's
 * --out mode, holding one of each library class with the stock serial form,
 * and prints what comes back (the writing side is SerColl, SerMisc,
 * SerThrow and SerWrap, which compare Ristretto's bytes with the stock
 * JVM's).  To write the stream again, in tests/regression:
 *   ./run.sh --filter '^SerStock$'      (compiles build/default)
 *   java -cp build/default SerStock --out src/SerStock.res/serstock/stock.ser
 */
public class SerStock {
    static Object[] graph() {
        LinkedHashMap<String, Integer> acc = new LinkedHashMap<String, Integer>(8, 0.75f, true);
        for (int i = 0; i < 5; i++) acc.put("k" + i, i);
        acc.get("k1");
        TreeMap<String, Integer> tm = new TreeMap<String, Integer>();
        for (int i = 0; i < 12; i++) tm.put("t" + (i * 5 % 12), i);
        TreeSet<String> ts = new TreeSet<String>(Collections.<String>reverseOrder());
        ts.addAll(Arrays.asList("b", "a", "c"));
        Hashtable<Object, Object> ht = new Hashtable<Object, Object>();
        for (int i = 0; i < 25; i++) ht.put("h" + i, Integer.valueOf(i));
        Vector<Object> v = new Vector<Object>(4, 3);
        v.add("v0");
        v.add(null);
        Stack<String> st = new Stack<String>();
        st.push("s0");
        st.push("s1");
        ArrayDeque<Object> dq = new ArrayDeque<Object>();
        for (int i = 0; i < 4; i++) dq.addFirst("d" + i);
        Random rnd = new Random(7);
        rnd.nextGaussian();
        StringBuilder sb = new StringBuilder("builder");
        StringBuffer sf = new StringBuffer(3);
        sf.append("buffer");
        IllegalStateException ex = new IllegalStateException("outer", new IOException("inner"));
        ex.setStackTrace(new StackTraceElement[] { new StackTraceElement("app.A", "f", "A.java", 3) });
        ex.getCause().setStackTrace(new StackTraceElement[0]);
        ex.addSuppressed(new ArithmeticException("suppressed"));
        return new Object[] {
            new LinkedList<Object>(Arrays.asList("l0", 1, null)), acc, tm, ts, ht, v, st, dq,
            new Date(1234567890123L), new BigInteger("-340282366920938463463374607431768211457"),
            new BigDecimal("-2.71828182845904523536"), rnd, new UUID(-1L, 42L), new AtomicInteger(9),
            new AtomicLong(-9L), sb, sf, new Locale("pt", "BR"), Arrays.asList("x", "y"),
            Collections.unmodifiableList(new ArrayList<Object>(Arrays.asList("u"))),
            Collections.synchronizedMap(new TreeMap<String, String>(Collections.singletonMap("sk", "sv"))),
            Collections.emptyList(), Collections.emptySet(), Collections.emptyMap(),
            Collections.singletonList("one"), Collections.singleton("single"), Collections.singletonMap("a", "b"),
            Collections.nCopies(2, "n"), ex,
        };
    }

    static String show(Object o) {
        if (o instanceof Date) return "Date " + ((Date) o).getTime();
        if (o instanceof Random) return "Random " + ((Random) o).nextGaussian() + " " + ((Random) o).nextInt();
        if (o instanceof StringBuilder) return "StringBuilder " + o + " " + ((StringBuilder) o).capacity();
        if (o instanceof StringBuffer) return "StringBuffer " + o + " " + ((StringBuffer) o).capacity();
        if (o instanceof Vector) return o.getClass().getName() + " " + o + " " + ((Vector<?>) o).capacity();
        if (o instanceof Throwable) {
            Throwable t = (Throwable) o;
            StringBuilder s = new StringBuilder(t.toString());
            s.append(" cause=").append(t.getCause()).append(" trace=");
            for (StackTraceElement e : t.getStackTrace()) s.append(e.getClassName()).append('.').append(e.getMethodName())
                .append(':').append(e.getLineNumber()).append(' ');
            s.append("causeTrace=").append(t.getCause().getStackTrace().length);
            s.append(" suppressed=").append(Arrays.toString(t.getSuppressed()));
            return s.toString();
        }
        String cls = o.getClass().getName();
        if (cls.startsWith("java.util.Collections$") || cls.startsWith("java.util.Arrays$"))
            cls = "Collections/Arrays object";   // the same class or not: equality and contents say
        return cls + " " + o;
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--out")) {
            ObjectOutputStream oo = new ObjectOutputStream(new FileOutputStream(args[1]));
            for (Object o : graph()) oo.writeObject(o);
            oo.close();
            return;
        }
        InputStream in = SerStock.class.getResourceAsStream("/serstock/stock.ser");
        ObjectInputStream oi = new ObjectInputStream(new BufferedInputStream(in));
        Object[] expect = graph();
        Object[] back = new Object[expect.length];
        for (int i = 0; i < expect.length; i++) {
            Object o = back[i] = oi.readObject();
            boolean eq = o.equals(expect[i]);
            if (o instanceof StringBuilder || o instanceof StringBuffer
                || o instanceof Throwable || o instanceof AtomicInteger || o instanceof AtomicLong)
                eq = o.toString().equals(expect[i].toString());
            System.out.println(i + ": " + show(o) + " equal=" + eq);
        }
        System.out.println("same empty collections: " + (back[21] == Collections.emptyList()) + " "
                           + (back[22] == Collections.emptySet()) + " " + (back[23] == Collections.emptyMap()));
        System.out.println("end: " + oi.read());
    }
}
