package ristretto.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;

/**
 * Class-path resources: the one place where the class library looks a
 * resource up (ClassLoader and Class delegate here, java.net.URL reads jar
 * entries here).  The natives are in libraries/clib/ristretto_internal_Resources.c.
 *
 * Search order: the application class path, then on a cluster worker the
 * master's class path (through the VM's class-bytes hook), then the boot class
 * path.  Names are relative ("pkg/file.txt"); "." and ".." segments are
 * resolved first and a name that is absolute or climbs above the root is no
 * resource (null), as are missing ones.
 *
 * URLs have the stock JVM's shape: {@code file:/abs/dir/pkg/file.txt} for a
 * directory entry, {@code jar:file:/abs/app.jar!/pkg/file.txt} for a jar
 * entry.  A resource a cluster worker got from the master has the URL
 * {@code ristretto-cluster:/pkg/file.txt}; opening it asks the master again.
 */
public final class Resources {
    private Resources() {
    }

    /** null, or { "file"|"jar"|"cluster", entry (absolute, null for cluster),
     *  normalised name, byte[] contents, "boot" or null }; IOException for a damaged jar
     *  entry or a master that did not answer. */
    private static native Object[] find0(String name) throws IOException;

    /** Entry {@code entry} of the jar at path {@code jar}, null if absent;
     *  IOException if the jar cannot be opened or the entry is damaged. */
    private static native byte[] readJar0(String jar, String entry) throws IOException;

    /** Every match in search order (at most 64), as find0's arrays; an
     *  empty array if none or the name is no resource name. */
    private static native Object[] findAll0(String name) throws IOException;

    private static native boolean isApp0(Class<?> c);

    /** Whether c was loaded from the application class path. */
    public static boolean isApplicationClass(Class<?> c) {
        return isApp0(c);
    }

    /** The contents of a resource, or null if there is none. */
    public static byte[] bytes(String name) throws IOException {
        Object[] r = find0(name);
        return r == null ? null : (byte[]) r[3];
    }

    /** A stream over the resource, or null if it is missing or unreadable
     *  (ClassLoader.getResourceAsStream's contract). */
    public static InputStream stream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        try {
            byte[] b = bytes(name);
            return b == null ? null : new ByteArrayInputStream(b);
        } catch (IOException e) {
            return null;
        }
    }

    /** The matches on the boot class path only, in order: what the JDK's
     *  boot loader sees, for a user loader whose parent is null (the
     *  application class path and a cluster master's are left out). */
    public static URL[] bootUrls(String name) throws IOException {
        Object[] all = findAll0(name);
        java.util.ArrayList<URL> out = new java.util.ArrayList<URL>();
        for (Object o : all) {
            Object[] r = (Object[]) o;
            if (r[4] != null) {
                out.add(toURL(name, r));
            }
        }
        return out.toArray(new URL[0]);
    }

    /** The first of {@link #bootUrls}, or null (also for a damaged entry). */
    public static URL bootUrlOrNull(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        try {
            URL[] u = bootUrls(name);
            return u.length > 0 ? u[0] : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** A stream over the first boot class path match, or null. */
    public static InputStream bootStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        try {
            for (Object o : findAll0(name)) {
                Object[] r = (Object[]) o;
                if (r[4] != null) {
                    return new ByteArrayInputStream((byte[]) r[3]);
                }
            }
        } catch (IOException e) {
            // unreadable: null, as for a missing resource
        }
        return null;
    }

    /** The URL of a resource, or null; IOException as for find0. */
    public static URL url(String name) throws IOException {
        Object[] r = find0(name);
        return r == null ? null : toURL(name, r);
    }

    /** The URLs of every match, in search order (ClassLoader.getResources);
     *  a class path entry named twice yields its URL once, as on the JDK. */
    public static URL[] urls(String name) throws IOException {
        Object[] all = findAll0(name);
        URL[] out = new URL[all.length];
        int n = 0;
        for (int i = 0; i < all.length; i++) {
            URL u = toURL(name, (Object[]) all[i]);
            boolean dup = false;
            for (int j = 0; j < n && !dup; j++) {
                dup = out[j].equals(u);
            }
            if (!dup) {
                out[n++] = u;
            }
        }
        if (n == out.length) {
            return out;
        }
        URL[] shorter = new URL[n];
        System.arraycopy(out, 0, shorter, 0, n);
        return shorter;
    }

    private static URL toURL(String name, Object[] r) throws IOException {
        String kind = (String) r[0];
        String entry = (String) r[1];
        String norm = (String) r[2];
        String spec;
        if (kind.equals("file")) {
            spec = "file://" + encodePath(entry.endsWith("/") ? entry : entry + "/") + encodePath(norm);
        } else if (kind.equals("jar")) {
            spec = "jar:file:" + encodePath(entry) + "!/" + encodePath(norm);
        } else {
            spec = "ristretto-cluster:/" + encodePath(norm);
        }
        try {
            return new URL(spec);
        } catch (MalformedURLException e) {
            throw new IOException("cannot make a URL for " + name + ": " + e.getMessage());
        }
    }

    /** {@link #url} with a damaged entry counted as missing. */
    public static URL urlOrNull(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        try {
            return url(name);
        } catch (IOException e) {
            return null;
        }
    }

    /** The entry {@code entry} of the jar at path {@code jar} (both
     *  decoded), read by the VM's zip reader; null if absent. */
    public static byte[] readJarEntry(String jar, String entry) throws IOException {
        return readJar0(jar, entry);
    }

    private static final String HEX = "0123456789ABCDEF";

    /** Percent-encode what may not stand in a URL path (as the JDK's
     *  ParseUtil.encodePath does: space, '%', '#', '?', non-ASCII as UTF-8 ...). */
    public static String encodePath(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || "/-_.!~*'()$&+,;=:@".indexOf(c) >= 0;
            if (ok) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(s.length() + 16);
                sb.append(s, 0, i);
            }
            byte[] u;
            if (Character.isHighSurrogate(c) && i + 1 < s.length()) {
                u = s.substring(i, i + 2).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                i++;
            } else {
                u = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            }
            for (byte b : u) {
                sb.append('%').append(HEX.charAt((b >> 4) & 15)).append(HEX.charAt(b & 15));
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** Undo %XX escapes (UTF-8); a malformed escape is kept as it is. */
    public static String decodePath(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && hex(s.charAt(i + 1)) >= 0 && hex(s.charAt(i + 2)) >= 0) {
                out.write(hex(s.charAt(i + 1)) * 16 + hex(s.charAt(i + 2)));
                i += 2;
            } else {
                byte[] u = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.write(u, 0, u.length);
            }
        }
        return new String(out.toByteArray(), java.nio.charset.StandardCharsets.UTF_8);
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }
}
