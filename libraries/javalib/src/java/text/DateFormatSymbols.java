package java.text;

import java.util.Locale;

/** Month, weekday, era and AM/PM names: the English ones for every locale. */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;

    private String[] eras = { "BC", "AD" };
    private String[] months = { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December", "" };
    private String[] shortMonths = { "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec", "" };
    private String[] weekdays = { "", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday" };
    private String[] shortWeekdays = { "", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat" };
    private String[] ampms = { "AM", "PM" };
    private String[][] zoneStrings = new String[0][];
    private String localPatternChars = "GyMdkHmsSEDFwWahKzZYuXL";

    public DateFormatSymbols() {
    }

    public DateFormatSymbols(Locale locale) {
        if (locale.getLanguage().isEmpty()) {
            /* the root locale's wide names are its abbreviated ones */
            months = shortMonths.clone();
            weekdays = shortWeekdays.clone();
        }
    }

    public static DateFormatSymbols getInstance() {
        return new DateFormatSymbols();
    }

    public static DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] { Locale.ROOT, Locale.ENGLISH, Locale.US };
    }

    public String[] getEras() { return eras.clone(); }
    public void setEras(String[] newEras) { eras = newEras.clone(); }
    public String[] getMonths() { return months.clone(); }
    public void setMonths(String[] newMonths) { months = newMonths.clone(); }
    public String[] getShortMonths() { return shortMonths.clone(); }
    public void setShortMonths(String[] newShortMonths) { shortMonths = newShortMonths.clone(); }
    public String[] getWeekdays() { return weekdays.clone(); }
    public void setWeekdays(String[] newWeekdays) { weekdays = newWeekdays.clone(); }
    public String[] getShortWeekdays() { return shortWeekdays.clone(); }
    public void setShortWeekdays(String[] newShortWeekdays) { shortWeekdays = newShortWeekdays.clone(); }
    public String[] getAmPmStrings() { return ampms.clone(); }
    public void setAmPmStrings(String[] newAmpms) { ampms = newAmpms.clone(); }
    public String[][] getZoneStrings() { return zoneStrings.clone(); }
    public void setZoneStrings(String[][] newZoneStrings) { zoneStrings = newZoneStrings.clone(); }
    public String getLocalPatternChars() { return localPatternChars; }
    public void setLocalPatternChars(String newLocalPatternChars) { localPatternChars = newLocalPatternChars; }

    String era(int i) { return eras[i]; }
    String month(int i, boolean full) { return full ? months[i] : shortMonths[i]; }
    String weekday(int i, boolean full) { return full ? weekdays[i] : shortWeekdays[i]; }
    String ampm(int i) { return ampms[i]; }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e.toString());
        }
    }

    public int hashCode() {
        return months[0].hashCode();
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof DateFormatSymbols))
            return false;
        DateFormatSymbols o = (DateFormatSymbols) obj;
        return java.util.Arrays.equals(eras, o.eras) && java.util.Arrays.equals(months, o.months)
            && java.util.Arrays.equals(shortMonths, o.shortMonths) && java.util.Arrays.equals(weekdays, o.weekdays)
            && java.util.Arrays.equals(shortWeekdays, o.shortWeekdays) && java.util.Arrays.equals(ampms, o.ampms)
            && localPatternChars.equals(o.localPatternChars);
    }
}
