import java.util.*;
public class JsonPrinter {
    static void print(Object v, int indent, StringBuilder out) {
        String pad = "";
        if (v == null) out.append("null");
        else if (v instanceof String) quote((String) v, out);
        else if (v instanceof Number || v instanceof Boolean) out.append(v);
        else if (v instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) v;
            if (m.isEmpty()) { out.append("{}"); return; }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                indent(indent + 1, out);
                quote(String.valueOf(e.getKey()), out);
                out.append(": ");
                print(e.getValue(), indent + 1, out);
                if (++i < m.size()) out.append(',');
                out.append('\n');
            }
            indent(indent, out);
            out.append('}');
        } else if (v instanceof List) {
            List<?> l = (List<?>) v;
            if (l.isEmpty()) { out.append("[]"); return; }
            out.append("[\n");
            for (int i = 0; i < l.size(); i++) {
                indent(indent + 1, out);
                print(l.get(i), indent + 1, out);
                if (i + 1 < l.size()) out.append(',');
                out.append('\n');
            }
            indent(indent, out);
            out.append(']');
        } else out.append(pad).append("\"?\"");
    }
    static void indent(int n, StringBuilder out) { for (int i = 0; i < n; i++) out.append("  "); }
    static void quote(String s, StringBuilder out) {
        out.append('"');
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }
    // minimal parser for round trip
    static String s; static int p;
    static Object parse() {
        skip();
        char c = s.charAt(p);
        if (c == '{') {
            p++; Map<String, Object> m = new LinkedHashMap<>(); skip();
            if (s.charAt(p) == '}') { p++; return m; }
            while (true) { skip(); String k = (String) parse(); skip(); p++; m.put(k, parse()); skip(); if (s.charAt(p++) == '}') return m; }
        }
        if (c == '[') {
            p++; List<Object> l = new ArrayList<>(); skip();
            if (s.charAt(p) == ']') { p++; return l; }
            while (true) { l.add(parse()); skip(); if (s.charAt(p++) == ']') return l; }
        }
        if (c == '"') {
            p++; StringBuilder sb = new StringBuilder();
            while (s.charAt(p) != '"') {
                char ch = s.charAt(p++);
                if (ch == '\\') {
                    char e = s.charAt(p++);
                    if (e == 'n') sb.append('\n'); else if (e == 't') sb.append('\t');
                    else if (e == 'u') { sb.append((char) Integer.parseInt(s.substring(p, p + 4), 16)); p += 4; }
                    else sb.append(e);
                } else sb.append(ch);
            }
            p++; return sb.toString();
        }
        if (s.startsWith("true", p)) { p += 4; return Boolean.TRUE; }
        if (s.startsWith("false", p)) { p += 5; return Boolean.FALSE; }
        if (s.startsWith("null", p)) { p += 4; return null; }
        int st = p;
        while (p < s.length() && "+-0123456789.eE".indexOf(s.charAt(p)) >= 0) p++;
        String num = s.substring(st, p);
        if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
        return Long.parseLong(num);
    }
    static void skip() { while (p < s.length() && Character.isWhitespace(s.charAt(p))) p++; }
    public static void main(String[] args) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("name", "Ristretto \"VM\"");
        doc.put("version", 1);
        doc.put("ratio", 0.75);
        doc.put("enabled", true);
        doc.put("nothing", null);
        doc.put("tags", Arrays.asList("jvm", "c", "tab\there", "ctl\u0001"));
        Map<String, Object> nested = new TreeMap<>();
        nested.put("z", Arrays.asList(1, 2, Arrays.asList(3, 4), new ArrayList<>()));
        nested.put("a", new HashMap<>());
        nested.put("m", -12.5e3);
        doc.put("nested", nested);
        StringBuilder out = new StringBuilder();
        print(doc, 0, out);
        System.out.println(out);
        s = out.toString(); p = 0;
        Object back = parse();
        StringBuilder out2 = new StringBuilder();
        print(back, 0, out2);
        System.out.println("round trip equal: " + out.toString().equals(out2.toString()));
        System.out.println(back);
    }
}
