/* libjnibadver: a library whose JNI_OnLoad asks for a JNI version that no
 * VM has; loading it must fail with UnsatisfiedLinkError. */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
	return 0x7fff0001;
}
