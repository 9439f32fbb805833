import java.lang.reflect.*;
import java.util.*;

public class ReflectBasics {
    public static class Base {
        public int baseField = 7;
        protected static String sfield = "static";
        public String hello(String who) {
            return "hello " + who;
        }
        public int over() {
            return 1;
        }
    }

    public static class Sub extends Base implements Comparable<Sub> {
        public static final int CONST = 42;
        private long secret = 99L;
        public double ratio;
        char c = 'x';
        boolean flag;
        String name;
        public int[] arr = {1, 2};

        public Sub() {
            this("default");
        }

        public Sub(String name) {
            this.name = name;
        }

        private Sub(int n, long m) {
            this.name = "n" + (n + m);
        }

        public int over() {
            return 2;
        }

        public static int twice(int x) {
            return x * 2;
        }

        public long add(long a, int b, double c) {
            return a + b + (long) c;
        }

        public void fail(String msg) throws java.io.IOException {
            throw new IllegalStateException(msg);
        }

        public int compareTo(Sub o) {
            return 0;
        }

        public static void varargs(String... xs) {
        }

        public String toString() {
            return "Sub(" + name + ")";
        }
    }

    enum Color { RED, GREEN, BLUE }

    static <T> List<String> sorted(T[] members) {
        List<String> out = new ArrayList<>();
        for (T m : members) out.add(m.toString());
        Collections.sort(out);
        return out;
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("ReflectBasics$Sub");
        System.out.println(c.getName() + " " + c.getSimpleName() + " " + Modifier.toString(c.getModifiers()));
        for (String s : sorted(c.getDeclaredFields())) System.out.println("field " + s);
        for (String s : sorted(c.getFields())) System.out.println("public field " + s);
        for (String s : sorted(c.getDeclaredMethods())) System.out.println("method " + s);
        for (String s : sorted(c.getDeclaredConstructors())) System.out.println("ctor " + s);
        for (String s : sorted(c.getConstructors())) System.out.println("public ctor " + s);
        List<String> pm = new ArrayList<>();
        for (Method m : c.getMethods()) if (m.getDeclaringClass() != Object.class) pm.add(m.getName() + "/" + m.getDeclaringClass().getSimpleName() + "/" + m.getParameterCount());
        Collections.sort(pm);
        System.out.println("public methods " + pm);
        Object o = c.getConstructor().newInstance();
        System.out.println(o);
        Object o2 = c.getConstructor(String.class).newInstance("given");
        System.out.println(o2);
        Constructor<?> priv = c.getDeclaredConstructor(int.class, long.class);
        priv.setAccessible(true);
        System.out.println(priv.newInstance(3, 4L) + " " + Modifier.toString(priv.getModifiers()));
        Method twice = c.getMethod("twice", int.class);
        System.out.println(twice.invoke(null, 21) + " " + twice.getReturnType() + " " + Arrays.toString(twice.getParameterTypes()));
        Method add = c.getMethod("add", long.class, int.class, double.class);
        System.out.println(add.invoke(o, 5, (short) 6, 7.9f));
        Method hello = c.getMethod("hello", String.class);
        System.out.println(hello.invoke(o2, "world") + " " + hello.getDeclaringClass().getSimpleName());
        Method over = Base.class.getMethod("over");
        System.out.println(over.invoke(new Base()) + " " + over.invoke(o));
        try {
            c.getMethod("fail", String.class).invoke(o, "boom");
        } catch (InvocationTargetException e) {
            System.out.println("ITE " + e.getCause().getClass().getName() + " " + e.getCause().getMessage() + " " + (e.getTargetException() == e.getCause()));
        }
        try {
            twice.invoke(null, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            twice.invoke(null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            c.getMethod("nope", int.class, String.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NSME " + e.getMessage());
        }
        try {
            c.getField("secret");
        } catch (NoSuchFieldException e) {
            System.out.println("NSFE " + e.getMessage());
        }
        Field ratio = c.getField("ratio");
        ratio.setDouble(o, 2.5);
        ratio.set(o, 3);
        System.out.println(ratio.get(o) + " " + ratio.getDouble(o) + " " + ratio.getType());
        Field secret = c.getDeclaredField("secret");
        secret.setAccessible(true);
        System.out.println(secret.get(o) + " " + secret.getLong(o) + " " + secret.getFloat(o));
        secret.set(o, 5);
        System.out.println(secret.getLong(o));
        Field cf = c.getDeclaredField("c");
        System.out.println(cf.getChar(o) + " " + cf.getInt(o) + " " + cf.get(o));
        Field constF = c.getField("CONST");
        System.out.println(constF.getInt(null) + " " + Modifier.toString(constF.getModifiers()));
        try {
            constF.setInt(null, 1);
        } catch (IllegalAccessException e) {
            System.out.println("IAE(final) " + e.getClass().getSimpleName());
        }
        Field bf = c.getField("baseField");
        System.out.println(bf.getInt(o) + " " + bf.getDeclaringClass().getSimpleName());
        Field sf = Base.class.getDeclaredField("sfield");
        System.out.println(sf.get(null) + " " + Modifier.toString(sf.getModifiers()));
        try {
            c.getDeclaredField("c").getInt(o);
            c.getDeclaredField("name").getInt(o);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE get " + e.getClass().getSimpleName());
        }
        int[] arr = (int[]) c.getField("arr").get(o);
        System.out.println(arr.length + " " + Array.getLength(arr));
        System.out.println(Arrays.toString(Color.class.getEnumConstants()) + " " + Color.class.isEnum());
        System.out.println(Modifier.toString(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.ABSTRACT));
        System.out.println(c.getMethod("varargs", String[].class).isVarArgs() + " " + c.getMethod("varargs", String[].class));
        System.out.println(Class.forName("java.lang.String").getSimpleName() + " " + int.class.getName() + " " + String[].class.getName());
        try {
            Class.forName("no.such.Clazz");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        System.out.println(Base.class.getDeclaredConstructor().newInstance().baseField);
        System.out.println(Runnable.class.getMethods().length + " " + Runnable.class.getMethod("run"));
    }
}
