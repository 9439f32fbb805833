package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

/** The running VM. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();
    private final List<Thread> hooks = new ArrayList<Thread>();
    private boolean exiting;

    private Runtime() {}

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        synchronized (this) {
            if (!exiting) {
                exiting = true;
                runHooks();
            }
        }
        System.out.flush();
        System.err.flush();
        halt0(status);
    }

    private void runHooks() {
        Thread[] hs;
        synchronized (hooks) {
            hs = hooks.toArray(new Thread[0]);
        }
        // As on the JDK: every hook is started as a thread, then all are joined.
        for (int i = 0; i < hs.length; i++) {
            try {
                hs[i].start();
            } catch (Throwable t) {
                // a hook that cannot start is skipped
            }
        }
        for (int i = 0; i < hs.length; i++) {
            try {
                hs[i].join();
            } catch (InterruptedException e) {
                // keep waiting for the others
            }
        }
    }

    /** Called by the VM when the last non-daemon thread ends. */
    static void shutdown() {
        Runtime r = currentRuntime;
        synchronized (r) {
            if (!r.exiting) {
                r.exiting = true;
                r.runHooks();
            }
        }
        System.out.flush();
        System.err.flush();
    }

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (hooks) {
            if (exiting) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            if (hooks.contains(hook)) {
                throw new IllegalArgumentException("Hook previously registered");
            }
            hooks.add(hook);
        }
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (hooks) {
            if (exiting) {
                throw new IllegalStateException("Shutdown in progress");
            }
            return hooks.remove(hook);
        }
    }

    /** Runs a command line split at white space (see ProcessBuilder). */
    public Process exec(String command) throws IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, File dir) throws IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        StringTokenizer st = new StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++) {
            cmdarray[i] = st.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws IOException {
        return exec(cmdarray, envp, null);
    }

    /** envp null: the VM's environment; dir null: the VM's directory. */
    public Process exec(String[] cmdarray, String[] envp, File dir) throws IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    public void halt(int status) {
        halt0(status);
    }

    private static native void halt0(int status);

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    public native int availableProcessors();

    /** Waits (bounded) until the objects pending finalization have been finalized. */
    public void runFinalization() {
        Finalizer.runFinalization();
    }

    public static Version version() {
        return new Version();
    }

    /** Minimal runtime version. */
    public static final class Version {
        Version() {}

        public int feature() {
            return 17;
        }

        public String toString() {
            return "17";
        }
    }
}
