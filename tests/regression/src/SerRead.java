import java.io.*;
import java.util.*;

/*
 * Interoperability, reading side: reads serread/stock.ser, a stream the
 * stock JVM wrote with SerWrite (see there for how to write it again), and
 * prints what it holds.  The classes are SerWrite's SerW_*.
 */
public class SerRead {
    static IdentityHashMap<Object, Integer> seen = new IdentityHashMap<Object, Integer>();

    static String show(Object o) {
        if (o == null) return "null";
        if (seen.containsKey(o)) return "#" + seen.get(o);
        if (o instanceof String || o instanceof Number || o instanceof Character || o instanceof Boolean
            || o instanceof Enum || o instanceof SerW_All || o instanceof SerW_Sub) {
            return o.getClass().getName() + ":" + o;
        }
        seen.put(o, seen.size());
        String id = "#" + (seen.size() - 1) + "=";
        if (o instanceof SerW_Tree) {
            SerW_Tree t = (SerW_Tree) o;
            return id + "Tree(" + t.name + " parent=" + show(t.parent) + " kids=" + show(t.kids) + ")";
        }
        if (o instanceof SerW_Custom) {
            SerW_Custom c = (SerW_Custom) o;
            return id + "Custom(" + c.v + " " + c.note + ")";
        }
        if (o instanceof SerW_Ext) {
            SerW_Ext e = (SerW_Ext) o;
            return id + "Ext(" + e.x + " " + e.y + ")";
        }
        if (o instanceof Map) {
            StringBuilder sb = new StringBuilder(id + o.getClass().getName() + "{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) sb.append(show(e.getKey())).append("=").append(show(e.getValue())).append(", ");
            return sb.append("}").toString();
        }
        if (o instanceof Collection) {
            StringBuilder sb = new StringBuilder(id + o.getClass().getName() + "[");
            for (Object x : (Collection<?>) o) sb.append(show(x)).append(", ");
            return sb.append("]").toString();
        }
        if (o instanceof Object[]) {
            StringBuilder sb = new StringBuilder(id + o.getClass().getName() + "[");
            for (Object x : (Object[]) o) sb.append(show(x)).append(", ");
            return sb.append("]").toString();
        }
        if (o instanceof boolean[]) return id + Arrays.toString((boolean[]) o);
        if (o instanceof int[]) return id + Arrays.toString((int[]) o);
        return id + o.getClass().getName();
    }

    public static void main(String[] args) throws Exception {
        InputStream in = SerRead.class.getResourceAsStream("/serread/stock.ser");
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        for (int n; (n = in.read(buf)) > 0; ) bo.write(buf, 0, n);
        byte[] bytes = bo.toByteArray();
        System.out.println(bytes.length + " bytes");

        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Object g = oi.readObject();
        System.out.println(show(g));
        System.out.println(oi.readInt());
        System.out.println(oi.readUTF());
        Object k = oi.readObject();
        System.out.println(k + " same constant: " + (k == SerW_Kind.SECOND));
        System.out.println(Arrays.deepToString((Object[]) oi.readObject()));
        String big = (String) oi.readObject();
        System.out.println("long string " + big.length() + " " + big.substring(0, 30) + " " + big.hashCode());
        System.out.println(oi.readLong());
        try {
            oi.readObject();
        } catch (EOFException e) {
            System.out.println("EOFException at the end");
        }

        // the graph's sharing survives
        List<?> list = (List<?>) g;
        Object[] arr = (Object[]) list.get(7);
        SerW_Tree root = (SerW_Tree) list.get(1);
        System.out.println("shared list: " + (arr[1] == list) + ", shared all: " + (arr[2] == list.get(0))
            + ", parent: " + (root.kids.get(0).parent == root) + ", kid shared: " + (root.kids.get(1).kids.get(0) == root.kids.get(0))
            + ", map tree: " + (((Map<?, ?>) list.get(4)).get("tree") == root));

        // written again here, the stream is the same bytes
        System.out.println("rewritten equal: " + Arrays.equals(SerWrite.write(), bytes));
    }
}
