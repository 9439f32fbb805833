package java.util.concurrent;

/**
 * A rendezvous where two threads swap objects, built on this object's
 * private monitor: the first thread of a pair publishes a Slot and waits;
 * the second takes the slot's item, leaves its own in the slot, marks it
 * matched and wakes the first.  Invariant (under mon): {@code waiting} is
 * null or an unmatched slot whose owner is still waiting.
 */
public class Exchanger<V> {
    private static final class Slot {
        final Object item;
        Object reply;
        boolean matched;

        Slot(Object item) {
            this.item = item;
        }
    }

    private final Object mon = new Object();
    private Slot waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + nanos;
        synchronized (mon) {
            Slot s = waiting;
            if (s != null) {
                waiting = null;
                s.reply = x;
                s.matched = true;
                mon.notifyAll();
                return (V) s.item;
            }
            s = new Slot(x);
            waiting = s;
            try {
                while (!s.matched) {
                    if (!timed) {
                        mon.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            waiting = null;
                            throw new TimeoutException();
                        }
                        MonitorWait.nanos(mon, left);
                    }
                }
            } catch (InterruptedException e) {
                if (!s.matched) {
                    waiting = null;
                    throw e;
                }
                /* Matched anyway: the partner already took our item. */
                Thread.currentThread().interrupt();
            }
            return (V) s.reply;
        }
    }
}
