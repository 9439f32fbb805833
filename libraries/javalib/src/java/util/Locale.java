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

    /* The stock JVM's serial form: fields `String language`, `script`,
     * `country`, `variant`, `extensions` (script and extensions are always
     * "" here) and `int hashcode` (written as -1).  Read back, readResolve
     * answers with a locale made by the constructor. */
    private static final long serialVersionUID = 9149081749638150636L;
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("language", String.class),
        new java.io.ObjectStreamField("country", String.class),
        new java.io.ObjectStreamField("variant", String.class),
        new java.io.ObjectStreamField("hashcode", int.class),
        new java.io.ObjectStreamField("script", String.class),
        new java.io.ObjectStreamField("extensions", String.class)
    };
    private transient Locale resolved;

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField pf = s.putFields();
        pf.put("language", language);
        pf.put("script", "");
        pf.put("country", country);
        pf.put("variant", variant);
        pf.put("extensions", "");
        pf.put("hashcode", -1);
        s.writeFields();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField gf = s.readFields();
        Object l = gf.get("language", ""), c = gf.get("country", ""), v = gf.get("variant", "");
        if (!(l instanceof String) || !(c instanceof String) || !(v instanceof String))
            throw new java.io.InvalidObjectException("Locale: language, country and variant must be strings");
        resolved = new Locale((String) l, (String) c, (String) v);
    }

    private Object readResolve() {
        return resolved != null ? resolved : this;
    }

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
