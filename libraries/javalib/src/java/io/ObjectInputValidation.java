package java.io;

/** A callback run once a whole object graph has been read. */
public interface ObjectInputValidation {
    void validateObject() throws InvalidObjectException;
}
