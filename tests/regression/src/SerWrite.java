import java.io.*;
import java.util.*;

/*
 * Interoperability, writing side: builds a fixed object graph (the classes
 * SerW_* below), serializes it and prints the stream in hex.  The expected
 * output comes from the stock JVM, so a VM passes only if it writes the
 * same bytes.
 *
 * The same program wrote src/SerRead.res/serread/stock.ser, which SerRead
 * reads: to write it again with the stock JVM, in tests/regression,
 *   ./run.sh --filter '^SerWrite$'      (compiles build/default)
 *   java -cp build/default SerWrite --out src/SerRead.res/serread/stock.ser
 */
public class SerWrite {
    static byte[] write() throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeObject(graph());
        oo.writeInt(123456);
        oo.writeUTF("primitive data between objects");
        oo.writeObject(SerW_Kind.SECOND);
        oo.reset();
        oo.writeObject(new int[][] { { 1, 2 }, { 3 } });
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 70000; i++) sb.append((char) ('A' + i % 23));
        oo.writeObject(sb.toString());
        oo.writeLong(-7L);
        oo.close();
        return bo.toByteArray();
    }

    static Object graph() {
        SerW_All all = new SerW_All();
        all.z = true;
        all.b = -128;
        all.c = 'q';
        all.s = -32768;
        all.i = Integer.MIN_VALUE;
        all.j = Long.MAX_VALUE;
        all.f = -1.5f;
        all.d = Math.PI;
        all.str = "all";
        all.ints = new int[] { 7, 8, 9 };
        all.kind = SerW_Kind.THIRD;
        all.cls = SerW_All.class;
        SerW_Tree root = new SerW_Tree("root");
        SerW_Tree left = new SerW_Tree("left");
        SerW_Tree right = new SerW_Tree("right");
        root.kids.add(left);
        root.kids.add(right);
        left.parent = root;
        right.parent = root;
        right.kids.add(left);
        SerW_Custom cu = new SerW_Custom();
        cu.v = 31;
        cu.note = "note";
        SerW_Ext ex = new SerW_Ext();
        ex.x = 77;
        ex.y = "external";
        HashMap<String, Object> map = new HashMap<String, Object>();
        map.put("tree", root);
        map.put("num", Long.valueOf(5));
        map.put("dbl", Double.valueOf(0.25));
        map.put("chr", Character.valueOf('#'));
        ArrayList<Object> list = new ArrayList<Object>();
        list.add(all);
        list.add(root);
        list.add(cu);
        list.add(ex);
        list.add(map);
        list.add(new SerW_Sub(4, 5));
        list.add(new HashSet<String>(Arrays.asList("s1", "s2", "s3")));
        list.add(new Object[] { "shared", list, all });
        list.add(new boolean[] { true, false, true });
        list.add(new LinkedHashSet<String>(Arrays.asList("x")));
        return list;
    }

    public static void main(String[] args) throws Exception {
        byte[] b = write();
        if (args.length == 2 && args[0].equals("--out")) {
            FileOutputStream fo = new FileOutputStream(args[1]);
            fo.write(b);
            fo.close();
            return;
        }
        System.out.println(b.length + " bytes");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.length && i < 6000; i++) {
            sb.append(String.format("%02x", b[i] & 0xFF));
            if (i % 40 == 39) sb.append('\n');
        }
        System.out.println(sb);
        int sum = 0;
        for (byte x : b) sum = sum * 31 + (x & 0xFF);
        System.out.println("checksum " + sum);
    }
}

enum SerW_Kind { FIRST, SECOND, THIRD }

class SerW_All implements Serializable {
    private static final long serialVersionUID = 20261126L;
    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long j;
    float f;
    double d;
    String str;
    int[] ints;
    SerW_Kind kind;
    Class<?> cls;
    transient String skipped = "skipped";

    public String toString() {
        return "All[" + z + " " + b + " " + c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + str + " "
            + Arrays.toString(ints) + " " + kind + " " + cls + " " + skipped + "]";
    }
}

class SerW_Tree implements Serializable {
    private static final long serialVersionUID = 1L;
    String name;
    SerW_Tree parent;
    ArrayList<SerW_Tree> kids = new ArrayList<SerW_Tree>();
    SerW_Tree(String name) { this.name = name; }
}

class SerW_Custom implements Serializable {
    private static final long serialVersionUID = 2L;
    int v;
    transient String note;
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeUTF(note);
        out.writeObject(new Date(0).getClass().getName());
        out.write(new byte[2000]);
    }
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        note = in.readUTF() + "+" + in.readObject();
        byte[] pad = new byte[2000];
        in.readFully(pad);
    }
}

class SerW_Ext implements Externalizable {
    private static final long serialVersionUID = 3L;
    int x;
    String y;
    public SerW_Ext() { }
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeInt(x);
        out.writeObject(y);
    }
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        x = in.readInt();
        y = (String) in.readObject();
    }
}

class SerW_Base implements Serializable {
    private static final long serialVersionUID = 4L;
    int base;
    SerW_Base(int b) { base = b; }
}

class SerW_Sub extends SerW_Base {
    private static final long serialVersionUID = 5L;
    int sub;
    SerW_Sub(int b, int s) { super(b); sub = s; }
    public String toString() { return "Sub[" + base + "," + sub + "]"; }
}
