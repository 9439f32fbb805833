/* The natives of JniBench (bench/jni), built against Ristretto's jni.h and
 * loaded by both VMs. */
#include <jni.h>

JNIEXPORT void JNICALL Java_JniBench_empty(JNIEnv *env, jclass cls)
{
}

JNIEXPORT jint JNICALL Java_JniBench_mixed(JNIEnv *env, jclass cls, jint a, jlong b, jfloat c, jdouble d,
					   jbyte e, jshort f, jchar g, jobject h)
{
	return a + (jint)b + (jint)c + (jint)d + e + f + g + (h != NULL);
}

JNIEXPORT jint JNICALL Java_JniBench_region(JNIEnv *env, jclass cls, jintArray a)
{
	jint buf[1000];

	(*env)->GetIntArrayRegion(env, a, 0, 1000, buf);
	return buf[999];
}
