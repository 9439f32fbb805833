package java.lang.annotation;

@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
/** The annotation type is repeatable. */
public @interface Repeatable {
    Class<? extends Annotation> value();
}
