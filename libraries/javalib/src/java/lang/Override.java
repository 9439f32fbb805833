package java.lang;

@java.lang.annotation.Target(java.lang.annotation.ElementType.METHOD)
@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.SOURCE)
/** Indicates that a method overrides a supertype method. */
public @interface Override {
}
