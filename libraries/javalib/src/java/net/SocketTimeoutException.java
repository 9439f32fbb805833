package java.net;

import java.io.InterruptedIOException;

/** A socket's connect, accept or read ran past its timeout. */
public class SocketTimeoutException extends InterruptedIOException {
    public SocketTimeoutException() {
        super();
    }

    public SocketTimeoutException(String msg) {
        super(msg);
    }
}
