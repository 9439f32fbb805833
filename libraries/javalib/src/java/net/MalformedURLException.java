package java.net;

import java.io.IOException;

/** A URL string that cannot be parsed, or names an unsupported protocol. */
public class MalformedURLException extends IOException {
    public MalformedURLException() {
        super();
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
