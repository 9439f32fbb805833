package resnode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;

/* Reads class-path resources on every node (SPMD): a name relative to this
 * class's package, an absolute one, one inside a jar, a larger binary one
 * (length and FNV-1a hash), a missing one, and a URL.  t_resource.sh puts
 * the resources on the master's class path only. */
public class ResNode {
    static byte[] read(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[4096];
        int n;
        while ((n = in.read(buf, 0, buf.length)) > 0) {
            out.write(buf, 0, n);
        }
        in.close();
        return out.toByteArray();
    }

    static String text(InputStream in) throws IOException {
        return in == null ? "null" : new String(read(in), "UTF-8").trim();
    }

    public static void main(String[] args) throws Exception {
        int node = Integer.getInteger("ristretto.node", -1);
        String p = "node " + node + " ";
        StringBuilder sb = new StringBuilder();
        sb.append(p).append("greeting: ").append(text(ResNode.class.getResourceAsStream("greeting.txt"))).append('\n');
        sb.append(p).append("top: ").append(text(ResNode.class.getResourceAsStream("/top.txt"))).append('\n');
        sb.append(p).append("spaced name: ").append(text(ResNode.class.getResourceAsStream("/with space.txt"))).append('\n');
        sb.append(p).append("utf-8 name: ").append(text(ResNode.class.getResourceAsStream("/caf\u00e9/\u00fcn\u00ef \u65e5.txt"))).append('\n');
        sb.append(p).append("in jar: ").append(text(ClassLoader.getSystemResourceAsStream("jarres/j.txt"))).append('\n');
        InputStream big = ResNode.class.getResourceAsStream("big.bin");
        if (big == null) {
            sb.append(p).append("big: null\n");
        } else {
            byte[] b = read(big);
            int h = 0x811c9dc5;
            for (byte x : b) {
                h ^= x & 0xff;
                h *= 16777619;
            }
            sb.append(p).append("big: ").append(b.length).append(" bytes, hash ").append(Integer.toHexString(h)).append('\n');
        }
        sb.append(p).append("missing: ").append(ResNode.class.getResourceAsStream("missing.txt")).append('\n');
        sb.append(p).append("missing URL: ").append(ResNode.class.getResource("missing.txt")).append('\n');
        URL u = ResNode.class.getResource("greeting.txt");
        sb.append(p).append("url protocol: ").append(u == null ? "none" : u.getProtocol()).append('\n');
        sb.append(p).append("url contents: ").append(u == null ? "none" : text(u.openStream())).append('\n');
        System.out.print(sb);   /* one write: the node's lines stay together */
    }
}
