import java.lang.reflect.*;
import java.util.*;

public class ReflectMore {
    interface Greeter {
        String greet(String who);

        default String twice(String who) {
            return greet(who) + greet(who);
        }

        static Greeter polite() {
            return null;
        }
    }

    static class Impl implements Greeter {
        public String greet(String who) {
            return "hi " + who + ";";
        }
    }

    enum Level { LOW, HIGH }

    static abstract class Abs {
        public abstract void f();
    }

    static class Counter {
        static int created;
        private final int id;

        Counter() {
            id = ++created;
        }

        public int id() {
            return id;
        }

        public synchronized void sync() {
        }

        public static Counter make() {
            return new Counter();
        }
    }

    static List<String> names(Member[] ms) {
        List<String> out = new ArrayList<>();
        for (Member m : ms) out.add(m.getName());
        Collections.sort(out);
        return out;
    }

    public static void main(String[] args) throws Exception {
        System.out.println(names(Greeter.class.getDeclaredMethods()) + " " + Greeter.class.isInterface() + " " + Modifier.toString(Greeter.class.getModifiers()));
        Method twice = Greeter.class.getMethod("twice", String.class);
        System.out.println(twice.isDefault() + " " + twice.invoke(new Impl(), "x") + " " + twice);
        Method greet = Greeter.class.getMethod("greet", String.class);
        System.out.println(Modifier.isAbstract(greet.getModifiers()) + " " + greet.invoke(new Impl(), "iface"));
        System.out.println(names(Impl.class.getMethods()).contains("twice") + " " + names(Impl.class.getMethods()).contains("polite"));
        System.out.println(Arrays.toString(Level.class.getEnumConstants()) + " " + Level.class.getSuperclass().getName() + " " + Level.HIGH.getDeclaringClass().getSimpleName());
        Method values = Level.class.getMethod("values");
        System.out.println(Arrays.toString((Object[]) values.invoke(null)) + " " + Level.class.getMethod("valueOf", String.class).invoke(null, "LOW"));
        try {
            Abs.class.getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("InstantiationException");
        }
        Constructor<Counter> cc = Counter.class.getDeclaredConstructor();
        Counter a = cc.newInstance();
        Counter b = (Counter) Counter.class.getMethod("make").invoke(null);
        System.out.println(a.id() + " " + b.id() + " " + Counter.class.getDeclaredField("created").getInt(null) + " " + cc);
        System.out.println(Counter.class.getMethod("sync") + " | " + Counter.class.getDeclaredField("id"));
        Object arr = Array.newInstance(int.class, 4);
        Array.setInt(arr, 2, 7);
        Array.set(arr, 3, 9);
        System.out.println(Array.getLength(arr) + " " + Array.getInt(arr, 2) + " " + Array.get(arr, 3) + " " + Arrays.toString((int[]) arr));
        String[] strs = (String[]) Array.newInstance(String.class, 2);
        strs[0] = "s";
        System.out.println(strs.getClass().getName() + " " + strs.getClass().getComponentType() + " " + strs.getClass().getSimpleName());
        try {
            Array.get(arr, 9);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE");
        }
        System.out.println(int[].class.getName() + " " + int[][].class.getSimpleName() + " " + void.class + " " + Integer.TYPE + " " + Class.forName("[Ljava.lang.String;").getSimpleName());
        System.out.println(Runnable.class.isAssignableFrom(Thread.class) + " " + Number.class.isInstance(3) + " " + Object.class.getSuperclass() + " " + Impl.class.getInterfaces()[0].getSimpleName());
        Field f = Counter.class.getDeclaredField("id");
        System.out.println(Modifier.toString(f.getModifiers()) + " " + f.getType() + " " + f.getName() + " " + f.getDeclaringClass().getSimpleName());
    }
}
