package java.text;

import java.util.ArrayList;
import java.util.Locale;

/**
 * Messages with numbered arguments: literal text (quoted with ' where it
 * contains braces), {n}, {n,number[,integer|currency|percent|pattern]} and
 * {n,choice,pattern} and {n,date|time[,short|medium|long|full|pattern]}.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    private Locale locale;
    /* literal text before argument i is literals[i]; the text after the
       last argument is literals[count] */
    private String[] literals;
    private int[] argNumbers;
    private Format[] formats;
    private int count;

    public MessageFormat(String pattern) {
        this(pattern, Locale.getDefault());
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        ArrayList<String> lits = new ArrayList<String>();
        ArrayList<Integer> nums = new ArrayList<Integer>();
        ArrayList<Format> fmts = new ArrayList<Format>();
        StringBuilder raw = new StringBuilder();
        StringBuilder[] seg = { new StringBuilder(), new StringBuilder(), new StringBuilder() };
        int part = -1;          /* -1: literal text; 0 index, 1 type, 2 style */
        boolean quoted = false;
        int depth = 0;
        int n = pattern.length();
        for (int i = 0; i < n; i++) {
            char c = pattern.charAt(i);
            if (part < 0) {
                if (c == '\'') {
                    if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                        raw.append('\'');
                        i++;
                    } else {
                        quoted = !quoted;
                    }
                } else if (c == '{' && !quoted) {
                    part = 0;
                    for (int k = 0; k < 3; k++)
                        seg[k].setLength(0);
                } else {
                    raw.append(c);
                }
                continue;
            }
            if (quoted) {
                seg[part].append(c);
                if (c == '\'')
                    quoted = false;
                continue;
            }
            switch (c) {
            case ',':
                if (part < 2)
                    part++;
                else
                    seg[part].append(c);
                break;
            case '{':
                depth++;
                seg[part].append(c);
                break;
            case '}':
                if (depth == 0) {
                    lits.add(raw.toString());
                    raw.setLength(0);
                    String idx = seg[0].toString();
                    int num;
                    try {
                        num = Integer.parseInt(idx);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("can't parse argument number: " + idx);
                    }
                    if (num < 0)
                        throw new IllegalArgumentException("negative argument number: " + num);
                    nums.add(Integer.valueOf(num));
                    fmts.add(makeFormat(seg[1].toString(), seg[2].toString()));
                    part = -1;
                } else {
                    depth--;
                    seg[part].append(c);
                }
                break;
            case ' ':
                if (part != 1 || seg[1].length() > 0)
                    seg[part].append(c);
                break;
            case '\'':
                quoted = true;
                seg[part].append(c);
                break;
            default:
                seg[part].append(c);
            }
        }
        if (part >= 0)
            throw new IllegalArgumentException("Unmatched braces in the pattern.");
        lits.add(raw.toString());
        count = nums.size();
        literals = lits.toArray(new String[0]);
        argNumbers = new int[count];
        for (int i = 0; i < count; i++)
            argNumbers[i] = nums.get(i).intValue();
        formats = fmts.toArray(new Format[0]);
    }

    private static String keyword(String s) {
        return s.trim().toLowerCase(Locale.ROOT);
    }

    private Format makeFormat(String type, String style) {
        String t = keyword(type);
        if (t.isEmpty()) {
            if (!style.isEmpty() && !keyword(style).isEmpty())
                throw new IllegalArgumentException("unknown format type: " + type);
            return null;
        }
        if (t.equals("number")) {
            String s = keyword(style);
            if (s.isEmpty())
                return NumberFormat.getInstance(locale);
            if (s.equals("currency"))
                return NumberFormat.getCurrencyInstance(locale);
            if (s.equals("percent"))
                return NumberFormat.getPercentInstance(locale);
            if (s.equals("integer"))
                return NumberFormat.getIntegerInstance(locale);
            return new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
        }
        if (t.equals("choice"))
            return new ChoiceFormat(style);
        if (t.equals("date") || t.equals("time")) {
            boolean date = t.equals("date");
            String s = keyword(style);
            int st = s.isEmpty() ? DateFormat.DEFAULT : s.equals("short") ? DateFormat.SHORT
                : s.equals("medium") ? DateFormat.MEDIUM : s.equals("long") ? DateFormat.LONG
                : s.equals("full") ? DateFormat.FULL : -1;
            if (st < 0)
                return new SimpleDateFormat(style, locale);
            return date ? DateFormat.getDateInstance(st, locale) : DateFormat.getTimeInstance(st, locale);
        }
        throw new IllegalArgumentException("unknown format type: " + type);
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i <= count; i++) {
            quoteLiteral(sb, literals[i]);
            if (i == count)
                break;
            sb.append('{').append(argNumbers[i]);
            Format f = formats[i];
            if (f instanceof ChoiceFormat) {
                sb.append(",choice,").append(((ChoiceFormat) f).toPattern());
            } else if (f instanceof SimpleDateFormat) {
                String kind = null;
                String[] names = { "full", "long", "", "short" };
                for (int st = DateFormat.FULL; st <= DateFormat.SHORT && kind == null; st++) {
                    if (f.equals(DateFormat.getDateInstance(st, locale)))
                        kind = ",date" + (st == DateFormat.MEDIUM ? "" : "," + names[st]);
                    else if (f.equals(DateFormat.getTimeInstance(st, locale)))
                        kind = ",time" + (st == DateFormat.MEDIUM ? "" : "," + names[st]);
                }
                sb.append(kind != null ? kind : ",date," + ((SimpleDateFormat) f).toPattern());
            } else if (f instanceof DecimalFormat) {
                if (f.equals(NumberFormat.getInstance(locale)))
                    sb.append(",number");
                else if (f.equals(NumberFormat.getCurrencyInstance(locale)))
                    sb.append(",number,currency");
                else if (f.equals(NumberFormat.getPercentInstance(locale)))
                    sb.append(",number,percent");
                else if (f.equals(NumberFormat.getIntegerInstance(locale)))
                    sb.append(",number,integer");
                else
                    sb.append(",number,").append(((DecimalFormat) f).toPattern());
            }
            sb.append('}');
        }
        return sb.toString();
    }

    private static void quoteLiteral(StringBuilder sb, String s) {
        boolean quoted = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{') {
                if (!quoted) {
                    sb.append('\'');
                    quoted = true;
                }
                sb.append(c);
            } else if (c == '\'') {
                sb.append("''");
            } else {
                if (quoted) {
                    sb.append('\'');
                    quoted = false;
                }
                sb.append(c);
            }
        }
        if (quoted)
            sb.append('\'');
    }

    public Format[] getFormats() {
        return formats.clone();
    }

    public void setFormats(Format[] newFormats) {
        for (int i = 0; i < newFormats.length && i < count; i++)
            formats[i] = newFormats[i];
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        formats[formatElementIndex] = newFormat;
    }

    public Format[] getFormatsByArgumentIndex() {
        int max = -1;
        for (int i = 0; i < count; i++)
            max = Math.max(max, argNumbers[i]);
        Format[] r = new Format[max + 1];
        for (int i = 0; i < count; i++)
            r[argNumbers[i]] = formats[i];
        return r;
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int i = 0; i < count; i++)
            if (argNumbers[i] == argumentIndex)
                formats[i] = newFormat;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        for (int i = 0; i <= count; i++) {
            result.append(literals[i]);
            if (i == count)
                break;
            int a = argNumbers[i];
            if (arguments == null || a >= arguments.length) {
                result.append('{').append(a).append('}');
                continue;
            }
            Object obj = arguments[a];
            Format f = formats[i];
            if (obj == null) {
                result.append("null");
            } else if (f != null) {
                String s = f.format(obj);
                if (f instanceof ChoiceFormat && s.indexOf('{') >= 0)
                    s = new MessageFormat(s, locale).format(arguments);
                result.append(s);
            } else if (obj instanceof Number) {
                result.append(NumberFormat.getInstance(locale).format(obj));
            } else if (obj instanceof java.util.Date) {
                result.append(DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(obj));
            } else if (obj instanceof String) {
                result.append((String) obj);
            } else {
                result.append(obj.toString());
            }
        }
        return result;
    }

    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    public Object[] parse(String source, ParsePosition pos) {
        if (source == null)
            return new Object[0];
        int max = -1;
        for (int i = 0; i < count; i++)
            max = Math.max(max, argNumbers[i]);
        Object[] result = new Object[max + 1];
        int at = pos.getIndex();
        for (int i = 0; i <= count; i++) {
            String lit = literals[i];
            if (!source.regionMatches(at, lit, 0, lit.length())) {
                pos.setErrorIndex(at);
                return null;
            }
            at += lit.length();
            if (i == count)
                break;
            Format f = formats[i];
            if (f == null) {
                String next = literals[i + 1];
                int end = next.isEmpty() ? source.length() : source.indexOf(next, at);
                if (end < 0) {
                    pos.setErrorIndex(at);
                    return null;
                }
                String s = source.substring(at, end);
                if (!s.equals("{" + argNumbers[i] + "}"))
                    result[argNumbers[i]] = s;
                at = end;
            } else {
                ParsePosition p = new ParsePosition(at);
                Object o = f.parseObject(source, p);
                if (p.getIndex() == at) {
                    pos.setErrorIndex(at);
                    return null;
                }
                result[argNumbers[i]] = o;
                at = p.getIndex();
            }
        }
        pos.setIndex(at);
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.getIndex() == 0)
            throw new ParseException("MessageFormat parse error!", pos.getErrorIndex());
        return result;
    }

    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public Object clone() {
        MessageFormat o = (MessageFormat) super.clone();
        o.formats = formats.clone();
        for (int i = 0; i < formats.length; i++)
            if (formats[i] != null)
                o.formats[i] = (Format) formats[i].clone();
        return o;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof MessageFormat))
            return false;
        MessageFormat o = (MessageFormat) obj;
        return toPattern().equals(o.toPattern()) && locale.equals(o.locale);
    }

    public int hashCode() {
        return toPattern().hashCode();
    }
}
