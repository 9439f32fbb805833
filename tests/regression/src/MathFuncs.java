public class MathFuncs {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.7, -3.7, 1e15 + 0.5, Double.NaN, Double.POSITIVE_INFINITY};
        for (double d : ds) {
            System.out.println(d + ": abs=" + Math.abs(d) + " floor=" + Math.floor(d) + " ceil=" + Math.ceil(d) + " rint=" + Math.rint(d) + " round=" + Math.round(d) + " signum=" + Math.signum(d));
        }
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(16) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.25));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(2, 0.5) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, 0) + " " + Math.pow(10, 3));
        System.out.println(Math.hypot(3, 4) + " " + Math.hypot(5, 12) + " " + Math.cbrt(27) + " " + Math.cbrt(-8));
        System.out.println(Math.max(3, 7) + " " + Math.min(-3, 7) + " " + Math.max(3L, 7L) + " " + Math.min(2.5f, 1.5f) + " " + Math.max(Double.NaN, 1));
        System.out.println(Math.abs(-7) + " " + Math.abs(-7L) + " " + Math.abs(-7.5f) + " " + Math.abs(Integer.MIN_VALUE));
        int[] as = {7, -7, 0, Integer.MIN_VALUE};
        int[] bs = {2, -2, 3, -3};
        for (int a : as) for (int b : bs) {
            System.out.println(a + " " + b + ": fdiv=" + Math.floorDiv(a, b) + " fmod=" + Math.floorMod(a, b) + " div=" + (a / b) + " rem=" + (a % b));
        }
        System.out.println(Math.floorDiv(-7L, 2L) + " " + Math.floorMod(-7L, 2L));
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println("addExact: " + e.getMessage()); }
        try { Math.multiplyExact(1L << 62, 4L); } catch (ArithmeticException e) { System.out.println("multiplyExact: " + e.getMessage()); }
        try { Math.subtractExact(Integer.MIN_VALUE, 1); } catch (ArithmeticException e) { System.out.println("subtractExact: " + e.getMessage()); }
        try { Math.toIntExact(1L << 40); } catch (ArithmeticException e) { System.out.println("toIntExact: " + e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println("negateExact: " + e.getMessage()); }
        try { Math.incrementExact(Long.MAX_VALUE); } catch (ArithmeticException e) { System.out.println("incrementExact: " + e.getMessage()); }
        System.out.println(Math.addExact(2, 3) + " " + Math.multiplyExact(100000, 3) + " " + Math.toIntExact(99L));
        System.out.println(Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan2(1, 1) * 4 + " " + Math.exp(0) + " " + Math.log(1) + " " + Math.log10(1000));
        System.out.println(Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.ulp(1.0) + " " + Math.copySign(3.0, -0.0) + " " + Math.getExponent(1024.0));
        System.out.println(Math.floor(-0.5) + " " + Math.ceil(-0.5) + " " + Math.rint(0.5) + " " + Math.rint(1.5) + " " + Math.rint(-2.5));
        long check = 0;
        for (int i = 0; i < 1000; i++) {
            check += Math.round(Math.sqrt(i) * 1000);
            check += Math.abs(i - 500) * Math.max(i % 7, 3);
            check += Math.floorMod(i * 31 - 7000, 17);
        }
        System.out.println("check " + check);
    }
}
