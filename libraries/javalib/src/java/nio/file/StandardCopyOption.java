package java.nio.file;

/** The options of copying and moving a file. */
public enum StandardCopyOption implements CopyOption {
    REPLACE_EXISTING, COPY_ATTRIBUTES, ATOMIC_MOVE
}
