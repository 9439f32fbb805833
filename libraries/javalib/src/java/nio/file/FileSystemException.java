package java.nio.file;

import java.io.IOException;

/** A file system operation failed on one file, or on a pair of them. */
public class FileSystemException extends IOException {
    private static final long serialVersionUID = -3055425747967319812L;

    private final String file;
    private final String other;

    public FileSystemException(String file) {
        super((String) null);
        this.file = file;
        this.other = null;
    }

    public FileSystemException(String file, String other, String reason) {
        super(reason);
        this.file = file;
        this.other = other;
    }

    public String getFile() {
        return file;
    }

    public String getOtherFile() {
        return other;
    }

    public String getReason() {
        return super.getMessage();
    }

    /* "file -> other: reason", each part only when present; the reason
     * alone when there is no file. */
    public String getMessage() {
        String reason = getReason();
        if (file == null && other == null) {
            return reason;
        }
        StringBuilder sb = new StringBuilder();
        if (file != null) {
            sb.append(file);
        }
        if (other != null) {
            sb.append(" -> ").append(other);
        }
        if (reason != null) {
            sb.append(": ").append(reason);
        }
        return sb.toString();
    }
}
