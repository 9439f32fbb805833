package java.util;

/* An EnumSet of a type with at most 64 constants (see EnumSet). */
class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;   /* the stock JVM's */

    RegularEnumSet(Class<E> elementType, E[] universe) {
        super(elementType, universe);
    }
}
