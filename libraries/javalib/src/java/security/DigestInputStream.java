package java.security;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** An input stream that updates a message digest with the bytes read through it (while on). */
public class DigestInputStream extends FilterInputStream {
    private boolean on = true;
    protected MessageDigest digest;

    public DigestInputStream(InputStream stream, MessageDigest digest) {
        super(stream);
        setMessageDigest(digest);
    }

    public MessageDigest getMessageDigest() {
        return digest;
    }

    public void setMessageDigest(MessageDigest digest) {
        this.digest = digest;
    }

    public int read() throws IOException {
        int b = in.read();
        if (on && b != -1) {
            digest.update((byte) b);
        }
        return b;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, len);
        if (on && n != -1) {
            digest.update(b, off, n);
        }
        return n;
    }

    public void on(boolean on) {
        this.on = on;
    }

    public String toString() {
        return "[Digest Input Stream] " + digest.toString();
    }
}
