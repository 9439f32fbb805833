package java.nio.file;

/** What a FileVisitor tells the walk to do next. */
public enum FileVisitResult {
    CONTINUE, TERMINATE, SKIP_SUBTREE, SKIP_SIBLINGS
}
