public class SwitchTest {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }
    static String dense(int i) {
        switch (i) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "other";
        }
    }
    static String sparse(int i) {
        switch (i) {
            case -1000000: return "neg million";
            case -1: return "minus one";
            case 7: return "seven";
            case 1000: return "thousand";
            case 65536: return "64k";
            case Integer.MAX_VALUE: return "max";
            case Integer.MIN_VALUE: return "min";
            default: return "?";
        }
    }
    static int fallthrough(int i) {
        int r = 0;
        switch (i) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            case 4: r += 1000;
            default: r += 10000;
        }
        return r;
    }
    static String str(String s) {
        switch (s) {
            case "apple": return "fruit";
            case "carrot": return "vegetable";
            case "Aa": return "Aa-collide";
            case "BB": return "BB-collide";
            case "": return "empty";
            default: return "unknown";
        }
    }
    static String day(Day d) {
        switch (d) {
            case SAT:
            case SUN: return "weekend";
            case WED: return "midweek";
            default: return "weekday";
        }
    }
    static int charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
            case ' ': return 0;
            default: return 2;
        }
    }
    public static void main(String[] args) {
        for (int i = -2; i <= 7; i++) System.out.println(i + " " + dense(i) + " " + fallthrough(i));
        int[] sp = {-1000000, -1, 0, 7, 8, 1000, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 999};
        for (int i : sp) System.out.println(i + " " + sparse(i));
        String[] ss = {"apple", "carrot", "Aa", "BB", "", "pear", "APPLE"};
        for (String s : ss) System.out.println("[" + s + "] " + str(s) + " " + s.hashCode());
        for (Day d : Day.values()) System.out.println(d + " " + day(d));
        int[] counts = new int[3];
        for (char c : "the quick brown fox jumps over a lazy dog".toCharArray()) counts[charSwitch(c)]++;
        System.out.println(counts[0] + " " + counts[1] + " " + counts[2]);
        long total = 0;
        for (int i = 0; i < 100000; i++) {
            switch (i & 7) {
                case 0: total += 3; break;
                case 1: total -= 1; break;
                case 2: total ^= i; break;
                case 5: total += i >> 2; break;
                default: total++;
            }
            switch (i % 1000) {
                case 10: total += 7; break;
                case 500: total *= 3; total %= 1000000007; break;
                case 999: total -= 11; break;
            }
        }
        System.out.println("total " + total);
        byte bb = 3;
        switch (bb) { case 3: System.out.println("byte three"); break; default: System.out.println("byte other"); }
        Integer boxed = 2;
        switch (boxed) { case 2: System.out.println("boxed two"); break; default: break; }
    }
}
