public class StringBuilderTest {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append("hello").append(' ').append(42).append(' ').append(3.5).append(' ').append(true).append(' ').append(7L).append(' ').append(1.5f).append(' ').append((Object) "obj").append(' ').append((String) null);
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, ">>").insert(7, "[ins]").insert(sb.length(), '!');
        System.out.println(sb);
        sb.delete(0, 2);
        System.out.println(sb);
        sb.deleteCharAt(0);
        System.out.println(sb);
        sb.setCharAt(0, 'E');
        System.out.println(sb);
        sb.replace(0, 4, "REPLACED");
        System.out.println(sb);
        System.out.println(sb.indexOf("42") + " " + sb.lastIndexOf(" ") + " " + sb.charAt(3));
        sb.setLength(8);
        System.out.println(sb + " " + sb.length());
        System.out.println(sb.reverse());
        System.out.println(new StringBuilder("racecar").reverse().toString().equals("racecar"));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println(big.length() + " " + big.substring(990) + " " + big.toString().hashCode());
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).insert(0, 'x').reverse();
        System.out.println(buf);
        StringBuilder sb2 = new StringBuilder("abc");
        sb2.insert(1, 12).insert(0, 2.5).insert(0, false).insert(2, new char[]{'#', '#'});
        System.out.println(sb2);
        System.out.println(new StringBuilder().append(new char[]{'a', 'b', 'c'}, 1, 2).append("xyz", 0, 2));
        System.out.println(new StringBuilder("x").toString().compareTo(new StringBuilder("y").toString()));
        try {
            sb.charAt(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE caught");
        }
        String s = "";
        for (int i = 0; i < 20; i++) s += i;
        System.out.println(s);
    }
}
