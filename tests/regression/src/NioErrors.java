// release8: skip (Files.readString, writeString)
import java.io.*;
import java.nio.file.*;
import java.util.*;

/* The exceptions of java.nio.file with their messages, the paths relative to a
 * fresh temporary directory (printed as TMP). */
public class NioErrors {
    static Path tmp;

    interface Op {
        void run() throws Exception;
    }

    static void t(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": no exception");
        } catch (Exception e) {
            String msg = String.valueOf(e.getMessage()).replace(tmp.toString(), "TMP").replace('\u0000', '@');
            System.out.println(what + ": " + e.getClass().getName() + ": " + msg);
            if (e instanceof FileSystemException) {
                FileSystemException f = (FileSystemException) e;
                System.out.println("    file=" + rel(f.getFile()) + " other=" + rel(f.getOtherFile()) + " reason="
                        + f.getReason());
            }
        }
    }

    static String rel(String s) {
        return s == null ? null : s.replace(tmp.toString(), "TMP");
    }

    public static void main(String[] args) throws Exception {
        tmp = Files.createTempDirectory("nioerr");
        Path none = tmp.resolve("none");
        Path file = tmp.resolve("file");
        Path dir = tmp.resolve("dir");
        Files.writeString(file, "data");
        Files.createDirectory(dir);
        Files.writeString(dir.resolve("inner"), "x");

        t("size of missing", () -> Files.size(none));
        t("readAllBytes of missing", () -> Files.readAllBytes(none));
        t("readAllLines of missing", () -> Files.readAllLines(none));
        t("newBufferedReader of missing", () -> Files.newBufferedReader(none));
        t("newInputStream of missing", () -> Files.newInputStream(none));
        t("delete missing", () -> Files.delete(none));
        t("deleteIfExists missing", () -> System.out.println("  -> " + Files.deleteIfExists(none)));
        t("getLastModifiedTime missing", () -> Files.getLastModifiedTime(none));
        t("readAttributes missing", () -> Files.readAttributes(none, java.nio.file.attribute.BasicFileAttributes.class));
        t("copy missing", () -> Files.copy(none, tmp.resolve("c")));
        t("move missing", () -> Files.move(none, tmp.resolve("c")));
        t("createDirectory no parent", () -> Files.createDirectory(none.resolve("sub")));
        t("createFile no parent", () -> Files.createFile(none.resolve("f")));
        t("write no parent", () -> Files.writeString(none.resolve("f"), "x"));
        t("write without CREATE", () -> Files.writeString(none, "x", StandardOpenOption.WRITE));
        t("list missing", () -> Files.list(none));
        t("walk missing", () -> Files.walk(none));
        t("isSameFile missing", () -> Files.isSameFile(file, none));

        t("createFile existing", () -> Files.createFile(file));
        t("createDirectory existing", () -> Files.createDirectory(dir));
        t("createDirectory over file", () -> Files.createDirectory(file));
        t("createDirectories over file", () -> Files.createDirectories(file));
        t("createDirectories existing dir", () -> Files.createDirectories(dir));
        t("write CREATE_NEW existing", () -> Files.writeString(file, "x", StandardOpenOption.CREATE_NEW));
        t("copy onto existing", () -> Files.copy(file, dir.resolve("inner")));
        t("move onto existing", () -> Files.move(file, dir.resolve("inner")));

        t("delete non-empty dir", () -> Files.delete(dir));
        t("copy REPLACE onto non-empty dir", () -> Files.copy(file, dir, StandardCopyOption.REPLACE_EXISTING));
        t("move REPLACE onto non-empty dir", () -> Files.move(file, dir, StandardCopyOption.REPLACE_EXISTING));

        t("list a file", () -> Files.list(file));
        t("newDirectoryStream a file", () -> Files.newDirectoryStream(file));

        t("createDirectory under a file", () -> Files.createDirectory(file.resolve("x")));
        t("createDirectories under a file", () -> Files.createDirectories(file.resolve("x/y")));
        t("createFile under a file", () -> Files.createFile(file.resolve("x")));
        t("readAllBytes of a dir", () -> Files.readAllBytes(dir));
        t("write to a dir", () -> Files.writeString(dir, "x"));
        t("ATOMIC_MOVE dir into itself", () -> Files.move(dir, dir.resolve("inner/deeper"), StandardCopyOption.ATOMIC_MOVE));
        t("move dir onto file", () -> Files.move(dir, file, StandardCopyOption.ATOMIC_MOVE));

        t("readSymbolicLink of a file", () -> Files.readSymbolicLink(file));
        t("readSymbolicLink of missing", () -> Files.readSymbolicLink(none));
        t("setLastModifiedTime of missing", () -> Files.setLastModifiedTime(none, java.nio.file.attribute.FileTime.fromMillis(0)));
        t("createSymbolicLink over file", () -> Files.createSymbolicLink(file, none));
        t("mismatch missing", () -> Files.mismatch(file, none));
        t("READ for output", () -> Files.newOutputStream(file, StandardOpenOption.READ));
        t("APPEND + TRUNCATE", () -> Files.newOutputStream(file, StandardOpenOption.APPEND,
                StandardOpenOption.TRUNCATE_EXISTING));
        t("invalid path", () -> Paths.get("a\u0000b"));
        t("negative depth", () -> Files.walk(tmp, -1));

        t("AccessDeniedException", () -> {
            throw new AccessDeniedException(tmp.resolve("secret").toString());
        });
        t("AccessDeniedException 3", () -> {
            throw new AccessDeniedException("from", "to", "because");
        });
        t("FileSystemException reason only", () -> {
            throw new FileSystemException(null, null, "reason only");
        });
        t("NoSuchFileException other", () -> {
            throw new NoSuchFileException("a", "b", null);
        });
        t("InvalidPathException index", () -> {
            throw new InvalidPathException("x:y", "Illegal char <:>", 1);
        });
        System.out.println("exists(file)=" + Files.exists(file) + " exists(dir/inner)=" + Files.exists(dir.resolve("inner"))
                + " content " + Files.readString(file) + " " + Files.readString(dir.resolve("inner")));

        Files.delete(dir.resolve("inner"));
        Files.delete(dir);
        Files.delete(file);
        Files.delete(tmp);
        System.out.println("clean: " + Files.notExists(tmp));
    }
}
