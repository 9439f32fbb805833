package java.lang.annotation;

@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.ANNOTATION_TYPE)
/** How long annotations are retained. */
public @interface Retention {
    RetentionPolicy value();
}
