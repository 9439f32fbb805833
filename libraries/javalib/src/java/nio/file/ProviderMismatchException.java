package java.nio.file;

/** Thrown when a path of another file system is passed. */
public class ProviderMismatchException extends IllegalArgumentException {
    private static final long serialVersionUID = 4990847485741612530L;

    public ProviderMismatchException() {
    }

    public ProviderMismatchException(String msg) {
        super(msg);
    }
}
