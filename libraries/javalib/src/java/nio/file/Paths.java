package java.nio.file;

import java.net.URI;

/** Static factories of the default file system's paths. */
public final class Paths {
    private Paths() {
    }

    public static Path get(String first, String... more) {
        return Path.of(first, more);
    }

    public static Path get(URI uri) {
        return Path.of(uri);
    }
}
