// Called by the embedding program tests/jni/native/embed.c through the
// invocation API (JNI_CreateJavaVM, AttachCurrentThread, DestroyJavaVM).
public class Embedded {
    static String hello(int n, String s) {
        System.out.println("Java: hello(" + n + ", " + s + ") on thread " + Thread.currentThread().getName()
                + ", embed.prop=" + System.getProperty("embed.prop"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("Java: shutdown hook")));
        Thread late = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("Java: a non-daemon thread ends");
        });
        late.start();
        return "n*2=" + n * 2;
    }

    static void fail() {
        throw new IllegalStateException("from Java");
    }

    static String fromThread() {
        Thread t = Thread.currentThread();
        return t.getName() + " daemon=" + t.isDaemon();
    }
}
