import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

// ThreadLocal, ThreadLocal.withInitial and InheritableThreadLocal seen from several threads.
public class ThrLocals {
    static final ThreadLocal<Integer> plain = new ThreadLocal<Integer>();
    static final ThreadLocal<StringBuilder> withInit = ThreadLocal.withInitial(new Supplier<StringBuilder>() {
        public StringBuilder get() { return new StringBuilder("init"); }
    });
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        protected String childValue(String parent) { return parent + "+child"; }
    };
    static final InheritableThreadLocal<String> inheritedPlain = new InheritableThreadLocal<String>();
    static final String[] results = new String[4];

    public static void main(String[] args) throws Exception {
        plain.set(1);
        withInit.get().append("-main");
        inherited.set("main");
        inheritedPlain.set("shared");
        List<Thread> ts = new ArrayList<Thread>();
        for (int i = 0; i < results.length; i++) {
            final int me = i;
            Thread t = new Thread(new Runnable() {
                public void run() {
                    Integer before = plain.get();
                    plain.set(100 + me);
                    withInit.get().append("-t").append(me);
                    String inh = inherited.get();
                    inherited.set("changed" + me);
                    results[me] = "t" + me + ": plain " + before + "->" + plain.get() + ", withInitial " + withInit.get()
                        + ", inherited " + inh + ", inheritedPlain " + inheritedPlain.get();
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        for (String r : results) System.out.println(r);
        System.out.println("main: plain " + plain.get() + ", withInitial " + withInit.get() + ", inherited " + inherited.get());
        plain.remove();
        System.out.println("after remove " + plain.get());
        inherited.set("second");
        final String[] grand = new String[1];
        Thread parent = new Thread(new Runnable() {
            public void run() {
                Thread child = new Thread(new Runnable() {
                    public void run() { grand[0] = inherited.get(); }
                });
                child.start();
                try { child.join(); } catch (InterruptedException e) { }
            }
        });
        parent.start(); parent.join();
        System.out.println("grandchild sees " + grand[0]);
    }
}
