import java.util.concurrent.*;

public class JucTimeUnitThreads {
    public static void main(String[] args) throws Exception {
        long[] samples = {0, 1, 59, 60, 3599, 86400, -1, Long.MAX_VALUE, Long.MIN_VALUE};
        for (TimeUnit from : TimeUnit.values()) {
            StringBuilder sb = new StringBuilder(from.name());
            for (long s : samples) {
                sb.append(' ').append(TimeUnit.SECONDS.convert(s, from)).append('/').append(from.toMillis(s));
            }
            System.out.println(sb);
        }
        final Object lock = new Object();
        final boolean[] flag = new boolean[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    TimeUnit.MILLISECONDS.sleep(5);
                    synchronized (lock) {
                        flag[0] = true;
                        lock.notifyAll();
                    }
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        });
        t.start();
        synchronized (lock) {
            while (!flag[0]) TimeUnit.SECONDS.timedWait(lock, 10);
        }
        TimeUnit.SECONDS.timedJoin(t, 10);
        System.out.println("joined " + !t.isAlive() + " flag " + flag[0]);
        long t0 = System.nanoTime();
        TimeUnit.MILLISECONDS.sleep(20);
        System.out.println("slept at least 20ms: " + (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) >= 19));
        System.out.println(TimeUnit.valueOf("MINUTES") + " " + TimeUnit.HOURS.compareTo(TimeUnit.DAYS));
    }
}
