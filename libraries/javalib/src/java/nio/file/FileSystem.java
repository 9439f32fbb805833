package java.nio.file;

import java.io.Closeable;
import java.io.IOException;

/** A file system: the factory of its paths.  Only the default one exists. */
public abstract class FileSystem implements Closeable {
    protected FileSystem() {
    }

    public abstract Path getPath(String first, String... more);

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract void close() throws IOException;
}
