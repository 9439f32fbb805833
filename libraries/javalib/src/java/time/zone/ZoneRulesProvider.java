package java.time.zone;

import java.util.TimeZone;

/**
 * Where region rules come from.  Ristretto has one provider, the system's tz
 * database read by java.util.TimeZone; providers cannot be registered.
 */
public abstract class ZoneRulesProvider {
    protected ZoneRulesProvider() {
    }

    public static ZoneRules getRules(String zoneId, boolean forCaching) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        TimeZone tz = TimeZone.getTimeZone(zoneId);
        if (!tz.getID().equals(zoneId)) {
            throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        return ZoneRules.ofTimeZone(tz);
    }
}
