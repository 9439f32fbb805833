package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * Decimal number formats described by a pattern (see the API documentation
 * of java.text.DecimalFormat for the grammar).
 *
 * Every number is formatted from a non-negative BigDecimal: longs, BigIntegers
 * and BigDecimals exactly, doubles through the digits Double.toString
 * chooses.  For a double whose discarded digits are exactly one half, the
 * double's exact binary value decides the direction, as on the JDK (0.15 is
 * below 0.15 and formats as "0.1" with one fraction digit).
 */
public class DecimalFormat extends NumberFormat {
    private static final long serialVersionUID = 864413376551465018L;

    private static final int DOUBLE_INTEGER_DIGITS = 309;

    private DecimalFormatSymbols symbols;
    private String positivePrefix = "", positiveSuffix = "", negativePrefix = "-", negativeSuffix = "";
    /* the affixes as the pattern wrote them (specials unquoted), for toPattern */
    private String posPrefixPattern = "", posSuffixPattern = "", negPrefixPattern = "'-", negSuffixPattern = "";
    private int multiplier = 1;
    private int groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown;
    private boolean useExponentialNotation;
    private int minExponentDigits;
    private boolean parseBigDecimal;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean currencyFormat;

    public DecimalFormat() {
        this("#,##0.###", DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern) {
        this(pattern, DecimalFormatSymbols.getInstance(Locale.getDefault()));
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern);
    }

    // ------------------------------------------------------------------
    // Pattern

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public void applyPattern(String pattern) {
        wholePattern = pattern;
        String[] parts = splitPattern(pattern);
        int[] numeric = new int[8];
        String[] aff = new String[4];
        parseSubpattern(parts[0], numeric, aff, true);
        String pp = aff[0], ps = aff[1];
        positivePrefix = expandAffix(pp);
        positiveSuffix = expandAffix(ps);
        posPrefixPattern = pp;
        posSuffixPattern = ps;
        boolean explicitNegative = false;
        if (parts[1] != null) {
            String[] naff = new String[4];
            parseSubpattern(parts[1], new int[8], naff, false);
            if (!naff[0].equals(pp) || !naff[1].equals(ps)) {
                negPrefixPattern = naff[0];
                negSuffixPattern = naff[1];
                explicitNegative = true;
            }
        }
        if (!explicitNegative) {
            negPrefixPattern = "'-" + pp;
            negSuffixPattern = ps;
        }
        negativePrefix = expandAffix(negPrefixPattern);
        negativeSuffix = expandAffix(negSuffixPattern);
        int left = numeric[0], zeros = numeric[1], right = numeric[2];
        int decimalPos = numeric[3], grouping = numeric[4];
        boolean exponent = numeric[5] != 0;
        if (zeros == 0 && left > 0 && decimalPos >= 0) {
            /* "#.##", "#." and ".##": the last digit before the point becomes a zero */
            int n = decimalPos;
            if (n == 0)
                n = 1;
            right = left - n;
            left = n - 1;
            zeros = 1;
        }
        int total = left + zeros + right;
        int effectiveDecimal = decimalPos >= 0 ? decimalPos : total;
        useExponentialNotation = exponent;
        minExponentDigits = numeric[6];
        int minInt = effectiveDecimal - left;
        super.setMaximumIntegerDigits(exponent ? left + minInt : Integer.MAX_VALUE);
        super.setMinimumIntegerDigits(minInt);
        int maxFrac = decimalPos >= 0 ? total - decimalPos : 0;
        int minFrac = decimalPos >= 0 ? left + zeros - decimalPos : 0;
        super.setMaximumFractionDigits(maxFrac);
        super.setMinimumFractionDigits(Math.max(0, minFrac));
        decimalSeparatorAlwaysShown = decimalPos == 0 || decimalPos == total;
        if (decimalPos < 0)
            decimalSeparatorAlwaysShown = false;
        if (grouping > 0) {
            groupingSize = grouping;
            super.setGroupingUsed(true);
        } else {
            groupingSize = 0;
            super.setGroupingUsed(false);
        }
        multiplier = numeric[7] == 0 ? 1 : numeric[7];
        currencyFormat = pp.indexOf('\u00a4') >= 0 || ps.indexOf('\u00a4') >= 0;
    }

    /* positive and negative subpatterns, split at the first unquoted ';' */
    private static String[] splitPattern(String pattern) {
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'')
                quoted = !quoted;
            else if (c == ';' && !quoted)
                return new String[] { pattern.substring(0, i), pattern.substring(i + 1) };
        }
        return new String[] { pattern, null };
    }

    /*
     * One subpattern: prefix, number part, suffix.  numeric receives
     * {#-before-zeros, zeros, #-after-zeros, decimal position, grouping
     * size, exponent?, exponent digits, multiplier}; aff receives the prefix
     * and suffix in "affix pattern" form: literal characters kept, quotes
     * removed, special characters marked by a preceding quote character.
     */
    private String wholePattern;

    private void parseSubpattern(String p, int[] numeric, String[] aff, boolean positive) {
        StringBuilder prefix = new StringBuilder(), suffix = new StringBuilder();
        int phase = 0;   /* 0 prefix, 1 number, 2 suffix */
        boolean quoted = false;
        int left = 0, zeros = 0, right = 0, decimalPos = -1, groupCount = -1;
        boolean exponent = false;
        int expDigits = 0;
        int mult = 0, mults = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
            if (phase == 1) {
                if (c == '#') {
                    if (zeros > 0)
                        right++;
                    else
                        left++;
                    if (groupCount >= 0 && decimalPos < 0)
                        groupCount++;
                    continue;
                }
                if (c == '0') {
                    if (right > 0)
                        throw new IllegalArgumentException("Unexpected '0' in pattern \"" + p + '"');
                    zeros++;
                    if (groupCount >= 0 && decimalPos < 0)
                        groupCount++;
                    continue;
                }
                if (c == ',') {
                    groupCount = 0;
                    continue;
                }
                if (c == '.') {
                    if (decimalPos >= 0)
                        throw new IllegalArgumentException("Multiple decimal separators in pattern \"" + p + '"');
                    decimalPos = left + zeros + right;
                    continue;
                }
                if (c == 'E' && !exponent) {
                    exponent = true;
                    int j = i + 1;
                    while (j < p.length() && p.charAt(j) == '0') {
                        expDigits++;
                        j++;
                    }
                    if (left + zeros < 1 || expDigits < 1)
                        throw new IllegalArgumentException("Malformed exponential pattern \"" + p + '"');
                    i = j - 1;
                    phase = 2;
                    continue;
                }
                phase = 2;
            }
            StringBuilder sb = phase == 0 ? prefix : suffix;
            if (c == '\'') {
                if (i + 1 < p.length() && p.charAt(i + 1) == '\'') {
                    sb.append('\'').append('\'');   /* literal quote */
                    i++;
                } else {
                    quoted = !quoted;
                }
                continue;
            }
            if (!quoted) {
                if (phase == 0 && (c == '#' || c == '0' || c == ',' || c == '.')) {
                    phase = 1;
                    i--;
                    continue;
                }
                if (c == '%' || c == '\u2030' || c == '\u00a4' || c == '-') {
                    if (c == '%') {
                        mult = 100;
                        mults++;
                    } else if (c == '\u2030') {
                        mult = 1000;
                        mults++;
                    }
                    sb.append('\'').append(c);  /* marked special */
                    continue;
                }
                if (phase == 2 && (c == '#' || c == '0' || c == ',' || c == '.'))
                    throw new IllegalArgumentException("Unquoted special character '" + c + "' in pattern \"" + p + '"');
            }
            sb.append(c);
        }
        if (quoted)
            throw new IllegalArgumentException("Unterminated quote");
        if (mults > 1)
            throw new IllegalArgumentException("Too many percent/per mille characters in pattern \"" + wholePattern + '"');
        numeric[0] = left;
        numeric[1] = zeros;
        numeric[2] = right;
        numeric[3] = decimalPos;
        numeric[4] = groupCount;
        numeric[5] = exponent ? 1 : 0;
        numeric[6] = expDigits;
        numeric[7] = mult;
        aff[0] = prefix.toString();
        aff[1] = suffix.toString();
    }

    /* affix pattern form to the text printed */
    private String expandAffix(String pat) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pat.length(); i++) {
            char c = pat.charAt(i);
            if (c == '\'' && i + 1 < pat.length()) {
                char s = pat.charAt(++i);
                if (s == '\'')
                    sb.append('\'');
                else if (s == '%')
                    sb.append(symbols.getPercent());
                else if (s == '\u2030')
                    sb.append(symbols.getPerMill());
                else if (s == '-')
                    sb.append(symbols.getMinusSign());
                else if (s == '\u00a4')
                    sb.append(symbols.getCurrencySymbol());
                else
                    sb.append(s);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /* affix pattern form to pattern text */
    private static void appendAffixPattern(StringBuilder sb, String pat) {
        for (int i = 0; i < pat.length(); i++) {
            char c = pat.charAt(i);
            if (c == '\'' && i + 1 < pat.length()) {
                char s = pat.charAt(++i);
                if (s == '\'')
                    sb.append("''");
                else
                    sb.append(s);
            } else if (c == '#' || c == '0' || c == ',' || c == '.' || c == ';' || (c >= '1' && c <= '9')) {
                sb.append('\'').append(c).append('\'');
            } else {
                sb.append(c);
            }
        }
    }

    /* literal text to affix pattern form */
    private static String literalAffix(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'' || c == '%' || c == '\u2030' || c == '\u00a4' || c == '-')
                sb.append('\'').append(c == '\'' ? '\'' : c);
            else
                sb.append(c);
        }
        return sb.toString();
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        appendAffixPattern(sb, posPrefixPattern);
        appendNumberPattern(sb);
        appendAffixPattern(sb, posSuffixPattern);
        if (!negativeSuffix.equals(positiveSuffix)
            || !negativePrefix.equals(symbols.getMinusSign() + positivePrefix)) {
            sb.append(';');
            appendAffixPattern(sb, negPrefixPattern);
            appendNumberPattern(sb);
            appendAffixPattern(sb, negSuffixPattern);
        }
        return sb.toString();
    }

    public String toLocalizedPattern() {
        return toPattern();
    }

    private void appendNumberPattern(StringBuilder sb) {
        int minInt = getMinimumIntegerDigits();
        boolean grouping = isGroupingUsed() && groupingSize > 0;
        int positions;
        if (useExponentialNotation)
            positions = getMaximumIntegerDigits();
        else if (grouping)
            positions = Math.max(groupingSize, minInt) + 1;
        else
            positions = minInt + 1;
        for (int i = positions; i > 0; i--) {
            sb.append(i <= minInt ? '0' : '#');
            if (grouping && i > 1 && (i - 1) % groupingSize == 0)
                sb.append(',');
        }
        int maxFrac = getMaximumFractionDigits(), minFrac = getMinimumFractionDigits();
        if (maxFrac > 0 || decimalSeparatorAlwaysShown)
            sb.append('.');
        for (int i = 0; i < maxFrac; i++)
            sb.append(i < minFrac ? '0' : '#');
        if (useExponentialNotation) {
            sb.append('E');
            for (int i = 0; i < minExponentDigits; i++)
                sb.append('0');
        }
    }

    // ------------------------------------------------------------------
    // Formatting

    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof BigDecimal) {
            BigDecimal v = ((BigDecimal) number).multiply(BigDecimal.valueOf(multiplier));
            return formatDecimal(v.signum() < 0, v.abs(), 0, toAppendTo, pos, v.signum() < 0);
        }
        if (number instanceof BigInteger && ((BigInteger) number).bitLength() >= 64) {
            BigInteger b = (BigInteger) number;
            BigDecimal v = new BigDecimal(b.multiply(BigInteger.valueOf(multiplier)));
            return formatDecimal(v.signum() < 0, v.abs(), 0, toAppendTo, pos, v.signum() < 0);
        }
        return super.format(number, toAppendTo, pos);
    }

    public StringBuffer format(double number, StringBuffer result, FieldPosition fieldPosition) {
        if (Double.isNaN(number)) {
            fieldPosition.setBeginIndex(result.length());
            result.append(symbols.getNaN());
            fieldPosition.setEndIndex(result.length());
            return result;
        }
        boolean negative = (number < 0.0 || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1)
            number *= multiplier;
        number = Math.abs(number);
        if (Double.isInfinite(number)) {
            result.append(negative ? negativePrefix : positivePrefix);
            fieldPosition.setBeginIndex(result.length());
            result.append(symbols.getInfinity());
            fieldPosition.setEndIndex(result.length());
            result.append(negative ? negativeSuffix : positiveSuffix);
            return result;
        }
        BigDecimal shortest = new BigDecimal(Double.toString(number));
        int hint = new BigDecimal(number).compareTo(shortest);
        if (hint == 0 && number >= 1 && number < 0x1p63 && number == Math.rint(number))
            hint = 1;   /* the JDK's digits of integral doubles are not marked exact: their ties round up */
        return formatDecimal(negative, shortest, hint, result, fieldPosition, negative);
    }

    public StringBuffer format(long number, StringBuffer result, FieldPosition fieldPosition) {
        BigInteger v = BigInteger.valueOf(number).multiply(BigInteger.valueOf(multiplier));
        return formatDecimal(v.signum() < 0, new BigDecimal(v.abs()), 0, result, fieldPosition, v.signum() < 0);
    }

    /* v rounded to `frac` fraction digits; hint: sign of (exact value - v) */
    private BigDecimal roundTo(BigDecimal v, int frac, int hint, boolean negative) {
        if (v.scale() <= frac)
            return v;
        /* a value whose first digit lies beyond the digit after the last
           kept one is zero, whatever the mode (the JDK's digit list) */
        if (v.signum() != 0 && -((long) v.precision() - v.scale()) > frac)
            return BigDecimal.valueOf(0, frac);
        BigDecimal down = v.setScale(frac, RoundingMode.DOWN);
        BigDecimal rest = v.subtract(down);
        if (rest.signum() == 0)
            return down;
        int half = rest.compareTo(BigDecimal.valueOf(5, frac + 1));
        if (half == 0)
            half = hint;
        boolean up;
        switch (roundingMode) {
        case UP: up = true; break;
        case DOWN: up = false; break;
        case CEILING: up = !negative; break;
        case FLOOR: up = negative; break;
        case HALF_UP: up = half >= 0; break;
        case HALF_DOWN: up = half > 0; break;
        case HALF_EVEN: up = half > 0 || (half == 0 && down.unscaledValue().testBit(0)); break;
        default:
            throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
        }
        return up ? down.add(BigDecimal.valueOf(1, frac)) : down;
    }

    private StringBuffer formatDecimal(boolean negative, BigDecimal v, int hint, StringBuffer out, FieldPosition fp,
                                       boolean showMinus) {
        out.append(showMinus ? negativePrefix : positivePrefix);
        if (useExponentialNotation)
            formatExponential(v, hint, negative, out, fp);
        else
            formatFixed(v, hint, negative, out, fp);
        out.append(showMinus ? negativeSuffix : positiveSuffix);
        return out;
    }

    private char decimalSeparator() {
        return currencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
    }

    private void appendDigits(StringBuffer out, CharSequence digits) {
        char zero = symbols.getZeroDigit();
        for (int i = 0; i < digits.length(); i++)
            out.append((char) (zero + (digits.charAt(i) - '0')));
    }

    private void formatFixed(BigDecimal v, int hint, boolean negative, StringBuffer out, FieldPosition fp) {
        int maxFrac = getMaximumFractionDigits(), minFrac = getMinimumFractionDigits();
        int maxInt = Math.min(getMaximumIntegerDigits(), DOUBLE_INTEGER_DIGITS);
        int minInt = getMinimumIntegerDigits();
        BigDecimal r = roundTo(v, maxFrac, hint, negative);
        String plain = r.setScale(Math.max(r.scale(), 0)).toPlainString();
        int dot = plain.indexOf('.');
        String intDigits = dot < 0 ? plain : plain.substring(0, dot);
        String fracDigits = dot < 0 ? "" : plain.substring(dot + 1);
        if (intDigits.equals("0"))
            intDigits = "";
        if (intDigits.length() > maxInt)
            intDigits = intDigits.substring(intDigits.length() - maxInt);
        StringBuilder id = new StringBuilder();
        for (int i = intDigits.length(); i < minInt; i++)
            id.append('0');
        id.append(intDigits);
        int fracLen = fracDigits.length();
        while (fracLen > minFrac && fracDigits.charAt(fracLen - 1) == '0')
            fracLen--;
        fracDigits = fracDigits.substring(0, fracLen);
        while (fracDigits.length() < minFrac)
            fracDigits += "0";
        if (id.length() == 0 && fracDigits.length() == 0)
            id.append('0');
        int intBegin = out.length();
        boolean grouping = isGroupingUsed() && groupingSize > 0;
        char zero = symbols.getZeroDigit();
        for (int i = 0; i < id.length(); i++) {
            int fromRight = id.length() - i;
            out.append((char) (zero + (id.charAt(i) - '0')));
            if (grouping && fromRight > 1 && (fromRight - 1) % groupingSize == 0)
                out.append(symbols.getGroupingSeparator());
        }
        if (fp.getField() == INTEGER_FIELD) {
            fp.setBeginIndex(intBegin);
            fp.setEndIndex(out.length());
        }
        if (fracDigits.length() > 0 || decimalSeparatorAlwaysShown)
            out.append(decimalSeparator());
        int fracBegin = out.length();
        appendDigits(out, fracDigits);
        if (fp.getField() == FRACTION_FIELD) {
            fp.setBeginIndex(fracBegin);
            fp.setEndIndex(out.length());
        }
    }

    private void formatExponential(BigDecimal v, int hint, boolean negative, StringBuffer out, FieldPosition fp) {
        int maxInt = getMaximumIntegerDigits(), minInt = getMinimumIntegerDigits();
        int maxFrac = getMaximumFractionDigits(), minFrac = getMinimumFractionDigits();
        boolean engineering = maxInt > minInt && maxInt > 1;
        int maxSig = engineering ? maxInt + maxFrac : minInt + maxFrac;
        String digits;
        long exponent;
        int intCount;
        if (v.signum() == 0) {
            digits = "";
            exponent = 0;
            intCount = engineering ? 1 : minInt;
        } else {
            long adj = (long) v.precision() - v.scale() - 1;
            if (maxSig > 0) {
                BigDecimal r = roundTo(v, (int) (maxSig - 1 - adj), hint, negative);
                adj = (long) r.precision() - r.scale() - 1;
                v = r;
            }
            digits = v.unscaledValue().toString();
            int end = digits.length();
            while (end > 0 && digits.charAt(end - 1) == '0')
                end--;
            digits = digits.substring(0, end);
            if (engineering) {
                exponent = Math.floorDiv(adj, maxInt) * maxInt;
                intCount = (int) (adj - exponent + 1);
            } else if (minInt > 0) {
                exponent = adj - (minInt - 1);
                intCount = minInt;
            } else {
                exponent = adj + 1;
                intCount = 0;
            }
        }
        StringBuilder ip = new StringBuilder(), fr = new StringBuilder();
        for (int i = 0; i < intCount; i++)
            ip.append(i < digits.length() ? digits.charAt(i) : '0');
        for (int i = intCount; i < digits.length(); i++)
            fr.append(digits.charAt(i));
        while (ip.length() + fr.length() < minInt + minFrac)
            fr.append('0');
        int intBegin = out.length();
        appendDigits(out, ip);
        if (fp.getField() == INTEGER_FIELD) {
            fp.setBeginIndex(intBegin);
            fp.setEndIndex(out.length());
        }
        if (fr.length() > 0 || decimalSeparatorAlwaysShown)
            out.append(decimalSeparator());
        int fracBegin = out.length();
        appendDigits(out, fr);
        if (fp.getField() == FRACTION_FIELD) {
            fp.setBeginIndex(fracBegin);
            fp.setEndIndex(out.length());
        }
        out.append(symbols.getExponentSeparator());
        if (exponent < 0)
            out.append(symbols.getMinusSign());
        String e = Long.toString(Math.abs(exponent));
        for (int i = e.length(); i < minExponentDigits; i++)
            out.append(symbols.getZeroDigit());
        appendDigits(out, e);
    }

    // ------------------------------------------------------------------
    // Parsing

    public Number parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        boolean pos1 = text.startsWith(positivePrefix, start);
        boolean neg1 = text.startsWith(negativePrefix, start);
        if (pos1 && neg1) {
            if (positivePrefix.length() > negativePrefix.length())
                neg1 = false;
            else if (negativePrefix.length() > positivePrefix.length())
                pos1 = false;
        }
        if (!pos1 && !neg1) {
            pos.setErrorIndex(start);
            return null;
        }
        int i = start + (pos1 ? positivePrefix.length() : negativePrefix.length());
        if (text.startsWith(symbols.getInfinity(), i)) {
            i += symbols.getInfinity().length();
            return finishInfinity(text, pos, start, i, pos1, neg1);
        }
        StringBuilder digits = new StringBuilder();
        int fracDigits = 0;
        boolean sawDecimal = false, sawDigit = false;
        long exp = 0;
        char zero = symbols.getZeroDigit();
        int digitsEnd = i;
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            int d = c - zero;
            if (d < 0 || d > 9)
                d = Character.digit(c, 10);
            if (d >= 0 && d <= 9) {
                sawDigit = true;
                digits.append((char) ('0' + d));
                if (sawDecimal)
                    fracDigits++;
                digitsEnd = i + 1;
            } else if (c == decimalSeparator() && !sawDecimal && !isParseIntegerOnly()) {
                sawDecimal = true;
                digitsEnd = i + 1;
            } else if (c == symbols.getGroupingSeparator() && isGroupingUsed() && !sawDecimal) {
                /* grouping separators are skipped */
            } else if (text.startsWith(symbols.getExponentSeparator(), i) && sawDigit && !isParseIntegerOnly()) {
                int j = i + symbols.getExponentSeparator().length();
                boolean eneg = false;
                if (j < text.length() && (text.charAt(j) == '+' || text.charAt(j) == symbols.getMinusSign())) {
                    eneg = text.charAt(j) != '+';
                    j++;
                }
                int k = j;
                long e = 0;
                while (k < text.length() && Character.digit(text.charAt(k), 10) >= 0) {
                    if (e < 100000000)
                        e = e * 10 + Character.digit(text.charAt(k), 10);
                    k++;
                }
                if (k > j) {
                    exp = eneg ? -e : e;
                    digitsEnd = k;
                }
                break;
            } else {
                break;
            }
        }
        if (!sawDigit) {
            pos.setErrorIndex(digitsEnd);
            return null;
        }
        i = digitsEnd;
        boolean pos2 = pos1 && text.startsWith(positiveSuffix, i);
        boolean neg2 = neg1 && text.startsWith(negativeSuffix, i);
        if (pos2 && neg2) {
            if (positiveSuffix.length() > negativeSuffix.length())
                neg2 = false;
            else if (negativeSuffix.length() > positiveSuffix.length())
                pos2 = false;
        }
        if (!pos2 && !neg2) {
            pos.setErrorIndex(i);
            return null;
        }
        boolean negative = !pos2;
        pos.setIndex(i + (pos2 ? positiveSuffix.length() : negativeSuffix.length()));
        BigDecimal value = new BigDecimal(new BigInteger(digits.toString()), fracDigits);
        if (exp != 0)
            value = value.scaleByPowerOfTen((int) exp);
        if (parseBigDecimal) {
            if (multiplier != 1)
                value = divideByMultiplier(value);
            return negative ? value.negate() : value;
        }
        if (value.signum() == 0)
            return negative && !isParseIntegerOnly() ? (Number) Double.valueOf(-0.0) : (Number) Long.valueOf(0);
        boolean gotDouble = true;
        long longResult = 0;
        double doubleResult = 0;
        BigDecimal stripped = value.stripTrailingZeros();
        boolean minimum = false;
        if (stripped.scale() <= 0 && stripped.precision() - stripped.scale() <= 19) {
            BigInteger bi = value.toBigInteger();
            if (bi.bitLength() <= 63) {
                gotDouble = false;
                longResult = bi.longValue();
            } else if (negative && bi.equals(BigInteger.ONE.shiftLeft(63))) {
                gotDouble = false;
                longResult = Long.MIN_VALUE;
                minimum = true;
            }
        }
        if (gotDouble)
            doubleResult = Double.parseDouble(value.toString());
        if (multiplier != 1) {
            if (gotDouble) {
                doubleResult /= multiplier;
            } else if (longResult % multiplier == 0) {
                longResult /= multiplier;
            } else {
                doubleResult = ((double) longResult) / multiplier;
                gotDouble = true;
            }
        }
        if (negative && !minimum) {
            doubleResult = -doubleResult;
            longResult = -longResult;
        }
        if (multiplier != 1 && gotDouble) {
            longResult = (long) doubleResult;
            gotDouble = ((doubleResult != (double) longResult) || (doubleResult == 0.0 && 1 / doubleResult < 0.0))
                && !isParseIntegerOnly();
        }
        return gotDouble ? (Number) Double.valueOf(doubleResult) : (Number) Long.valueOf(longResult);
    }

    private BigDecimal divideByMultiplier(BigDecimal value) {
        try {
            return value.divide(BigDecimal.valueOf(multiplier));
        } catch (ArithmeticException e) {
            return value.divide(BigDecimal.valueOf(multiplier), java.math.MathContext.DECIMAL128);
        }
    }

    private Number finishInfinity(String text, ParsePosition pos, int start, int i, boolean pos1, boolean neg1) {
        boolean pos2 = pos1 && text.startsWith(positiveSuffix, i);
        boolean neg2 = neg1 && text.startsWith(negativeSuffix, i);
        if (!pos2 && !neg2) {
            pos.setErrorIndex(i);
            return null;
        }
        pos.setIndex(i + (pos2 ? positiveSuffix.length() : negativeSuffix.length()));
        return Double.valueOf(pos2 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY);
    }

    // ------------------------------------------------------------------
    // Properties

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        positivePrefix = expandAffix(posPrefixPattern);
        positiveSuffix = expandAffix(posSuffixPattern);
        negativePrefix = expandAffix(negPrefixPattern);
        negativeSuffix = expandAffix(negSuffixPattern);
    }

    public String getPositivePrefix() { return positivePrefix; }

    public void setPositivePrefix(String s) {
        positivePrefix = s;
        posPrefixPattern = literalAffix(s);
    }

    public String getNegativePrefix() { return negativePrefix; }

    public void setNegativePrefix(String s) {
        negativePrefix = s;
        negPrefixPattern = literalAffix(s);
    }

    public String getPositiveSuffix() { return positiveSuffix; }

    public void setPositiveSuffix(String s) {
        positiveSuffix = s;
        posSuffixPattern = literalAffix(s);
    }

    public String getNegativeSuffix() { return negativeSuffix; }

    public void setNegativeSuffix(String s) {
        negativeSuffix = s;
        negSuffixPattern = literalAffix(s);
    }

    public int getMultiplier() { return multiplier; }

    public void setMultiplier(int newValue) { multiplier = newValue; }

    public int getGroupingSize() { return groupingSize; }

    public void setGroupingSize(int newValue) {
        if (newValue < 0 || newValue > 127)
            throw new IllegalArgumentException("newValue is out of valid range. value: " + newValue);
        groupingSize = newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() { return decimalSeparatorAlwaysShown; }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) { decimalSeparatorAlwaysShown = newValue; }

    public boolean isParseBigDecimal() { return parseBigDecimal; }

    public void setParseBigDecimal(boolean newValue) { parseBigDecimal = newValue; }

    public RoundingMode getRoundingMode() { return roundingMode; }

    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null)
            throw new NullPointerException();
        this.roundingMode = roundingMode;
    }

    public void setMaximumIntegerDigits(int newValue) {
        super.setMaximumIntegerDigits(newValue);
    }

    public Object clone() {
        DecimalFormat o = (DecimalFormat) super.clone();
        o.symbols = (DecimalFormatSymbols) symbols.clone();
        return o;
    }

    public boolean equals(Object obj) {
        if (!super.equals(obj))
            return false;
        DecimalFormat o = (DecimalFormat) obj;
        return positivePrefix.equals(o.positivePrefix) && positiveSuffix.equals(o.positiveSuffix)
            && negativePrefix.equals(o.negativePrefix) && negativeSuffix.equals(o.negativeSuffix)
            && multiplier == o.multiplier && groupingSize == o.groupingSize
            && decimalSeparatorAlwaysShown == o.decimalSeparatorAlwaysShown
            && useExponentialNotation == o.useExponentialNotation && minExponentDigits == o.minExponentDigits
            && roundingMode == o.roundingMode && symbols.equals(o.symbols);
    }

    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }
}
