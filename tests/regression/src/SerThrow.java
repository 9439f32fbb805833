// release8: skip (StackTraceElement's module and loader accessors are Java 9)
import java.io.*;
import java.util.*;

/*
 * The stock JVM's serial form of Throwable and its subclasses: message,
 * cause (the throwable itself while unset), stack trace (StackTraceElement
 * with its loader, module and version fields), suppressed exceptions (the
 * empty list as Collections.emptyList()), and the two flags of the
 * four-argument constructor.  Stack traces are set by hand so that the bytes
 * are deterministic and compared with the stock JVM's; a trace the VM
 * recorded is only checked to come back equal.  A writer that fails
 * records the exception in the stream (TC_EXCEPTION); its reader gets a
 * WriteAbortedException and can read on.
 */
public class SerThrow {
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

    static String ste(StackTraceElement e) {
        return e.getClassLoaderName() + "|" + e.getModuleName() + "|" + e.getModuleVersion() + "|"
            + e.getClassName() + "|" + e.getMethodName() + "|" + e.getFileName() + "|" + e.getLineNumber();
    }

    static void show(String label, Throwable t) {
        System.out.println(label + ": " + t.getClass().getName() + " msg=" + t.getMessage() + " cause="
                           + (t.getCause() == null ? "null" : t.getCause().getClass().getName() + ":"
                              + t.getCause().getMessage()));
        StackTraceElement[] st = t.getStackTrace();
        System.out.println("  trace " + st.length);
        for (StackTraceElement e : st) System.out.println("    " + ste(e));
        Throwable[] sup = t.getSuppressed();
        System.out.println("  suppressed " + sup.length);
        for (Throwable s : sup) System.out.println("    " + s);
    }

    static Throwable round(String label, Throwable t) throws Exception {
        byte[] b = ser(t);
        hex(label, b);
        Throwable r = (Throwable) deser(b, 1)[0];
        show(label + " back", r);
        return r;
    }

    static final StackTraceElement[] TRACE = {
        new StackTraceElement("app.Main", "run", "Main.java", 42),
        new StackTraceElement("app.Main", "main", null, -1),
        new StackTraceElement("app.Native", "call", "Native.java", -2),
        new StackTraceElement("loader", "mod", "1.0", "app.Mod", "go", "Mod.java", 7),
    };

    public static void main(String[] args) throws Exception {
        RuntimeException plain = new RuntimeException("boom");
        plain.setStackTrace(TRACE);
        Throwable p2 = round("runtime", plain);
        p2.addSuppressed(new Error("later"));
        System.out.println("runtime after: suppressed " + p2.getSuppressed().length + " " + p2.getSuppressed()[0]);

        IOException io = new IOException("disk");
        io.setStackTrace(new StackTraceElement[] { TRACE[0] });
        IllegalStateException ise = new IllegalStateException("state", io);
        ise.setStackTrace(new StackTraceElement[0]);
        ArithmeticException ae = new ArithmeticException("div");
        ae.setStackTrace(new StackTraceElement[] { TRACE[1] });
        ise.addSuppressed(ae);
        ise.addSuppressed(io);
        Throwable i2 = round("with-cause", ise);
        System.out.println("with-cause shared: " + (i2.getCause() == i2.getSuppressed()[1]));

        Exception ex = new Exception();
        ex.setStackTrace(TRACE);
        round("no-message", ex);

        Throwable[] kinds = {
            new IllegalArgumentException("arg"), new NullPointerException("npe"),
            new UnsupportedOperationException("unsupported"), new IndexOutOfBoundsException("index"),
            new ArrayIndexOutOfBoundsException("array"), new StringIndexOutOfBoundsException("string"),
            new ClassCastException("cast"), new NumberFormatException("number"),
            new NoSuchElementException("none"), new ConcurrentModificationException("cme"),
            new InterruptedException("interrupted"), new EOFException("eof"),
            new FileNotFoundException("nofile"), new AssertionError("assert"), new InternalError("internal"),
            new OutOfMemoryError("oom"), new StackOverflowError("deep"),
        };
        for (Throwable k : kinds) k.setStackTrace(new StackTraceElement[] { TRACE[0] });
        byte[] b = ser((Object) kinds);
        hex("kinds", b);
        for (Object o : (Object[]) deser(b, 1)[0]) System.out.println("  kind back: " + o);

        SerT_Quiet q = new SerT_Quiet("quiet");
        q.setStackTrace(TRACE);        // ignored: not writable
        q.addSuppressed(new Error());  // ignored: suppression disabled
        Throwable q2 = round("not-writable", q);
        q2.setStackTrace(TRACE);
        q2.addSuppressed(new Error());
        System.out.println("not-writable after: " + q2.getStackTrace().length + " " + q2.getSuppressed().length);

        // a trace the VM recorded: its frames differ between VMs, so only check it comes back
        Exception live = new Exception("live");
        StackTraceElement[] orig = live.getStackTrace();
        Exception live2 = (Exception) deser(ser(live), 1)[0];
        System.out.println("live trace kept: " + Arrays.equals(orig, live2.getStackTrace()) + " "
                           + (live2.getStackTrace().length > 0));

        StackTraceElement[] st = (StackTraceElement[]) deser(ser((Object) TRACE), 1)[0];
        System.out.println("elements equal: " + Arrays.equals(st, TRACE) + " " + st[0].hashCode()
                           + " " + (st[0].hashCode() == TRACE[0].hashCode()));
        hex("element", ser(TRACE[3]));

        // a writer that fails records the exception in the stream (TC_EXCEPTION)
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream oo = new ObjectOutputStream(bo);
        oo.writeObject("before");
        try {
            oo.writeObject(new ArrayList<Object>(Arrays.asList("item", new SerT_Fail())));
            System.out.println("fail: written");
        } catch (IOException e) {
            System.out.println("fail: " + e);
        }
        oo.writeObject("after");
        oo.close();
        hex("aborted", bo.toByteArray());
        ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("aborted read: " + oi.readObject());
        try {
            System.out.println("aborted read: " + oi.readObject());
        } catch (WriteAbortedException e) {
            System.out.println("aborted read: " + e.getMessage() + " detail " + e.detail.getClass().getName()
                               + " cause " + (e.getCause() == e.detail));
            show("  detail", e.detail);
        }
        System.out.println("aborted read: " + oi.readObject());

        List<Object> el = Collections.emptyList();
        Object el2 = deser(ser(el), 1)[0];
        System.out.println("emptyList back same: " + (el2 == el));
    }
}

class SerT_Quiet extends RuntimeException {
    private static final long serialVersionUID = 5L;
    SerT_Quiet(String m) { super(m, null, false, false); }
}

class SerT_Fail implements Serializable {
    private static final long serialVersionUID = 6L;
    int v = 3;
    private void writeObject(ObjectOutputStream s) throws IOException {
        s.defaultWriteObject();
        s.writeInt(77);
        InvalidObjectException e = new InvalidObjectException("refused");
        e.setStackTrace(new StackTraceElement[] { new StackTraceElement("app.Fail", "writeObject", "Fail.java", 9) });
        throw e;
    }
}
