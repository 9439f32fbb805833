package java.net;

import java.io.IOException;

/** A socket could not be created, or a call on it failed. */
public class SocketException extends IOException {
    public SocketException() {
        super();
    }

    public SocketException(String msg) {
        super(msg);
    }
}
