import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;

/** Child programs that cannot start, and questions asked of a running one. */
public class ProcErrors {
    static void start(String what, ProcessBuilder pb) {
        try {
            Process p = pb.start();
            System.out.println(what + ": started, exit " + p.waitFor());
        } catch (IOException e) {
            Throwable c = e.getCause();
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
            System.out.println("  cause " + (c == null ? "null" : c.getClass().getName() + ": " + c.getMessage()));
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }

    static void exec(String what, String cmd) {
        try {
            Process p = Runtime.getRuntime().exec(cmd);
            System.out.println(what + ": started, exit " + p.waitFor());
        } catch (IOException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        start("missing program", new ProcessBuilder("proc-errors-no-such-program", "arg"));
        start("missing path", new ProcessBuilder("/bin/proc-errors-no-such-program"));
        start("missing directory", new ProcessBuilder("/bin/echo", "x").directory(new File("proc-errors-no-such-dir")));
        start("missing both", new ProcessBuilder("proc-errors-nothing").directory(new File("proc-errors-no-such-dir")));
        start("empty program", new ProcessBuilder(""));
        start("not executable", new ProcessBuilder("/dev/null"));
        start("a directory", new ProcessBuilder("/bin"));
        start("missing input file", new ProcessBuilder("/bin/cat").redirectInput(new File("proc-errors-no-such-file")));
        start("empty command", new ProcessBuilder(new ArrayList<String>()));
        start("null argument", new ProcessBuilder("/bin/echo", null));
        start("nul in argument", new ProcessBuilder("/bin/echo", "a\u0000b"));
        exec("exec missing", "proc-errors-no-such-program now");
        exec("exec empty", "");
        try {
            Runtime.getRuntime().exec(new String[0]);
        } catch (Exception e) {
            System.out.println("exec empty array: " + e.getClass().getName());
        }
        try {
            new ProcessBuilder("/bin/cat").redirectInput(ProcessBuilder.Redirect.to(new File("x")));
        } catch (IllegalArgumentException e) {
            System.out.println("bad redirect: " + e.getMessage());
        }
        try {
            new ProcessBuilder("/bin/cat").redirectOutput(ProcessBuilder.Redirect.from(new File("x")));
        } catch (IllegalArgumentException e) {
            System.out.println("bad redirect: " + e.getMessage());
        }

        Process p = new ProcessBuilder("/bin/sleep", "5").start();
        try {
            System.out.println("exitValue " + p.exitValue());
        } catch (IllegalThreadStateException e) {
            System.out.println("running: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("alive " + p.isAlive());
        Thread.currentThread().interrupt();
        try {
            p.waitFor();
            System.out.println("waitFor returned");
        } catch (InterruptedException e) {
            System.out.println("interrupted waitFor: " + e.getClass().getName() + " flag " + Thread.currentThread().isInterrupted());
        }
        Thread.currentThread().interrupt();
        try {
            p.waitFor(1, TimeUnit.SECONDS);
            System.out.println("timed waitFor returned");
        } catch (InterruptedException e) {
            System.out.println("interrupted timed waitFor: " + e.getClass().getName());
        }
        p.destroy();
        System.out.println("destroyed " + p.waitFor() + " alive " + p.isAlive());
        try {
            p.getOutputStream().write(1);
            p.getOutputStream().flush();
            System.out.println("write after destroy: no exception");
        } catch (IOException e) {
            // the message depends on when the JDK's reaper closed the pipe
            System.out.println("write after destroy: " + e.getClass().getName());
        }

        // a child that has already closed its input: the write fails, the VM lives
        Process q = new ProcessBuilder("/bin/sh", "-c", "exec 0<&-; exit 4").start();
        q.waitFor();
        try {
            q.getOutputStream().write(new byte[100000]);
            q.getOutputStream().flush();
            System.out.println("broken pipe: no exception");
        } catch (IOException e) {
            System.out.println("broken pipe: " + e.getClass().getName());
        }
        System.out.println("exit " + q.exitValue());

        // destroy of an ended child does nothing; two waits agree
        Process r = new ProcessBuilder("/bin/sh", "-c", "exit 9").start();
        System.out.println("wait " + r.waitFor() + " " + r.waitFor());
        r.destroy();
        System.out.println("after destroy " + r.exitValue());
        System.out.println("done");
    }
}
