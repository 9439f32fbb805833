package java.lang;

/** A resource closed by try-with-resources. */
public interface AutoCloseable {
    void close() throws Exception;
}
