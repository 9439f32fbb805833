package ristretto.internal;

/**
 * Atomic and ordered access to fields and array elements: the only place the
 * class library performs compare-and-set.  java.util.concurrent is built on
 * this class alone, so the global object space can replace these natives
 * (compare-and-set at the object's home) without changing Java code.
 *
 * A field is named by the handle {@link #fieldOffset} returns.  Handles are
 * checked on every use: a handle used with an object of another class, with
 * the wrong operation type or a forged value raises IllegalArgumentException;
 * a null base raises NullPointerException.  For a static field the base is
 * the declaring class's Class object.  Every operation is sequentially
 * consistent (volatile semantics).
 */
public final class Atomics {
    private Atomics() {
    }

    /** Handle of the int, long or reference field {@code name} of c (or a
     *  superclass); NoSuchFieldError if there is none. */
    public static native long fieldOffset(Class<?> c, String name);

    public static native boolean casInt(Object base, long field, int expect, int update);
    public static native boolean casLong(Object base, long field, long expect, long update);
    public static native boolean casRef(Object base, long field, Object expect, Object update);
    public static native int getAndSetInt(Object base, long field, int v);
    public static native int getAndAddInt(Object base, long field, int delta);
    public static native long getAndSetLong(Object base, long field, long v);
    public static native long getAndAddLong(Object base, long field, long delta);
    public static native Object getAndSetRef(Object base, long field, Object v);
    public static native int getIntVolatile(Object base, long field);
    public static native void putIntVolatile(Object base, long field, int v);
    public static native long getLongVolatile(Object base, long field);
    public static native void putLongVolatile(Object base, long field, long v);
    public static native Object getRefVolatile(Object base, long field);
    public static native void putRefVolatile(Object base, long field, Object v);

    public static native boolean casIntElem(int[] a, int i, int expect, int update);
    public static native int getAndSetIntElem(int[] a, int i, int v);
    public static native int getAndAddIntElem(int[] a, int i, int delta);
    public static native int getIntElemVolatile(int[] a, int i);
    public static native void putIntElemVolatile(int[] a, int i, int v);
    public static native boolean casLongElem(long[] a, int i, long expect, long update);
    public static native long getAndSetLongElem(long[] a, int i, long v);
    public static native long getAndAddLongElem(long[] a, int i, long delta);
    public static native long getLongElemVolatile(long[] a, int i);
    public static native void putLongElemVolatile(long[] a, int i, long v);
    public static native boolean casRefElem(Object[] a, int i, Object expect, Object update);
    public static native Object getAndSetRefElem(Object[] a, int i, Object v);
    public static native Object getRefElemVolatile(Object[] a, int i);
    public static native void putRefElemVolatile(Object[] a, int i, Object v);

    public static native void fullFence();
    public static native void acquireFence();
    public static native void releaseFence();
}
