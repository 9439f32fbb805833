package java.lang;

@java.lang.annotation.Documented
@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE)
/** Marks an interface as a functional interface. */
public @interface FunctionalInterface {
}
