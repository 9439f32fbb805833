import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Arrays;

// PrintStream.println from many threads at once never splits a line; the lines are sorted for printing.
public class ThrPrintAtomic {
    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final PrintStream ps = new PrintStream(bytes, true);
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < 200; k++) ps.println("thread " + me + " line " + k + " " + "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx".substring(me));
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        String[] lines = bytes.toString().split("\n");
        int bad = 0;
        for (String l : lines) if (!l.matches("thread [0-5] line [0-9]+ x+")) bad++;
        Arrays.sort(lines);
        System.out.println(lines.length + " lines, malformed " + bad);
        System.out.println("first " + lines[0]);
        System.out.println("last " + lines[lines.length - 1]);
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() { System.out.println("direct " + me); }
            });
        }
        for (Thread t : ts) { t.start(); t.join(); }
    }
}
