package java.nio.file;

/** A directory to delete or replace still has entries. */
public class DirectoryNotEmptyException extends FileSystemException {
    private static final long serialVersionUID = 3056667871802779003L;

    public DirectoryNotEmptyException(String dir) {
        super(dir);
    }
}
