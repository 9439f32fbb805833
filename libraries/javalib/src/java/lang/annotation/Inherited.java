package java.lang.annotation;

@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
/** The annotation is inherited by subclasses. */
public @interface Inherited {
}
