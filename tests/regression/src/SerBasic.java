import java.io.*;
import java.util.*;

/*
 * Serialization round trips: fields, transient and static fields, the
 * first non-serializable superclass's constructor, writeObject/readObject
 * with extra data, Externalizable, writeReplace/readResolve, enums, arrays,
 * strings (also longer than 65535 bytes), shared references and cycles,
 * serialPersistentFields with putFields/readFields, the default
 * serialVersionUID, and the library's boxed types and collections.
 * Streams are printed in hex, so the bytes are compared with the stock JVM's.
 */
public class SerBasic {
    static byte[] ser(Object... objs) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        for (Object o : objs) oo.writeObject(o);
        oo.close();
        return bo.toByteArray();
    }

    static Object[] deser(byte[] b, int n) throws Exception {
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(b));
        Object[] r = new Object[n];
        for (int i = 0; i < n; i++) r[i] = oi.readObject();
        return r;
    }

    static void hex(String label, byte[] b) {
        StringBuilder sb = new StringBuilder(label + " (" + b.length + " bytes)");
        for (int i = 0; i < b.length; i++) {
            if (i % 32 == 0) sb.append("\n  ");
            sb.append(String.format("%02x", b[i] & 0xFF));
        }
        System.out.println(sb);
    }

    static Object round(String label, Object o, boolean dump) throws Exception {
        byte[] b = ser(o);
        if (dump) hex(label, b);
        else System.out.println(label + ": " + b.length + " bytes");
        return deser(b, 1)[0];
    }

    public static void main(String[] args) throws Exception {
        // plain fields, transient, static, non-serializable base
        SerB_Point p = new SerB_Point(3, -4, "pt");
        p.t = 99;
        SerB_Point.s = 7;
        SerB_Point q = (SerB_Point) round("point", p, true);
        System.out.println("point: " + q + " t=" + q.t + " base=" + q.base + " ctor=" + q.ctorRan);

        // custom writeObject / readObject
        SerB_Custom c = new SerB_Custom(42, "custom");
        SerB_Custom c2 = (SerB_Custom) round("custom", c, true);
        System.out.println("custom: " + c2.n + " " + c2.name + " extra=" + c2.extra);

        // Externalizable
        SerB_Ext e = new SerB_Ext();
        e.a = 5;
        e.b = "ext";
        SerB_Ext e2 = (SerB_Ext) round("ext", e, true);
        System.out.println("ext: " + e2.a + " " + e2.b + " noarg=" + e2.noarg);

        // writeReplace / readResolve
        Object r = round("singleton", SerB_Single.INSTANCE, true);
        System.out.println("singleton same: " + (r == SerB_Single.INSTANCE));
        Object proxied = round("replace", new SerB_Replaced(8), true);
        System.out.println("replace: " + proxied);

        // enums, one with a constant-specific body
        Object[] en = deser(ser(SerB_Color.RED, SerB_Color.BLUE, SerB_Op.PLUS, SerB_Op.MINUS, SerB_Color.RED), 5);
        hex("enums", ser(SerB_Color.RED, SerB_Op.MINUS));
        System.out.println("enums: " + Arrays.toString(en) + " same=" + (en[0] == SerB_Color.RED) + " " + (en[3] == SerB_Op.MINUS)
            + " " + (en[4] == en[0]) + " apply=" + ((SerB_Op) en[3]).apply(5, 3));

        // arrays
        Object arrs = new Object[] { new int[] { 1, -2, 3 }, new long[] { 1L << 40 }, new double[] { 1.5, -0.0 },
            new float[] { 2.25f }, new byte[] { -1, 0, 1 }, new short[] { -300 }, new char[] { 'a', 'Z', '0' },
            new boolean[] { true, false }, new String[] { "x", null, "y" }, new int[][] { { 1 }, { 2, 3 }, null } };
        Object[] a2 = (Object[]) round("arrays", arrs, true);
        System.out.println("arrays: " + Arrays.deepToString(a2) + " " + a2.getClass().getName() + " "
            + a2[8].getClass().getName() + " " + a2[9].getClass().getName());

        // strings
        String uni = "h\u00e9llo \u20ac \u0000 \ud83d\ude00";
        String s2 = (String) round("unicode", uni, true);
        System.out.println("unicode equal: " + uni.equals(s2) + " len=" + s2.length());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 30000; i++) big.append((char) ('a' + i % 26)).append('\u00e9');
        String bs = big.toString();
        byte[] bb = ser(bs, bs);
        System.out.println("long string: " + bb.length + " bytes, tag " + Integer.toHexString(bb[4] & 0xFF));
        Object[] bs2 = deser(bb, 2);
        System.out.println("long string equal: " + bs.equals(bs2[0]) + " same=" + (bs2[0] == bs2[1]));

        // shared references and cycles
        SerB_Node n1 = new SerB_Node("one");
        SerB_Node n2 = new SerB_Node("two");
        n1.next = n2;
        n2.next = n1;
        n1.self = n1;
        Object[] pair = { n1, n2, n1 };
        Object[] pair2 = (Object[]) round("cycle", pair, true);
        SerB_Node m1 = (SerB_Node) pair2[0], m2 = (SerB_Node) pair2[1];
        System.out.println("cycle: " + m1.name + "->" + m1.next.name + "->" + m1.next.next.name
            + " back=" + (m1.next.next == m1) + " self=" + (m1.self == m1) + " shared=" + (pair2[2] == m1) + " m2=" + (m2 == m1.next));
        Object[] selfArr = new Object[2];
        selfArr[0] = selfArr;
        selfArr[1] = "s";
        Object[] selfArr2 = (Object[]) round("self array", selfArr, true);
        System.out.println("self array: " + (selfArr2[0] == selfArr2) + " " + selfArr2[1]);

        // serialPersistentFields, putFields / readFields
        SerB_Persist pe = new SerB_Persist();
        pe.secret = 11;
        pe.label = "lbl";
        SerB_Persist pe2 = (SerB_Persist) round("persist", pe, true);
        System.out.println("persist: " + pe2.secret + " " + pe2.label);

        // boxed values and collections of the library
        Object[] boxes = { Integer.valueOf(-5), Long.valueOf(1L << 33), Short.valueOf((short) 9), Byte.valueOf((byte) -2),
            Character.valueOf('z'), Boolean.TRUE, Float.valueOf(0.5f), Double.valueOf(-2.5) };
        Object[] boxes2 = (Object[]) round("boxes", boxes, true);
        System.out.println("boxes: " + Arrays.toString(boxes2));
        ArrayList<Object> list = new ArrayList<Object>();
        list.add("a");
        list.add(Integer.valueOf(1));
        list.add(null);
        list.add(list.get(0));
        Object list2 = round("arraylist", list, true);
        System.out.println("arraylist: " + list2 + " " + list2.getClass().getName());
        HashMap<String, Integer> map = new HashMap<String, Integer>();
        for (int i = 0; i < 20; i++) map.put("k" + i, Integer.valueOf(i * i));
        Object map2 = round("hashmap", map, false);
        System.out.println("hashmap: " + map2);
        HashMap<String, String> small = new HashMap<String, String>();
        small.put("one", "1");
        small.put("two", "2");
        round("small hashmap", small, true);
        HashSet<String> set = new HashSet<String>(Arrays.asList("p", "q", "r", "pq"));
        Object set2 = round("hashset", set, true);
        System.out.println("hashset: " + set2);
        LinkedHashSet<String> lset = new LinkedHashSet<String>(Arrays.asList("z", "y", "x"));
        Object lset2 = round("linkedhashset", lset, true);
        System.out.println("linkedhashset: " + lset2 + " " + lset2.getClass().getName());

        // class objects and descriptors
        Object cls = round("class", new Object[] { String.class, int.class, SerB_Point.class, int[].class, SerB_Color.class }, true);
        System.out.println("classes: " + Arrays.toString((Object[]) cls));

        // default serialVersionUIDs (SHA-1 of the class's members)
        Class<?>[] uids = { SerB_Point.class, SerB_Base.class, SerB_Custom.class, SerB_Ext.class, SerB_Node.class,
            SerB_Single.class, SerB_Iface.class, SerB_Abstract.class, int[].class, String[].class, Object[].class,
            int[][].class, SerB_Color.class, SerB_Op.class };
        for (Class<?> k : uids) {
            ObjectStreamClass d = ObjectStreamClass.lookup(k);
            System.out.println("uid " + k.getName() + ": " + (d == null ? "not serializable" : d.getSerialVersionUID() + " "
                + Arrays.toString(d.getFields())));
        }
        System.out.println(ObjectStreamClass.lookup(SerB_Persist.class));
        System.out.println(ObjectStreamClass.lookupAny(Thread.class).getSerialVersionUID());
        ObjectStreamField f = ObjectStreamClass.lookup(SerB_Point.class).getField("name");
        System.out.println(f.getName() + " " + f.getTypeCode() + " " + f.getTypeString() + " " + f.getType().getName()
            + " prim=" + f.isPrimitive() + " off=" + f.getOffset());

        // primitive data between objects; OptionalDataException
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeInt(17);
        oo.writeUTF("between");
        oo.writeObject("obj");
        oo.writeDouble(1.25);
        oo.write(new byte[300]);
        oo.writeObject(Integer.valueOf(3));
        oo.reset();
        oo.writeObject("obj");
        oo.writeBoolean(true);
        oo.close();
        hex("mixed", bo.toByteArray());
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        try {
            oi.readObject();
        } catch (OptionalDataException ex) {
            System.out.println("OptionalDataException length=" + ex.length + " eof=" + ex.eof);
        }
        System.out.println(oi.readInt() + " " + oi.readUTF() + " " + oi.readObject() + " " + oi.readDouble());
        byte[] skip = new byte[300];
        oi.readFully(skip);
        System.out.println(oi.readObject() + " " + oi.readObject() + " " + oi.readBoolean());
        try {
            oi.readInt();
        } catch (EOFException ex) {
            System.out.println("EOFException at end");
        }
        try {
            oi.readObject();
        } catch (EOFException ex) {
            System.out.println("EOFException for readObject at end");
        }

        // failures
        try {
            ser(new SerB_Holder());
        } catch (NotSerializableException ex) {
            System.out.println("NotSerializableException: " + ex.getMessage());
        }
        try {
            ser(new Object());
        } catch (NotSerializableException ex) {
            System.out.println("NotSerializableException: " + ex.getMessage());
        }
        byte[] pb = ser(new SerB_Point(1, 2, "x"));
        // flip the last byte of the serialVersionUID (after the class name)
        int at = indexOf(pb, "SerB_Point".getBytes("UTF-8")) + "SerB_Point".length() + 7;
        pb[at] ^= 1;
        try {
            deser(pb, 1);
        } catch (InvalidClassException ex) {
            System.out.println("InvalidClassException: " + ex.getMessage() + " / " + ex.classname);
        }
        try {
            round("noctor", new SerB_NoCtor(1), false);
        } catch (InvalidClassException ex) {
            System.out.println("InvalidClassException: " + ex.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] { 1, 2, 3, 4 }));
        } catch (StreamCorruptedException ex) {
            System.out.println("StreamCorruptedException: " + ex.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[0]));
        } catch (EOFException ex) {
            System.out.println("EOFException: " + ex.getMessage());
        }
    }

    static int indexOf(byte[] hay, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
            return i;
        }
        return -1;
    }
}

class SerB_Base {
    int base;
    boolean ctorRan;
    SerB_Base() { base = 100; ctorRan = true; }
}

class SerB_Point extends SerB_Base implements Serializable {
    static int s;
    private int x;
    protected int y;
    String name;
    transient int t;
    SerB_Point(int x, int y, String name) { this.x = x; this.y = y; this.name = name; base = 5; ctorRan = false; }
    public String toString() { return name + "(" + x + "," + y + ")"; }
    public int getX() { return x; }
}

class SerB_Custom implements Serializable {
    private static final long serialVersionUID = 1L;
    int n;
    String name;
    transient String extra;
    SerB_Custom(int n, String name) { this.n = n; this.name = name; }
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(n * 2);
        out.writeObject("extra-" + name);
        out.writeUTF("tail");
    }
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        int twice = in.readInt();
        extra = in.readObject() + "/" + twice + "/" + in.readUTF();
    }
}

class SerB_Ext implements Externalizable {
    int a;
    String b;
    boolean noarg;
    public SerB_Ext() { noarg = true; }
    public void writeExternal(ObjectOutput out) throws IOException {
        out.writeInt(a);
        out.writeObject(b);
        out.writeLong(-1L);
    }
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
        a = in.readInt();
        b = (String) in.readObject();
        in.readLong();
    }
}

class SerB_Single implements Serializable {
    static final SerB_Single INSTANCE = new SerB_Single();
    private SerB_Single() { }
    private Object readResolve() { return INSTANCE; }
}

class SerB_Replaced implements Serializable {
    int v;
    SerB_Replaced(int v) { this.v = v; }
    private Object writeReplace() { return new SerB_Proxy(v); }
}

class SerB_Proxy implements Serializable {
    int w;
    SerB_Proxy(int w) { this.w = w; }
    private Object readResolve() { return "resolved " + w; }
}

enum SerB_Color { RED, GREEN, BLUE }

enum SerB_Op {
    PLUS { int apply(int a, int b) { return a + b; } },
    MINUS { int apply(int a, int b) { return a - b; } };
    abstract int apply(int a, int b);
}

class SerB_Node implements Serializable {
    String name;
    SerB_Node next;
    Object self;
    SerB_Node(String name) { this.name = name; }
}

class SerB_Persist implements Serializable {
    private static final ObjectStreamField[] serialPersistentFields = {
        new ObjectStreamField("label", String.class), new ObjectStreamField("code", int.class),
        new ObjectStreamField("alpha", long.class) };
    int secret;
    String label;
    private void writeObject(ObjectOutputStream out) throws IOException {
        ObjectOutputStream.PutField pf = out.putFields();
        pf.put("code", secret + 1000);
        pf.put("label", label);
        out.writeFields();
    }
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream.GetField gf = in.readFields();
        secret = gf.get("code", 0) - 1000;
        label = (String) gf.get("label", null) + " alpha=" + gf.get("alpha", 5L) + " defaulted=" + gf.defaulted("code");
        try {
            gf.get("code", 0L);
        } catch (IllegalArgumentException e) {
            label += " IAE: " + e.getMessage();
        }
    }
}

interface SerB_Iface extends Serializable {
    int f();
}

abstract class SerB_Abstract implements Serializable {
    public static final int K = 3;
    protected transient Object tr;
    abstract void g();
    synchronized void h() { }
    SerB_Abstract() { }
    protected SerB_Abstract(int x) { }
    static { System.getProperty("x"); }
}

class SerB_Holder implements Serializable {
    Object inner = new Thread();
}

class SerB_NoCtorBase {
    SerB_NoCtorBase(int x) { }
}

class SerB_NoCtor extends SerB_NoCtorBase implements Serializable {
    SerB_NoCtor(int x) { super(x); }
}
