package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.BufferedReader;

/** A persistent set of string properties. */
public class Properties extends Hashtable<Object, Object> {
    protected volatile Properties defaults;

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
        super(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object oval = get(key);
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
