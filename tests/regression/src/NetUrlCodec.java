// release8: skip (URLEncoder/URLDecoder with a Charset are Java 10)
import java.net.*;
import java.nio.charset.StandardCharsets;
/*
 * URLEncoder and URLDecoder against the stock JVM: what stays, '+' for a
 * space, escapes of UTF-8 and ISO-8859-1 bytes (unmappable characters as
 * '?'), surrogate pairs, and the decoder's errors (bad hex, a sign, a
 * negative value, an incomplete escape, unknown charsets).
 */
public class NetUrlCodec { public static void main(String[] a) throws Exception {
  String[] in = { "abc", "Hello World!", "a+b=c&d/e?f#g", "caf\u00e9 \u4e2d\u6587", "\ud83d\ude00x", ".-*_~'()", "", "100%", "\t~" };
  for (String s : in) {
    String e = URLEncoder.encode(s, "UTF-8");
    System.out.println(e + " | " + URLEncoder.encode(s, StandardCharsets.ISO_8859_1) + " | " + URLDecoder.decode(e, "UTF-8") + " " + URLDecoder.decode(e, "UTF-8").equals(s) + " | " + URLEncoder.encode(s));
  }
  String[] dec = { "a+b", "%41%42", "%e4%b8%ad", "%zz", "%4", "%", "a%2", "%C3%A9+%20", "%-1", "%1g", "%FF%FE", "plain", "%+1", "%-g", "%+9", "%+" };
  for (String d : dec) {
    try { System.out.println(d + " -> " + URLDecoder.decode(d, "UTF-8") + " / " + URLDecoder.decode(d, StandardCharsets.ISO_8859_1)); }
    catch (IllegalArgumentException e) { System.out.println(d + " -> " + e.getMessage()); }
  }
  try { URLEncoder.encode("x", "no-such"); } catch (java.io.UnsupportedEncodingException e) { System.out.println("enc: " + e.getMessage()); }
  try { URLDecoder.decode("x", "no-such"); } catch (java.io.UnsupportedEncodingException e) { System.out.println("dec: " + e.getMessage()); }
  try { URLDecoder.decode("x", ""); } catch (java.io.UnsupportedEncodingException e) { System.out.println("dec empty: " + e.getMessage()); }
}}
