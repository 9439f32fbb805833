import java.util.concurrent.*;

public class JucFutureTaskThreads {
    public static void main(String[] args) throws Exception {
        final FutureTask<Integer> ft = new FutureTask<Integer>(new Callable<Integer>() {
            public Integer call() {
                int s = 0;
                for (int i = 0; i < 1000; i++) s += i;
                return s;
            }
        });
        Thread[] getters = new Thread[5];
        final int[] got = new int[5];
        for (int i = 0; i < getters.length; i++) {
            final int id = i;
            getters[i] = new Thread(new Runnable() {
                public void run() {
                    try {
                        got[id] = ft.get();
                    } catch (Exception e) {
                        System.out.println("unexpected " + e);
                    }
                }
            });
            getters[i].start();
        }
        Thread runner = new Thread(ft);
        runner.start();
        Thread runner2 = new Thread(ft);
        runner2.start();
        for (Thread t : getters) t.join();
        runner.join();
        runner2.join();
        System.out.println(got[0] + " " + got[1] + " " + got[2] + " " + got[3] + " " + got[4]);
        final CountDownLatch inTask = new CountDownLatch(1);
        final FutureTask<String> sleeper = new FutureTask<String>(new Callable<String>() {
            public String call() throws Exception {
                inTask.countDown();
                Thread.sleep(10000);
                return "woke";
            }
        });
        Thread st = new Thread(sleeper);
        st.start();
        inTask.await();
        System.out.println("cancel " + sleeper.cancel(true) + " cancelled " + sleeper.isCancelled() + " done " + sleeper.isDone());
        st.join();
        try {
            sleeper.get();
        } catch (CancellationException e) {
            System.out.println("get after cancel: CancellationException");
        }
    }
}
