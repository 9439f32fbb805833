package java.util;

/* An EnumSet of a type with more than 64 constants (see EnumSet). */
class JumboEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 334349849919042784L;   /* the stock JVM's */

    JumboEnumSet(Class<E> elementType, E[] universe) {
        super(elementType, universe);
    }
}
