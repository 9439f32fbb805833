package java.util.jar;

import java.util.zip.ZipEntry;

/** An entry of a JarFile (no attributes, certificates or signers here). */
public class JarEntry extends ZipEntry {
    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        super(je);
    }

    public String getRealName() {
        return getName();
    }
}
