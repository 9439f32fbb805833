// release8: skip (Files.readString, writeString, Path.of)
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.util.*;
import java.util.stream.*;

/* java.nio.file.Files in a fresh temporary directory: create, write, read, append,
 * copy, move, delete, lines, sizes, list/walk (sorted), walkFileTree, attributes.
 * Paths are printed relative to the temporary directory. */
public class NioFiles {
    static Path tmp;

    static String rel(Path p) {
        return tmp.relativize(p).toString();
    }

    static List<String> sorted(Stream<Path> s) {
        List<String> out = s.map(NioFiles::rel).sorted().collect(Collectors.toList());
        s.close();
        return out;
    }

    public static void main(String[] args) throws IOException {
        tmp = Files.createTempDirectory("niofiles");
        System.out.println("tmp: dir=" + Files.isDirectory(tmp) + " abs=" + tmp.isAbsolute() + " name starts "
                + tmp.getFileName().toString().startsWith("niofiles") + " empty=" + (Files.list(tmp).count() == 0));
        Path a = tmp.resolve("a.txt");
        System.out.println("before: exists=" + Files.exists(a) + " notExists=" + Files.notExists(a));
        Files.createFile(a);
        System.out.println("created: exists=" + Files.exists(a) + " regular=" + Files.isRegularFile(a) + " dir="
                + Files.isDirectory(a) + " size=" + Files.size(a) + " readable=" + Files.isReadable(a)
                + " writable=" + Files.isWritable(a) + " executable=" + Files.isExecutable(a) + " hidden="
                + Files.isHidden(a));
        Files.write(a, "hello\n".getBytes(StandardCharsets.UTF_8));
        Files.write(a, "world\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
        System.out.println("a: " + Files.size(a) + " bytes " + Files.readAllLines(a));
        Files.writeString(a, "x\ny\r\nz", StandardOpenOption.TRUNCATE_EXISTING);
        System.out.println("a: " + Files.readString(a).replace("\r", "\\r").replace("\n", "\\n") + " lines="
                + Files.readAllLines(a) + " count=" + Files.lines(a).count());
        Files.write(a, Arrays.asList("one", "two", "three"));
        System.out.println("a: " + Files.readAllLines(a, StandardCharsets.UTF_8) + " size=" + Files.size(a));
        System.out.println("lines: " + Files.lines(a).map(String::toUpperCase).collect(Collectors.joining(",")));
        Files.write(a, Arrays.asList("four"), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        System.out.println("appended: " + Files.readAllLines(a));
        Files.write(a, new byte[] {'A', 'B'}, StandardOpenOption.WRITE);
        System.out.println("overwritten in place: " + Files.readAllLines(a));
        Path b = tmp.resolve("b.txt");
        Files.writeString(b, "bee", StandardOpenOption.CREATE_NEW);
        Files.writeString(b, "BEE", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        System.out.println("b: " + Files.readString(b) + " bytes=" + Arrays.toString(Files.readAllBytes(b)));
        try (BufferedWriter w = Files.newBufferedWriter(tmp.resolve("c.txt"))) {
            w.write("first line");
            w.newLine();
            w.write("second line");
            w.newLine();
        }
        try (BufferedReader r = Files.newBufferedReader(tmp.resolve("c.txt"))) {
            System.out.println("c: " + r.readLine() + " / " + r.readLine() + " / " + r.readLine());
        }
        try (OutputStream out = Files.newOutputStream(tmp.resolve("d.bin"))) {
            for (int i = 0; i < 300; i++) {
                out.write(i);
            }
        }
        try (InputStream in = Files.newInputStream(tmp.resolve("d.bin"))) {
            byte[] all = in.readAllBytes();
            System.out.println("d: " + all.length + " bytes, last " + (all[299] & 0xff));
        }
        Path sub = tmp.resolve("sub");
        Files.createDirectory(sub);
        Path deep = sub.resolve("x/y/z");
        Files.createDirectories(deep);
        Files.createDirectories(deep);
        System.out.println("deep: " + rel(deep) + " dir=" + Files.isDirectory(deep));
        Path c1 = Files.copy(a, sub.resolve("a-copy.txt"));
        System.out.println("copy: " + rel(c1) + " " + Files.readAllLines(c1) + " same=" + Files.isSameFile(a, c1));
        Files.copy(b, c1, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("replaced: " + Files.readString(c1));
        Path m = Files.move(b, sub.resolve("x/b-moved.txt"));
        System.out.println("move: exists(b)=" + Files.exists(b) + " " + rel(m) + " " + Files.readString(m));
        Files.move(m, c1, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("move over: " + Files.readString(c1) + " exists(m)=" + Files.exists(m));
        Files.move(c1, tmp.resolve("atomic.txt"), StandardCopyOption.ATOMIC_MOVE);
        System.out.println("atomic: " + Files.readString(tmp.resolve("atomic.txt")));
        Files.move(sub.resolve("x/y"), sub.resolve("y2"));
        System.out.println("dir moved: " + Files.isDirectory(sub.resolve("y2/z")));
        Path temp = Files.createTempFile(sub, "pre", ".suf");
        String tn = temp.getFileName().toString();
        System.out.println("temp file: parent=" + rel(temp.getParent()) + " " + tn.startsWith("pre") + " "
                + tn.endsWith(".suf") + " size=" + Files.size(temp));
        Files.delete(temp);
        Path tempDir = Files.createTempDirectory(sub, "td");
        System.out.println("temp dir: " + Files.isDirectory(tempDir) + " " + tempDir.getFileName().toString().startsWith("td"));
        Files.delete(tempDir);
        Files.writeString(sub.resolve(".hidden"), "h");
        System.out.println("hidden: " + Files.isHidden(sub.resolve(".hidden")));
        System.out.println("same: " + Files.isSameFile(sub, tmp.resolve("sub/x/..")) + " "
                + Files.isSameFile(a, tmp.resolve("./a.txt")) + " " + Files.isSameFile(a, tmp.resolve("d.bin")));

        System.out.println("list tmp: " + sorted(Files.list(tmp)));
        System.out.println("list sub: " + sorted(Files.list(sub)));
        System.out.println("walk: " + sorted(Files.walk(tmp)));
        System.out.println("walk depth 1: " + sorted(Files.walk(tmp, 1)));
        List<Path> order = Files.walk(tmp).collect(Collectors.toList());
        System.out.println("walk starts at tmp: " + order.get(0).equals(tmp) + " parents first: " + parentsFirst(order));
        System.out.println("find *.txt: " + sorted(Files.find(tmp, 10, (p, at) -> at.isRegularFile()
                && p.toString().endsWith(".txt"))));
        List<String> ds = new ArrayList<>();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(tmp)) {
            for (Path p : s) {
                ds.add(rel(p));
            }
        }
        Collections.sort(ds);
        System.out.println("directory stream: " + ds);
        ds.clear();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(tmp, "*.{txt,bin}")) {
            for (Path p : s) {
                ds.add(rel(p));
            }
        }
        Collections.sort(ds);
        System.out.println("glob: " + ds);
        ds.clear();
        try (DirectoryStream<Path> s = Files.newDirectoryStream(tmp, p -> Files.isDirectory(p))) {
            for (Path p : s) {
                ds.add(rel(p));
            }
        }
        System.out.println("filter: " + ds);

        final int[] counts = new int[3];
        final List<String> visited = new ArrayList<>();
        Files.walkFileTree(tmp, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes at) {
                counts[0]++;
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes at) {
                counts[1]++;
                visited.add(rel(file) + ":" + at.size());
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                counts[2]++;
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(visited);
        System.out.println("walkFileTree: pre=" + counts[0] + " files=" + counts[1] + " post=" + counts[2] + " " + visited);
        Arrays.fill(counts, 0);
        Files.walkFileTree(tmp, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes at) {
                counts[0]++;
                return dir.getFileName().toString().equals("sub") ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes at) {
                counts[1]++;
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("skip sub: dirs=" + counts[0] + " files=" + counts[1]);
        Arrays.fill(counts, 0);
        Files.walkFileTree(tmp, EnumSet.noneOf(FileVisitOption.class), 1, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes at) {
                counts[1]++;
                if (at.isDirectory()) {
                    counts[2]++;
                }
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("depth 1: entries=" + counts[1] + " of which dirs=" + counts[2]);
        Arrays.fill(counts, 0);
        Files.walkFileTree(tmp, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes at) {
                counts[1]++;
                return FileVisitResult.TERMINATE;
            }
        });
        System.out.println("terminate: files=" + counts[1]);

        BasicFileAttributes at = Files.readAttributes(a, BasicFileAttributes.class);
        System.out.println("attrs a: size=" + at.size() + " regular=" + at.isRegularFile() + " dir=" + at.isDirectory()
                + " link=" + at.isSymbolicLink() + " other=" + at.isOther() + " key=" + (at.fileKey() != null));
        BasicFileAttributes ad = Files.readAttributes(sub, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println("attrs sub: regular=" + ad.isRegularFile() + " dir=" + ad.isDirectory());
        FileTime mt = Files.getLastModifiedTime(a);
        long now = System.currentTimeMillis();
        System.out.println("mtime: " + mt.equals(at.lastModifiedTime()) + " recent=" + (Math.abs(now - mt.toMillis()) < 600000)
                + " same as File.lastModified=" + (mt.toMillis() == a.toFile().lastModified()));
        FileTime ft = FileTime.fromMillis(1234567890123L);
        System.out.println("FileTime: " + ft + " " + FileTime.fromMillis(0) + " " + FileTime.fromMillis(1500) + " "
                + FileTime.from(5, java.util.concurrent.TimeUnit.DAYS) + " " + ft.toMillis() + " "
                + ft.compareTo(FileTime.fromMillis(1)) + " " + ft.equals(FileTime.from(ft.toInstant())));
        Path link = tmp.resolve("link");
        Files.createSymbolicLink(link, a.getFileName());
        BasicFileAttributes al = Files.readAttributes(link, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println("link: isSymbolicLink=" + Files.isSymbolicLink(link) + " attrs.link=" + al.isSymbolicLink()
                + " follows to regular=" + Files.isRegularFile(link) + " nofollow regular="
                + Files.isRegularFile(link, LinkOption.NOFOLLOW_LINKS) + " same=" + Files.isSameFile(link, a));
        System.out.println("readSymbolicLink: " + Files.readSymbolicLink(link));
        Files.setLastModifiedTime(a, FileTime.fromMillis(1234567890123L));
        System.out.println("set mtime: " + Files.getLastModifiedTime(a) + " " + a.toFile().lastModified() + " "
                + Files.readAttributes(a, BasicFileAttributes.class).lastModifiedTime());
        Files.setLastModifiedTime(a, FileTime.from(-86400L * 365, java.util.concurrent.TimeUnit.SECONDS));
        System.out.println("before the epoch: " + Files.getLastModifiedTime(a));
        Files.writeString(tmp.resolve("m1"), "abcdef");
        Files.writeString(tmp.resolve("m2"), "abcXef");
        Files.writeString(tmp.resolve("m3"), "abc");
        System.out.println("mismatch: " + Files.mismatch(tmp.resolve("m1"), tmp.resolve("m2")) + " "
                + Files.mismatch(tmp.resolve("m1"), tmp.resolve("m3")) + " " + Files.mismatch(tmp.resolve("m1"), tmp.resolve("m1"))
                + " " + Files.mismatch(tmp.resolve("m3"), tmp.resolve("./m3")));
        System.out.println("file: " + rel(a.toFile().toPath()) + " " + a.toFile().exists() + " " + a.toFile().length());

        /* delete everything, deepest first */
        List<Path> all = Files.walk(tmp).sorted(Comparator.reverseOrder()).collect(Collectors.toList());
        for (Path p : all) {
            Files.delete(p);
        }
        System.out.println("deleted " + all.size() + " entries; tmp exists=" + Files.exists(tmp)
                + " deleteIfExists=" + Files.deleteIfExists(tmp));
    }

    static boolean parentsFirst(List<Path> order) {
        Set<Path> seen = new HashSet<>();
        for (Path p : order) {
            if (!seen.isEmpty() && !seen.contains(p.getParent())) {
                return false;
            }
            seen.add(p);
        }
        return true;
    }
}
