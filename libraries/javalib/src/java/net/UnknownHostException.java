package java.net;

import java.io.IOException;

/** A host name that does not resolve to any address. */
public class UnknownHostException extends IOException {
    public UnknownHostException() {
        super();
    }

    public UnknownHostException(String msg) {
        super(msg);
    }
}
