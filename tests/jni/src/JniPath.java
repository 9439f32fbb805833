// The default java.library.path comes from LD_LIBRARY_PATH (run with
// LD_LIBRARY_PATH=<dir> and no -Djava.library.path).  args[0]: <dir>.
public class JniPath {
    public static void main(String[] args) {
        String p = System.getProperty("java.library.path");
        System.out.println("starts with LD_LIBRARY_PATH: " + p.startsWith(args[0] + ":"));
        System.out.println("has /usr/lib: " + (":" + p + ":").contains(":/usr/lib:"));
        System.loadLibrary("jnitest");
        System.out.println("add: " + JniLoad.add(2, 3));
    }
}
