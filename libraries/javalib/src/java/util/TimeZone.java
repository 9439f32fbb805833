package java.util;

/**
 * Time zones.  Region zones ("Europe/Paris") come from the system's tz
 * database (/usr/share/zoneinfo, TZif files; see TzifZone); "UTC", "GMT"
 * and custom "GMT+hh:mm" zones are fixed offsets.  Unknown IDs give GMT,
 * as on the JDK.  Short display names are the database's abbreviations;
 * long display names are known only for UTC and GMT (others print as the
 * short name).
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;

    public static final int SHORT = 0;
    public static final int LONG = 1;

    private static TimeZone defaultZone;

    /* the JDK's English long names of some zones: ID, standard, daylight */
    private static final String[] LONG_NAMES = {
        "UTC", "Coordinated Universal Time", "Coordinated Universal Time",
        "Etc/UTC", "Coordinated Universal Time", "Coordinated Universal Time",
        "GMT", "Greenwich Mean Time", "Greenwich Mean Time",
        "America/New_York", "Eastern Standard Time", "Eastern Daylight Time",
        "America/Chicago", "Central Standard Time", "Central Daylight Time",
        "America/Denver", "Mountain Standard Time", "Mountain Daylight Time",
        "America/Los_Angeles", "Pacific Standard Time", "Pacific Daylight Time",
        "Europe/London", "Greenwich Mean Time", "British Summer Time",
        "Europe/Paris", "Central European Standard Time", "Central European Summer Time",
        "Europe/Berlin", "Central European Standard Time", "Central European Summer Time",
        "Asia/Tokyo", "Japan Standard Time", "Japan Daylight Time",
        "Asia/Kolkata", "India Standard Time", "India Daylight Time",
        "Australia/Sydney", "Australian Eastern Standard Time", "Australian Eastern Daylight Time",
    };

    private String ID;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        if (inDaylightTime(new Date(date)))
            return getRawOffset() + getDSTSavings();
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null)
            throw new NullPointerException();
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault());
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG)
            throw new IllegalArgumentException("Illegal style: " + style);
        if (style == LONG) {
            for (int i = 0; i < LONG_NAMES.length; i += 3) {
                if (LONG_NAMES[i].equals(ID))
                    return LONG_NAMES[daylight && useDaylightTime() ? i + 2 : i + 1];
            }
            if (ID.startsWith("GMT+") || ID.startsWith("GMT-"))
                return ID;
        }
        return shortName(daylight);
    }

    /* the abbreviation of standard or daylight time */
    String shortName(boolean daylight) {
        if (ID.equals("UTC") || ID.equals("GMT"))
            return ID;
        int off = getRawOffset() + (daylight ? getDSTSavings() : 0);
        return gmtName(off);
    }

    static String gmtName(int offsetMillis) {
        int minutes = offsetMillis / 60000;
        StringBuilder sb = new StringBuilder("GMT");
        sb.append(minutes < 0 ? '-' : '+');
        minutes = Math.abs(minutes);
        int h = minutes / 60, m = minutes % 60;
        sb.append((char) ('0' + h / 10)).append((char) ('0' + h % 10)).append(':');
        sb.append((char) ('0' + m / 10)).append((char) ('0' + m % 10));
        return sb.toString();
    }

    public int getDSTSavings() {
        return useDaylightTime() ? 3600000 : 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone z = lookup(ID);
        return z != null ? z : new Fixed("GMT", 0);
    }

    private static TimeZone lookup(String ID) {
        if (ID == null)
            throw new NullPointerException();
        if (ID.equals("UTC") || ID.equals("GMT"))
            return new Fixed(ID, 0);
        if (ID.startsWith("GMT+") || ID.startsWith("GMT-"))
            return parseCustom(ID);
        TimeZone z = TzifZone.load(ID);
        return z;
    }

    /* GMT+h, GMT+hh, GMT+hhmm, GMT+h:mm, GMT+hh:mm */
    private static TimeZone parseCustom(String id) {
        boolean neg = id.charAt(3) == '-';
        String rest = id.substring(4);
        int h, m = 0;
        try {
            int colon = rest.indexOf(':');
            if (colon >= 0) {
                if (colon < 1 || colon > 2 || rest.length() - colon - 1 != 2)
                    return null;
                h = parseDigits(rest.substring(0, colon));
                m = parseDigits(rest.substring(colon + 1));
            } else if (rest.length() <= 2) {
                h = parseDigits(rest);
            } else if (rest.length() == 4) {
                h = parseDigits(rest.substring(0, 2));
                m = parseDigits(rest.substring(2));
            } else {
                return null;
            }
        } catch (NumberFormatException e) {
            return null;
        }
        if (h > 23 || m > 59)
            return null;
        int off = (h * 60 + m) * 60000;
        if (off == 0)
            return new Fixed("GMT", 0);
        if (neg)
            off = -off;
        return new Fixed(gmtName(off), off);
    }

    private static int parseDigits(String s) {
        if (s.isEmpty())
            throw new NumberFormatException();
        int v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9')
                throw new NumberFormatException();
            v = v * 10 + (c - '0');
        }
        return v;
    }

    public static synchronized String[] getAvailableIDs() {
        return new String[] { "GMT", "UTC" };
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        return rawOffset == 0 ? getAvailableIDs() : new String[0];
    }

    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    static synchronized TimeZone getDefaultRef() {
        if (defaultZone == null)
            defaultZone = systemDefault();
        return defaultZone;
    }

    private static TimeZone systemDefault() {
        String id = System.getProperty("user.timezone");
        if (id == null || id.isEmpty()) {
            id = System.getenv("TZ");
            if (id != null && id.startsWith(":"))
                id = id.substring(1);
        }
        if (id == null || id.isEmpty()) {
            try {
                String p = new java.io.File("/etc/localtime").getCanonicalPath();
                int at = p.indexOf("zoneinfo/");
                if (at >= 0)
                    id = p.substring(at + 9);
            } catch (java.io.IOException e) {
                id = null;
            }
        }
        if (id == null || id.isEmpty())
            id = "GMT";
        TimeZone z = lookup(id);
        return z != null ? z : new Fixed("GMT", 0);
    }

    public static void setDefault(TimeZone zone) {
        synchronized (TimeZone.class) {
            defaultZone = zone == null ? null : (TimeZone) zone.clone();
        }
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    /** A fixed offset from UTC. */
    static final class Fixed extends TimeZone {
        private static final long serialVersionUID = 1L;
        private int offset;

        Fixed(String id, int offset) {
            setID(id);
            this.offset = offset;
        }

        public int getOffset(int era, int year, int month, int day, int dayOfWeek, int ms) {
            return offset;
        }

        public int getOffset(long date) {
            return offset;
        }

        public void setRawOffset(int offsetMillis) {
            offset = offsetMillis;
        }

        public int getRawOffset() {
            return offset;
        }

        public boolean useDaylightTime() {
            return false;
        }

        public boolean inDaylightTime(Date date) {
            return false;
        }

        public int getDSTSavings() {
            return 0;
        }

        public boolean equals(Object o) {
            return o instanceof Fixed && ((Fixed) o).offset == offset && ((Fixed) o).getID().equals(getID());
        }

        public int hashCode() {
            return offset ^ getID().hashCode();
        }
    }
}
