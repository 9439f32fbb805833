package java.text;

/**
 * Chooses a string by the interval a number falls in: limits ascending,
 * format i for limits[i] <= x < limits[i+1], the first for anything below
 * (and NaN), the last for anything above.
 */
public class ChoiceFormat extends NumberFormat {
    private static final long serialVersionUID = 1795184449645032964L;

    private double[] choiceLimits;
    private String[] choiceFormats;

    public ChoiceFormat(String newPattern) {
        applyPattern(newPattern);
    }

    public ChoiceFormat(double[] limits, String[] formats) {
        setChoices(limits, formats);
    }

    public void applyPattern(String newPattern) {
        java.util.ArrayList<Double> limits = new java.util.ArrayList<Double>();
        java.util.ArrayList<String> formats = new java.util.ArrayList<String>();
        StringBuilder num = new StringBuilder(), text = new StringBuilder();
        boolean inText = false, quoted = false;
        double previous = Double.NEGATIVE_INFINITY;
        double limit = 0;
        int n = newPattern.length();
        for (int i = 0; i <= n; i++) {
            char c = i < n ? newPattern.charAt(i) : '|';
            if (i < n && c == '\'') {
                if (i + 1 < n && newPattern.charAt(i + 1) == '\'') {
                    (inText ? text : num).append('\'');
                    i++;
                } else {
                    quoted = !quoted;
                }
                continue;
            }
            if (quoted && i < n) {
                (inText ? text : num).append(c);
                continue;
            }
            if (!inText && (c == '<' || c == '#' || c == '\u2264')) {
                String t = num.toString().trim();
                if (t.equals("\u221e"))
                    limit = Double.POSITIVE_INFINITY;
                else if (t.equals("-\u221e"))
                    limit = Double.NEGATIVE_INFINITY;
                else {
                    try {
                        limit = Double.parseDouble(t);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("Each interval must contain a number before a format");
                    }
                }
                if (c == '<' && !Double.isInfinite(limit))
                    limit = nextDouble(limit);
                if (limit <= previous && !limits.isEmpty())
                    throw new IllegalArgumentException("Incorrect order of intervals, must be in ascending order");
                previous = limit;
                num.setLength(0);
                inText = true;
                continue;
            }
            if (c == '|') {
                if (inText) {
                    limits.add(Double.valueOf(limit));
                    formats.add(text.toString());
                } else if (num.length() > 0 || i < n) {
                    throw new IllegalArgumentException("Each interval must contain a number before a format");
                }
                text.setLength(0);
                inText = false;
                continue;
            }
            (inText ? text : num).append(c);
        }
        double[] l = new double[limits.size()];
        for (int i = 0; i < l.length; i++)
            l[i] = limits.get(i).doubleValue();
        choiceLimits = l;
        choiceFormats = formats.toArray(new String[0]);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < choiceLimits.length; i++) {
            if (i != 0)
                sb.append('|');
            double limit = choiceLimits[i];
            double less = previousDouble(limit);
            double fracLimit = Math.abs(limit - Math.rint(limit));
            double fracLess = Math.abs(less - Math.rint(less));
            if (fracLimit < fracLess || Double.isInfinite(limit)) {
                appendLimit(sb, limit);
                sb.append('#');
            } else {
                appendLimit(sb, less);
                sb.append('<');
            }
            String f = choiceFormats[i];
            boolean needQuote = f.indexOf('<') >= 0 || f.indexOf('#') >= 0 || f.indexOf('\u2264') >= 0 || f.indexOf('|') >= 0;
            if (needQuote)
                sb.append('\'');
            if (f.indexOf('\'') < 0) {
                sb.append(f);
            } else {
                for (int k = 0; k < f.length(); k++) {
                    char c = f.charAt(k);
                    sb.append(c);
                    if (c == '\'')
                        sb.append(c);
                }
            }
            if (needQuote)
                sb.append('\'');
        }
        return sb.toString();
    }

    private static void appendLimit(StringBuilder sb, double d) {
        if (d == Double.POSITIVE_INFINITY)
            sb.append('\u221e');
        else if (d == Double.NEGATIVE_INFINITY)
            sb.append("-\u221e");
        else
            sb.append(d);
    }

    public void setChoices(double[] limits, String[] formats) {
        if (limits.length != formats.length)
            throw new IllegalArgumentException("Array and limit arrays must be of the same length.");
        choiceLimits = limits.clone();
        choiceFormats = formats.clone();
    }

    public double[] getLimits() {
        return choiceLimits.clone();
    }

    public Object[] getFormats() {
        return choiceFormats.clone();
    }

    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition status) {
        return format((double) number, toAppendTo, status);
    }

    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition status) {
        int i;
        for (i = 0; i < choiceLimits.length; i++) {
            if (!(number >= choiceLimits[i]))
                break;
        }
        i--;
        if (i < 0)
            i = 0;
        return toAppendTo.append(choiceFormats[i]);
    }

    public Number parse(String text, ParsePosition status) {
        int start = status.getIndex();
        int best = start;
        double result = Double.NaN;
        for (int i = 0; i < choiceFormats.length; i++) {
            String f = choiceFormats[i];
            if (text.regionMatches(start, f, 0, f.length()) && start + f.length() > best) {
                best = start + f.length();
                result = choiceLimits[i];
            }
        }
        if (best == start)
            status.setErrorIndex(start);
        else
            status.setIndex(best);
        return Double.valueOf(result);
    }

    public static final double nextDouble(double d) {
        return nextDouble(d, true);
    }

    public static final double previousDouble(double d) {
        return nextDouble(d, false);
    }

    public static double nextDouble(double d, boolean positive) {
        if (Double.isNaN(d))
            return d;
        return Math.nextAfter(d, positive ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
    }

    public Object clone() {
        ChoiceFormat o = (ChoiceFormat) super.clone();
        o.choiceLimits = choiceLimits.clone();
        o.choiceFormats = choiceFormats.clone();
        return o;
    }

    public int hashCode() {
        int h = choiceLimits.length;
        if (choiceFormats.length > 0)
            h ^= choiceFormats[choiceFormats.length - 1].hashCode();
        return h;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof ChoiceFormat))
            return false;
        ChoiceFormat o = (ChoiceFormat) obj;
        return java.util.Arrays.equals(choiceLimits, o.choiceLimits) && java.util.Arrays.equals(choiceFormats, o.choiceFormats);
    }
}
