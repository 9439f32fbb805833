import java.util.*;
public class Interp {
    // A tiny stack-machine language: tokens separated by spaces.
    static final String PROGRAM =
        "0 n ! 1 a ! 0 b ! " +           // n=0, a=1, b=0
        "L: n @ 30 < ? E " +              // while n < 30
        "a @ b @ + t ! a @ b ! t @ a ! " + // (a,b)=(a+b,a)
        "n @ 1 + n ! b @ . " +             // n++, print b
        "J L E: done";
    static Map<String, Long> vars = new HashMap<>();
    public static void main(String[] args) {
        String[] toks = PROGRAM.trim().split("\\s+");
        Map<String, Integer> labels = new HashMap<>();
        for (int i = 0; i < toks.length; i++) if (toks[i].endsWith(":")) labels.put(toks[i].substring(0, toks[i].length() - 1), i);
        Deque<Object> stack = new ArrayDeque<>();
        int pc = 0, steps = 0;
        StringBuilder out = new StringBuilder();
        while (pc < toks.length) {
            String t = toks[pc++];
            steps++;
            if (t.endsWith(":")) continue;
            switch (t) {
                case "+": { long b = (Long) stack.pop(), a = (Long) stack.pop(); stack.push(a + b); break; }
                case "-": { long b = (Long) stack.pop(), a = (Long) stack.pop(); stack.push(a - b); break; }
                case "*": { long b = (Long) stack.pop(), a = (Long) stack.pop(); stack.push(a * b); break; }
                case "<": { long b = (Long) stack.pop(), a = (Long) stack.pop(); stack.push(a < b ? 1L : 0L); break; }
                case "!": { String name = (String) stack.pop(); vars.put(name, (Long) stack.pop()); break; }
                case "@": { String name = (String) stack.pop(); stack.push(vars.get(name)); break; }
                case ".": out.append(stack.pop()).append(' '); break;
                case "?": { long c = (Long) stack.pop(); String target = toks[pc++]; if (c == 0) pc = labels.get(target); break; }
                case "J": pc = labels.get(toks[pc]); break;
                case "done": pc = toks.length; break;
                default:
                    if (Character.isDigit(t.charAt(0))) stack.push(Long.parseLong(t));
                    else stack.push(t);
            }
        }
        System.out.println(out.toString().trim());
        System.out.println("steps " + steps + " vars " + new TreeMap<>(vars));
        // expression evaluator with precedence (recursive descent)
        String[] exprs = {"1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + 4) * 5 - 6 / 2", "100 / 7 / 2", "-(3 - 10) * 2", "2 * 2 * 2 * 2 * 2 - 1"};
        for (String e : exprs) {
            pos = 0; src = e.replace(" ", "");
            System.out.println(e + " = " + parseExpr());
        }
    }
    static String src; static int pos;
    static long parseExpr() {
        long v = parseTerm();
        while (pos < src.length() && (src.charAt(pos) == '+' || src.charAt(pos) == '-')) {
            char op = src.charAt(pos++);
            long r = parseTerm();
            v = op == '+' ? v + r : v - r;
        }
        return v;
    }
    static long parseTerm() {
        long v = parseFactor();
        while (pos < src.length() && (src.charAt(pos) == '*' || src.charAt(pos) == '/')) {
            char op = src.charAt(pos++);
            long r = parseFactor();
            v = op == '*' ? v * r : v / r;
        }
        return v;
    }
    static long parseFactor() {
        char c = src.charAt(pos);
        if (c == '-') { pos++; return -parseFactor(); }
        if (c == '(') { pos++; long v = parseExpr(); pos++; return v; }
        int start = pos;
        while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        return Long.parseLong(src.substring(start, pos));
    }
}
