package java.util.stream;

import java.util.Iterator;

/**
 * Builds streams for java.util (Collection.stream, Arrays.stream, ...).
 * The JDK's version takes Spliterators, which this library does not have;
 * these Ristretto-specific factories take iterators and arrays instead.
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> ofIterator(Iterator<T> it) {
        return new RefStream<T>(it);
    }

    public static IntStream ofInts(int[] a, int from, int to) {
        return IntPipeline.ofArray(a, from, to);
    }

    public static LongStream ofLongs(long[] a, int from, int to) {
        return LongPipeline.ofArray(a, from, to);
    }

    public static DoubleStream ofDoubles(double[] a, int from, int to) {
        return DoublePipeline.ofArray(a, from, to);
    }
}
