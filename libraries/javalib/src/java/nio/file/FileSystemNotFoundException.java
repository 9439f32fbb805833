package java.nio.file;

/** Thrown when a file system (a URI scheme here) cannot be found. */
public class FileSystemNotFoundException extends RuntimeException {
    private static final long serialVersionUID = 7999581764446402397L;

    public FileSystemNotFoundException() {
    }

    public FileSystemNotFoundException(String msg) {
        super(msg);
    }
}
