/*
 * For each charset named on the command line: String.getBytes of every BMP
 * character that is not a surrogate, of a few strings with surrogate pairs,
 * lone surrogates and combining marks, and new String of all 256 bytes and
 * of a base letter + combining mark sequence.  One line per result, to be
 * compared between the stock JVM and Ristretto (tools/charset/compare.sh).
 */
public class CharsetEncodeAll {
  public static void main(String[] a) throws Exception {
    for (String cs : a) {
      StringBuilder all = new StringBuilder();
      StringBuilder sb = new StringBuilder();
      for (int c = 0; c < 0x10000; c++) {
        if (c >= 0xD800 && c < 0xE000) continue;
        byte[] b = new String(new char[]{(char) c}).getBytes(cs);
        sb.setLength(0);
        sb.append(cs).append(' ').append(Integer.toHexString(c)).append(':');
        for (byte x : b) sb.append(' ').append(Integer.toHexString(x & 0xff));
        System.out.println(sb);
      }
      String[] odd = {"\uD83D\uDE00", "a\uD83Db", "a\uDE00b", "x\uD83D", "\uDE00\uD83D", "\u00e9\u0301A\u0303"};
      for (String s : odd) {
        byte[] b = s.getBytes(cs);
        sb.setLength(0); sb.append(cs).append(" odd:");
        for (byte x : b) sb.append(' ').append(Integer.toHexString(x & 0xff));
        System.out.println(sb);
      }
      // single-byte decode of all bytes
      byte[] bb = new byte[256];
      for (int i = 0; i < 256; i++) bb[i] = (byte) i;
      String d = new String(bb, cs);
      sb.setLength(0); sb.append(cs).append(" dec:");
      for (int i = 0; i < d.length(); i++) sb.append(' ').append(Integer.toHexString(d.charAt(i)));
      System.out.println(sb);
      byte[] comb = {0x41, (byte) 0xDE, 0x61, (byte) 0xCC, (byte) 0xE9, (byte) 0xC4};
      d = new String(comb, cs);
      sb.setLength(0); sb.append(cs).append(" comb:");
      for (int i = 0; i < d.length(); i++) sb.append(' ').append(Integer.toHexString(d.charAt(i)));
      System.out.println(sb);
    }
  }
}
