package java.nio.file;

/** The options of walking a file tree. */
public enum FileVisitOption {
    FOLLOW_LINKS
}
