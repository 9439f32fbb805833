package java.net;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * URL.openConnection for {@code file:} URLs, as the JDK's: connect opens
 * the file (FileNotFoundException "PATH (reason)" when it cannot), or for
 * a directory makes its sorted names, one a line, the content.  The
 * header fields are content-type (guessed from the name; text/plain for a
 * directory, content/unknown when there is no guess), content-length
 * (File.length, 0 for a missing file) and last-modified, read from the
 * file once, a missing file giving them without an exception.
 */
final class FileURLConnection extends URLConnection {
    private final File file;
    private InputStream in;
    private List<String[]> headers;

    FileURLConnection(URL u, File file) {
        super(u);
        this.file = file;
    }

    public void connect() throws IOException {
        if (connected)
            return;
        String host = url.getHost();
        if (host.length() > 0 && !host.equals("localhost"))
            throw new IOException("cannot open a file: URL on host " + host);
        if (file.isDirectory()) {
            String[] names = file.list();
            if (names == null)
                throw new java.io.FileNotFoundException(file.getPath() + " (Permission denied)");
            Arrays.sort(names);
            StringBuilder sb = new StringBuilder();
            for (String n : names)
                sb.append(n).append('\n');
            in = new ByteArrayInputStream(sb.toString().getBytes(StandardCharsets.UTF_8));
        } else {
            in = new FileInputStream(file.getPath());
        }
        connected = true;
    }

    public InputStream getInputStream() throws IOException {
        connect();
        return in;
    }

    List<String[]> headers() {
        if (headers == null) {
            try {
                connect();
            } catch (IOException e) {
                // a missing file has headers too, as on the JDK
            }
            List<String[]> h = new ArrayList<String[]>();
            String type = file.isDirectory() ? "text/plain" : guessContentTypeFromName(file.getName());
            h.add(new String[] { "content-type", type != null ? type : "content/unknown" });
            h.add(new String[] { "content-length", String.valueOf(file.length()) });
            h.add(new String[] { "last-modified", httpDate(file.lastModified()) });
            headers = h;
        }
        return headers;
    }

    public long getContentLengthLong() {
        headers();
        return file.length();
    }

    public long getLastModified() {
        headers();
        return file.lastModified();
    }
}
