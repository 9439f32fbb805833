package java.security;

/** An entity (a person, a company, a login id). */
public interface Principal {
    boolean equals(Object another);

    String toString();

    int hashCode();

    String getName();
}
