package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Starts child programs: the command and its arguments, a working
 * directory, an environment (a copy of the VM's, changed through
 * {@link #environment}) and where the three standard streams go.
 */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<String>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
        return this;
    }

    public List<String> command() {
        return command;
    }

    /** The environment of the programs started: a mutable copy of the VM's. */
    public Map<String, String> environment() {
        if (environment == null) {
            environment = ProcessImpl.environment();
        }
        return environment;
    }

    /** For Runtime.exec: envp null keeps the VM's environment. */
    ProcessBuilder environment(String[] envp) {
        if (envp != null) {
            environment = ProcessImpl.emptyEnvironment();
            for (String e : envp) {
                if (e == null) {
                    continue;
                }
                // as the JDK: an entry without '=' is ignored, a NUL ends it
                int nul = e.indexOf('\u0000');
                if (nul >= 0) {
                    e = e.substring(0, nul);
                }
                int eq = e.indexOf('=');
                if (eq != -1) {
                    environment.put(e.substring(0, eq), e.substring(eq + 1));
                }
            }
        }
        return this;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    private Redirect[] redirects() {
        if (redirects == null) {
            redirects = new Redirect[] {Redirect.PIPE, Redirect.PIPE, Redirect.PIPE};
        }
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND) {
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        }
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return redirects == null ? Redirect.PIPE : redirects[0];
    }

    public Redirect redirectOutput() {
        return redirects == null ? Redirect.PIPE : redirects[1];
    }

    public Redirect redirectError() {
        return redirects == null ? Redirect.PIPE : redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    /** Starts the command; IOException "Cannot run program ..." when it cannot. */
    public Process start() throws IOException {
        String[] cmdarray = command.toArray(new String[command.size()]);
        for (String arg : cmdarray) {
            if (arg == null) {
                throw new NullPointerException();
            }
        }
        String prog = cmdarray[0];
        for (String arg : cmdarray) {
            if (arg.indexOf('\u0000') >= 0) {
                throw new IOException("invalid null character in command");
            }
        }
        String dir = directory == null ? null : directory.toString();
        try {
            return ProcessImpl.start(cmdarray, environment, dir, redirects, redirectErrorStream);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("Cannot run program \"" + prog + "\""
                    + (dir == null ? "" : " (in directory \"" + dir + "\")")
                    + ": " + e.getMessage(), e);
        }
    }

    /** Where a standard stream of a child goes, or comes from. */
    public abstract static class Redirect {
        /** The kinds of redirect. */
        public enum Type {
            PIPE, INHERIT, READ, WRITE, APPEND
        }

        /** A pipe between the VM and the child (the default). */
        public static final Redirect PIPE = new Redirect() {
            public Type type() {
                return Type.PIPE;
            }

            public String toString() {
                return type().toString();
            }
        };

        /** The VM's own stream. */
        public static final Redirect INHERIT = new Redirect() {
            public Type type() {
                return Type.INHERIT;
            }

            public String toString() {
                return type().toString();
            }
        };

        /** Output thrown away (written to the null device). */
        public static final Redirect DISCARD = new Redirect() {
            private final File file = new File("/dev/null");

            public Type type() {
                return Type.WRITE;
            }

            public File file() {
                return file;
            }

            public String toString() {
                return type().toString();
            }
        };

        private Redirect() {}

        public abstract Type type();

        public File file() {
            return null;
        }

        boolean append() {
            throw new UnsupportedOperationException();
        }

        public static Redirect from(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.READ, file);
        }

        public static Redirect to(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.WRITE, file);
        }

        public static Redirect appendTo(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new FileRedirect(Type.APPEND, file);
        }

        public boolean equals(Object obj) {
            if (obj == this) {
                return true;
            }
            if (!(obj instanceof Redirect)) {
                return false;
            }
            Redirect r = (Redirect) obj;
            if (r.type() != type()) {
                return false;
            }
            return file() != null && file().equals(r.file());
        }

        public int hashCode() {
            File f = file();
            return f == null ? super.hashCode() : f.hashCode();
        }

        private static final class FileRedirect extends Redirect {
            private final Type type;
            private final File file;

            FileRedirect(Type type, File file) {
                this.type = type;
                this.file = file;
            }

            public Type type() {
                return type;
            }

            public File file() {
                return file;
            }

            public String toString() {
                String what = type == Type.READ ? "read from" : type == Type.WRITE ? "write to" : "append to";
                return "redirect to " + what + " file \"" + file + "\"";
            }
        }
    }
}
