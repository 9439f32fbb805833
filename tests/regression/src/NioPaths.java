import java.io.File;
import java.nio.file.*;
import java.util.*;

/* java.nio.file path algebra, without touching the file system: names, parent, root,
 * subpath, resolve, relativize, normalize, startsWith/endsWith, comparison, iteration. */
public class NioPaths {
    static void show(Path p) {
        StringBuilder names = new StringBuilder();
        for (Path n : p) {
            names.append('<').append(n).append('>');
        }
        System.out.println("[" + p + "] abs=" + p.isAbsolute() + " n=" + p.getNameCount() + " names=" + names
                + " file=" + p.getFileName() + " parent=" + p.getParent() + " root=" + p.getRoot()
                + " norm=[" + p.normalize() + "]");
    }

    static void rel(String a, String b) {
        try {
            System.out.println("relativize(" + a + ", " + b + ") = [" + Paths.get(a).relativize(Paths.get(b)) + "]");
        } catch (IllegalArgumentException e) {
            System.out.println("relativize(" + a + ", " + b + "): " + e);
        }
    }

    public static void main(String[] args) {
        String[] inputs = { "", "/", "a", "/a", "a/b/c", "/a/b/", "a//b///c/", "//x//y", ".", "..", "./a", "a/./b/../c",
                            "../../a/..", "/../a", "/a/b/../../..", "a/..", ".hidden/x.txt", "x/.." };
        for (String s : inputs) {
            show(Paths.get(s));
        }
        System.out.println(Paths.get("a", "b", "c") + " " + Paths.get("a", "", "b", "/c/") + " [" + Paths.get("", "")
                + "] " + Paths.get("/", "x") + " " + Paths.get("", "y"));
        Path p = Paths.get("/usr/local/lib/x.so");
        for (int i = 0; i < p.getNameCount(); i++) {
            System.out.print(p.getName(i) + (i + 1 < p.getNameCount() ? "," : "\n"));
        }
        System.out.println(p.subpath(0, 2) + " " + p.subpath(1, 4) + " " + p.subpath(3, 4));
        for (int[] r : new int[][] { {-1, 1}, {0, 5}, {2, 2}, {3, 1} }) {
            try {
                p.subpath(r[0], r[1]);
            } catch (IllegalArgumentException e) {
                System.out.println("subpath(" + r[0] + "," + r[1] + "): " + e.getClass().getSimpleName());
            }
        }
        try {
            p.getName(4);
        } catch (IllegalArgumentException e) {
            System.out.println("getName(4): " + e.getClass().getSimpleName());
        }
        Path base = Paths.get("a/b");
        System.out.println(base.resolve("c") + " " + base.resolve("/abs") + " " + base.resolve("") + " "
                + Paths.get("").resolve("q") + " " + Paths.get("/").resolve("r") + " " + base.resolve(Paths.get("c/d")));
        System.out.println(base.resolveSibling("s") + " " + Paths.get("top").resolveSibling("s") + " "
                + Paths.get("/").resolveSibling("s") + " " + base.resolveSibling("/abs"));
        rel("a/b", "a/c/d");
        rel("a/b", "a/b");
        rel("a/b", "a/b/c/d");
        rel("a/b/c", "a");
        rel("", "x");
        rel("x", "");
        rel(".", "x");
        rel("/", "/a/b");
        rel("/a/b", "/c");
        rel("a/./b", "a/b/c");
        rel("a/../b", "c");
        rel("/a", "b");
        rel("../a", "b");
        rel("..", "b");
        String[][] sw = { {"a/b/c", "a/b"}, {"a/b/c", "a"}, {"a/b/c", "b"}, {"/a/b", "/"}, {"/a/b", "/a"}, {"/a/b", "a"},
                          {"a", ""}, {"", ""}, {"a/b", "a/b"}, {"abc", "ab"} };
        for (String[] t : sw) {
            System.out.println("startsWith(" + t[0] + ", " + t[1] + ")=" + Paths.get(t[0]).startsWith(t[1])
                    + " endsWith=" + Paths.get(t[0]).endsWith(t[1]));
        }
        System.out.println(Paths.get("/a/b").endsWith("/a/b") + " " + Paths.get("/a/b").endsWith("a/b") + " "
                + Paths.get("a/b").endsWith("/a/b") + " " + Paths.get("/a/b").startsWith(Paths.get("/a/b/c")));
        System.out.println(Paths.get("a/b").equals(Paths.get("a//b/")) + " " + Paths.get("a").equals(Paths.get("A"))
                + " " + (Paths.get("a/b").hashCode() == Paths.get("a/b").hashCode()) + " " + Paths.get("a/b").hashCode()
                + " " + Paths.get("").hashCode());
        List<Path> list = new ArrayList<Path>();
        for (String s : new String[] { "b", "a/c", "/z", "a", "a/b", "A", "" }) {
            list.add(Paths.get(s));
        }
        Collections.sort(list);
        System.out.println(list);
        System.out.println(Integer.signum(Paths.get("a").compareTo(Paths.get("b"))) + " "
                + Paths.get("ab").compareTo(Paths.get("ab")));
        File f = Paths.get("dir/file.txt").toFile();
        System.out.println(f.getPath() + " " + f.getName() + " " + f.toPath() + " " + new File("x//y/").toPath()
                + " " + new File("q").toPath().equals(Paths.get("q")));
        FileSystem fs = FileSystems.getDefault();
        System.out.println(fs.getSeparator() + " " + fs.getPath("m", "n") + " " + (Paths.get("x").getFileSystem() == fs)
                + " " + fs.isOpen() + " " + fs.isReadOnly() + " " + fs.getRootDirectories().iterator().next());
        Path rel = Paths.get("some/where");
        Path abs = rel.toAbsolutePath();
        System.out.println(abs.isAbsolute() + " " + abs.endsWith(rel) + " " + (abs.toAbsolutePath() == abs)
                + " " + abs.toString().equals(System.getProperty("user.dir") + "/some/where"));
        try {
            Paths.get("bad\u0000name");
        } catch (InvalidPathException e) {
            System.out.println("InvalidPathException: " + e.getMessage().replace('\u0000', '@') + " reason="
                    + e.getReason() + " index=" + e.getIndex() + " input.length=" + e.getInput().length());
        }
        InvalidPathException ipe = new InvalidPathException("in:put", "Illegal char <:>", 2);
        System.out.println(ipe.getMessage() + " | " + ipe.getIndex());
        Iterator<Path> it = Paths.get("/").iterator();
        System.out.println("root has names: " + it.hasNext());
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
    }
}
