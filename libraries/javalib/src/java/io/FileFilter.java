package java.io;

/** Filters abstract pathnames. */
@FunctionalInterface
public interface FileFilter {
    boolean accept(File pathname);
}
