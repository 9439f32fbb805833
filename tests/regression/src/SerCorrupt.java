import java.io.*;
import java.util.*;

/*
 * Bad input never crashes deserialization: a valid stream cut at every
 * length, and with single bytes replaced, must end in an exception (or, for
 * some replaced bytes, a different but complete object).  For the cut
 * streams the exception class is printed (EOFException or
 * StreamCorruptedException, as on the stock JVM).  For replaced bytes only
 * "exception" is: there the stock JVM itself sometimes fails with a
 * NullPointerException, a NegativeArraySizeException or an
 * OutOfMemoryError (it allocates what a forged length says), where
 * Ristretto throws an IOException.
 */
public class SerCorrupt {
    static String attempt(byte[] b) {
        try {
            ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(b));
            Object o = oi.readObject();
            int n = oi.readInt();
            Object o2 = oi.readObject();
            return "ok " + (o == null ? "null" : o.getClass().getName()) + " " + n + " " + (o2 == null ? "null" : o2.getClass().getName());
        } catch (Exception e) {
            return e.getClass().getName();
        } catch (OutOfMemoryError e) {
            return "OutOfMemoryError";
        }
    }

    static String coarse(String r) {
        return r.startsWith("ok ") ? r : "exception";
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        ArrayList<Object> list = new ArrayList<Object>();
        SerC_Item it = new SerC_Item();
        it.id = 3;
        it.name = "item";
        it.tags = new String[] { "a", "b" };
        it.vals = new int[] { 1, 2 };
        it.self = it;
        list.add(it);
        list.add("str");
        list.add(it);
        list.add(SerC_E.B);
        oo.writeObject(list);
        oo.writeInt(99);
        oo.writeObject(new SerC_Custom());
        oo.close();
        byte[] good = bo.toByteArray();
        System.out.println(good.length + " bytes: " + attempt(good));

        Map<String, Integer> counts = new TreeMap<String, Integer>();
        for (int len = 0; len < good.length; len++) {
            String r = attempt(Arrays.copyOf(good, len));
            System.out.println("cut " + len + ": " + r);
            Integer c = counts.get(r);
            counts.put(r, c == null ? 1 : c + 1);
        }
        System.out.println("cut totals: " + counts);

        byte[] repl = { 0x00, (byte) 0xFF, 0x70, 0x71, 0x73, 0x77, 0x78, 0x7A };
        counts.clear();
        for (int pos = 0; pos < good.length; pos++) {
            StringBuilder sb = new StringBuilder("byte " + pos + ":");
            for (byte v : repl) {
                if (good[pos] == v) continue;
                byte[] bad = good.clone();
                bad[pos] = v;
                String r = coarse(attempt(bad));
                sb.append(' ').append(String.format("%02x", v & 0xFF)).append('=').append(r);
                Integer c = counts.get(r);
                counts.put(r, c == null ? 1 : c + 1);
            }
            System.out.println(sb);
        }
        System.out.println("replaced totals: " + counts);

        // garbage that is not a stream at all, and a huge forged length
        byte[][] junk = {
            { (byte) 0xAC, (byte) 0xED, 0x00, 0x05, 0x75, 0x72, 0x00, 0x02, 0x5B, 0x49, 0x4D, (byte) 0xBA, 0x60, 0x26, 0x76,
              (byte) 0xEA, (byte) 0xB2, (byte) 0xA5, 0x02, 0x00, 0x00, 0x78, 0x70, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xF0, 0, 0, 0, 1 },
            { (byte) 0xAC, (byte) 0xED, 0x00, 0x05, 0x7C, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x41 },
            { (byte) 0xAC, (byte) 0xED, 0x00, 0x05, 0x71, 0x00, 0x7E, 0x00, 0x00 },
            { (byte) 0xAC, (byte) 0xED, 0x00, 0x05, 0x01 },
            { (byte) 0xAC, (byte) 0xED, 0x00, 0x05, 0x77, 0x01, 0x01, 0x78 },
        };
        for (byte[] j : junk) System.out.println("junk: " + coarse(attempt(j)));
    }
}

class SerC_Item implements Serializable {
    private static final long serialVersionUID = 7L;
    int id;
    String name;
    String[] tags;
    int[] vals;
    Object self;
}

enum SerC_E { A, B }

class SerC_Custom implements Serializable {
    private static final long serialVersionUID = 8L;
    double d = 2.5;
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(5);
        out.writeObject("after");
    }
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        in.readInt();
        in.readObject();
    }
}
