package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.Collections;

/** The superclass of all errors and exceptions. */
public class Throwable implements java.io.Serializable {
    /** VM-private record of the stack at creation (filled by fillInStackTrace0). */
    private transient Object backtrace;

    private String detailMessage;

    private Throwable cause = this;

    private StackTraceElement[] stackTrace;

    private List<Throwable> suppressedExceptions;

    private transient boolean enableSuppression = true;

    private transient boolean writableStackTrace = true;

    /*
     * The stock JVM's serial form: fields `Throwable cause` (the throwable
     * itself while no cause was set), `String detailMessage`,
     * `StackTraceElement[] stackTrace` and `List suppressedExceptions`.  The
     * two flags are encoded as the stock JVM encodes them: a stack trace that
     * is not writable is the one-element array {new StackTraceElement("", "",
     * null, Integer.MIN_VALUE)}, suppression disabled is a null list, and no
     * suppressed exceptions yet is Collections.emptyList().
     */
    private static final long serialVersionUID = -3042686055658047285L;
    /* (No serialPersistentFields: the flags are transient instead, so that
     * initializing Throwable, which the first OutOfMemoryError may do in a
     * full heap, allocates nothing more.) */

    private static StackTraceElement unwritableMark() {
        return new StackTraceElement("", "", null, Integer.MIN_VALUE);
    }

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        StackTraceElement[] st = writableStackTrace ? getOurStackTrace()
                : new StackTraceElement[] { unwritableMark() };
        List<Throwable> sup = !enableSuppression ? null
                : suppressedExceptions == null || suppressedExceptions.isEmpty()
                ? Collections.<Throwable>emptyList() : suppressedExceptions;
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("detailMessage", detailMessage);
        pf.put("cause", cause);
        pf.put("stackTrace", st);
        pf.put("suppressedExceptions", sup);
        s.writeFields();
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        Object msg = gf.get("detailMessage", null);
        Object c = gf.get("cause", this);
        Object st = gf.get("stackTrace", null);
        Object sup = gf.get("suppressedExceptions", null);
        if (msg != null && !(msg instanceof String))
            throw new java.io.InvalidObjectException("detailMessage is not a String");
        if (c != null && !(c instanceof Throwable))
            throw new java.io.InvalidObjectException("cause is not a Throwable");
        detailMessage = (String) msg;
        cause = (Throwable) c;
        backtrace = null;
        enableSuppression = sup != null;
        suppressedExceptions = null;
        if (sup != null) {
            if (!(sup instanceof List))
                throw new java.io.InvalidObjectException("suppressedExceptions is not a List");
            List<?> l = (List<?>) sup;
            if (!l.isEmpty()) {
                ArrayList<Throwable> copy = new ArrayList<Throwable>(1);
                for (Object t : l) {
                    if (t == null)
                        throw new NullPointerException("Cannot suppress a null exception.");
                    if (t == this)
                        throw new IllegalArgumentException("Self-suppression not permitted");
                    if (!(t instanceof Throwable))
                        throw new java.io.InvalidObjectException("suppressed exception is not a Throwable");
                    copy.add((Throwable) t);
                }
                suppressedExceptions = copy;
            }
        }
        writableStackTrace = true;
        if (st == null) {
            stackTrace = new StackTraceElement[0];
        } else {
            if (!(st instanceof StackTraceElement[]))
                throw new java.io.InvalidObjectException("stackTrace is not a StackTraceElement[]");
            StackTraceElement[] a = ((StackTraceElement[]) st).clone();
            if (a.length == 1 && unwritableMark().equals(a[0])) {
                writableStackTrace = false;
                a = new StackTraceElement[0];
            }
            for (int i = 0; i < a.length; i++)
                if (a[i] == null)
                    throw new NullPointerException("null StackTraceElement in serial stream.");
            stackTrace = a;
        }
    }

    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        this.writableStackTrace = writableStackTrace;
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = new StackTraceElement[0];
        }
        detailMessage = message;
        this.cause = cause;
        this.enableSuppression = enableSuppression;
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with " + String.valueOf(cause), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new StreamOut(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WriterOut(s));
    }

    private abstract static class Out {
        abstract void println(Object o);
        abstract Object lock();
    }

    private static final class StreamOut extends Out {
        private final PrintStream ps;
        StreamOut(PrintStream ps) { this.ps = ps; }
        void println(Object o) { ps.println(o); }
        Object lock() { return ps; }
    }

    private static final class WriterOut extends Out {
        private final PrintWriter pw;
        WriterOut(PrintWriter pw) { this.pw = pw; }
        void println(Object o) { pw.println(o); }
        Object lock() { return pw; }
    }

    private void printStackTrace(Out s) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<Throwable, Boolean>());
        seen.add(this);
        synchronized (s.lock()) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                sup[i].printEnclosed(s, trace, "Suppressed: ", "\t", seen);
            }
            Throwable c = getCause();
            if (c != null) {
                c.printEnclosed(s, trace, "Caused by: ", "", seen);
            }
        }
    }

    private void printEnclosed(Out s, StackTraceElement[] enclosing, String caption, String prefix, Set<Throwable> seen) {
        if (seen.contains(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seen.add(this);
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosing.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosing[n])) {
            m--;
            n--;
        }
        int inCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (inCommon != 0) {
            s.println(prefix + "\t... " + inCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printEnclosed(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable c = getCause();
        if (c != null) {
            c.printEnclosed(s, trace, "Caused by: ", prefix, seen);
        }
    }

    public synchronized Throwable fillInStackTrace() {
        if (writableStackTrace) {
            stackTrace = null;
            fillInStackTrace0();
        }
        return this;
    }

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == null) {
            StackTraceElement[] st = null;
            if (backtrace != null) {
                st = getStackTrace0();
            }
            stackTrace = (st == null) ? new StackTraceElement[0] : st;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (!writableStackTrace) {
                return;
            }
            this.stackTrace = copy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (!enableSuppression) {
            return;
        }
        if (suppressedExceptions == null) {
            suppressedExceptions = new ArrayList<Throwable>(1);
        }
        suppressedExceptions.add(exception);
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressedExceptions == null || suppressedExceptions.isEmpty()) {
            return EMPTY_THROWABLE_ARRAY;
        }
        return suppressedExceptions.toArray(EMPTY_THROWABLE_ARRAY);
    }
}
