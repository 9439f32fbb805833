package java.nio.file;

/** An option of copying or moving a file (StandardCopyOption, LinkOption). */
public interface CopyOption {
}
