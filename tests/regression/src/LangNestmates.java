// release8: skip (nest-mates and private interface methods need class files >= 55)
public class LangNestmates {
    private int secret = 1;
    private static String sstatic = "outer-static";

    private int bump() {
        return ++secret;
    }

    class Inner {
        private int innerSecret = 10;

        int peek() {
            return secret + bump() + new Nested().hidden;
        }
    }

    static class Nested {
        private int hidden = 100;

        private static String shout(String s) {
            return s.toUpperCase() + "!";
        }

        String outerStatic() {
            return sstatic;
        }
    }

    interface Api {
        private String helper() {
            return "private interface method";
        }

        default String call() {
            return helper();
        }
    }

    public static void main(String[] args) {
        LangNestmates o = new LangNestmates();
        Inner in = o.new Inner();
        System.out.println(in.peek() + " " + in.innerSecret + " " + o.secret);
        in.innerSecret = 20;
        System.out.println(in.innerSecret + " " + Nested.shout("nest") + " " + new Nested().outerStatic());
        Runnable r = new Runnable() {
            public void run() {
                o.secret += 1000;
                System.out.println("anonymous sees " + o.secret + " " + o.bump());
            }
        };
        r.run();
        System.out.println(new Api() {}.call());
        class Local {
            int twice() {
                return o.secret * 2;
            }
        }
        System.out.println(new Local().twice());
        System.out.println(Inner.class.getName() + " " + Nested.class.getSimpleName() + " " + Local.class.getName() + " " + r.getClass().getName());
    }
}
