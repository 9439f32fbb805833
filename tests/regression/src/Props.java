public class Props {
    public static void main(String[] args) {
        System.out.println("my.prop=" + System.getProperty("my.prop"));
        System.out.println("other=" + System.getProperty("other.prop", "default"));
        System.out.println("empty=[" + System.getProperty("empty.prop") + "]");
        System.out.println("line.separator ok " + "\n".equals(System.getProperty("line.separator")));
        System.out.println("file.separator " + System.getProperty("file.separator"));
        System.out.println("path.separator " + System.getProperty("path.separator"));
        System.out.println("missing " + System.getProperty("no.such.property"));
        System.setProperty("set.at.runtime", "yes");
        System.out.println("set.at.runtime=" + System.getProperty("set.at.runtime"));
        System.out.println("args " + String.join(",", args));
        System.out.println(Integer.getInteger("int.prop", -1) + " " + Boolean.getBoolean("bool.prop"));
    }
}
