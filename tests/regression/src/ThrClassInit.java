// Many threads race to initialise a class whose <clinit> is slow: it runs once, all see its result.
public class ThrClassInit {
    static final class Slow {
        static int runs;
        static final int VALUE;
        static {
            runs++;
            try { Thread.sleep(50); } catch (InterruptedException e) { }
            VALUE = 1234;
        }
    }

    static final class Broken {
        static final int X = compute();
        static int compute() { throw new IllegalStateException("no"); }
    }

    public static void main(String[] args) throws Exception {
        final int[] seen = new int[12];
        final String[] errors = new String[12];
        Thread[] ts = new Thread[12];
        for (int i = 0; i < ts.length; i++) {
            final int me = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    seen[me] = Slow.VALUE;
                    try {
                        errors[me] = "value " + Broken.X;
                    } catch (Throwable e) {
                        errors[me] = e.getClass().getName();
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int ok = 0, eiie = 0, ncdfe = 0;
        for (int i = 0; i < ts.length; i++) {
            if (seen[i] == 1234) ok++;
            if (errors[i].equals("java.lang.ExceptionInInitializerError")) eiie++;
            if (errors[i].equals("java.lang.NoClassDefFoundError")) ncdfe++;
        }
        System.out.println("runs " + Slow.runs + ", saw value " + ok);
        System.out.println("ExceptionInInitializerError " + eiie + ", NoClassDefFoundError " + ncdfe);
    }
}
