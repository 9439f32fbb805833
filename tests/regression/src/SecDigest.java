import java.io.*;
import java.security.*;

// MessageDigest (MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512) over fixed
// inputs, its aliases and errors, clone mid-stream, DigestInputStream and
// DigestOutputStream.
public class SecDigest {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static byte[] big(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 31 + (i >> 8));
        }
        return b;
    }

    public static void main(String[] args) throws Exception {
        String[] algs = { "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512" };
        byte[][] inputs = { new byte[0], "abc".getBytes(), "The quick brown fox jumps over the lazy dog".getBytes(),
                            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".getBytes(), big(1000003) };
        for (String a : algs) {
            MessageDigest md = MessageDigest.getInstance(a);
            System.out.println(a + ": length " + md.getDigestLength() + " algorithm " + md.getAlgorithm());
            for (byte[] in : inputs) {
                System.out.println("  " + hex(md.digest(in)));
            }
            // the same in pieces, byte by byte, and through a clone taken midway
            byte[] in = inputs[3];
            md.update(in, 0, 10);
            for (int i = 10; i < 20; i++) {
                md.update(in[i]);
            }
            MessageDigest copy = (MessageDigest) md.clone();
            md.update(in, 20, in.length - 20);
            copy.update(in, 20, in.length - 20);
            byte[] d1 = md.digest();
            byte[] d2 = copy.digest();
            System.out.println("  pieces " + hex(d1).equals(hex(md.digest(in))) + " clone " + MessageDigest.isEqual(d1, d2));
            md.update(in);
            md.reset();
            System.out.println("  after reset " + hex(md.digest()).equals(hex(inputs[0].length == 0 ? md.digest() : null)));
        }
        String[] aliases = { "md5", "SHA", "sha1", "SHA256", "sha-512", "SHA384", "Sha-224" };
        for (String a : aliases) {
            MessageDigest md = MessageDigest.getInstance(a);
            System.out.println(a + " -> " + md.getAlgorithm() + " " + md.getDigestLength() + " "
                               + hex(md.digest("x".getBytes())).substring(0, 16));
        }
        for (String a : new String[] { "SHA-3", "MD4", "", "SHA3-256x" }) {
            try {
                MessageDigest.getInstance(a);
                System.out.println(a + " found");
            } catch (NoSuchAlgorithmException e) {
                System.out.println(e);
            }
        }
        try {
            MessageDigest.getInstance(null);
        } catch (NullPointerException e) {
            System.out.println("null name: " + e.getClass().getName());
        }

        MessageDigest md = MessageDigest.getInstance("SHA-256");
        System.out.print(md);
        md.update((byte) 1);
        System.out.print(md);
        byte[] out = new byte[40];
        System.out.println("digest into buffer: " + md.digest(out, 4, 32) + " " + hex(out).substring(0, 20));
        System.out.print(md);
        try {
            md.digest(out, 0, 10);
        } catch (DigestException e) {
            System.out.println(e);
        }
        try {
            md.digest(out, 20, 32);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            md.update(null, 0, 1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            md.update(new byte[4], 2, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println("isEqual " + MessageDigest.isEqual(new byte[] { 1, 2 }, new byte[] { 1, 2 }) + " "
                           + MessageDigest.isEqual(new byte[] { 1, 2 }, new byte[] { 1, 3 }) + " "
                           + MessageDigest.isEqual(new byte[] { 1, 2 }, new byte[] { 1 }) + " "
                           + MessageDigest.isEqual(null, null) + " " + MessageDigest.isEqual(new byte[0], null));

        // streams
        byte[] data = big(70000);
        MessageDigest sha1 = MessageDigest.getInstance("SHA-1");
        DigestInputStream din = new DigestInputStream(new ByteArrayInputStream(data), sha1);
        byte[] buf = new byte[999];
        din.read();
        din.on(false);
        din.read(buf);
        din.on(true);
        while (din.read(buf, 0, buf.length) != -1) {
        }
        System.out.println("digest input stream " + hex(sha1.digest()));
        System.out.print(din);
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DigestOutputStream dout = new DigestOutputStream(bo, md5);
        dout.write(data, 0, 5000);
        dout.write(7);
        dout.on(false);
        dout.write(data);
        dout.close();
        System.out.println("digest output stream " + hex(md5.digest()) + " wrote " + bo.size()
                           + " same stream " + (dout.getMessageDigest() == md5));
    }
}
