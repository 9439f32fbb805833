package java.util.concurrent;

/** Timed Object.wait in nanoseconds (at least one nanosecond, split as wait(ms, ns) requires). */
final class MonitorWait {
    private MonitorWait() {
    }

    static void nanos(Object mon, long nanos) throws InterruptedException {
        if (nanos <= 0) {
            nanos = 1;
        }
        mon.wait(nanos / 1000000L, (int) (nanos % 1000000L));
    }
}
