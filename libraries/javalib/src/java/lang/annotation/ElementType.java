package java.lang.annotation;

/** Kinds of program elements an annotation may apply to. */
public enum ElementType {
    TYPE, FIELD, METHOD, PARAMETER, CONSTRUCTOR, LOCAL_VARIABLE, ANNOTATION_TYPE, PACKAGE,
    TYPE_PARAMETER, TYPE_USE, MODULE, RECORD_COMPONENT
}
