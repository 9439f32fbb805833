package java.nio.file;

/** How symbolic links are treated. */
public enum LinkOption implements OpenOption, CopyOption {
    NOFOLLOW_LINKS
}
