package java.net;

import java.io.IOException;

/** A URL connection does not offer the service asked of it. */
public class UnknownServiceException extends IOException {
    public UnknownServiceException() {
        super();
    }

    public UnknownServiceException(String msg) {
        super(msg);
    }
}
