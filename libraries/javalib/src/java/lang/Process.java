package java.lang;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.util.concurrent.TimeUnit;

/**
 * A child program started by {@link ProcessBuilder#start} or
 * {@link Runtime#exec}.  The one implementation is the package-private
 * ProcessImpl.
 */
public abstract class Process {
    public Process() {}

    /** The stream written to the child's standard input. */
    public abstract OutputStream getOutputStream();

    /** The child's standard output. */
    public abstract InputStream getInputStream();

    /** The child's standard error. */
    public abstract InputStream getErrorStream();

    public BufferedReader inputReader() {
        return new BufferedReader(new InputStreamReader(getInputStream()));
    }

    public BufferedReader errorReader() {
        return new BufferedReader(new InputStreamReader(getErrorStream()));
    }

    public BufferedWriter outputWriter() {
        return new BufferedWriter(new OutputStreamWriter(getOutputStream()));
    }

    /** Waits until the child has ended; its exit value. */
    public abstract int waitFor() throws InterruptedException;

    /** Waits at most the given time; true when the child has ended. */
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long end = System.nanoTime() + unit.toNanos(timeout);
        long left = unit.toNanos(timeout);
        while (true) {
            try {
                exitValue();
                return true;
            } catch (IllegalThreadStateException e) {
                if (left <= 0) {
                    return false;
                }
            }
            Thread.sleep(Math.max(1, Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, 100)));
            left = end - System.nanoTime();
        }
    }

    /** The exit value; IllegalThreadStateException while the child runs. */
    public abstract int exitValue();

    /** Asks the child to end (SIGTERM). */
    public abstract void destroy();

    /** Ends the child (SIGKILL). */
    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        try {
            exitValue();
            return false;
        } catch (IllegalThreadStateException e) {
            return true;
        }
    }

    public long pid() {
        throw new UnsupportedOperationException(getClass() + ".pid() not supported");
    }
}
