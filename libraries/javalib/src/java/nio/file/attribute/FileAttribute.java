package java.nio.file.attribute;

/** An attribute to set when creating a file (accepted and ignored here but for its type). */
public interface FileAttribute<T> {
    String name();

    T value();
}
