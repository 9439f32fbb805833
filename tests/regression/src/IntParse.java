public class IntParse {
    public static void main(String[] args) {
        String[] ss = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "abc", "", "12a", "0x10", " 1", "007"};
        for (String s : ss) {
            try {
                System.out.println(s + " -> " + Integer.parseInt(s));
            } catch (NumberFormatException e) {
                System.out.println(s + " -> NFE");
            }
        }
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-1010", 2) + " " + Integer.parseInt("zz", 36) + " " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println(Integer.valueOf("77") + Integer.valueOf(3) + " " + Long.valueOf("-9000000000"));
        System.out.println(Integer.toString(255, 16) + " " + Integer.toString(-255, 2) + " " + Long.toString(1L << 40, 36) + " " + Integer.toOctalString(8));
        System.out.println(Short.parseShort("-32768") + " " + Byte.parseByte("127") + " " + Byte.parseByte("-1a", 16));
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println("byte NFE"); }
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Long.decode("123"));
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.valueOf("true"));
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE);
        System.out.println(Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        System.out.println(Integer.SIZE + " " + Long.BYTES + " " + Character.SIZE);
        System.out.println(Integer.sum(3, 4) + " " + Integer.max(3, 4) + " " + Long.min(-3, 4));
        System.out.println(Integer.signum(-9) + " " + Long.signum(0) + " " + Integer.hashCode(77) + " " + Long.hashCode(1L << 32) + " " + Double.hashCode(1.5) + " " + Boolean.hashCode(true) + " " + Character.hashCode('a'));
    }
}
