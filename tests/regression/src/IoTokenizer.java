import java.io.*;

/* StreamTokenizer: default syntax, numbers, quotes with escapes, comments, EOL, custom syntax, pushBack, toString. */
public class IoTokenizer {
    static void dump(StreamTokenizer st) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int t; (t = st.nextToken()) != StreamTokenizer.TT_EOF; ) {
            sb.append(st).append(" | ");
            if (t == StreamTokenizer.TT_NUMBER) sb.append("(").append(st.nval).append(") ");
        }
        sb.append(st);
        System.out.println(sb);
    }

    public static void main(String[] args) throws IOException {
        String src = "int x = 42; // comment\ny = -3.25 + .5 - x;/* block\n comment */ s = \"a\\tb\\n\\101\\7z\\\\\" 'q'\r\n"
            + "name_with-dash 12abc 3.4.5 - -. end/ over\n\"unterminated\nlast";
        dump(new StreamTokenizer(new StringReader(src)));

        StreamTokenizer st = new StreamTokenizer(new StringReader(src));
        st.slashSlashComments(true);
        st.slashStarComments(true);
        st.eolIsSignificant(true);
        st.lowerCaseMode(true);
        st.ordinaryChar('-');
        st.wordChars('_', '_');
        dump(st);

        st = new StreamTokenizer(new StringReader("a,b;;c=1,2\n#x y\nz"));
        st.resetSyntax();
        st.wordChars('a', 'z');
        st.whitespaceChars(',', ',');
        st.commentChar('#');
        st.parseNumbers();
        st.eolIsSignificant(true);
        dump(st);

        st = new StreamTokenizer(new StringReader("one two"));
        System.out.println(st + " " + st.lineno());
        st.nextToken();
        st.pushBack();
        st.nextToken();
        System.out.println(st.sval + " " + st.ttype);
        st.nextToken();
        System.out.println(st.sval + " " + st.nextToken() + " " + st.nextToken());

        st = new StreamTokenizer(new StringReader("x / y\r\nz\r w"));
        st.ordinaryChar('/');
        st.eolIsSignificant(true);
        dump(st);
        System.out.println("lines " + st.lineno());
    }
}
