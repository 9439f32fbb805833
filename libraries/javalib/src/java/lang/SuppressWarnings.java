package java.lang;

@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.SOURCE)
/** Suppresses the named compiler warnings. */
public @interface SuppressWarnings {
    String[] value();
}
