package java.lang;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    String toString();

    default boolean isEmpty() {
        return length() == 0;
    }

    default java.util.stream.IntStream chars() {
        int n = length();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = charAt(i);
        }
        return java.util.stream.IntStream.of(a);
    }

    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n = Math.min(cs1.length(), cs2.length());
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return cs1.length() - cs2.length();
    }
}
