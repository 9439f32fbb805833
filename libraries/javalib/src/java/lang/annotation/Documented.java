package java.lang.annotation;

@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
/** Annotations appear in generated documentation. */
public @interface Documented {
}
