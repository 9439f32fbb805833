package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.BufferedReader;
import java.util.concurrent.ConcurrentHashMap;

/*
 * A persistent set of string properties.  The mappings live in a
 * ConcurrentHashMap (Hashtable's own table stays empty), as on the stock
 * JVM: iteration order, toString and the serial form follow that map's
 * order, which Ristretto's ConcurrentHashMap reproduces.
 *
 * Serial form (the stock JVM's): Properties' field `defaults`, then
 * Hashtable's fields and custom data as a Hashtable of the same count
 * would write them: load factor 0.75, a simulated bucket count and
 * threshold, the count, and each key and value, in the reverse of the
 * map's iteration order.  Read back, the mappings are put in stream order
 * into a map sized for their count, as the stock JVM does.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 0x3912d07a70363e98L;
    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;   /* final but for readObject */

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super(0);
        this.defaults = defaults;
        this.map = new ConcurrentHashMap<Object, Object>(initialCapacity);
    }

    void writeHashtable(java.io.ObjectOutputStream s) throws java.io.IOException {
        ArrayList<Object> kv = new ArrayList<Object>();
        synchronized (this) {
            for (Map.Entry<Object, Object> e : map.entrySet()) {
                kv.add(e.getKey());
                kv.add(e.getValue());
            }
        }
        int count = kv.size() / 2;
        float loadFactor = 0.75f;
        int length = (int) (count / loadFactor) + count / 20 + 3;
        if (length > count && (length & 1) == 0) {
            length--;
        }
        writeHashtableFields(s, loadFactor, (int) Math.min(length * loadFactor, Integer.MAX_VALUE - 7));
        s.writeInt(length);
        s.writeInt(count);
        for (int i = count - 1; i >= 0; i--) {
            s.writeObject(kv.get(2 * i));
            s.writeObject(kv.get(2 * i + 1));
        }
    }

    void readHashtable(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        float lf = s.readFields().get("loadFactor", 0.75f);
        if (!(lf > 0) || Float.isNaN(lf)) {
            throw new java.io.StreamCorruptedException("Illegal load factor: " + lf);
        }
        s.readInt();
        int n = s.readInt();
        if (n < 0) {
            throw new java.io.StreamCorruptedException("Illegal # of Elements: " + n);
        }
        // sized for at most 64K mappings up front: a forged count meets the end of the stream
        ConcurrentHashMap<Object, Object> m = new ConcurrentHashMap<Object, Object>(Math.min(n, 1 << 16));
        for (int i = 0; i < n; i++) {
            Object k = s.readObject();
            Object v = s.readObject();
            if (k == null || v == null) {
                throw new java.io.StreamCorruptedException("null key or value");
            }
            m.put(k, v);
        }
        map = m;
    }

    /* Hashtable's operations, on the map. */
    public int size() { return map.size(); }
    public boolean isEmpty() { return map.isEmpty(); }
    public Object get(Object key) { return map.get(key); }
    public boolean containsKey(Object key) { return map.containsKey(key); }
    public boolean contains(Object value) { return map.containsValue(value); }
    public boolean containsValue(Object value) { return map.containsValue(value); }
    public synchronized Object put(Object key, Object value) { return map.put(key, value); }
    public synchronized Object remove(Object key) { return map.remove(key); }
    public synchronized void putAll(Map<?, ?> t) { map.putAll(t); }
    public synchronized void clear() { map.clear(); }
    public Enumeration<Object> keys() { return Collections.enumeration(map.keySet()); }
    public Enumeration<Object> elements() { return Collections.enumeration(map.values()); }
    public Set<Object> keySet() { return map.keySet(); }
    public Set<Map.Entry<Object, Object>> entrySet() { return map.entrySet(); }
    public Collection<Object> values() { return map.values(); }
    public Object getOrDefault(Object key, Object defaultValue) { return map.getOrDefault(key, defaultValue); }
    public synchronized Object putIfAbsent(Object key, Object value) { return map.putIfAbsent(key, value); }
    public String toString() { return map.toString(); }
    public boolean equals(Object o) { return o == this || map.equals(o); }
    public int hashCode() { return map.hashCode(); }

    public synchronized Object clone() {
        Properties c = (Properties) super.clone();
        c.map = new ConcurrentHashMap<Object, Object>(map);
        return c;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object oval = map.get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults;
        return ((sval == null) && ((defaults = this.defaults) != null)) ? defaults.getProperty(key) : sval;
    }

    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    public Set<String> stringPropertyNames() {
        Set<String> names = new HashSet<String>();
        collect(names);
        return Collections.unmodifiableSet(names);
    }

    private void collect(Set<String> names) {
        if (defaults != null) {
            defaults.collect(names);
        }
        for (Map.Entry<Object, Object> e : entrySet()) {
            if (e.getKey() instanceof String && e.getValue() instanceof String) {
                names.add((String) e.getKey());
            }
        }
    }

    public Enumeration<?> propertyNames() {
        return Collections.enumeration(stringPropertyNames());
    }

    public synchronized void load(InputStream inStream) throws IOException {
        load(new InputStreamReader(inStream, "ISO-8859-1"));
    }

    public synchronized void load(Reader reader) throws IOException {
        BufferedReader br = new BufferedReader(reader);
        String line;
        StringBuilder pending = null;
        while ((line = br.readLine()) != null) {
            String l = pending == null ? stripLeading(line) : pending.append(stripLeading(line)).toString();
            pending = null;
            if (l.isEmpty() || l.charAt(0) == '#' || l.charAt(0) == '!') {
                continue;
            }
            int bs = 0;
            for (int i = l.length() - 1; i >= 0 && l.charAt(i) == '\\'; i--) {
                bs++;
            }
            if (bs % 2 == 1) {
                pending = new StringBuilder(l.substring(0, l.length() - 1));
                continue;
            }
            int i = 0;
            int n = l.length();
            StringBuilder key = new StringBuilder();
            while (i < n) {
                char c = l.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    i++;
                    key.append(unescape(l, i));
                    i = skipEscape(l, i);
                    continue;
                }
                if (c == '=' || c == ':' || c == ' ' || c == '\t' || c == '\f') {
                    break;
                }
                key.append(c);
                i++;
            }
            while (i < n && (l.charAt(i) == ' ' || l.charAt(i) == '\t' || l.charAt(i) == '\f')) {
                i++;
            }
            if (i < n && (l.charAt(i) == '=' || l.charAt(i) == ':')) {
                i++;
            }
            while (i < n && (l.charAt(i) == ' ' || l.charAt(i) == '\t' || l.charAt(i) == '\f')) {
                i++;
            }
            StringBuilder val = new StringBuilder();
            while (i < n) {
                char c = l.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    i++;
                    val.append(unescape(l, i));
                    i = skipEscape(l, i);
                    continue;
                }
                val.append(c);
                i++;
            }
            put(key.toString(), val.toString());
        }
    }

    private static String stripLeading(String s) {
        int i = 0;
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t' || s.charAt(i) == '\f')) {
            i++;
        }
        return s.substring(i);
    }

    private static char unescape(String s, int i) {
        char c = s.charAt(i);
        switch (c) {
            case 't': return '\t';
            case 'n': return '\n';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'u':
                if (i + 4 < s.length()) {
                    return (char) Integer.parseInt(s.substring(i + 1, i + 5), 16);
                }
                return c;
            default: return c;
        }
    }

    private static int skipEscape(String s, int i) {
        return s.charAt(i) == 'u' && i + 4 < s.length() ? i + 5 : i + 1;
    }

    /* store: the comments (each line after a line break gets '#' unless
     * it starts with '#' or '!'), a line with the date, then key=value
     * lines in the map's order, escaped as the Properties documentation
     * says; to a stream in ISO-8859-1, with the other characters as
     * backslash-u escapes. */
    public void store(java.io.Writer writer, String comments) throws IOException {
        store0(writer instanceof java.io.BufferedWriter ? (java.io.BufferedWriter) writer
                                                       : new java.io.BufferedWriter(writer), comments, false);
    }

    public void store(java.io.OutputStream out, String comments) throws IOException {
        store0(new java.io.BufferedWriter(new java.io.OutputStreamWriter(out, "ISO-8859-1")), comments, true);
    }

    @Deprecated
    public void save(java.io.OutputStream out, String comments) {
        try {
            store(out, comments);
        } catch (IOException e) {
            // as documented: save does not report I/O errors
        }
    }

    private void store0(java.io.BufferedWriter w, String comments, boolean escUnicode) throws IOException {
        if (comments != null) {
            writeComments(w, comments);
        }
        w.write("#" + new Date().toString());
        w.newLine();
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = (String) e.getKey();
                String val = (String) e.getValue();
                w.write(escape(key, true, escUnicode));
                w.write('=');
                w.write(escape(val, false, escUnicode));
                w.newLine();
            }
        }
        w.flush();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void unicode(StringBuilder sb, char c) {
        sb.append("\\u").append(HEX[(c >> 12) & 0xF]).append(HEX[(c >> 8) & 0xF])
          .append(HEX[(c >> 4) & 0xF]).append(HEX[c & 0xF]);
    }

    private static String escape(String s, boolean isKey, boolean escUnicode) {
        StringBuilder sb = new StringBuilder(s.length() * 2);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case ' ':
                    if (i == 0 || isKey) sb.append('\\');
                    sb.append(' ');
                    break;
                case '\t': sb.append("\\t"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\f': sb.append("\\f"); break;
                case '\\': case '=': case ':': case '#': case '!':
                    sb.append('\\').append(c);
                    break;
                default:
                    if ((c < 0x20 || c > 0x7e) && escUnicode) {
                        unicode(sb, c);
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.toString();
    }

    private static void writeComments(java.io.BufferedWriter w, String comments) throws IOException {
        StringBuilder sb = new StringBuilder("#");
        int n = comments.length();
        for (int i = 0; i < n; i++) {
            char c = comments.charAt(i);
            if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < n && comments.charAt(i + 1) == '\n') {
                    i++;
                }
                w.write(sb.toString());
                w.newLine();
                sb.setLength(0);
                if (i + 1 < n && comments.charAt(i + 1) != '#' && comments.charAt(i + 1) != '!') {
                    sb.append('#');
                } else if (i + 1 >= n) {
                    sb.append('#');
                }
            } else if (c > 0xff) {
                unicode(sb, c);
            } else {
                sb.append(c);
            }
        }
        w.write(sb.toString());
        w.newLine();
    }

    public void list(PrintStream out) {
        out.println("-- listing properties --");
        for (String key : stringPropertyNames()) {
            String val = getProperty(key);
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        for (String key : stringPropertyNames()) {
            String val = getProperty(key);
            if (val.length() > 40) {
                val = val.substring(0, 37) + "...";
            }
            out.println(key + "=" + val);
        }
    }
}
