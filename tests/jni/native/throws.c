/* libjnithrows: a library whose JNI_OnLoad throws; the exception must
 * come out of System.loadLibrary. */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
	JNIEnv *env;
	jclass c;

	if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_6) != JNI_OK)
		return JNI_ERR;
	c = (*env)->FindClass(env, "java/lang/IllegalStateException");
	(*env)->ThrowNew(env, c, "thrown by JNI_OnLoad");
	return JNI_VERSION_1_6;
}
