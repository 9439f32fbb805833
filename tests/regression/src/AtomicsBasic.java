// release8: skip (compareAndExchange is Java 9 API)
import java.util.concurrent.atomic.*;

public class AtomicsBasic {
    public static void main(String[] args) {
        AtomicInteger ai = new AtomicInteger(5);
        System.out.println(ai + " " + ai.incrementAndGet() + " " + ai.getAndAdd(10) + " " + ai.get());
        System.out.println(ai.compareAndSet(16, 3) + " " + ai.compareAndSet(16, 4) + " " + ai);
        ai.set(Integer.MAX_VALUE);
        System.out.println(ai.incrementAndGet() + " " + ai.decrementAndGet() + " " + ai.getAndSet(-7) + " " + ai.doubleValue());
        AtomicLong al = new AtomicLong(1L << 40);
        System.out.println(al + " " + al.addAndGet(5) + " " + al.getAndIncrement() + " " + al.compareAndExchange(1L, 2L) + " " + al.intValue());
        AtomicBoolean ab = new AtomicBoolean();
        System.out.println(ab + " " + ab.compareAndSet(false, true) + " " + ab.getAndSet(false) + " " + ab.get());
        AtomicReference<String> ar = new AtomicReference<>("a");
        String b = "b";
        System.out.println(ar + " " + ar.compareAndSet("a", b) + " " + ar.compareAndSet("zz", "c") + " " + ar.getAndSet(null) + " " + ar);
        AtomicIntegerArray aia = new AtomicIntegerArray(new int[] {1, 2, 3});
        aia.addAndGet(1, 40);
        aia.compareAndSet(2, 3, 30);
        System.out.println(aia + " " + aia.length() + " " + new AtomicIntegerArray(0));
        AtomicLongArray ala = new AtomicLongArray(4);
        ala.getAndAdd(3, Long.MAX_VALUE);
        ala.incrementAndGet(3);
        System.out.println(ala);
        try {
            aia.get(3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        AtomicReferenceArray<Object> ara = new AtomicReferenceArray<>(new String[] {"x", "y"});
        ara.set(0, Integer.valueOf(3));
        System.out.println(ara + " " + ara.compareAndSet(1, "y", "z") + " " + ara);
        LongAdder la = new LongAdder();
        for (int i = 0; i < 100; i++) la.add(i);
        la.decrement();
        System.out.println(la + " " + la.sumThenReset() + " " + la.sum() + " " + la.intValue());
    }
}
