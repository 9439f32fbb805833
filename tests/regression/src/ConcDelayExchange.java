import java.util.*;
import java.util.concurrent.*;

public class ConcDelayExchange {
    static void p(Object o) { System.out.println(o); }

    static final class Job implements Delayed {
        final String name;
        final long due;
        Job(String name, long delayMs) { this.name = name; this.due = System.nanoTime() + delayMs * 1000000L; }
        public long getDelay(TimeUnit unit) { return unit.convert(due - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) {
            long a = getDelay(TimeUnit.NANOSECONDS), b = o.getDelay(TimeUnit.NANOSECONDS);
            return a < b ? -1 : a > b ? 1 : 0;
        }
        public String toString() { return name; }
    }

    public static void main(String[] args) throws Exception {
        final DelayQueue<Job> q = new DelayQueue<Job>();
        p(q.size() + " " + q.poll() + " " + q.peek() + " " + q.remainingCapacity() + " " + q.poll(10, TimeUnit.MILLISECONDS));
        q.add(new Job("late", 3600000));
        p(q.size() + " " + q.poll() + " " + q.peek() + " " + q.poll(20, TimeUnit.MILLISECONDS));
        q.put(new Job("past2", -2000));
        q.offer(new Job("past1", -1000));
        q.offer(new Job("later", 7200000), 1, TimeUnit.SECONDS);
        p(q.size() + " peek " + q.peek());
        List<Job> out = new ArrayList<Job>();
        p("drain " + q.drainTo(out) + " " + out + " size " + q.size() + " peek " + q.peek());
        p("poll " + q.poll() + " remove " + q.remove(q.peek()) + " " + q.size());
        try { q.remove(); } catch (NoSuchElementException e) { p("remove NSEE"); }
        try { q.add(null); } catch (NullPointerException e) { p("add null NPE"); }
        try { q.drainTo(q); } catch (IllegalArgumentException e) { p("drainTo self IAE"); }
        q.clear();
        // t0 before the jobs are made: the check below then measures only
        // that take() waits out the delays, not how long the lines up to
        // the first take() took (a busy machine, or a JIT compiling the
        // methods they call for the first time, used to eat the margin)
        long t0 = System.nanoTime();
        q.add(new Job("c", 150));
        q.add(new Job("a", 50));
        q.add(new Job("now", 0));
        q.add(new Job("b", 100));
        List<String> names = new ArrayList<String>();
        for (Job j : q) names.add(j.name);
        Collections.sort(names);
        p("iterator sees " + names);
        StringBuilder order = new StringBuilder();
        for (int i = 0; i < 4; i++) order.append(q.take()).append(' ');
        long waited = (System.nanoTime() - t0) / 1000000L;
        p("take order " + order + "waited>=140ms " + (waited >= 140) + " empty " + q.isEmpty());

        // Several consumers blocked in take(); a producer adds jobs due soon.
        final DelayQueue<Job> dq = new DelayQueue<Job>();
        final List<String> taken = Collections.synchronizedList(new ArrayList<String>());
        Thread[] cs = new Thread[3];
        for (int k = 0; k < 3; k++) {
            cs[k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < 4; i++) taken.add(dq.take().name);
                    } catch (InterruptedException e) {
                        taken.add("interrupted");
                    }
                }
            };
            cs[k].start();
        }
        for (int i = 0; i < 12; i++) dq.put(new Job("j" + (char) ('a' + i), (i * 7) % 40));
        for (Thread c : cs) c.join();
        Collections.sort(taken);
        p("taken " + taken + " left " + dq.size());
        Thread waiter = new Thread() {
            public void run() {
                try {
                    dq.take();
                    p("take returned");
                } catch (InterruptedException e) {
                    p("take interrupted");
                }
            }
        };
        waiter.start();
        Thread.sleep(30);
        waiter.interrupt();
        waiter.join();

        // Exchanger: pairs swap, timeouts, interrupts.
        final Exchanger<String> ex = new Exchanger<String>();
        final String[] got = new String[2];
        Thread a = new Thread() {
            public void run() {
                try { got[0] = ex.exchange("from-a"); } catch (InterruptedException e) { got[0] = "interrupted"; }
            }
        };
        a.start();
        got[1] = ex.exchange("from-main");
        a.join();
        p("exchange " + got[0] + " " + got[1]);
        try {
            ex.exchange("lonely", 30, TimeUnit.MILLISECONDS);
            p("no timeout");
        } catch (TimeoutException e) {
            p("exchange TimeoutException");
        }
        Thread.currentThread().interrupt();
        try {
            ex.exchange("x");
        } catch (InterruptedException e) {
            p("exchange interrupted " + Thread.currentThread().isInterrupted());
        }
        Thread b = new Thread() {
            public void run() {
                try { ex.exchange("never"); p("b exchanged"); } catch (InterruptedException e) { p("b interrupted"); }
            }
        };
        b.start();
        Thread.sleep(30);
        b.interrupt();
        b.join();
        final Exchanger<Integer> nx = new Exchanger<Integer>();
        final Integer[] r = new Integer[1];
        Thread nt = new Thread() {
            public void run() {
                try { r[0] = nx.exchange(null, 5, TimeUnit.SECONDS); } catch (Exception e) { p(e.getClass().getName()); }
            }
        };
        nt.start();
        Integer mine = nx.exchange(42);
        nt.join();
        p("null exchange " + mine + " " + r[0]);

        // Two threads swapping many times: each receives the other's values, round by round.
        final Exchanger<Integer> pool = new Exchanger<Integer>();
        final int threads = 2, rounds = 500;
        final long[] sums = new long[threads];
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int id = k;
            ts[k] = new Thread() {
                public void run() {
                    try {
                        for (int i = 0; i < rounds; i++) sums[id] += pool.exchange(id * 1000 + i);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            };
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        long total = 0;
        for (long s : sums) total += s;
        long expect = 0;
        for (int k = 0; k < threads; k++) for (int i = 0; i < rounds; i++) expect += k * 1000 + i;
        p("pool exchange conserved " + (total == expect) + " " + total + " " + sums[0] + " " + sums[1]);
    }
}
