import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

// Calls through lambdas and method references (capturing and not).
public class LambdaCalls {
    static int twice(int x) { return 2 * x; }

    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 400000;
        IntUnaryOperator f = LambdaCalls::twice;
        IntBinaryOperator add = (a, b) -> a + b;
        long check = 0;
        for (int i = 0; i < reps; i++) {
            final int k = i & 15;
            Supplier<Integer> s = () -> k;
            check = add.applyAsInt((int) check, f.applyAsInt(k)) + s.get();
            check &= 0xffffff;
        }
        System.out.println("checksum " + check);
    }
}
