package java.util;

/** A minimal locale: language, country and variant only; formatting is always ROOT-like. */
public final class Locale implements Cloneable, java.io.Serializable {
    public static final Locale ROOT = new Locale("", "", "");
    public static final Locale ENGLISH = new Locale("en", "", "");
    public static final Locale US = new Locale("en", "US", "");
    public static final Locale UK = new Locale("en", "GB", "");
    public static final Locale GERMAN = new Locale("de", "", "");
    public static final Locale GERMANY = new Locale("de", "DE", "");
    public static final Locale FRENCH = new Locale("fr", "", "");
    public static final Locale FRANCE = new Locale("fr", "FR", "");

    private static Locale defaultLocale = US;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = language.toLowerCase();
        this.country = country.toUpperCase();
        this.variant = variant;
    }


    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        defaultLocale = Objects.requireNonNull(newLocale);
    }

    public static Locale forLanguageTag(String tag) {
        String[] parts = tag.split("[-_]");
        if (parts.length == 1) {
            return new Locale(parts[0]);
        }
        return new Locale(parts[0], parts[1]);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String toLanguageTag() {
        if (language.isEmpty()) {
            return "und";
        }
        return country.isEmpty() ? language : language + "-" + country;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder(language);
        if (!country.isEmpty() || !variant.isEmpty()) {
            sb.append('_').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    public boolean equals(Object o) {
        if (!(o instanceof Locale)) {
            return false;
        }
        Locale l = (Locale) o;
        return language.equals(l.language) && country.equals(l.country) && variant.equals(l.variant);
    }

    public int hashCode() {
        return language.hashCode() * 31 * 31 + country.hashCode() * 31 + variant.hashCode();
    }

    public Object clone() {
        return this;
    }
}
