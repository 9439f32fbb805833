import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class JucScheduled {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        final List<String> order = Collections.synchronizedList(new ArrayList<String>());
        ScheduledFuture<?> late = ses.schedule(new Runnable() {
            public void run() {
                order.add("late");
            }
        }, 300, TimeUnit.MILLISECONDS);
        ScheduledFuture<String> early = ses.schedule(new Callable<String>() {
            public String call() {
                order.add("early");
                return "early result";
            }
        }, 10, TimeUnit.MILLISECONDS);
        System.out.println(early.get());
        late.get();
        System.out.println(order);
        final AtomicInteger ticks = new AtomicInteger();
        final CountDownLatch five = new CountDownLatch(5);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(new Runnable() {
            public void run() {
                ticks.incrementAndGet();
                five.countDown();
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        five.await();
        periodic.cancel(false);
        System.out.println("periodic ran at least 5 times: " + (ticks.get() >= 5) + " cancelled " + periodic.isCancelled());
        final CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> delayed = ses.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                three.countDown();
            }
        }, 1, 2, TimeUnit.MILLISECONDS);
        three.await();
        delayed.cancel(true);
        System.out.println("fixed delay done " + delayed.isDone());
        ScheduledFuture<?> never = ses.schedule(new Runnable() {
            public void run() {
                System.out.println("should not run");
            }
        }, 1, TimeUnit.HOURS);
        System.out.println("delay positive " + (never.getDelay(TimeUnit.MINUTES) > 50));
        never.cancel(false);
        ses.shutdown();
        System.out.println("terminated " + ses.awaitTermination(10, TimeUnit.SECONDS));
    }
}
