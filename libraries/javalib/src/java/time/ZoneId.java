package java.time;

/**
 * A time-zone identifier.  Ristretto supports only fixed offsets
 * (ZoneOffset): there are no region zones and no zone rules.
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    ZoneId() {
    }

    /** Offsets only: "Z", "+h", "+hh", "+hh:mm", "-hhmm", "+hh:mm:ss", "+hhmmss". */
    public static ZoneId of(String zoneId) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        if (zoneId.equals("Z") || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        }
        throw new DateTimeException("Unknown time-zone ID: " + zoneId);
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        if (prefix.length() == 0) {
            return offset;
        }
        throw new IllegalArgumentException("Invalid prefix, must be GMT, UTC or UT: " + prefix);
    }

    public abstract String getId();

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
