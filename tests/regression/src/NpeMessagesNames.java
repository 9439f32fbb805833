// Helpful NullPointerException messages (JEP 358) that name locals and
// parameters: the cases of NpeMessages, in a class compiled with -g (with a
// LocalVariableTable), loaded from this program's resource directory
// (NpeMessagesNames.res/npenames, with its source and how it was compiled).
public class NpeMessagesNames {
    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("npenames.NpeNamed");
        c.getMethod("main", String[].class).invoke(null, (Object) args);
        // this class is compiled by the harness, without -g: no names here
        String local = null;
        try { local.length(); } catch (NullPointerException e) { System.out.println("here: " + e.getMessage()); }
    }
}
