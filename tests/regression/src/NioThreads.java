// release8: skip (Files.writeString, readString)
import java.nio.file.*;
import java.util.*;

/* java.nio.file from several threads at once (on a cluster they run on other
 * nodes, which share the file system): each writes, appends, reads and
 * measures its own file in a shared temporary directory, and makes and
 * removes a relative directory chain; the main thread then lists and cleans up. */
public class NioThreads {
    public static void main(String[] args) throws Exception {
        final Path dir = Files.createTempDirectory("niothreads");
        final List<String> results = Collections.synchronizedList(new ArrayList<String>());
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            final int k = i;
            ts[i] = new Thread(() -> {
                try {
                    Path f = dir.resolve("t" + k);
                    for (int j = 0; j < 20; j++) {
                        Files.writeString(f, "thread " + k + " round " + j);
                        Files.writeString(f, "!", StandardOpenOption.APPEND);
                    }
                    Path rel = Paths.get("nt" + k, "x", "y");
                    Files.createDirectories(rel);
                    boolean made = Files.isDirectory(rel);
                    for (Path p = rel; p != null; p = p.getParent()) {
                        Files.delete(p);
                    }
                    results.add(Files.readString(f) + " size=" + Files.size(f) + " made=" + made
                            + " gone=" + Files.notExists(Paths.get("nt" + k)));
                } catch (Exception e) {
                    results.add("thread " + k + ": " + e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        Collections.sort(results);
        for (String r : results) {
            System.out.println(r);
        }
        Path[] files = Files.list(dir).sorted().toArray(Path[]::new);
        System.out.print("files:");
        for (Path p : files) {
            System.out.print(" " + p.getFileName());
            Files.delete(p);
        }
        System.out.println();
        Files.delete(dir);
        System.out.println("clean: " + Files.notExists(dir));
    }
}
