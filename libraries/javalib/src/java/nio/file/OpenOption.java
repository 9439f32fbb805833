package java.nio.file;

/** An option of opening a file (StandardOpenOption, LinkOption). */
public interface OpenOption {
}
