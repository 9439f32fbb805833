package java.nio;

/** The byte order of multi-byte values in a ByteBuffer. */
public final class ByteOrder {
    private final String name;

    private ByteOrder(String name) { this.name = name; }

    public static final ByteOrder BIG_ENDIAN = new ByteOrder("BIG_ENDIAN");
    public static final ByteOrder LITTLE_ENDIAN = new ByteOrder("LITTLE_ENDIAN");

    /** Ristretto runs on IA-32 and x86-64 only: little-endian. */
    public static ByteOrder nativeOrder() { return LITTLE_ENDIAN; }

    public String toString() { return name; }
}
