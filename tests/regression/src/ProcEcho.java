// release8: skip (ProcessBuilder.Redirect.DISCARD is Java 9, Process.pid is Java 9)
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/** Child programs: arguments, output, exit codes, environment, directory, stdin, timeouts. */
public class ProcEcho {
    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) > 0) {
            out.write(buf, 0, n);
        }
        return out.toString("UTF-8");
    }

    static void show(String what, Process p) throws Exception {
        String out = readAll(p.getInputStream());
        String err = readAll(p.getErrorStream());
        int code = p.waitFor();
        System.out.println(what + ": exit " + code + " out [" + out.replace("\n", "|") + "] err [" + err.replace("\n", "|") + "]");
    }

    public static void main(String[] args) throws Exception {
        show("echo", new ProcessBuilder("/bin/echo", "hello", "two words", "").start());
        show("echo path", new ProcessBuilder("echo", "found", "on", "PATH").start());
        show("sh", new ProcessBuilder("/bin/sh", "-c", "echo out; echo err 1>&2; exit 3").start());
        show("sh 0", new ProcessBuilder("/bin/sh", "-c", "exit 0").start());
        show("exec", Runtime.getRuntime().exec("/bin/echo  split\tat   white space"));
        show("exec[]", Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "echo $0 $1", "zero", "one"}));

        ProcessBuilder pb = new ProcessBuilder("/bin/sh", "-c", "echo to-out; echo to-err 1>&2; echo again");
        pb.redirectErrorStream(true);
        System.out.println("redirectErrorStream " + pb.redirectErrorStream());
        show("merged", pb.start());

        pb = new ProcessBuilder("/bin/sh", "-c", "echo \"[$PROC_ECHO_VAR] [$PROC_ECHO_UNSET]\"");
        pb.environment().put("PROC_ECHO_VAR", "value with spaces");
        pb.environment().remove("PROC_ECHO_UNSET");
        show("env", pb.start());
        show("env exec", Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "echo \"[$A] [$B]\""},
                new String[] {"A=1", "B=x=y"}));
        try {
            pb.environment().put("BAD=NAME", "v");
        } catch (IllegalArgumentException e) {
            System.out.println("env put: " + e.getMessage());
        }

        File dir = new File("proc-echo-dir");
        dir.mkdir();
        File sub = new File(dir, "sub");
        sub.mkdir();
        pb = new ProcessBuilder("/bin/sh", "-c", "basename \"$(/bin/pwd)\"");
        pb.directory(sub);
        System.out.println("directory " + pb.directory());
        show("pwd", pb.start());
        show("exec dir", Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", "basename \"$(/bin/pwd)\""}, null, dir));

        Process cat = new ProcessBuilder("/bin/cat").start();
        OutputStream w = cat.getOutputStream();
        w.write("line one\nline two\n".getBytes("UTF-8"));
        w.write('!');
        w.close();
        show("cat", cat);

        // stdout to a file, stdin from a file, stderr discarded
        File f = new File(dir, "out.txt");
        pb = new ProcessBuilder("/bin/sh", "-c", "echo first; echo noise 1>&2");
        pb.redirectOutput(f).redirectError(ProcessBuilder.Redirect.DISCARD);
        System.out.println("redirects " + pb.redirectInput() + " " + pb.redirectOutput().type() + " " + pb.redirectError().type());
        show("to file", pb.start());
        pb = new ProcessBuilder("/bin/echo", "second").redirectOutput(ProcessBuilder.Redirect.appendTo(f));
        show("append", pb.start());
        show("from file", new ProcessBuilder("/bin/cat").redirectInput(f).start());
        System.out.println("Redirect.from " + ProcessBuilder.Redirect.from(new File("x")));
        System.out.println("Redirect.to " + ProcessBuilder.Redirect.to(new File("x")));
        System.out.println("Redirect.appendTo " + ProcessBuilder.Redirect.appendTo(new File("x")));
        System.out.println("Redirect.DISCARD " + ProcessBuilder.Redirect.DISCARD);
        System.out.println("equals " + ProcessBuilder.Redirect.to(new File("x")).equals(ProcessBuilder.Redirect.to(new File("x"))));
        f.delete();
        sub.delete();
        dir.delete();

        // inherited output goes where ours goes
        System.out.flush();
        Process inh = new ProcessBuilder("/bin/echo", "inherited").inheritIO().start();
        System.out.println("inherit read " + inh.getInputStream().read() + " exit " + inh.waitFor());

        // a long child: timed wait, destroy, 143
        Process sleep = new ProcessBuilder("/bin/sleep", "5").start();
        System.out.println("alive " + sleep.isAlive());
        System.out.println("waitFor 200ms " + sleep.waitFor(200, TimeUnit.MILLISECONDS));
        sleep.destroy();
        System.out.println("after destroy " + sleep.waitFor());
        System.out.println("exitValue " + sleep.exitValue() + " alive " + sleep.isAlive());
        System.out.println("waitFor 0 " + sleep.waitFor(0, TimeUnit.SECONDS));

        Process kill = new ProcessBuilder("/bin/sleep", "5").start();
        kill.destroyForcibly();
        System.out.println("destroyForcibly " + kill.waitFor());

        Process quick = new ProcessBuilder("/bin/sh", "-c", "exit 7").start();
        System.out.println("waitFor 10s " + quick.waitFor(10, TimeUnit.SECONDS) + " " + quick.exitValue());
        System.out.println("command " + pb.command() + " " + Arrays.asList("a", "b"));
        System.out.println("done");
    }
}
