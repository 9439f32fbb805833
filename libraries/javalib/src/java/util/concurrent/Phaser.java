package java.util.concurrent;

/**
 * A reusable barrier with a varying number of parties (no tiering: the
 * constructors taking a parent Phaser are not provided).  State guarded by
 * the private monitor.  On termination the phase number gets its sign bit
 * set (the phase that would have come next, plus Integer.MIN_VALUE), as
 * the JDK's getPhase() reports it.
 */
public class Phaser {
    private static final int MAX_PARTIES = 0xffff;
    private final Object mon = new Object();
    private int phase;
    private int parties;
    private int unarrived;

    public Phaser() {
        this(0);
    }

    public Phaser(int parties) {
        if (parties < 0 || parties > MAX_PARTIES) {
            throw new IllegalArgumentException("Illegal number of parties");
        }
        this.parties = parties;
        this.unarrived = parties;
    }

    protected boolean onAdvance(int phase, int registeredParties) {
        return registeredParties == 0;
    }

    /* With mon held: the last party arrived. */
    private void advance() {
        int p = phase;
        int next = (p + 1) & Integer.MAX_VALUE;
        boolean term = onAdvance(p, parties);
        phase = term ? (next | Integer.MIN_VALUE) : next;
        unarrived = parties;
        mon.notifyAll();
    }

    private int doRegister(int n) {
        synchronized (mon) {
            if (phase < 0) {
                return phase;
            }
            if (parties + n > MAX_PARTIES) {
                throw new IllegalStateException("Attempt to register more than " + MAX_PARTIES + " parties for " + this);
            }
            parties += n;
            unarrived += n;
            return phase;
        }
    }

    public int register() {
        return doRegister(1);
    }

    public int bulkRegister(int parties) {
        if (parties < 0) {
            throw new IllegalArgumentException();
        }
        return doRegister(parties);
    }

    private int doArrive(boolean deregister) {
        synchronized (mon) {
            int p = phase;
            if (p < 0) {
                return p;
            }
            if (unarrived <= 0) {
                throw new IllegalStateException("Attempted arrival of unregistered party for " + this);
            }
            unarrived--;
            if (deregister) {
                parties--;
            }
            if (unarrived == 0) {
                advance();
            }
            return p;
        }
    }

    public int arrive() {
        return doArrive(false);
    }

    public int arriveAndDeregister() {
        return doArrive(true);
    }

    public int arriveAndAwaitAdvance() {
        synchronized (mon) {
            int p = doArrive(false);
            if (p < 0) {
                return p;
            }
            return awaitAdvance(p);
        }
    }

    public int awaitAdvance(int phase) {
        synchronized (mon) {
            boolean interrupted = false;
            if (phase < 0) {
                return phase;
            }
            while (this.phase == phase) {
                try {
                    mon.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return this.phase;
        }
    }

    public int awaitAdvanceInterruptibly(int phase) throws InterruptedException {
        synchronized (mon) {
            if (phase < 0) {
                return phase;
            }
            while (this.phase == phase) {
                mon.wait();
            }
            return this.phase;
        }
    }

    public void forceTermination() {
        synchronized (mon) {
            if (phase >= 0) {
                phase |= Integer.MIN_VALUE;
                mon.notifyAll();
            }
        }
    }

    public final int getPhase() {
        synchronized (mon) {
            return phase;
        }
    }

    public int getRegisteredParties() {
        synchronized (mon) {
            return parties;
        }
    }

    public int getArrivedParties() {
        synchronized (mon) {
            return parties - unarrived;
        }
    }

    public int getUnarrivedParties() {
        synchronized (mon) {
            return unarrived;
        }
    }

    public Phaser getParent() {
        return null;
    }

    public Phaser getRoot() {
        return this;
    }

    public boolean isTerminated() {
        return getPhase() < 0;
    }

    public String toString() {
        synchronized (mon) {
            return super.toString() + "[phase = " + phase + " parties = " + parties + " arrived = "
                + (parties - unarrived) + "]";
        }
    }
}
