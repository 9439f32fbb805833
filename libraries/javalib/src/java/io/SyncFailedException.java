package java.io;

/** A sync operation failed. */
public class SyncFailedException extends IOException {
    public SyncFailedException(String desc) {
        super(desc);
    }
}
