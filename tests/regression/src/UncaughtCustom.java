public class UncaughtCustom {
    static class AppException extends Exception {
        AppException(String m) { super(m); }
    }
    public static void main(String[] args) throws AppException {
        System.out.println("custom checked exception escapes main");
        try {
            throw new AppException("first");
        } finally {
            System.out.println("finally ran");
        }
    }
}
