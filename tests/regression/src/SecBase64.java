import java.io.*;
import java.nio.ByteBuffer;
import java.util.Base64;

// java.util.Base64: basic, URL-safe and MIME encoders and decoders,
// withoutPadding, custom MIME lines, wrapped streams, malformed input.
public class SecBase64 {
    static byte[] bytes(int n) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i * 73 + 251);
        }
        return b;
    }

    static void decode(String what, Base64.Decoder d, String s) {
        try {
            byte[] b = d.decode(s);
            StringBuilder sb = new StringBuilder();
            for (byte x : b) {
                sb.append(String.format("%02x", x & 0xff));
            }
            System.out.println(what + " \"" + s.replace("\r\n", "<crlf>") + "\" -> " + sb);
        } catch (IllegalArgumentException e) {
            System.out.println(what + " \"" + s.replace("\r\n", "<crlf>") + "\" -> " + e);
        }
    }

    public static void main(String[] args) throws IOException {
        Base64.Encoder[] encs = { Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder(),
                                  Base64.getEncoder().withoutPadding(), Base64.getUrlEncoder().withoutPadding(),
                                  Base64.getMimeEncoder(10, new byte[] { '!' }),
                                  Base64.getMimeEncoder(-3, new byte[] { '\n' }) };
        String[] names = { "basic", "url", "mime", "basic-nopad", "url-nopad", "mime10", "mime-neg" };
        for (int k = 0; k < encs.length; k++) {
            for (int n : new int[] { 0, 1, 2, 3, 4, 5, 6, 40, 57, 58, 100 }) {
                String s = encs[k].encodeToString(bytes(n));
                System.out.println(names[k] + " " + n + ": " + s.replace("\r\n", "<crlf>"));
            }
        }
        System.out.println("foobar " + Base64.getEncoder().encodeToString("foobar".getBytes()) + " "
                           + Base64.getEncoder().encodeToString("fooba".getBytes()));
        byte[] dst = new byte[8];
        System.out.println("encode into " + Base64.getEncoder().encode("abcd".getBytes(), dst) + " "
                           + new String(dst, 0, 8));
        try {
            Base64.getEncoder().encode(new byte[10], new byte[4]);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            Base64.getMimeEncoder(4, new byte[] { 'A' });
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        ByteBuffer eb = Base64.getEncoder().encode(ByteBuffer.wrap("hi there".getBytes()));
        System.out.println("bytebuffer " + eb.remaining());

        // round trips
        for (int k = 0; k < 3; k++) {
            Base64.Decoder d = k == 0 ? Base64.getDecoder() : k == 1 ? Base64.getUrlDecoder() : Base64.getMimeDecoder();
            boolean ok = true;
            for (int n = 0; n < 300; n++) {
                byte[] b = bytes(n);
                ok &= java.util.Arrays.equals(b, d.decode(encs[k].encode(b)));
                ok &= java.util.Arrays.equals(b, d.decode(encs[k + 3 < 5 ? k + 3 : 2].encode(b)));
            }
            System.out.println("round trip " + names[k] + " " + ok);
        }

        Base64.Decoder b = Base64.getDecoder();
        Base64.Decoder u = Base64.getUrlDecoder();
        Base64.Decoder m = Base64.getMimeDecoder();
        String[] inputs = { "", "Zg==", "Zm8=", "Zm9v", "Zg", "Zm8", "Z", "Zg=", "Zg===", "Zm9v=", "Zm9vYg==Zg==",
                            "Zm 9v", "Zm9v\r\nYmFy", "-_-_", "+/+/", "Zm9v*", "=", "Z===", "Zm9vYmFy\n",
                            "Zm9v\u00ffYg==" };
        for (String s : inputs) {
            decode("basic", b, s);
            decode("url", u, s);
            decode("mime", m, s);
        }
        byte[] out = new byte[3];
        System.out.println("decode into " + b.decode("YWJj".getBytes(), out) + " " + new String(out));
        try {
            b.decode("YWJjZA==".getBytes(), out);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        // streams
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        OutputStream w = Base64.getMimeEncoder().wrap(bo);
        byte[] data = bytes(200);
        w.write(data, 0, 7);
        w.write(data[7]);
        w.write(data, 8, 192);
        w.close();
        String wrapped = bo.toString("US-ASCII");
        System.out.println("wrapped mime " + wrapped.replace("\r\n", "<crlf>"));
        System.out.println("equals encode " + wrapped.equals(Base64.getMimeEncoder().encodeToString(data)));
        ByteArrayOutputStream bo2 = new ByteArrayOutputStream();
        OutputStream w2 = Base64.getUrlEncoder().withoutPadding().wrap(bo2);
        w2.write(data, 0, 100);
        w2.close();
        System.out.println("wrapped url " + bo2.toString("US-ASCII"));
        InputStream r = Base64.getMimeDecoder().wrap(new ByteArrayInputStream(wrapped.getBytes("US-ASCII")));
        ByteArrayOutputStream back = new ByteArrayOutputStream();
        int c;
        while ((c = r.read()) != -1) {
            back.write(c);
        }
        System.out.println("unwrapped " + java.util.Arrays.equals(back.toByteArray(), data));
    }
}
