public class Concat {
    enum Color { RED, GREEN }
    static class P { public String toString() { return "P!"; } }
    public static void main(String[] args) {
        byte b = -5; short sh = 300; char c = 'Q'; int i = -42; long l = 1234567890123L; float f = 1.25f; double d = -0.5; boolean z = true;
        String n = null; Object o = new P(); Color col = Color.GREEN;
        Integer boxed = 17; Character bc = 'w'; Double bd = 2.0;
        System.out.println("b=" + b + " sh=" + sh + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z);
        System.out.println("n=" + n + " o=" + o + " col=" + col + " boxed=" + boxed + " bc=" + bc + " bd=" + bd);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println('a' + 1 + "b" + 'c' + 1);
        System.out.println("" + 1.0f + 2.0 + 'x' + 10L + null);
        String s = "start";
        s += 1; s += 'c'; s += 2.5; s += false; s += null; s += col; s += o;
        System.out.println(s);
        char[] arr = {'h', 'i'};
        System.out.println("arr=" + String.valueOf(arr));
        String x = "x";
        String many = x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + x + i + x + x + x + x + x + x + x + x + x + x + x + x + x;
        System.out.println(many + " " + many.length());
        String e = "" + Double.NaN + Float.POSITIVE_INFINITY + (-0.0) + Long.MIN_VALUE + Integer.MIN_VALUE;
        System.out.println(e);
        System.out.println("unicode \u0041\u0042 constant " + "\u0001".length());
        int cnt = 0;
        String acc = "";
        for (int k = 0; k < 50; k++) {
            acc = acc + k + (k % 2 == 0 ? "e" : "o") + ",";
            cnt += acc.length();
        }
        System.out.println(acc);
        System.out.println(cnt);
        final String CONST = "co" + "nst";
        System.out.println(CONST == "const");
        System.out.println("with \\u0001 char: [" + "\u0001" + "]".length());
        System.out.println(i + l + "|" + (i + l));
    }
}
