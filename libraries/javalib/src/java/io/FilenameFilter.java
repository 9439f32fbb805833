package java.io;

/** Filters file names in a directory listing. */
@FunctionalInterface
public interface FilenameFilter {
    boolean accept(File dir, String name);
}
