package java.lang;

@java.lang.annotation.Documented
@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
/** Marks a program element as discouraged. */
public @interface Deprecated {
    String since() default "";
    boolean forRemoval() default false;
}
