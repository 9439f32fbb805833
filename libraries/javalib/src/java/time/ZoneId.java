package java.time;

/**
 * A time-zone identifier.  Ristretto supports only fixed offsets
 * (ZoneOffset): there are no region zones and no zone rules.
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    ZoneId() {
    }

    public static final java.util.Map<String, String> SHORT_IDS = shortIds();

    private static java.util.Map<String, String> shortIds() {
        String[] pairs = {
            "ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT", "America/Argentina/Buenos_Aires",
            "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET", "America/Sao_Paulo",
            "BST", "Asia/Dhaka", "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago",
            "CTT", "Asia/Shanghai", "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "EST", "-05:00",
            "HST", "-10:00", "IET", "America/Indiana/Indianapolis", "IST", "Asia/Kolkata", "JST", "Asia/Tokyo",
            "MIT", "Pacific/Apia", "MST", "-07:00", "NET", "Asia/Yerevan", "NST", "Pacific/Auckland",
            "PLT", "Asia/Karachi", "PNT", "America/Phoenix", "PRT", "America/Puerto_Rico",
            "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal", "VST", "Asia/Ho_Chi_Minh",
        };
        java.util.Map<String, String> map = new java.util.HashMap<String, String>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    public static ZoneId of(String zoneId, java.util.Map<String, String> aliasMap) {
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    /**
     * An offset ("Z", "+01:00"), a prefixed offset ("UTC", "GMT+2", "UT-05:30")
     * or a region of the system's tz database ("Europe/Paris").
     */
    public static ZoneId of(String zoneId) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2);
        }
        return ZoneRegion.ofId(zoneId);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ZoneRegion.ofFixed(prefix, ZoneOffset.UTC);
        }
        char c = zoneId.charAt(prefixLength);
        if (c != '+' && c != '-') {
            return ZoneRegion.ofId(zoneId);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            if (offset == ZoneOffset.UTC) {
                return ZoneRegion.ofFixed(prefix, offset);
            }
            return ZoneRegion.ofFixed(prefix + offset.getId(), offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId systemDefault() {
        return of(java.util.TimeZone.getDefault().getID());
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        if (prefix.length() == 0) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix + offset.getId();
        }
        return ZoneRegion.ofFixed(prefix, offset);
    }

    public static ZoneId from(java.time.temporal.TemporalAccessor temporal) {
        ZoneId zone = temporal.query(java.time.temporal.TemporalQueries.zone());
        if (zone == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: "
                    + temporal + " of type " + temporal.getClass().getName());
        }
        return zone;
    }

    /** The offset of this zone at an instant. */
    ZoneOffset offsetAt(long epochSecond) {
        return ((ZoneRegion) this).offsetAt(epochSecond);
    }

    public abstract String getId();

    public abstract java.time.zone.ZoneRules getRules();

    public ZoneId normalized() {
        return this;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            return getId().equals(((ZoneId) obj).getId());
        }
        return false;
    }

    public int hashCode() {
        return getId().hashCode();
    }

    public String toString() {
        return getId();
    }
}
