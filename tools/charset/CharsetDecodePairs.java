/*
 * new String(bytes, CHARSET) of every byte 80-FF alone and of every pair
 * b1 b2 followed by 'A', and of 8F with a sample of second and third bytes
 * (EUC-JP's three-byte sequences): where a malformed sequence ends shows as
 * whether the 'A' (and b2) survive.  For tools/charset/compare.sh.
 */
public class CharsetDecodePairs {
  static void p(String cs, byte[] b) throws Exception {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) sb.append(String.format("%02X", x & 0xff));
    sb.append(" ->");
    String s = new String(b, cs);
    for (int k = 0; k < s.length(); k++) sb.append(String.format(" %04X", (int) s.charAt(k)));
    System.out.println(sb);
  }
  public static void main(String[] a) throws Exception {
    String cs = a[0];
    for (int i = 0x80; i < 256; i++) {
      p(cs, new byte[]{(byte) i});
      for (int j = 0; j < 256; j++) p(cs, new byte[]{(byte) i, (byte) j, 0x41});
    }
    int[] s = {0x00, 0x41, 0x80, 0x8E, 0x8F, 0xA0, 0xA1, 0xB0, 0xDF, 0xE0, 0xFE, 0xFF};
    for (int i : s) { p(cs, new byte[]{(byte)0x8F, (byte) i}); for (int j : s) p(cs, new byte[]{(byte)0x8F, (byte) i, (byte) j, 0x41}); }
  }
}
