package java.security;

import java.nio.ByteBuffer;

/** The operations a message digest implementation provides to MessageDigest. */
public abstract class MessageDigestSpi {
    public MessageDigestSpi() {
    }

    protected int engineGetDigestLength() {
        return 0;
    }

    protected abstract void engineUpdate(byte input);

    protected abstract void engineUpdate(byte[] input, int offset, int len);

    protected void engineUpdate(ByteBuffer input) {
        if (!input.hasRemaining()) {
            return;
        }
        if (input.hasArray()) {
            int pos = input.position();
            int lim = input.limit();
            engineUpdate(input.array(), input.arrayOffset() + pos, lim - pos);
            input.position(lim);
        } else {
            byte[] chunk = new byte[Math.min(input.remaining(), 4096)];
            while (input.hasRemaining()) {
                int n = Math.min(chunk.length, input.remaining());
                input.get(chunk, 0, n);
                engineUpdate(chunk, 0, n);
            }
        }
    }

    protected abstract byte[] engineDigest();

    protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
        byte[] d = engineDigest();
        if (len < d.length) {
            throw new DigestException("partial digests not returned");
        }
        if (buf.length - offset < d.length) {
            throw new DigestException("insufficient space in the output buffer to store the digest");
        }
        System.arraycopy(d, 0, buf, offset, d.length);
        return d.length;
    }

    protected abstract void engineReset();

    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
    }
}
