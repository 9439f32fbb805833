package java.nio.file;

/** A symbolic-link operation was given a file that is not a link. */
public class NotLinkException extends FileSystemException {
    private static final long serialVersionUID = -388655596416518021L;

    public NotLinkException(String file) {
        super(file);
    }

    public NotLinkException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
