import java.io.BufferedReader;
import java.io.InputStreamReader;

/** Several threads each start, read and wait for their own children. */
public class ProcThreads {
    static final int THREADS = 4;
    static final int ROUNDS = 5;

    public static void main(String[] args) throws Exception {
        final String[] results = new String[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int id = i;
            ts[i] = new Thread() {
                public void run() {
                    StringBuilder sb = new StringBuilder();
                    try {
                        for (int r = 0; r < ROUNDS; r++) {
                            Process p = new ProcessBuilder("/bin/sh", "-c", "echo t$0 r$1; exit $1",
                                    String.valueOf(id), String.valueOf(r)).start();
                            BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream()));
                            String line = in.readLine();
                            int code = p.waitFor();
                            sb.append(line).append(" exit ").append(code).append("; ");
                            in.close();
                        }
                    } catch (Exception e) {
                        sb.append(e);
                    }
                    results[id] = sb.toString();
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < THREADS; i++) {
            System.out.println(results[i]);
        }
    }
}
