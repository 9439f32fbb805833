package java.lang;

import java.util.Objects;

/** One frame of a stack trace. */
public final class StackTraceElement implements java.io.Serializable {
    private final String declaringClass;
    private final String methodName;
    private final String fileName;
    private final int lineNumber;
    private final String moduleName;
    private final String classLoaderName;
    private final String moduleVersion;
    /* The stock JVM's frames of built-in loaders and modules set bits here;
     * constructed elements (and every one of Ristretto's) have 0. */
    private final byte format = 0;
    /* Made by the four-argument constructor (the VM's frames too): the
     * loader's name is derived from the module, as before. */
    private final transient boolean derived;

    /* The stock JVM's serial form: the fields above (default serialization;
     * `derived` is not written, so an element read back answers with the
     * loader name it was written with). */
    private static final long serialVersionUID = 6992337162326171013L;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this.declaringClass = Objects.requireNonNull(declaringClass, "Declaring class is null");
        this.methodName = Objects.requireNonNull(methodName, "Method name is null");
        this.fileName = fileName;
        this.lineNumber = lineNumber;
        this.moduleName = declaringClass.startsWith("java.") ? "java.base" : null;
        this.classLoaderName = null;
        this.moduleVersion = null;
        this.derived = true;
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        this.declaringClass = Objects.requireNonNull(declaringClass, "Declaring class is null");
        this.methodName = Objects.requireNonNull(methodName, "Method name is null");
        this.fileName = fileName;
        this.lineNumber = lineNumber;
        this.moduleName = moduleName;
        this.classLoaderName = classLoaderName;
        this.moduleVersion = moduleVersion;
        this.derived = false;
    }

    public String getFileName() { return fileName; }
    public int getLineNumber() { return lineNumber; }
    public String getClassName() { return declaringClass; }
    public String getMethodName() { return methodName; }
    public String getModuleName() { return moduleName; }
    public String getModuleVersion() { return moduleVersion; }
    public String getClassLoaderName() {
        if (derived) return moduleName == null ? "app" : null;
        return classLoaderName;
    }
    public boolean isNativeMethod() { return lineNumber == -2; }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (moduleName != null) {
            sb.append(moduleName).append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName == null) {
            sb.append("Unknown Source");
        } else {
            sb.append(fileName);
            if (lineNumber >= 0) {
                sb.append(':').append(lineNumber);
            }
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return declaringClass.equals(e.declaringClass) && lineNumber == e.lineNumber
                && Objects.equals(methodName, e.methodName) && Objects.equals(fileName, e.fileName)
                && Objects.equals(moduleName, e.moduleName)
                && Objects.equals(moduleVersion, e.moduleVersion)
                && Objects.equals(classLoaderName, e.classLoaderName);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + Objects.hashCode(classLoaderName);
        result = 31 * result + Objects.hashCode(moduleName);
        result = 31 * result + Objects.hashCode(moduleVersion);
        result = 31 * result + Objects.hashCode(fileName);
        return 31 * result + lineNumber;
    }
}
