import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;

/** One child used by two threads: one feeds it and waits for it, the other reads it. */
public class ProcShared {
    public static void main(String[] args) throws Exception {
        final Process p = new ProcessBuilder("/bin/sh", "-c", "read x; echo got $x; read y; echo got $y; exit 5").start();
        final int[] code = new int[1];
        Thread feeder = new Thread() {
            public void run() {
                try {
                    OutputStream out = p.getOutputStream();
                    out.write("one\ntwo\n".getBytes("UTF-8"));
                    out.close();
                    code[0] = p.waitFor();
                } catch (Exception e) {
                    System.out.println("feeder: " + e);
                }
            }
        };
        feeder.start();
        BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream()));
        String line;
        while ((line = in.readLine()) != null) {
            System.out.println("read: " + line);
        }
        feeder.join();
        System.out.println("exit " + code[0] + " " + p.exitValue());
    }
}
