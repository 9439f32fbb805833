package java.util.regex;

/** Matches a Pattern against a character sequence. */
public final class Matcher implements MatchResult {
    private Pattern parentPattern;
    private CharSequence text;
    int from;
    int to;
    int[] groups;
    int[] locals;
    int[] counts;
    int[] starts;
    boolean requireEnd;
    int last;
    private int first = -1;
    private int lastMatchEnd = 0;
    private int appendPos = 0;
    private boolean matched;
    private int regionStart;
    private int regionEnd;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        init();
        reset();
    }

    private void init() {
        int gc = parentPattern.groupCount;
        groups = new int[(gc + 1) * 2];
        locals = new int[gc + 1];
        counts = new int[Math.max(parentPattern.repeatCount, 1)];
        starts = new int[Math.max(parentPattern.repeatCount, 1)];
    }

    public Pattern pattern() {
        return parentPattern;
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        init();
        clearGroups();
        return this;
    }

    public Matcher reset() {
        first = -1;
        lastMatchEnd = 0;
        appendPos = 0;
        matched = false;
        regionStart = 0;
        regionEnd = text.length();
        clearGroups();
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    public Matcher region(int start, int end) {
        if (start < 0 || start > text.length() || end < start || end > text.length()) {
            throw new IndexOutOfBoundsException();
        }
        reset();
        regionStart = start;
        regionEnd = end;
        lastMatchEnd = start;
        return this;
    }

    public int regionStart() {
        return regionStart;
    }

    public int regionEnd() {
        return regionEnd;
    }

    private void clearGroups() {
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
    }

    private boolean search(int start, boolean anchored, boolean whole) {
        from = regionStart;
        to = regionEnd;
        requireEnd = whole;
        for (int s = start; s <= to; s++) {
            clearGroups();
            if (parentPattern.root.match(this, s, text)) {
                groups[0] = s;
                groups[1] = last;
                first = s;
                lastMatchEnd = last;
                matched = true;
                return true;
            }
            if (anchored) {
                break;
            }
        }
        matched = false;
        first = -1;
        return false;
    }

    public boolean matches() {
        return search(regionStart, true, true);
    }

    public boolean lookingAt() {
        return search(regionStart, true, false);
    }

    public boolean find() {
        int next = lastMatchEnd;
        if (matched && groups[0] == groups[1]) {
            next++;
        }
        if (next < regionStart) {
            next = regionStart;
        }
        if (next > regionEnd) {
            matched = false;
            clearGroups();
            return false;
        }
        return search(next, false, false);
    }

    public boolean find(int start) {
        if (start < 0 || start > text.length()) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start, false, false);
    }

    private void checkMatch() {
        if (!matched) {
            throw new IllegalStateException("No match found");
        }
    }

    public int start() {
        checkMatch();
        return groups[0];
    }

    public int start(int group) {
        checkMatch();
        checkGroup(group);
        return groups[group * 2];
    }

    public int end() {
        checkMatch();
        return groups[1];
    }

    public int end(int group) {
        checkMatch();
        checkGroup(group);
        return groups[group * 2 + 1];
    }

    private void checkGroup(int group) {
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        checkMatch();
        checkGroup(group);
        if (groups[group * 2] == -1 || groups[group * 2 + 1] == -1) {
            return null;
        }
        return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public int groupCount() {
        return parentPattern.groupCount;
    }

    public boolean hitEnd() {
        return lastMatchEnd == text.length();
    }

    public MatchResult toMatchResult() {
        final int[] g = groups.clone();
        final String t = text.toString();
        final int gc = groupCount();
        final boolean ok = matched;
        return new MatchResult() {
            private void check() {
                if (!ok) {
                    throw new IllegalStateException("No match found");
                }
            }

            public int start() { check(); return g[0]; }
            public int start(int group) { check(); return g[group * 2]; }
            public int end() { check(); return g[1]; }
            public int end(int group) { check(); return g[group * 2 + 1]; }
            public String group() { return group(0); }

            public String group(int group) {
                check();
                return g[group * 2] < 0 ? null : t.substring(g[group * 2], g[group * 2 + 1]);
            }

            public int groupCount() { return gc; }
        };
    }

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                result.append(replacement.charAt(cursor));
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    throw new IllegalArgumentException("named capturing groups are not supported");
                }
                refNum = nextChar - '0';
                if (refNum < 0 || refNum > 9) {
                    throw new IllegalArgumentException("Illegal group reference");
                }
                cursor++;
                boolean done = false;
                while (!done) {
                    if (cursor >= replacement.length()) {
                        break;
                    }
                    int nextDigit = replacement.charAt(cursor) - '0';
                    if ((nextDigit < 0) || (nextDigit > 9)) {
                        break;
                    }
                    int newRefNum = (refNum * 10) + nextDigit;
                    if (groupCount() < newRefNum) {
                        done = true;
                    } else {
                        refNum = newRefNum;
                        cursor++;
                    }
                }
                if (refNum > groupCount()) {
                    throw new IndexOutOfBoundsException("No group " + refNum);
                }
                String g = group(refNum);
                if (g != null) {
                    result.append(g);
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        checkMatch();
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, appendPos, start());
        sb.append(result);
        appendPos = end();
        return this;
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        checkMatch();
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, appendPos, start());
        sb.append(result);
        appendPos = end();
        return this;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, appendPos, text.length());
        return sb;
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, appendPos, text.length());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceAll(java.util.function.Function<MatchResult, String> replacer) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                String replacement = replacer.apply(this);
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String toString() {
        return "java.util.regex.Matcher[pattern=" + pattern() + " region=" + regionStart() + ","
                + regionEnd() + " lastmatch=" + ((matched && (group() != null)) ? group() : "") + "]";
    }
}
