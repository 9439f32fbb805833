/*
 * SplashArgs -- the command-line errors of the SPLASH-2 ports that take
 * NAME THREADS SIZE [ROUNDS]-style integer arguments: a line saying what
 * is wrong, the port's usage line, exit status 2 (no stack trace).
 */
public final class SplashArgs {
    private SplashArgs() { }

    /** Prints "PROG: why" and the usage line on stderr; exits with 2. */
    public static void usage(String prog, String usageLine, String why) {
        System.err.println(prog + ": " + why);
        System.err.println(usageLine);
        System.exit(2);
    }

    /** Argument i as an int, or usage(...) naming the argument. */
    public static int integer(String prog, String usageLine, String[] a, int i, String name) {
        try {
            return Integer.parseInt(a[i]);
        } catch (NumberFormatException e) {
            usage(prog, usageLine, name + " is not an integer: " + a[i]);
            return 0;
        }
    }
}
