package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import ristretto.internal.Cluster;

/**
 * The Process of this VM: a child started by fork and execve
 * (libraries/clib/java_lang_Process.c).  The natives keep a table of the
 * children and a reaper thread that collects each as it ends; this class
 * takes the exit value out of the table once (take0, under its monitor)
 * and keeps it.  Waiting is done in slices of WAIT_SLICE_MS so that an
 * interrupt is seen.  A child belongs to the node that started it: every
 * call from another node of a cluster is an IllegalStateException.
 */
final class ProcessImpl extends Process {
    // redirect modes of start0, 4 bits per stream
    private static final int PIPE = 0;
    private static final int INHERIT = 1;
    private static final int READ = 2;
    private static final int WRITE = 3;
    private static final int APPEND = 4;
    private static final int MERGE = 5;

    private static final long WAIT_SLICE_MS = 100;

    private final long pid;
    private final long owner;
    /** the cluster node that started the child: its natives run there */
    private final int node = Cluster.node();
    private final OutputStream stdin;
    private final InputStream stdout;
    private final InputStream stderr;
    private boolean exited;     // under this
    private int exitCode;       // under this, once exited

    private static native long[] start0(byte[] block, int argc, int envc, int modes) throws IOException;

    private static native boolean wait0(long pid, long millis);

    private static native int take0(long pid);

    private static native void kill0(long pid, boolean force);

    private static native long token0();

    private static native String[] environ0();

    private static native int read0(int fd, byte[] b, int off, int len) throws IOException;

    private static native void write0(int fd, byte[] b, int off, int len) throws IOException;

    private static native int available0(int fd) throws IOException;

    private static native void close0(int fd) throws IOException;

    /** The environment map: names and values checked as the JDK's. */
    private static final class Environment extends HashMap<String, String> {
        private static final long serialVersionUID = 1L;

        public String put(String name, String value) {
            if (name == null || value == null) {
                throw new NullPointerException();
            }
            if (name.indexOf('=') >= 0 || name.indexOf('\u0000') >= 0) {
                throw new IllegalArgumentException("Invalid environment variable name: \"" + name + "\"");
            }
            if (value.indexOf('\u0000') >= 0) {
                throw new IllegalArgumentException("Invalid environment variable value: \"" + value + "\"");
            }
            return super.put(name, value);
        }

        public void putAll(Map<? extends String, ? extends String> m) {
            for (Map.Entry<? extends String, ? extends String> e : m.entrySet()) {
                put(e.getKey(), e.getValue());
            }
        }
    }

    static Map<String, String> environment() {
        Map<String, String> env = new Environment();
        String[] all = environ0();
        for (String e : all) {
            int eq = e.indexOf('=', 1);
            if (eq > 0) {
                try {
                    env.put(e.substring(0, eq), e.substring(eq + 1));
                } catch (IllegalArgumentException ignored) {
                    // a variable the map cannot hold is not passed on
                }
            }
        }
        return env;
    }

    static Map<String, String> emptyEnvironment() {
        return new Environment();
    }

    private static void add(ByteArrayOutputStream out, String s) {
        byte[] b = s.getBytes();
        out.write(b, 0, b.length);
        out.write(0);
    }

    private static int mode(ProcessBuilder.Redirect r, int stream, ByteArrayOutputStream files) {
        switch (r.type()) {
            case PIPE:
                add(files, "");
                return PIPE;
            case INHERIT:
                add(files, "");
                return INHERIT;
            default:
                add(files, r.file().getPath());
                return r.type() == ProcessBuilder.Redirect.Type.READ ? READ
                        : r.type() == ProcessBuilder.Redirect.Type.WRITE ? WRITE : APPEND;
        }
    }

    static Process start(String[] cmd, Map<String, String> env, String dir,
            ProcessBuilder.Redirect[] redirects, boolean mergeErr) throws IOException {
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        ByteArrayOutputStream files = new ByteArrayOutputStream();
        for (String arg : cmd) {
            add(block, arg);
        }
        int envc = -1;
        if (env != null) {
            envc = 0;
            for (Map.Entry<String, String> e : env.entrySet()) {
                add(block, e.getKey() + "=" + e.getValue());
                envc++;
            }
        }
        add(block, dir == null ? "" : dir);
        int modes = 0;
        for (int i = 0; i < 3; i++) {
            ProcessBuilder.Redirect r = redirects == null ? ProcessBuilder.Redirect.PIPE : redirects[i];
            int m = mode(r, i, files);
            if (i == 2 && mergeErr) {
                m = MERGE;
            }
            modes |= m << (4 * i);
        }
        byte[] f = files.toByteArray();
        block.write(f, 0, f.length);
        long[] r = start0(block.toByteArray(), cmd.length, envc, modes);
        return new ProcessImpl(r);
    }

    private ProcessImpl(long[] r) {
        pid = r[0];
        owner = r[4];
        stdin = r[1] < 0 ? new NullOut() : new BufferedOutputStream(new PipeOut((int) r[1]));
        stdout = r[2] < 0 ? new NullIn() : new BufferedInputStream(new PipeIn((int) r[2]));
        stderr = r[3] < 0 ? new NullIn() : new PipeIn((int) r[3]);
    }

    private void check() {
        if (owner != token0()) {
            throw new IllegalStateException("a child process belongs to the node that started it");
        }
    }

    /** op on the node that started the child (here, on one JVM) */
    private <T> T onOwner(Cluster.Op<T> op) throws IOException {
        return Cluster.on(node, op);
    }

    /** True once the child has ended, after waiting at most millis. */
    private boolean done(final long millis) {
        if (node != Cluster.node()) {
            try {
                return onOwner(new Cluster.Op<Boolean>() {
                    public Boolean run() {
                        return done(millis);
                    }
                });
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        check();
        synchronized (this) {
            if (exited) {
                return true;
            }
        }
        if (millis > 0) {
            wait0(pid, millis);
        }
        synchronized (this) {
            if (!exited) {
                int s = take0(pid);
                if (s == -2) {
                    throw new IllegalStateException("process " + pid + " is not a child of this VM");
                }
                if (s >= 0) {
                    exitCode = s;
                    exited = true;
                }
            }
            return exited;
        }
    }

    public OutputStream getOutputStream() {
        return stdin;
    }

    public InputStream getInputStream() {
        return stdout;
    }

    public InputStream getErrorStream() {
        return stderr;
    }

    public int waitFor() throws InterruptedException {
        while (!done(0)) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            done(WAIT_SLICE_MS);
        }
        synchronized (this) {
            return exitCode;
        }
    }

    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long left = unit.toNanos(timeout);
        if (done(0)) {
            return true;
        }
        if (left <= 0) {
            return false;
        }
        long end = System.nanoTime() + left;
        while (true) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            long ms = Math.min((left + 999999) / 1000000, WAIT_SLICE_MS);
            if (done(ms)) {
                return true;
            }
            left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
        }
    }

    public int exitValue() {
        if (!done(0)) {
            throw new IllegalThreadStateException("process hasn't exited");
        }
        synchronized (this) {
            return exitCode;
        }
    }

    private void destroy(final boolean force) {
        if (node != Cluster.node()) {
            try {
                onOwner(new Cluster.Op<Object>() {
                    public Object run() {
                        destroy(force);
                        return null;
                    }
                });
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        if (!done(0)) {
            kill0(pid, force);
        }
        try {
            stdin.close();
        } catch (IOException ignored) {
            // nothing to do
        }
        try {
            stdout.close();
        } catch (IOException ignored) {
            // nothing to do
        }
        try {
            stderr.close();
        } catch (IOException ignored) {
            // nothing to do
        }
    }

    public void destroy() {
        destroy(false);
    }

    public Process destroyForcibly() {
        destroy(true);
        return this;
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    public boolean isAlive() {
        return !done(0);
    }

    public long pid() {
        return pid;
    }

    public String toString() {
        boolean ended = done(0);
        return "Process[pid=" + pid + ", exitValue=" + (ended ? String.valueOf(exitValue()) : "\"not exited\"") + "]";
    }

    /** The read end of a pipe from the child. */
    private final class PipeIn extends InputStream {
        private int fd;

        PipeIn(int fd) {
            this.fd = fd;
        }

        public int read() throws IOException {
            byte[] b = new byte[1];
            int n = read(b, 0, 1);
            return n <= 0 ? -1 : (b[0] & 0xff);
        }

        public int read(final byte[] b, final int off, final int len) throws IOException {
            if (b == null) {
                throw new NullPointerException();
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (node != Cluster.node()) {
                return onOwner(new Cluster.Op<Integer>() {
                    public Integer run() throws IOException {
                        return read(b, off, len);
                    }
                });
            }
            check();
            int f;
            synchronized (this) {
                f = fd;
            }
            if (f < 0) {
                throw new IOException("Stream closed");
            }
            if (len == 0) {
                return 0;
            }
            return read0(f, b, off, len);
        }

        public int available() throws IOException {
            if (node != Cluster.node()) {
                return onOwner(new Cluster.Op<Integer>() {
                    public Integer run() throws IOException {
                        return available();
                    }
                });
            }
            check();
            int f;
            synchronized (this) {
                f = fd;
            }
            if (f < 0) {
                throw new IOException("Stream closed");
            }
            return available0(f);
        }

        public void close() throws IOException {
            if (node != Cluster.node()) {
                onOwner(new Cluster.Op<Object>() {
                    public Object run() throws IOException {
                        close();
                        return null;
                    }
                });
                return;
            }
            check();
            int f;
            synchronized (this) {
                f = fd;
                fd = -1;
            }
            if (f >= 0) {
                close0(f);
            }
        }
    }

    /** The write end of the pipe to the child's standard input. */
    private final class PipeOut extends OutputStream {
        private int fd;

        PipeOut(int fd) {
            this.fd = fd;
        }

        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        public void write(final byte[] b, final int off, final int len) throws IOException {
            if (b == null) {
                throw new NullPointerException();
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (node != Cluster.node()) {
                onOwner(new Cluster.Op<Object>() {
                    public Object run() throws IOException {
                        write(b, off, len);
                        return null;
                    }
                });
                return;
            }
            check();
            int f;
            synchronized (this) {
                f = fd;
            }
            if (f < 0) {
                throw new IOException("Stream closed");
            }
            write0(f, b, off, len);
        }

        public void close() throws IOException {
            if (node != Cluster.node()) {
                onOwner(new Cluster.Op<Object>() {
                    public Object run() throws IOException {
                        close();
                        return null;
                    }
                });
                return;
            }
            check();
            int f;
            synchronized (this) {
                f = fd;
                fd = -1;
            }
            if (f >= 0) {
                close0(f);
            }
        }
    }

    /** A stream not piped (redirected elsewhere): always at its end. */
    private static final class NullIn extends InputStream {
        public int read() {
            return -1;
        }

        public int available() {
            return 0;
        }
    }

    /** The standard input of a child whose input is not piped. */
    private static final class NullOut extends OutputStream {
        public void write(int b) throws IOException {
            throw new IOException("Stream closed");
        }
    }
}
