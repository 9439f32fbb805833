import java.util.function.Function;
import java.util.function.Supplier;

// NullPointerException messages around lambdas and method references:
// those raised while adapting arguments (a null receiver of an unbound
// method reference, unboxing a null) come from hidden frames and keep a
// null message, as does the requireNonNull of a bound reference; those
// raised in a lambda's body or at the functional interface's call have
// the helpful message.
public class LambdaNpeMessages {
    public static void main(String[] args) {
        try { Function<Integer, Integer> f = Math::abs; f.apply(null); }
        catch (NullPointerException e) { System.out.println("unboxing an argument: " + e.getMessage()); }
        try { Function<String, Integer> f = String::length; f.apply(null); }
        catch (NullPointerException e) { System.out.println("unbound receiver: " + e.getMessage()); }
        try { String str = null; Supplier<Integer> s = str::length; s.get(); }
        catch (NullPointerException e) { System.out.println("bound receiver: " + e.getMessage()); }
        try { Supplier<String> s = null; s.get(); }
        catch (NullPointerException e) { System.out.println("null function: " + e.getMessage()); }
        try { Runnable r = () -> { int[] a = null; a[0] = 1; }; r.run(); }
        catch (NullPointerException e) { System.out.println("in the body: " + e.getMessage()); }
        try { Function<String, String> up = s -> s.toUpperCase(); up.apply(null); }
        catch (NullPointerException e) { System.out.println("parameter in the body: " + e.getMessage()); }
    }
}
