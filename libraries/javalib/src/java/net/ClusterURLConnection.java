package java.net;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * URL.openConnection for {@code ristretto-cluster:/NAME}, a class-path
 * resource that a cluster worker got from the master: connect asks the
 * master for the bytes (ristretto.internal.Resources).
 */
final class ClusterURLConnection extends URLConnection {
    private byte[] bytes;

    ClusterURLConnection(URL u) {
        super(u);
    }

    public void connect() throws IOException {
        if (connected)
            return;
        String path = url.getPath();
        String name = ristretto.internal.Resources.decodePath(path.startsWith("/") ? path.substring(1) : path);
        byte[] b = ristretto.internal.Resources.bytes(name);
        if (b == null)
            throw new java.io.FileNotFoundException(name + " (not on the master's class path)");
        bytes = b;
        connected = true;
    }

    public InputStream getInputStream() throws IOException {
        connect();
        return new ByteArrayInputStream(bytes);
    }

    public long getContentLengthLong() {
        try {
            connect();
        } catch (IOException e) {
            return -1;
        }
        return bytes.length;
    }

    public String getContentType() {
        String t = guessContentTypeFromName(url.getPath());
        return t != null ? t : "content/unknown";
    }
}
