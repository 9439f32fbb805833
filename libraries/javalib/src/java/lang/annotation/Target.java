package java.lang.annotation;

@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
/** Where an annotation type may be applied. */
public @interface Target {
    ElementType[] value();
}
