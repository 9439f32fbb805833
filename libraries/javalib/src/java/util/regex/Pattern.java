package java.util.regex;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * A compiled regular expression. A backtracking matcher supporting literals, '.', character
 * classes (ranges, negation, \d \s \w and their negations, a few \p{..} classes), anchors
 * (^ $ \b \B \A \z \Z), capturing and non-capturing groups, alternation, back references and
 * greedy, reluctant and possessive (treated as greedy) quantifiers * + ? {m} {m,} {m,n}.
 */
public final class Pattern implements java.io.Serializable {
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private final String pattern;
    private final int flags;
    transient Node root;
    transient int groupCount;
    transient int repeatCount;

    private Pattern(String p, int f) {
        if (p == null) {
            throw new NullPointerException();
        }
        pattern = p;
        flags = f;
        new Parser(this, (f & LITERAL) != 0 ? quote(p) : p, f).compile();
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public Predicate<String> asPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    public Predicate<String> asMatchPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<String>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    continue;
                }
                matchList.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (matchList.size() == limit - 1) {
                matchList.add(input.subSequence(index, input.length()).toString());
                index = m.end();
                break;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        return matchList.subList(0, resultSize).toArray(result);
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    // ------------------------------------------------------------------
    // Matching nodes. Each node matches at position i and then continues with next.

    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i, CharSequence s);
    }

    /** Pass-through node (empty pattern, join point of alternatives). */
    static class Empty extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return next.match(m, i, s);
        }
    }

    /** Final node: records the match end. */
    static final class Accept extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            if (m.requireEnd && i != m.to) {
                return false;
            }
            m.last = i;
            return true;
        }
    }

    /** Matches one character satisfying a predicate. */
    abstract static class CharNode extends Node {
        abstract boolean is(int c);

        boolean match(Matcher m, int i, CharSequence s) {
            return i < m.to && is(s.charAt(i)) && next.match(m, i + 1, s);
        }
    }

    static final class Single extends CharNode {
        final char c;
        final boolean ci;

        Single(char c, boolean ci) {
            this.c = c;
            this.ci = ci;
        }

        boolean is(int ch) {
            if (ch == c) {
                return true;
            }
            return ci && (Character.toLowerCase((char) ch) == Character.toLowerCase(c)
                    || Character.toUpperCase((char) ch) == Character.toUpperCase(c));
        }
    }

    static final class ClassNode extends CharNode {
        final CharClass cc;

        ClassNode(CharClass cc) {
            this.cc = cc;
        }

        boolean is(int ch) {
            return cc.is(ch);
        }
    }

    static final class Dot extends CharNode {
        final boolean dotall;
        final boolean unixLines;

        Dot(boolean dotall, boolean unixLines) {
            this.dotall = dotall;
            this.unixLines = unixLines;
        }

        boolean is(int ch) {
            if (dotall) {
                return true;
            }
            if (unixLines) {
                return ch != '\n';
            }
            return ch != '\n' && ch != '\r' && ch != '\u0085' && ch != '\u2028' && ch != '\u2029';
        }
    }

    static final class Begin extends Node {
        final boolean multiline;

        Begin(boolean multiline) {
            this.multiline = multiline;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (i == m.from) {
                return next.match(m, i, s);
            }
            if (multiline && i < m.to) {
                char p = s.charAt(i - 1);
                if (p == '\n' || (p == '\r' && s.charAt(i) != '\n') || p == '\u0085' || p == '\u2028' || p == '\u2029') {
                    return next.match(m, i, s);
                }
            }
            return false;
        }
    }

    static final class StartInput extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return i == m.from && next.match(m, i, s);
        }
    }

    static final class Dollar extends Node {
        final boolean multiline;
        final boolean strictEnd;

        Dollar(boolean multiline, boolean strictEnd) {
            this.multiline = multiline;
            this.strictEnd = strictEnd;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int end = m.to;
            if (i == end) {
                return next.match(m, i, s);
            }
            if (strictEnd) {
                return false;
            }
            char c = s.charAt(i);
            boolean term = c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
            if (!term) {
                return false;
            }
            if (c == '\n' && i > 0 && s.charAt(i - 1) == '\r') {
                // between \r and \n is not a line end
                return false;
            }
            if (multiline) {
                return next.match(m, i, s);
            }
            int after = (c == '\r' && i + 1 < end && s.charAt(i + 1) == '\n') ? i + 2 : i + 1;
            return after == end && next.match(m, i, s);
        }
    }

    static final class WordBoundary extends Node {
        final boolean negate;

        WordBoundary(boolean negate) {
            this.negate = negate;
        }

        private static boolean word(CharSequence s, int i) {
            char c = s.charAt(i);
            return c == '_' || Character.isLetterOrDigit(c);
        }

        boolean match(Matcher m, int i, CharSequence s) {
            boolean left = i > m.from && word(s, i - 1);
            boolean right = i < m.to && word(s, i);
            boolean b = left != right;
            return (b != negate) && next.match(m, i, s);
        }
    }

    static final class GroupHead extends Node {
        final int group;

        GroupHead(int group) {
            this.group = group;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int saved = m.locals[group];
            m.locals[group] = i;
            boolean r = next.match(m, i, s);
            m.locals[group] = saved;
            return r;
        }
    }

    static final class GroupTail extends Node {
        final int group;

        GroupTail(int group) {
            this.group = group;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int os = m.groups[2 * group];
            int oe = m.groups[2 * group + 1];
            m.groups[2 * group] = m.locals[group];
            m.groups[2 * group + 1] = i;
            if (next.match(m, i, s)) {
                return true;
            }
            m.groups[2 * group] = os;
            m.groups[2 * group + 1] = oe;
            return false;
        }
    }

    static final class BackRef extends Node {
        final int group;
        final boolean ci;

        BackRef(int group, boolean ci) {
            this.group = group;
            this.ci = ci;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int gs = m.groups[2 * group];
            int ge = m.groups[2 * group + 1];
            if (gs < 0) {
                return false;
            }
            int len = ge - gs;
            if (i + len > m.to) {
                return false;
            }
            for (int k = 0; k < len; k++) {
                char a = s.charAt(gs + k);
                char b = s.charAt(i + k);
                if (a != b && !(ci && Character.toLowerCase(a) == Character.toLowerCase(b))) {
                    return false;
                }
            }
            return next.match(m, i + len, s);
        }
    }

    static final class Branch extends Node {
        final Node[] alts;

        Branch(Node[] alts) {
            this.alts = alts;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            for (int k = 0; k < alts.length; k++) {
                if (alts[k].match(m, i, s)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Lookahead (?=..) / (?!..): body ends with an Accept-like node. */
    static final class Look extends Node {
        final Node body;
        final boolean negate;

        Look(Node body, boolean negate) {
            this.body = body;
            this.negate = negate;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            boolean saveReq = m.requireEnd;
            int saveLast = m.last;
            m.requireEnd = false;
            boolean r = body.match(m, i, s);
            m.requireEnd = saveReq;
            m.last = saveLast;
            if (r == negate) {
                return false;
            }
            return next.match(m, i, s);
        }
    }

    /** Repetition of a single-character node: no recursion per iteration. */
    static final class CharRepeat extends Node {
        final CharNode atom;
        final int min;
        final int max;
        final int type; // 0 greedy, 1 reluctant, 2 possessive

        CharRepeat(CharNode atom, int min, int max, int type) {
            this.atom = atom;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int to = m.to;
            int n = 0;
            if (type == 1) {
                while (n < min) {
                    if (i + n >= to || !atom.is(s.charAt(i + n))) {
                        return false;
                    }
                    n++;
                }
                for (;;) {
                    if (next.match(m, i + n, s)) {
                        return true;
                    }
                    if (n >= max || i + n >= to || !atom.is(s.charAt(i + n))) {
                        return false;
                    }
                    n++;
                }
            }
            while (n < max && i + n < to && atom.is(s.charAt(i + n))) {
                n++;
            }
            if (n < min) {
                return false;
            }
            if (type == 2) {
                return next.match(m, i + n, s);
            }
            for (; n >= min; n--) {
                if (next.match(m, i + n, s)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Repetition of an arbitrary sub-pattern; body chain ends in a RepeatTail. */
    static final class Repeat extends Node {
        Node body;
        final int min;
        final int max;
        final int type;
        final int id;

        Repeat(int min, int max, int type, int id) {
            this.min = min;
            this.max = max;
            this.type = type;
            this.id = id;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int sc = m.counts[id];
            int ss = m.starts[id];
            m.counts[id] = 0;
            m.starts[id] = -1;
            boolean r = step(m, i, s);
            m.counts[id] = sc;
            m.starts[id] = ss;
            return r;
        }

        private boolean tryBody(Matcher m, int i, CharSequence s, int c) {
            int ps = m.starts[id];
            m.counts[id] = c + 1;
            m.starts[id] = i;
            boolean r = body.match(m, i, s);
            m.counts[id] = c;
            m.starts[id] = ps;
            return r;
        }

        boolean step(Matcher m, int i, CharSequence s) {
            int c = m.counts[id];
            if (c < min) {
                return tryBody(m, i, s, c);
            }
            if (type == 1) {
                if (next.match(m, i, s)) {
                    return true;
                }
                return c < max && tryBody(m, i, s, c);
            }
            if (c < max && tryBody(m, i, s, c)) {
                return true;
            }
            return next.match(m, i, s);
        }
    }

    static final class RepeatTail extends Node {
        final Repeat rep;

        RepeatTail(Repeat rep) {
            this.rep = rep;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int id = rep.id;
            if (i == m.starts[id] && m.counts[id] > rep.min) {
                // an empty iteration beyond the minimum: stop looping here
                return false;
            }
            if (i == m.starts[id] && m.counts[id] >= rep.min) {
                int c = m.counts[id];
                int st = m.starts[id];
                boolean r = rep.next.match(m, i, s);
                m.counts[id] = c;
                m.starts[id] = st;
                return r;
            }
            int c = m.counts[id];
            int st = m.starts[id];
            boolean r = rep.step(m, i, s);
            m.counts[id] = c;
            m.starts[id] = st;
            return r;
        }
    }

    // ------------------------------------------------------------------
    // Character classes.

    abstract static class CharClass {
        abstract boolean is(int c);

        CharClass negate() {
            final CharClass self = this;
            return new CharClass() {
                boolean is(int c) {
                    return !self.is(c);
                }
            };
        }

        CharClass union(final CharClass o) {
            final CharClass self = this;
            return new CharClass() {
                boolean is(int c) {
                    return self.is(c) || o.is(c);
                }
            };
        }

        CharClass intersect(final CharClass o) {
            final CharClass self = this;
            return new CharClass() {
                boolean is(int c) {
                    return self.is(c) && o.is(c);
                }
            };
        }
    }

    static CharClass range(final int lo, final int hi, final boolean ci) {
        return new CharClass() {
            boolean is(int c) {
                if (c >= lo && c <= hi) {
                    return true;
                }
                if (ci) {
                    int u = Character.toUpperCase(c);
                    int l = Character.toLowerCase(c);
                    return (u >= lo && u <= hi) || (l >= lo && l <= hi);
                }
                return false;
            }
        };
    }

    static final CharClass DIGIT = range('0', '9', false);
    static final CharClass WORD = new CharClass() {
        boolean is(int c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }
    };
    static final CharClass SPACE = new CharClass() {
        boolean is(int c) {
            return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
        }
    };
    static final CharClass HSPACE = new CharClass() {
        boolean is(int c) {
            return c == ' ' || c == '\t' || c == 0xA0 || c == 0x1680 || c == 0x180e
                    || (c >= 0x2000 && c <= 0x200a) || c == 0x202f || c == 0x205f || c == 0x3000;
        }
    };
    static final CharClass VSPACE = new CharClass() {
        boolean is(int c) {
            return c == '\n' || c == 0x0B || c == '\f' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029;
        }
    };

    static CharClass property(String name) {
        String n = name;
        if (n.startsWith("Is")) {
            n = n.substring(2);
        }
        if (n.equals("Lower")) {
            return range('a', 'z', false);
        } else if (n.equals("Upper")) {
            return range('A', 'Z', false);
        } else if (n.equals("ASCII")) {
            return range(0, 0x7f, false);
        } else if (n.equals("Alpha")) {
            return range('a', 'z', false).union(range('A', 'Z', false));
        } else if (n.equals("Digit")) {
            return DIGIT;
        } else if (n.equals("Alnum")) {
            return range('a', 'z', false).union(range('A', 'Z', false)).union(DIGIT);
        } else if (n.equals("Punct")) {
            return new CharClass() {
                boolean is(int c) {
                    return c < 128 && "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".indexOf(c) >= 0;
                }
            };
        } else if (n.equals("Graph")) {
            return range(0x21, 0x7e, false);
        } else if (n.equals("Print")) {
            return range(0x20, 0x7e, false);
        } else if (n.equals("Blank")) {
            return new CharClass() {
                boolean is(int c) {
                    return c == ' ' || c == '\t';
                }
            };
        } else if (n.equals("Cntrl")) {
            return range(0, 0x1f, false).union(range(0x7f, 0x7f, false));
        } else if (n.equals("XDigit")) {
            return DIGIT.union(range('a', 'f', false)).union(range('A', 'F', false));
        } else if (n.equals("Space") || n.equals("White_Space") || n.equals("WhiteSpace")) {
            return SPACE;
        } else if (n.equals("L") || n.equals("Letter") || n.equals("Alphabetic")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isLetter(c);
                }
            };
        } else if (n.equals("Lu") || n.equals("Uppercase")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isUpperCase(c);
                }
            };
        } else if (n.equals("Ll") || n.equals("Lowercase")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isLowerCase(c);
                }
            };
        } else if (n.equals("N") || n.equals("Nd") || n.equals("Digit")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isDigit(c);
                }
            };
        } else if (n.equals("P") || n.equals("Punctuation")) {
            return new CharClass() {
                boolean is(int c) {
                    int t = Character.getType(c);
                    return t >= Character.DASH_PUNCTUATION && t <= Character.OTHER_PUNCTUATION
                            || t == Character.INITIAL_QUOTE_PUNCTUATION || t == Character.FINAL_QUOTE_PUNCTUATION;
                }
            };
        } else if (n.equals("javaLowerCase")) {
            return property("Ll");
        } else if (n.equals("javaUpperCase")) {
            return property("Lu");
        } else if (n.equals("javaWhitespace")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isWhitespace(c);
                }
            };
        } else if (n.equals("javaLetterOrDigit")) {
            return new CharClass() {
                boolean is(int c) {
                    return Character.isLetterOrDigit(c);
                }
            };
        }
        return null;
    }

    // ------------------------------------------------------------------
    // Parser.

    static final class Frag {
        Node head;
        Node tail;

        Frag(Node head, Node tail) {
            this.head = head;
            this.tail = tail;
        }
    }

    private static final class Parser {
        final Pattern p;
        final String s;
        int pos;
        int flags;

        Parser(Pattern p, String s, int flags) {
            this.p = p;
            this.s = s;
            this.flags = flags;
        }

        PatternSyntaxException error(String desc) {
            return new PatternSyntaxException(desc, p.pattern, pos);
        }

        void compile() {
            Frag f = alternation();
            if (pos < s.length()) {
                if (s.charAt(pos) == ')') {
                    throw error("Unmatched closing ')'");
                }
                throw error("Unexpected character");
            }
            Accept acc = new Accept();
            f.tail.next = acc;
            p.root = f.head;
        }

        boolean ci() {
            return (flags & CASE_INSENSITIVE) != 0;
        }

        Frag alternation() {
            List<Frag> alts = new ArrayList<Frag>();
            alts.add(sequence());
            while (pos < s.length() && s.charAt(pos) == '|') {
                pos++;
                alts.add(sequence());
            }
            if (alts.size() == 1) {
                return alts.get(0);
            }
            Node[] heads = new Node[alts.size()];
            Empty join = new Empty();
            for (int i = 0; i < heads.length; i++) {
                Frag a = alts.get(i);
                a.tail.next = join;
                heads[i] = a.head;
            }
            return new Frag(new Branch(heads), join);
        }

        Frag sequence() {
            Frag result = null;
            while (pos < s.length()) {
                char c = s.charAt(pos);
                if (c == '|' || c == ')') {
                    break;
                }
                if ((flags & COMMENTS) != 0) {
                    if (Character.isWhitespace(c)) {
                        pos++;
                        continue;
                    }
                    if (c == '#') {
                        while (pos < s.length() && s.charAt(pos) != '\n') {
                            pos++;
                        }
                        continue;
                    }
                }
                Frag atom = quantified();
                if (atom == null) {
                    continue;
                }
                if (result == null) {
                    result = atom;
                } else {
                    result.tail.next = atom.head;
                    result.tail = atom.tail;
                }
            }
            if (result == null) {
                Empty e = new Empty();
                result = new Frag(e, e);
            }
            return result;
        }

        Frag quantified() {
            int atomStart = pos;
            Frag atom = atom();
            if (atom == null) {
                return null;
            }
            if (pos >= s.length()) {
                return atom;
            }
            char c = s.charAt(pos);
            int min;
            int max;
            if (c == '*') {
                min = 0;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '+') {
                min = 1;
                max = Integer.MAX_VALUE;
                pos++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                pos++;
            } else if (c == '{') {
                int save = pos;
                pos++;
                int a = number();
                if (a < 0) {
                    pos = save;
                    throw error("Illegal repetition");
                }
                min = a;
                max = a;
                if (pos < s.length() && s.charAt(pos) == ',') {
                    pos++;
                    int b = number();
                    max = b < 0 ? Integer.MAX_VALUE : b;
                }
                if (pos >= s.length() || s.charAt(pos) != '}') {
                    throw error("Unclosed counted closure");
                }
                pos++;
                if (max < min) {
                    throw error("Illegal repetition range");
                }
            } else {
                return atom;
            }
            int type = 0;
            if (pos < s.length()) {
                if (s.charAt(pos) == '?') {
                    type = 1;
                    pos++;
                } else if (s.charAt(pos) == '+') {
                    type = 2;
                    pos++;
                }
            }
            if (atom.head == atom.tail && atom.head instanceof CharNode) {
                Node r = new CharRepeat((CharNode) atom.head, min, max, type);
                return new Frag(r, r);
            }
            Repeat r = new Repeat(min, max, type, p.repeatCount++);
            r.body = atom.head;
            atom.tail.next = new RepeatTail(r);
            return new Frag(r, r);
        }

        int number() {
            int start = pos;
            while (pos < s.length() && s.charAt(pos) >= '0' && s.charAt(pos) <= '9') {
                pos++;
            }
            if (pos == start) {
                return -1;
            }
            return Integer.parseInt(s.substring(start, pos));
        }

        Frag single(Node n) {
            return new Frag(n, n);
        }

        Frag atom() {
            char c = s.charAt(pos);
            switch (c) {
                case '(':
                    return group();
                case '[': {
                    pos++;
                    CharClass cc = charClass();
                    return single(new ClassNode(cc));
                }
                case '.':
                    pos++;
                    return single(new Dot((flags & DOTALL) != 0, (flags & UNIX_LINES) != 0));
                case '^':
                    pos++;
                    return single(new Begin((flags & MULTILINE) != 0));
                case '$':
                    pos++;
                    return single(new Dollar((flags & MULTILINE) != 0, false));
                case '\\':
                    return escape();
                case '*':
                case '+':
                case '?':
                    throw error("Dangling meta character '" + c + "'");
                case '{':
                    throw error("Illegal repetition");
                default:
                    pos++;
                    return single(new Single(c, ci()));
            }
        }

        Frag group() {
            pos++;
            int capture = -1;
            boolean look = false;
            boolean negLook = false;
            int savedFlags = flags;
            if (pos < s.length() && s.charAt(pos) == '?') {
                pos++;
                if (pos >= s.length()) {
                    throw error("Unknown group type");
                }
                char t = s.charAt(pos);
                if (t == ':') {
                    pos++;
                } else if (t == '=') {
                    pos++;
                    look = true;
                } else if (t == '!') {
                    pos++;
                    look = true;
                    negLook = true;
                } else if (t == '<' && pos + 1 < s.length() && s.charAt(pos + 1) != '=' && s.charAt(pos + 1) != '!') {
                    // named group: treated as an ordinary capturing group
                    int close = s.indexOf('>', pos);
                    if (close < 0) {
                        throw error("named capturing group is missing trailing '>'");
                    }
                    pos = close + 1;
                    capture = ++p.groupCount;
                } else if (t == '>') {
                    pos++;
                } else {
                    // inline flags (?i) (?s) (?m) (?x) (?-i) and (?i:...)
                    boolean on = true;
                    int nf = flags;
                    while (pos < s.length() && s.charAt(pos) != ')' && s.charAt(pos) != ':') {
                        char f = s.charAt(pos++);
                        int bit;
                        switch (f) {
                            case 'i': bit = CASE_INSENSITIVE; break;
                            case 's': bit = DOTALL; break;
                            case 'm': bit = MULTILINE; break;
                            case 'x': bit = COMMENTS; break;
                            case 'd': bit = UNIX_LINES; break;
                            case 'u': bit = UNICODE_CASE; break;
                            case 'U': bit = UNICODE_CHARACTER_CLASS; break;
                            case '-': on = false; continue;
                            default: throw error("Unknown inline modifier");
                        }
                        nf = on ? (nf | bit) : (nf & ~bit);
                    }
                    if (pos >= s.length()) {
                        throw error("Unclosed group");
                    }
                    if (s.charAt(pos) == ')') {
                        pos++;
                        flags = nf;
                        return null;
                    }
                    pos++;
                    flags = nf;
                }
            } else {
                capture = ++p.groupCount;
            }
            Frag body = alternation();
            if (pos >= s.length() || s.charAt(pos) != ')') {
                throw error("Unclosed group");
            }
            pos++;
            flags = (capture >= 0 || look) ? flags : savedFlags;
            flags = savedFlags;
            if (look) {
                body.tail.next = new Accept();
                Look l = new Look(body.head, negLook);
                return single(l);
            }
            if (capture < 0) {
                return body;
            }
            GroupHead h = new GroupHead(capture);
            GroupTail t = new GroupTail(capture);
            h.next = body.head;
            body.tail.next = t;
            return new Frag(h, t);
        }

        Frag escape() {
            pos++;
            if (pos >= s.length()) {
                throw error("Unexpected internal error");
            }
            char c = s.charAt(pos);
            switch (c) {
                case 'b':
                    pos++;
                    return single(new WordBoundary(false));
                case 'B':
                    pos++;
                    return single(new WordBoundary(true));
                case 'A':
                    pos++;
                    return single(new StartInput());
                case 'z':
                    pos++;
                    return single(new Dollar(false, true));
                case 'Z':
                    pos++;
                    return single(new Dollar(false, false));
                case 'G':
                    pos++;
                    return single(new StartInput());
                case 'Q': {
                    pos++;
                    int end = s.indexOf("\\E", pos);
                    String lit = end < 0 ? s.substring(pos) : s.substring(pos, end);
                    pos = end < 0 ? s.length() : end + 2;
                    if (lit.isEmpty()) {
                        return null;
                    }
                    Node head = null;
                    Node tail = null;
                    for (int i = 0; i < lit.length(); i++) {
                        Node n = new Single(lit.charAt(i), ci());
                        if (head == null) {
                            head = n;
                        } else {
                            tail.next = n;
                        }
                        tail = n;
                    }
                    return new Frag(head, tail);
                }
                default:
                    break;
            }
            if (c >= '1' && c <= '9') {
                pos++;
                int g = c - '0';
                while (pos < s.length() && s.charAt(pos) >= '0' && s.charAt(pos) <= '9'
                        && g * 10 + (s.charAt(pos) - '0') <= p.groupCount) {
                    g = g * 10 + (s.charAt(pos) - '0');
                    pos++;
                }
                return single(new BackRef(g, ci()));
            }
            CharClass cc = classEscape();
            if (cc != null) {
                return single(new ClassNode(cc));
            }
            int ch = literalEscape();
            return single(new Single((char) ch, ci()));
        }

        /** At a char after '\\': returns a class for \d \w \s etc, or null (pos unchanged). */
        CharClass classEscape() {
            char c = s.charAt(pos);
            switch (c) {
                case 'd': pos++; return DIGIT;
                case 'D': pos++; return DIGIT.negate();
                case 'w': pos++; return WORD;
                case 'W': pos++; return WORD.negate();
                case 's': pos++; return SPACE;
                case 'S': pos++; return SPACE.negate();
                case 'h': pos++; return HSPACE;
                case 'H': pos++; return HSPACE.negate();
                case 'v': pos++; return VSPACE;
                case 'V': pos++; return VSPACE.negate();
                case 'p':
                case 'P': {
                    pos++;
                    String name;
                    if (pos < s.length() && s.charAt(pos) == '{') {
                        int close = s.indexOf('}', pos);
                        if (close < 0) {
                            throw error("Unclosed character family");
                        }
                        name = s.substring(pos + 1, close);
                        pos = close + 1;
                    } else if (pos < s.length()) {
                        name = String.valueOf(s.charAt(pos++));
                    } else {
                        throw error("Illegal/unsupported escape sequence");
                    }
                    CharClass r = property(name);
                    if (r == null) {
                        throw error("Unknown character property name {" + name + "}");
                    }
                    return c == 'P' ? r.negate() : r;
                }
                default:
                    return null;
            }
        }

        /** At a char after '\\': decodes a literal escape. */
        int literalEscape() {
            char c = s.charAt(pos++);
            switch (c) {
                case 't': return '\t';
                case 'n': return '\n';
                case 'r': return '\r';
                case 'f': return '\f';
                case 'a': return 7;
                case 'e': return 27;
                case '0': {
                    int v = 0;
                    int k = 0;
                    while (k < 3 && pos < s.length() && s.charAt(pos) >= '0' && s.charAt(pos) <= '7') {
                        v = v * 8 + (s.charAt(pos++) - '0');
                        k++;
                    }
                    if (k == 0) {
                        throw error("Illegal octal escape sequence");
                    }
                    return v;
                }
                case 'x': {
                    if (pos < s.length() && s.charAt(pos) == '{') {
                        int close = s.indexOf('}', pos);
                        int v = Integer.parseInt(s.substring(pos + 1, close), 16);
                        pos = close + 1;
                        return v;
                    }
                    if (pos + 2 > s.length()) {
                        throw error("Illegal hexadecimal escape sequence");
                    }
                    int v = Integer.parseInt(s.substring(pos, pos + 2), 16);
                    pos += 2;
                    return v;
                }
                case 'u': {
                    if (pos + 4 > s.length()) {
                        throw error("Illegal Unicode escape sequence");
                    }
                    int v = Integer.parseInt(s.substring(pos, pos + 4), 16);
                    pos += 4;
                    return v;
                }
                case 'c':
                    if (pos >= s.length()) {
                        throw error("Illegal control escape sequence");
                    }
                    return s.charAt(pos++) ^ 64;
                default:
                    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                        pos--;
                        throw error("Illegal/unsupported escape sequence");
                    }
                    return c;
            }
        }

        /** Parses after '[' up to and including the matching ']'. */
        CharClass charClass() {
            boolean negate = false;
            if (pos < s.length() && s.charAt(pos) == '^') {
                negate = true;
                pos++;
            }
            CharClass result = null;
            boolean first = true;
            for (;;) {
                if (pos >= s.length()) {
                    throw error("Unclosed character class");
                }
                char c = s.charAt(pos);
                if (c == ']' && !first) {
                    pos++;
                    break;
                }
                first = false;
                CharClass item;
                if (c == '[') {
                    pos++;
                    item = charClass();
                } else if (c == '&' && pos + 1 < s.length() && s.charAt(pos + 1) == '&') {
                    pos += 2;
                    CharClass rhs;
                    if (pos < s.length() && s.charAt(pos) == '[') {
                        pos++;
                        rhs = charClass();
                        // continue parsing remaining items into the right-hand side
                    } else {
                        rhs = restOfClass();
                        CharClass left = result == null ? none() : result;
                        result = left.intersect(rhs);
                        break;
                    }
                    result = (result == null ? none() : result).intersect(rhs);
                    continue;
                } else if (c == '\\') {
                    pos++;
                    if (pos >= s.length()) {
                        throw error("Unclosed character class");
                    }
                    CharClass esc = classEscape();
                    if (esc != null) {
                        item = esc;
                    } else if (s.charAt(pos) == 'Q') {
                        pos++;
                        int end = s.indexOf("\\E", pos);
                        String lit = end < 0 ? s.substring(pos) : s.substring(pos, end);
                        pos = end < 0 ? s.length() : end + 2;
                        item = none();
                        for (int i = 0; i < lit.length(); i++) {
                            item = item.union(range(lit.charAt(i), lit.charAt(i), ci()));
                        }
                    } else {
                        int lo = literalEscape();
                        item = rangeFrom(lo);
                    }
                } else {
                    pos++;
                    item = rangeFrom(c);
                }
                result = result == null ? item : result.union(item);
            }
            if (result == null) {
                result = none();
            }
            return negate ? result.negate() : result;
        }

        /** Parses the remaining items of a class (after &&) up to and including ']'. */
        CharClass restOfClass() {
            StringBuilder sb = new StringBuilder("[");
            int depth = 0;
            int start = pos;
            // reuse charClass by pretending a '[' was just consumed
            CharClass cc = charClassNoNegate();
            return cc;
        }

        CharClass charClassNoNegate() {
            CharClass result = null;
            for (;;) {
                if (pos >= s.length()) {
                    throw error("Unclosed character class");
                }
                char c = s.charAt(pos);
                if (c == ']') {
                    pos++;
                    break;
                }
                CharClass item;
                if (c == '[') {
                    pos++;
                    item = charClass();
                } else if (c == '\\') {
                    pos++;
                    CharClass esc = classEscape();
                    item = esc != null ? esc : rangeFrom(literalEscape());
                } else {
                    pos++;
                    item = rangeFrom(c);
                }
                result = result == null ? item : result.union(item);
            }
            return result == null ? none() : result;
        }

        /** Having read a single char lo, handles an optional "-hi" range. */
        CharClass rangeFrom(int lo) {
            if (pos + 1 < s.length() && s.charAt(pos) == '-' && s.charAt(pos + 1) != ']') {
                pos++;
                int hi;
                char h = s.charAt(pos);
                if (h == '[') {
                    pos--;
                    return range(lo, lo, ci());
                }
                if (h == '\\') {
                    pos++;
                    hi = literalEscape();
                } else {
                    pos++;
                    hi = h;
                }
                if (hi < lo) {
                    pos--;
                    throw error("Illegal character range");
                }
                return range(lo, hi, ci());
            }
            return range(lo, lo, ci());
        }

        CharClass none() {
            return new CharClass() {
                boolean is(int c) {
                    return false;
                }
            };
        }
    }
}
