package java.nio.file;

/** The file does not exist. */
public class NoSuchFileException extends FileSystemException {
    private static final long serialVersionUID = -1390291775875351931L;

    public NoSuchFileException(String file) {
        super(file);
    }

    public NoSuchFileException(String file, String other, String reason) {
        super(file, other, reason);
    }
}
