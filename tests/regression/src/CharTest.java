public class CharTest {
    public static void main(String[] args) {
        String s = "Hello World 123 _$-!\t\n";
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            System.out.println((int) c + " letter=" + Character.isLetter(c) + " digit=" + Character.isDigit(c) + " ld=" + Character.isLetterOrDigit(c)
                + " alpha=" + Character.isAlphabetic(c) + " upper=" + Character.isUpperCase(c) + " lower=" + Character.isLowerCase(c)
                + " ws=" + Character.isWhitespace(c) + " space=" + Character.isSpaceChar(c) + " jstart=" + Character.isJavaIdentifierStart(c)
                + " jpart=" + Character.isJavaIdentifierPart(c) + " up=" + Character.toUpperCase(c) + " lo=" + Character.toLowerCase(c));
        }
        System.out.println(Character.getNumericValue('7') + " " + Character.getNumericValue('a') + " " + Character.digit('f', 16) + " " + Character.digit('9', 8) + " " + Character.forDigit(11, 16));
        System.out.println(Character.toChars(65)[0] + " " + Character.isDigit('0') + " " + Character.compare('a', 'b') + " " + Character.valueOf('x').compareTo('a'));
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + (int) Character.MIN_VALUE);
        char c = 'a';
        c++;
        c += 1;
        char d = (char) (c + 1);
        System.out.println(c + " " + d + " " + (c + d) + " " + (char) (c + d - 'a') + " " + (d - c));
        StringBuilder alpha = new StringBuilder();
        for (char x = 'A'; x <= 'Z'; x++) alpha.append(x);
        for (char x = 'z'; x >= 'a'; x -= 2) alpha.append(x);
        System.out.println(alpha);
        String msg = "Attack at Dawn!";
        StringBuilder enc = new StringBuilder();
        for (char x : msg.toCharArray()) {
            if (Character.isUpperCase(x)) enc.append((char) ('A' + (x - 'A' + 13) % 26));
            else if (Character.isLowerCase(x)) enc.append((char) ('a' + (x - 'a' + 13) % 26));
            else enc.append(x);
        }
        System.out.println(enc);
        char[] carr = new char[5];
        System.out.println((int) carr[0] + " " + carr.length);
        carr[0] = 65; carr[1] = '\u0042'; carr[2] = (char) 67; carr[3] = '\\'; carr[4] = '\'';
        System.out.println(new String(carr));
        int[] counts = new int[26];
        for (char x : "the quick brown fox jumps over the lazy dog".toCharArray()) if (x >= 'a' && x <= 'z') counts[x - 'a']++;
        System.out.println(java.util.Arrays.toString(counts));
        System.out.println(Character.toString((char) 97) + " " + Character.isSurrogate('a') + " " + Character.charCount(65));
        short sh = (short) 'A';
        byte by = (byte) 'z';
        System.out.println(sh + " " + by + " " + (char) sh + (char) by);
        System.out.println('7' - '0' + ('9' - '0') * 10);
    }
}
