public class Args {
    public static void main(String[] args) {
        System.out.println("argc " + args.length);
        for (int i = 0; i < args.length; i++) System.out.println(i + ": [" + args[i] + "] len=" + args[i].length());
        int sum = 0;
        for (String a : args) {
            try { sum += Integer.parseInt(a); } catch (NumberFormatException e) { /* skip */ }
        }
        System.out.println("sum of numeric args " + sum);
        System.out.println("prop " + System.getProperty("ristretto.test.prop", "unset"));
    }
}
