package java.lang;

/** Shared text conversion helpers for Float and Double. */
final class FloatingText {
    private FloatingText() {}

    /**
     * Formats "DIGITS:EXP" (value == 0.DIGITS x 10^EXP) in the Java toString style.
     */
    static String format(boolean negative, String digitsAndExp) {
        int colon = digitsAndExp.indexOf(':');
        String digits = digitsAndExp.substring(0, colon);
        int exp = Integer.parseInt(digitsAndExp.substring(colon + 1));
        StringBuilder sb = new StringBuilder(24);
        if (negative) {
            sb.append('-');
        }
        int n = digits.length();
        // decimal exponent of the leading digit is exp - 1
        if (exp - 1 >= -3 && exp - 1 < 7) {
            if (exp <= 0) {
                sb.append("0.");
                for (int i = 0; i < -exp; i++) {
                    sb.append('0');
                }
                sb.append(digits);
            } else if (exp >= n) {
                sb.append(digits);
                for (int i = n; i < exp; i++) {
                    sb.append('0');
                }
                sb.append(".0");
            } else {
                sb.append(digits, 0, exp);
                sb.append('.');
                sb.append(digits, exp, n);
            }
        } else {
            sb.append(digits.charAt(0));
            sb.append('.');
            if (n > 1) {
                sb.append(digits, 1, n);
            } else {
                sb.append('0');
            }
            sb.append('E');
            sb.append(exp - 1);
        }
        return sb.toString();
    }

    /** Result of validating a Java floating literal: null if invalid. */
    static final class Parsed {
        boolean negative;
        int special; // 0 = number, 1 = NaN, 2 = Infinity
        String body; // unsigned decimal or hex text without suffix
    }

    static Parsed parse(String in) {
        String s = in.trim();
        if (s.length() == 0) {
            throw new NumberFormatException("empty String");
        }
        Parsed p = new Parsed();
        int i = 0;
        int len = s.length();
        char c = s.charAt(0);
        if (c == '+' || c == '-') {
            p.negative = c == '-';
            i++;
        }
        String rest = s.substring(i);
        if (rest.equals("NaN")) {
            p.special = 1;
            return p;
        }
        if (rest.equals("Infinity")) {
            p.special = 2;
            return p;
        }
        if (rest.length() > 0) {
            char last = rest.charAt(rest.length() - 1);
            if (last == 'f' || last == 'F' || last == 'd' || last == 'D') {
                rest = rest.substring(0, rest.length() - 1);
            }
        }
        if (rest.startsWith("0x") || rest.startsWith("0X")) {
            if (!validHex(rest)) {
                throw NumberFormatException.forInputString(in);
            }
        } else {
            int dots = 0;
            for (int k = 0; k < rest.length(); k++) {
                if (rest.charAt(k) == '.') {
                    dots++;
                }
            }
            if (dots > 1) {
                throw new NumberFormatException("multiple points");
            }
            if (!validDecimal(rest)) {
                throw NumberFormatException.forInputString(in);
            }
        }
        p.body = rest;
        return p;
    }

    private static boolean validDecimal(String s) {
        int i = 0;
        int n = s.length();
        int digits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int ed = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                ed++;
            }
            if (ed == 0) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean validHex(String s) {
        int i = 2;
        int n = s.length();
        int digits = 0;
        while (i < n && Character.digit(s.charAt(i), 16) >= 0) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && Character.digit(s.charAt(i), 16) >= 0) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i >= n || (s.charAt(i) != 'p' && s.charAt(i) != 'P')) {
            return false;
        }
        i++;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int ed = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            ed++;
        }
        return ed > 0 && i == n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static String toHex(long bits, int mantBits, int expBias, boolean isDouble) {
        boolean neg = bits < 0 && isDouble || (!isDouble && (bits & 0x80000000L) != 0);
        long mant = bits & ((1L << mantBits) - 1);
        int biased = (int) ((bits >>> mantBits) & (isDouble ? 0x7ff : 0xff));
        StringBuilder sb = new StringBuilder();
        if (neg) {
            sb.append('-');
        }
        sb.append("0x");
        if (biased == 0 && mant == 0) {
            return sb.append("0.0p0").toString();
        }
        boolean sub = biased == 0;
        sb.append(sub ? "0." : "1.");
        // pad mantissa to a whole number of hex digits
        int hexDigits = (mantBits + 3) / 4;
        long m = mant << (hexDigits * 4 - mantBits);
        String h = Long.toHexString(m);
        for (int i = h.length(); i < hexDigits; i++) {
            sb.append('0');
        }
        sb.append(h);
        int end = sb.length();
        while (sb.charAt(end - 1) == '0' && sb.charAt(end - 2) != '.') {
            end--;
        }
        sb.setLength(end);
        sb.append('p');
        sb.append(sub ? 1 - expBias : biased - expBias);
        return sb.toString();
    }
}
