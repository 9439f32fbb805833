import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

// CRC32 over 256 MB (a 1 MB buffer, 256 times) and Deflater at the default
// level over 16 MB of text, inflated back: the time is zlib's plus the
// library's per-call overhead (argument checks, the native call).
public class ZipThroughput {
    public static void main(String[] args) throws DataFormatException {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 256;
        byte[] buf = new byte[1 << 20];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; sb.length() < buf.length; i++) {
            sb.append("row ").append(i).append(',').append(i * 7919 % 10007).append(",lorem ipsum dolor\n");
        }
        for (int i = 0; i < buf.length; i++) {
            buf[i] = (byte) sb.charAt(i);
        }
        CRC32 crc = new CRC32();
        for (int r = 0; r < reps; r++) {
            crc.update(buf, 0, buf.length);
        }
        Deflater def = new Deflater();
        Inflater inf = new Inflater();
        byte[] out = new byte[1 << 16];
        byte[] back = new byte[1 << 16];
        long compressed = 0;
        long restored = 0;
        for (int r = 0; r < 16; r++) {
            def.reset();
            def.setInput(buf);
            def.finish();
            inf.reset();
            while (!def.finished()) {
                int n = def.deflate(out);
                compressed += n;
                inf.setInput(out, 0, n);
                int k;
                while ((k = inf.inflate(back)) > 0) {
                    restored += k;
                }
            }
        }
        def.end();
        inf.end();
        System.out.println("checksum " + (crc.getValue() ^ compressed * 31 ^ restored));
    }
}
