/*
 * jnitest.c -- the test native library of tests/jni, built by `make check`
 * against Ristretto's <jni.h> and loaded by both Ristretto and the stock
 * JVM: the programs' output must be the same on both.  The natives
 * return what they observe (as strings or values) and leave all printing
 * to Java, so output order never depends on C stdio buffering.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "JniCall.h"
#include "JniCluster.h"
#include "JniDefine.h"
#include "JniEnv.h"
#include "JniBuffer.h"
#include "JniLoad.h"
#include "JniStub.h"
#include "JniWeak.h"

static int onload_count;
static jint onload_version;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
	JNIEnv *env;

	onload_count++;
	if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK)
		return JNI_ERR;
	onload_version = (*env)->GetVersion(env);
	return JNI_VERSION_1_8;
}

/* ------------------------------------------------------------ JniLoad */

JNIEXPORT jint JNICALL Java_JniLoad_add(JNIEnv *env, jclass cls, jint a, jint b)
{
	return a + b;
}

JNIEXPORT jint JNICALL Java_JniLoad_onLoadCount(JNIEnv *env, jclass cls)
{
	return onload_count;
}

JNIEXPORT jint JNICALL Java_JniLoad_onLoadVersion(JNIEnv *env, jclass cls)
{
	return onload_version;
}

/* ------------------------------------------------------------ JniCall */

JNIEXPORT void JNICALL Java_JniCall_nop(JNIEnv *env, jclass cls)
{
}

JNIEXPORT jboolean JNICALL Java_JniCall_notZ(JNIEnv *env, jclass cls, jboolean z)
{
	return !z;
}

JNIEXPORT jbyte JNICALL Java_JniCall_negB(JNIEnv *env, jclass cls, jbyte b)
{
	return (jbyte)-b;
}

JNIEXPORT jchar JNICALL Java_JniCall_nextC(JNIEnv *env, jclass cls, jchar c)
{
	return (jchar)(c + 1);
}

JNIEXPORT jshort JNICALL Java_JniCall_negS(JNIEnv *env, jclass cls, jshort s)
{
	return (jshort)-s;
}

JNIEXPORT jint JNICALL Java_JniCall_mulI(JNIEnv *env, jclass cls, jint a, jint b)
{
	return (jint)((unsigned)a * (unsigned)b);
}

JNIEXPORT jlong JNICALL Java_JniCall_addJ(JNIEnv *env, jclass cls, jlong a, jlong b)
{
	return (jlong)((unsigned long long)a + (unsigned long long)b);
}

JNIEXPORT jfloat JNICALL Java_JniCall_halfF(JNIEnv *env, jclass cls, jfloat f)
{
	return f / 2;
}

JNIEXPORT jdouble JNICALL Java_JniCall_sqrtD(JNIEnv *env, jclass cls, jdouble d)
{
	return sqrt(d);
}

JNIEXPORT jstring JNICALL Java_JniCall_echo(JNIEnv *env, jclass cls, jstring s)
{
	const char *u;
	char buf[256];

	if (!s)
		return (*env)->NewStringUTF(env, "(null)");
	u = (*env)->GetStringUTFChars(env, s, NULL);
	snprintf(buf, sizeof buf, "<%s>", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jintArray JNICALL Java_JniCall_reverse(JNIEnv *env, jclass cls, jintArray a)
{
	jsize n, i;
	jint buf[64];
	jintArray r;

	if (!a)
		return NULL;
	n = (*env)->GetArrayLength(env, a);
	if (n > 64)
		n = 64;
	(*env)->GetIntArrayRegion(env, a, 0, n, buf);
	r = (*env)->NewIntArray(env, n);
	for (i = 0; i < n; i++)
		(*env)->SetIntArrayRegion(env, r, i, 1, &buf[n - 1 - i]);
	return r;
}

JNIEXPORT jobject JNICALL Java_JniCall_self(JNIEnv *env, jclass cls, jobject o)
{
	return o;
}

JNIEXPORT jstring JNICALL Java_JniCall_mixed(JNIEnv *env, jclass cls, jboolean z, jbyte b, jchar c,
					     jshort s, jint i, jlong j, jfloat f, jdouble d)
{
	char buf[256];

	snprintf(buf, sizeof buf, "%d %d %d %d %d %lld %.3f %.3f", z, b, c, s, i, (long long)j, f, d);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jdouble JNICALL Java_JniCall_sum8(JNIEnv *env, jclass cls, jint a, jlong b, jfloat c, jdouble d,
					    jint e, jlong f, jfloat g, jdouble h)
{
	return a + b + c + d + e + f + g + h;
}

JNIEXPORT jlong JNICALL Java_JniCall_wide(JNIEnv *env, jclass cls, jlong a, jdouble b, jlong c, jdouble d,
					  jlong e, jdouble f, jlong g, jdouble h, jlong i, jdouble j,
					  jint k, jfloat l)
{
	return (jlong)(a * 1 + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10 +
		       k * 11 + l * 12);
}

/* More arguments than registers of both classes, interleaved: the
 * weights tell every position apart. */
JNIEXPORT jdouble JNICALL Java_JniCall_many(JNIEnv *env, jclass cls, jdouble d1, jint i1, jdouble d2, jint i2,
					    jdouble d3, jint i3, jdouble d4, jint i4, jdouble d5, jint i5,
					    jdouble d6, jint i6, jdouble d7, jfloat f8, jdouble d9)
{
	return d1 * 1 + i1 * 2 + d2 * 3 + i2 * 5 + d3 * 7 + i3 * 11 + d4 * 13 + i4 * 17 + d5 * 19 + i5 * 23 +
	       d6 * 29 + i6 * 31 + d7 * 37 + f8 * 41 + d9 * 43;
}

JNIEXPORT jint JNICALL Java_JniCall_plusBase(JNIEnv *env, jobject self, jint x)
{
	jclass c = (*env)->GetObjectClass(env, self);
	jfieldID f = (*env)->GetFieldID(env, c, "base", "I");
	return x + (*env)->GetIntField(env, self, f);
}

JNIEXPORT jobject JNICALL Java_JniCall_me(JNIEnv *env, jobject self)
{
	return self;
}

JNIEXPORT jint JNICALL Java_JniCall_over__I(JNIEnv *env, jclass cls, jint x)
{
	return x * 10;
}

JNIEXPORT jint JNICALL Java_JniCall_over__Ljava_lang_String_2(JNIEnv *env, jclass cls, jstring s)
{
	return (*env)->GetStringLength(env, s) * 100;
}

JNIEXPORT jint JNICALL Java_JniCall_over___3ILjava_lang_String_2(JNIEnv *env, jclass cls, jintArray a,
								  jstring s)
{
	return (*env)->GetArrayLength(env, a) * 1000 + (*env)->GetStringLength(env, s);
}

JNIEXPORT jint JNICALL Java_JniCall_under_1score(JNIEnv *env, jclass cls, jint x)
{
	return x + 100;
}

JNIEXPORT jint JNICALL Java_JniCall_dollar_00024sign(JNIEnv *env, jclass cls, jint x)
{
	return x + 200;
}

static jint reg_add(JNIEnv *env, jclass cls, jint a, jint b)
{
	return a + b;
}

static jstring reg_name(JNIEnv *env, jclass cls)
{
	return (*env)->NewStringUTF(env, "registered");
}

JNIEXPORT jboolean JNICALL Java_JniCall_register(JNIEnv *env, jclass cls)
{
	JNINativeMethod m[] = {
		{ "regAdd", "(II)I", (void *)reg_add },
		{ "regName", "()Ljava/lang/String;", (void *)reg_name },
	};
	return (*env)->RegisterNatives(env, cls, m, 2) == JNI_OK;
}

JNIEXPORT jboolean JNICALL Java_JniCall_unregister(JNIEnv *env, jclass cls)
{
	return (*env)->UnregisterNatives(env, cls) == JNI_OK;
}

JNIEXPORT jboolean JNICALL Java_JniCall_registerBad(JNIEnv *env, jclass cls)
{
	JNINativeMethod m[] = { { "regAdd", "(IJ)I", (void *)reg_add } };
	return (*env)->RegisterNatives(env, cls, m, 1) == JNI_OK;
}

JNIEXPORT jboolean JNICALL Java_JniCall_registerNotNative(JNIEnv *env, jclass cls)
{
	JNINativeMethod m[] = { { "thrower", "()I", (void *)reg_add } };
	return (*env)->RegisterNatives(env, cls, m, 1) == JNI_OK;
}

JNIEXPORT void JNICALL Java_JniCall_throwNew(JNIEnv *env, jclass cls, jstring msg)
{
	jclass ex = (*env)->FindClass(env, "java/lang/IllegalStateException");
	const char *u = (*env)->GetStringUTFChars(env, msg, NULL);
	(*env)->ThrowNew(env, ex, u);
	(*env)->ReleaseStringUTFChars(env, msg, u);
}

JNIEXPORT jint JNICALL Java_JniCall_callThrower(JNIEnv *env, jclass cls)
{
	jmethodID m = (*env)->GetStaticMethodID(env, cls, "thrower", "()I");
	jint r = (*env)->CallStaticIntMethod(env, cls, m);
	/* Returns with the exception still pending: it is thrown in Java. */
	return r + 1;
}

JNIEXPORT jint JNICALL Java_JniCall_makeLocals(JNIEnv *env, jclass cls, jint n)
{
	jint i, total = 0;

	/* Never deleted: released when the native returns. */
	for (i = 0; i < n; i++) {
		jstring s = (*env)->NewStringUTF(env, "x");
		total += (*env)->GetStringLength(env, s);
	}
	return total;
}

JNIEXPORT jboolean JNICALL Java_JniCall_holdsClassLock(JNIEnv *env, jclass cls)
{
	jclass th = (*env)->FindClass(env, "java/lang/Thread");
	jmethodID m = (*env)->GetStaticMethodID(env, th, "holdsLock", "(Ljava/lang/Object;)Z");
	return (*env)->CallStaticBooleanMethod(env, th, m, cls);
}

/* ------------------------------------------------------------- JniEnv */

/* A string built up by the natives below. */
typedef struct {
	char s[4096];
	size_t n;
} Buf;

static void add(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(Buf *b, const char *fmt, ...)
{
	va_list ap;
	int w;

	va_start(ap, fmt);
	w = vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
	va_end(ap);
	if (w > 0)
		b->n += (size_t)w < sizeof b->s - b->n ? (size_t)w : sizeof b->s - b->n - 1;
}

/* The pending exception as "Class: message", cleared. */
static void take_exception(JNIEnv *env, Buf *b)
{
	jthrowable ex = (*env)->ExceptionOccurred(env);
	jclass c;
	jmethodID m;
	jstring s;
	const char *u;

	if (!ex) {
		add(b, "[no exception]");
		return;
	}
	(*env)->ExceptionClear(env);
	c = (*env)->GetObjectClass(env, ex);
	m = (*env)->GetMethodID(env, c, "toString", "()Ljava/lang/String;");
	s = (*env)->CallObjectMethod(env, ex, m);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(b, "[%s]", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
}

static jstring done(JNIEnv *env, Buf *b)
{
	return (*env)->NewStringUTF(env, b->s);
}

JNIEXPORT jstring JNICALL Java_JniEnv_classes(JNIEnv *env, jclass cls)
{
	Buf b = { "", 0 };
	jclass str = (*env)->FindClass(env, "java/lang/String");
	jclass obj = (*env)->FindClass(env, "java/lang/Object");
	jclass cs = (*env)->FindClass(env, "java/lang/CharSequence");
	jclass der = (*env)->FindClass(env, "JniEnv$Derived");
	jclass base = (*env)->FindClass(env, "JniEnv$Base");
	jclass arr = (*env)->FindClass(env, "[I");
	jclass sup;

	add(&b, "found %d %d %d %d %d; ", str != NULL, obj != NULL, cs != NULL, der != NULL, arr != NULL);
	sup = (*env)->GetSuperclass(env, der);
	add(&b, "super of Derived is Base %d; ", (*env)->IsSameObject(env, sup, base));
	add(&b, "super of Object null %d; ", (*env)->GetSuperclass(env, obj) == NULL);
	add(&b, "super of interface null %d; ", (*env)->GetSuperclass(env, cs) == NULL);
	add(&b, "assignable %d %d %d %d; ", (*env)->IsAssignableFrom(env, der, base),
	    (*env)->IsAssignableFrom(env, base, der), (*env)->IsAssignableFrom(env, str, cs),
	    (*env)->IsAssignableFrom(env, arr, obj));
	add(&b, "missing ");
	add(&b, "%d ", (*env)->FindClass(env, "no/such/Thing") == NULL);
	take_exception(env, &b);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_exceptions(JNIEnv *env, jclass cls)
{
	Buf b = { "", 0 };
	jclass rte = (*env)->FindClass(env, "java/lang/RuntimeException");
	jclass err = (*env)->FindClass(env, "java/lang/Error");
	jmethodID ctor = (*env)->GetMethodID(env, err, "<init>", "(Ljava/lang/String;)V");
	jthrowable t;

	add(&b, "check %d; ", (*env)->ExceptionCheck(env));
	(*env)->ThrowNew(env, rte, "one");
	add(&b, "check %d ", (*env)->ExceptionCheck(env));
	take_exception(env, &b);
	add(&b, " cleared %d; ", (*env)->ExceptionCheck(env));
	t = (*env)->NewObject(env, err, ctor, (*env)->NewStringUTF(env, "two"));
	add(&b, "Throw %d ", (*env)->Throw(env, t));
	take_exception(env, &b);
	(*env)->ThrowNew(env, rte, NULL);
	add(&b, " null message ");
	take_exception(env, &b);
	add(&b, "; no such method %d ", (*env)->GetMethodID(env, rte, "nope", "()V") == NULL);
	take_exception(env, &b);
	add(&b, " static as instance %d ", (*env)->GetMethodID(env, cls, "join",
		"(IJDLjava/lang/String;)Ljava/lang/String;") == NULL);
	take_exception(env, &b);
	add(&b, " no such field %d ", (*env)->GetFieldID(env, rte, "nope", "I") == NULL);
	take_exception(env, &b);
	add(&b, " no such static field %d ", (*env)->GetStaticFieldID(env, rte, "nope", "I") == NULL);
	take_exception(env, &b);
	add(&b, " abstract %d ", (*env)->AllocObject(env, (*env)->FindClass(env, "JniEnv$Abstract")) == NULL);
	take_exception(env, &b);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_references(JNIEnv *env, jclass cls, jobject o)
{
	Buf b = { "", 0 };
	jobject g = (*env)->NewGlobalRef(env, o);
	jobject g2 = (*env)->NewGlobalRef(env, o);
	jweak w = (*env)->NewWeakGlobalRef(env, o);
	jobject l = (*env)->NewLocalRef(env, g);
	jclass sys = (*env)->FindClass(env, "java/lang/System");
	jmethodID gc = (*env)->GetStaticMethodID(env, sys, "gc", "()V");
	jclass sbc = (*env)->GetObjectClass(env, o);
	jmethodID ts = (*env)->GetMethodID(env, sbc, "toString", "()Ljava/lang/String;");
	jstring s;
	const char *u;

	add(&b, "same %d %d %d %d; ", (*env)->IsSameObject(env, g, o), (*env)->IsSameObject(env, w, o),
	    (*env)->IsSameObject(env, l, g2), (*env)->IsSameObject(env, o, sys));
	add(&b, "null same %d %d; ", (*env)->IsSameObject(env, NULL, NULL), (*env)->IsSameObject(env, o, NULL));
	add(&b, "types %d %d %d; ", (*env)->GetObjectRefType(env, g), (*env)->GetObjectRefType(env, w),
	    (*env)->GetObjectRefType(env, l));
	(*env)->DeleteLocalRef(env, l);
	(*env)->CallStaticVoidMethod(env, sys, gc);
	s = (*env)->CallObjectMethod(env, g, ts);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "after gc '%s'; ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	(*env)->DeleteGlobalRef(env, g);
	(*env)->DeleteGlobalRef(env, g2);
	(*env)->DeleteWeakGlobalRef(env, w);
	add(&b, "capacity %d", (*env)->EnsureLocalCapacity(env, 5000));
	return done(env, &b);
}

JNIEXPORT jint JNICALL Java_JniEnv_localFrames(JNIEnv *env, jclass cls, jint n)
{
	jint i, total = 0;
	jobject kept;

	for (i = 0; i < n; i++) {
		jstring s;
		if ((*env)->PushLocalFrame(env, 4) != JNI_OK)
			return -1;
		s = (*env)->NewStringUTF(env, "abc");
		(*env)->NewStringUTF(env, "dropped");
		kept = (*env)->PopLocalFrame(env, s);
		total += (*env)->GetStringLength(env, kept);
		(*env)->DeleteLocalRef(env, kept);
	}
	return total;
}

JNIEXPORT jstring JNICALL Java_JniEnv_objects(JNIEnv *env, jclass cls)
{
	Buf b = { "", 0 };
	jclass hc = (*env)->FindClass(env, "JniEnv$Holder");
	jmethodID c0 = (*env)->GetMethodID(env, hc, "<init>", "()V");
	jmethodID c2 = (*env)->GetMethodID(env, hc, "<init>", "(ILjava/lang/String;)V");
	jmethodID ts = (*env)->GetMethodID(env, hc, "toString", "()Ljava/lang/String;");
	jvalue args[2];
	jobject h1, h2, h3, a;
	jstring s;
	const char *u;

	h1 = (*env)->NewObject(env, hc, c2, 5, (*env)->NewStringUTF(env, "varargs"));
	args[0].i = 6;
	args[1].l = (*env)->NewStringUTF(env, "array");
	h2 = (*env)->NewObjectA(env, hc, c2, args);
	h3 = (*env)->NewObject(env, hc, c0);
	a = (*env)->AllocObject(env, hc);
	s = (*env)->CallObjectMethod(env, h1, ts);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "{%s} ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	s = (*env)->CallObjectMethod(env, h2, ts);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "{%s} ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	s = (*env)->CallObjectMethod(env, a, ts);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "alloc without constructor {%s} ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	add(&b, "instanceof %d %d %d %d", (*env)->IsInstanceOf(env, h3, hc),
	    (*env)->IsInstanceOf(env, h3, (*env)->FindClass(env, "java/lang/Object")),
	    (*env)->IsInstanceOf(env, h3, (*env)->FindClass(env, "java/lang/String")),
	    (*env)->IsInstanceOf(env, NULL, hc));
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_fields(JNIEnv *env, jclass cls, jobject h)
{
	Buf b = { "", 0 };
	jclass hc = (*env)->GetObjectClass(env, h);
	jfieldID z = (*env)->GetFieldID(env, hc, "z", "Z"), by = (*env)->GetFieldID(env, hc, "b", "B");
	jfieldID c = (*env)->GetFieldID(env, hc, "c", "C"), s = (*env)->GetFieldID(env, hc, "s", "S");
	jfieldID i = (*env)->GetFieldID(env, hc, "i", "I"), j = (*env)->GetFieldID(env, hc, "j", "J");
	jfieldID f = (*env)->GetFieldID(env, hc, "f", "F"), d = (*env)->GetFieldID(env, hc, "d", "D");
	jfieldID str = (*env)->GetFieldID(env, hc, "str", "Ljava/lang/String;");
	jfieldID vj = (*env)->GetFieldID(env, hc, "vj", "J");
	jfieldID si = (*env)->GetStaticFieldID(env, hc, "si", "I");
	jfieldID sd = (*env)->GetStaticFieldID(env, hc, "sd", "D");
	jfieldID sstr = (*env)->GetStaticFieldID(env, hc, "sstr", "Ljava/lang/String;");
	jstring sv = (*env)->GetObjectField(env, h, str);
	const char *u = (*env)->GetStringUTFChars(env, sv, NULL);

	add(&b, "%d %d %d %d %d %lld %.2f %.6f %s %lld | ", (*env)->GetBooleanField(env, h, z),
	    (*env)->GetByteField(env, h, by), (*env)->GetCharField(env, h, c), (*env)->GetShortField(env, h, s),
	    (*env)->GetIntField(env, h, i), (long long)(*env)->GetLongField(env, h, j),
	    (*env)->GetFloatField(env, h, f), (*env)->GetDoubleField(env, h, d), u,
	    (long long)(*env)->GetLongField(env, h, vj));
	(*env)->ReleaseStringUTFChars(env, sv, u);
	add(&b, "%d %.3f", (*env)->GetStaticIntField(env, hc, si), (*env)->GetStaticDoubleField(env, hc, sd));
	(*env)->SetBooleanField(env, h, z, JNI_FALSE);
	(*env)->SetByteField(env, h, by, 100);
	(*env)->SetCharField(env, h, c, 0x263a);
	(*env)->SetShortField(env, h, s, 32767);
	(*env)->SetIntField(env, h, i, -1);
	(*env)->SetLongField(env, h, j, -(1LL << 62));
	(*env)->SetFloatField(env, h, f, 2.75f);
	(*env)->SetDoubleField(env, h, d, 1e-300);
	(*env)->SetObjectField(env, h, str, (*env)->NewStringUTF(env, "set"));
	(*env)->SetLongField(env, h, vj, 0x123456789abcLL);
	(*env)->SetStaticIntField(env, hc, si, 99);
	(*env)->SetStaticDoubleField(env, hc, sd, 3.5);
	(*env)->SetStaticObjectField(env, hc, sstr, NULL);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_calls(JNIEnv *env, jclass cls, jobject obj)
{
	Buf b = { "", 0 };
	jclass base = (*env)->FindClass(env, "JniEnv$Base");
	jmethodID who = (*env)->GetMethodID(env, base, "who", "()Ljava/lang/String;");
	jmethodID twice = (*env)->GetMethodID(env, base, "twice", "(I)I");
	jmethodID join = (*env)->GetStaticMethodID(env, cls, "join", "(IJDLjava/lang/String;)Ljava/lang/String;");
	jmethodID hash = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "hashCode", "()I");
	jmethodID len = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/CharSequence"), "length", "()I");
	jvalue a[4];
	jstring s;
	const char *u;

	s = (*env)->CallObjectMethod(env, obj, who);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "virtual %s ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	s = (*env)->CallNonvirtualObjectMethod(env, obj, base, who);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "nonvirtual %s ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	a[0].i = 4;
	add(&b, "twice %d %d %d %d; ", (*env)->CallIntMethod(env, obj, twice, 3),
	    (*env)->CallIntMethodA(env, obj, twice, a), (*env)->CallNonvirtualIntMethod(env, obj, base, twice, 3),
	    (*env)->CallNonvirtualIntMethodA(env, obj, base, twice, a));
	s = (*env)->CallStaticObjectMethod(env, cls, join, 1, (jlong)1 << 40, 2.5, (*env)->NewStringUTF(env, "v"));
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "static %s ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	a[0].i = -1;
	a[1].j = -2;
	a[2].d = -3.5;
	a[3].l = NULL;
	s = (*env)->CallStaticObjectMethodA(env, cls, join, a);
	u = (*env)->GetStringUTFChars(env, s, NULL);
	add(&b, "%s; ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
	add(&b, "interface %d; ", (*env)->CallIntMethod(env, (*env)->NewStringUTF(env, "four"), len));
	add(&b, "hash equal %d", (*env)->CallIntMethod(env, obj, hash) == (*env)->CallIntMethod(env, obj, hash));
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_strings(JNIEnv *env, jclass cls, jstring s)
{
	Buf b = { "", 0 };
	const char *u = (*env)->GetStringUTFChars(env, s, NULL);
	const jchar *c;
	jchar region[3];
	char uregion[32];
	jboolean copy = 9;
	jsize i, n = (*env)->GetStringLength(env, s);
	jstring back;

	add(&b, "length %d utf length %d bytes", n, (*env)->GetStringUTFLength(env, s));
	for (i = 0; u[i]; i++)
		add(&b, " %02x", (unsigned char)u[i]);
	back = (*env)->NewStringUTF(env, u);
	add(&b, "; round trip equal %d", (*env)->CallBooleanMethod(env, s,
		(*env)->GetMethodID(env, (*env)->GetObjectClass(env, s), "equals", "(Ljava/lang/Object;)Z"), back));
	(*env)->ReleaseStringUTFChars(env, s, u);
	c = (*env)->GetStringChars(env, s, &copy);
	add(&b, "; chars");
	for (i = 0; i < n; i++)
		add(&b, " %x", c[i]);
	(*env)->ReleaseStringChars(env, s, c);
	(*env)->GetStringRegion(env, s, 2, 3, region);
	add(&b, "; region %x %x %x", region[0], region[1], region[2]);
	(*env)->GetStringUTFRegion(env, s, 3, 2, uregion);
	add(&b, "; utf region");
	for (i = 0; uregion[i]; i++)
		add(&b, " %02x", (unsigned char)uregion[i]);
	c = (*env)->GetStringCritical(env, s, NULL);
	add(&b, "; critical %x", c[n - 1]);
	(*env)->ReleaseStringCritical(env, s, c);
	back = (*env)->NewString(env, region, 3);
	add(&b, "; NewString length %d", (*env)->GetStringLength(env, back));
	add(&b, "; NewStringUTF(NULL) %d", (*env)->NewStringUTF(env, NULL) == NULL);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_stringErrors(JNIEnv *env, jclass cls, jstring s)
{
	Buf b = { "", 0 };
	jchar buf[16];
	char ubuf[64];

	(*env)->GetStringRegion(env, s, 3, 5, buf);
	add(&b, "region ");
	take_exception(env, &b);
	(*env)->GetStringUTFRegion(env, s, -1, 2, ubuf);
	add(&b, " utf region ");
	take_exception(env, &b);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_arrays(JNIEnv *env, jclass cls)
{
	Buf b = { "", 0 };
	jbooleanArray za = (*env)->NewBooleanArray(env, 2);
	jbyteArray ba = (*env)->NewByteArray(env, 3);
	jcharArray ca = (*env)->NewCharArray(env, 2);
	jshortArray sa = (*env)->NewShortArray(env, 2);
	jintArray ia = (*env)->NewIntArray(env, 4);
	jlongArray la = (*env)->NewLongArray(env, 2);
	jfloatArray fa = (*env)->NewFloatArray(env, 2);
	jdoubleArray da = (*env)->NewDoubleArray(env, 2);
	jboolean zs[2] = { 1, 0 }, zr[2];
	jbyte bs[3] = { -1, 0, 127 }, br[3];
	jchar cs[2] = { 'a', 0xffff }, cr[2];
	jshort ss[2] = { -32768, 5 }, sr[2];
	jlong ls[2] = { 1LL << 60, -3 }, lr[2];
	jfloat fs[2] = { 1.5f, -0.25f }, fr[2];
	jdouble ds[2] = { 1e100, -2.5 }, dr[2];
	jint *e, ir[4];
	jboolean copy;
	jclass strc = (*env)->FindClass(env, "java/lang/String");
	jobjectArray oa;

	(*env)->SetBooleanArrayRegion(env, za, 0, 2, zs);
	(*env)->SetByteArrayRegion(env, ba, 0, 3, bs);
	(*env)->SetCharArrayRegion(env, ca, 0, 2, cs);
	(*env)->SetShortArrayRegion(env, sa, 0, 2, ss);
	(*env)->SetLongArrayRegion(env, la, 0, 2, ls);
	(*env)->SetFloatArrayRegion(env, fa, 0, 2, fs);
	(*env)->SetDoubleArrayRegion(env, da, 0, 2, ds);
	(*env)->GetBooleanArrayRegion(env, za, 0, 2, zr);
	(*env)->GetByteArrayRegion(env, ba, 0, 3, br);
	(*env)->GetCharArrayRegion(env, ca, 0, 2, cr);
	(*env)->GetShortArrayRegion(env, sa, 0, 2, sr);
	(*env)->GetLongArrayRegion(env, la, 0, 2, lr);
	(*env)->GetFloatArrayRegion(env, fa, 0, 2, fr);
	(*env)->GetDoubleArrayRegion(env, da, 0, 2, dr);
	add(&b, "regions %d%d %d,%d,%d %x,%x %d,%d %lld,%lld %.2f,%.2f %g,%g; ", zr[0], zr[1], br[0], br[1],
	    br[2], cr[0], cr[1], sr[0], sr[1], (long long)lr[0], (long long)lr[1], fr[0], fr[1], dr[0], dr[1]);
	add(&b, "lengths %d %d %d %d %d %d %d %d; ", (*env)->GetArrayLength(env, za),
	    (*env)->GetArrayLength(env, ba), (*env)->GetArrayLength(env, ca), (*env)->GetArrayLength(env, sa),
	    (*env)->GetArrayLength(env, ia), (*env)->GetArrayLength(env, la), (*env)->GetArrayLength(env, fa),
	    (*env)->GetArrayLength(env, da));
	/* Copy-back modes: 0 copies and frees, COMMIT copies, ABORT discards. */
	e = (*env)->GetIntArrayElements(env, ia, &copy);
	e[0] = 10;
	(*env)->ReleaseIntArrayElements(env, ia, e, JNI_COMMIT);
	e[1] = 20;
	(*env)->ReleaseIntArrayElements(env, ia, e, JNI_ABORT);
	e = (*env)->GetIntArrayElements(env, ia, NULL);
	e[2] = 30;
	(*env)->ReleaseIntArrayElements(env, ia, e, 0);
	e = (*env)->GetIntArrayElements(env, ia, NULL);
	e[3] = 40;
	(*env)->ReleaseIntArrayElements(env, ia, e, JNI_ABORT);
	(*env)->GetIntArrayRegion(env, ia, 0, 4, ir);
	add(&b, "modes %d %d %d %d; ", ir[0], ir[1], ir[2], ir[3]);
	{
		jboolean *z = (*env)->GetBooleanArrayElements(env, za, NULL);
		jbyte *by = (*env)->GetByteArrayElements(env, ba, NULL);
		jchar *c = (*env)->GetCharArrayElements(env, ca, NULL);
		jshort *s = (*env)->GetShortArrayElements(env, sa, NULL);
		jlong *l = (*env)->GetLongArrayElements(env, la, NULL);
		jfloat *f = (*env)->GetFloatArrayElements(env, fa, NULL);
		jdouble *d = (*env)->GetDoubleArrayElements(env, da, NULL);
		z[1] = 1; by[1] = 9; c[0] = 'z'; s[1] = 6; l[1] = 7; f[1] = 8; d[1] = 9;
		(*env)->ReleaseBooleanArrayElements(env, za, z, 0);
		(*env)->ReleaseByteArrayElements(env, ba, by, 0);
		(*env)->ReleaseCharArrayElements(env, ca, c, 0);
		(*env)->ReleaseShortArrayElements(env, sa, s, 0);
		(*env)->ReleaseLongArrayElements(env, la, l, 0);
		(*env)->ReleaseFloatArrayElements(env, fa, f, 0);
		(*env)->ReleaseDoubleArrayElements(env, da, d, 0);
		(*env)->GetBooleanArrayRegion(env, za, 1, 1, zr);
		(*env)->GetByteArrayRegion(env, ba, 1, 1, br);
		(*env)->GetCharArrayRegion(env, ca, 0, 1, cr);
		(*env)->GetShortArrayRegion(env, sa, 1, 1, sr);
		(*env)->GetLongArrayRegion(env, la, 1, 1, lr);
		(*env)->GetFloatArrayRegion(env, fa, 1, 1, fr);
		(*env)->GetDoubleArrayRegion(env, da, 1, 1, dr);
		add(&b, "elements %d %d %c %d %lld %.1f %.1f; ", zr[0], br[0], cr[0], sr[0], (long long)lr[0],
		    fr[0], dr[0]);
	}
	oa = (*env)->NewObjectArray(env, 3, strc, (*env)->NewStringUTF(env, "init"));
	(*env)->SetObjectArrayElement(env, oa, 1, (*env)->NewStringUTF(env, "one"));
	(*env)->SetObjectArrayElement(env, oa, 2, NULL);
	{
		jstring s0 = (*env)->GetObjectArrayElement(env, oa, 0);
		jstring s1 = (*env)->GetObjectArrayElement(env, oa, 1);
		const char *u0 = (*env)->GetStringUTFChars(env, s0, NULL);
		const char *u1 = (*env)->GetStringUTFChars(env, s1, NULL);
		add(&b, "objects %s %s %d", u0, u1, (*env)->GetObjectArrayElement(env, oa, 2) == NULL);
		(*env)->ReleaseStringUTFChars(env, s0, u0);
		(*env)->ReleaseStringUTFChars(env, s1, u1);
	}
	add(&b, "; negative size %d ", (*env)->NewIntArray(env, -1) == NULL);
	take_exception(env, &b);
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_arrayErrors(JNIEnv *env, jclass cls, jobjectArray objs, jintArray ints)
{
	Buf b = { "", 0 };
	jint buf[16];

	(*env)->GetIntArrayRegion(env, ints, 5, 6, buf);
	add(&b, "get region ");
	take_exception(env, &b);
	(*env)->SetIntArrayRegion(env, ints, -1, 1, buf);
	add(&b, " set region ");
	take_exception(env, &b);
	(*env)->GetObjectArrayElement(env, objs, 2);
	add(&b, " get element ");
	take_exception(env, &b);
	(*env)->SetObjectArrayElement(env, objs, -1, NULL);
	add(&b, " set element ");
	take_exception(env, &b);
	(*env)->SetObjectArrayElement(env, objs, 0, (*env)->NewStringUTF(env, "str"));
	add(&b, " store ");
	take_exception(env, &b);
	return done(env, &b);
}

JNIEXPORT jbooleanArray JNICALL Java_JniEnv_critical(JNIEnv *env, jclass cls, jintArray a, jstring s)
{
	jboolean r[2], copy = 0;
	jbooleanArray out;
	/* the length first: inside the region only the critical functions
	 * may be called (-Xcheck:jni warns, here as on the stock JVM) */
	jsize n = (*env)->GetArrayLength(env, a), i;
	jint *p = (*env)->GetPrimitiveArrayCritical(env, a, &copy);

	for (i = 0; i < n; i++)
		p[i] *= 11;
	(*env)->ReleasePrimitiveArrayCritical(env, a, p, 0);
	r[0] = n == 3;
	r[1] = (*env)->GetStringLength(env, s) == 4;
	out = (*env)->NewBooleanArray(env, 2);
	(*env)->SetBooleanArrayRegion(env, out, 0, 2, r);
	return out;
}

JNIEXPORT jstring JNICALL Java_JniEnv_monitors(JNIEnv *env, jclass cls, jobject o)
{
	Buf b = { "", 0 };
	jclass th = (*env)->FindClass(env, "java/lang/Thread");
	jmethodID hl = (*env)->GetStaticMethodID(env, th, "holdsLock", "(Ljava/lang/Object;)Z");

	if ((*env)->MonitorEnter(env, o) != JNI_OK)
		return NULL;
	(*env)->MonitorEnter(env, o);
	add(&b, "held %d ", (*env)->CallStaticBooleanMethod(env, th, hl, o));
	(*env)->MonitorExit(env, o);
	add(&b, "%d ", (*env)->CallStaticBooleanMethod(env, th, hl, o));
	(*env)->MonitorExit(env, o);
	add(&b, "%d", (*env)->CallStaticBooleanMethod(env, th, hl, o));
	return done(env, &b);
}

JNIEXPORT jstring JNICALL Java_JniEnv_javaVM(JNIEnv *env, jclass cls)
{
	Buf b = { "", 0 };
	JavaVM *vm = NULL;
	JNIEnv *e2 = NULL;

	jint rc;

	add(&b, "GetJavaVM %d ", (*env)->GetJavaVM(env, &vm));
	rc = (*vm)->GetEnv(vm, (void **)&e2, JNI_VERSION_1_6);
	add(&b, "GetEnv %d same %d ", rc, e2 == env);
	add(&b, "bad version %d ", (*vm)->GetEnv(vm, (void **)&e2, 0x7fff0000));
	e2 = NULL;
	rc = (*vm)->AttachCurrentThread(vm, (void **)&e2, NULL);
	add(&b, "attach again %d same %d", rc, e2 == env);
	return done(env, &b);
}

JNIEXPORT jint JNICALL Java_JniEnv_refType(JNIEnv *env, jclass cls, jobject arg)
{
	return (*env)->GetObjectRefType(env, arg);
}

/* The getName() or class name of a reflected member, into b. */
static void add_name(JNIEnv *env, Buf *b, jobject member, const char *method)
{
	jclass c = (*env)->GetObjectClass(env, member);
	jmethodID gn = (*env)->GetMethodID(env, c, method, "()Ljava/lang/String;");
	jstring s = (*env)->CallObjectMethod(env, member, gn);
	const char *u = (*env)->GetStringUTFChars(env, s, NULL);

	add(b, "%s ", u);
	(*env)->ReleaseStringUTFChars(env, s, u);
}

JNIEXPORT jstring JNICALL Java_JniEnv_reflection(JNIEnv *env, jclass cls, jobject m, jobject f, jobject c, jobject h)
{
	Buf b = { "", 0 };
	jmethodID mid = (*env)->FromReflectedMethod(env, m);
	jfieldID fid = (*env)->FromReflectedField(env, f);
	jmethodID cid = (*env)->FromReflectedMethod(env, c);
	jclass hc = (*env)->GetObjectClass(env, h);
	jstring s = (*env)->CallStaticObjectMethod(env, cls, mid, 7, (jlong)8, 9.5, (*env)->NewStringUTF(env, "r"));
	const char *u = (*env)->GetStringUTFChars(env, s, NULL);
	jobject o;

	add(&b, "method %s; field %d; ", u, (*env)->GetIntField(env, h, fid));
	(*env)->ReleaseStringUTFChars(env, s, u);
	o = (*env)->NewObject(env, hc, cid, 3, (*env)->NewStringUTF(env, "ctor"));
	add(&b, "constructor %d; back: ", (*env)->GetIntField(env, o, fid));
	add_name(env, &b, (*env)->ToReflectedMethod(env, cls, (*env)->GetStaticMethodID(env, cls, "join",
		"(IJDLjava/lang/String;)Ljava/lang/String;"), JNI_TRUE), "getName");
	add_name(env, &b, (*env)->ToReflectedField(env, hc, (*env)->GetFieldID(env, hc, "str", "Ljava/lang/String;"),
		JNI_FALSE), "getName");
	o = (*env)->ToReflectedMethod(env, hc, (*env)->GetMethodID(env, hc, "<init>", "()V"), JNI_FALSE);
	add_name(env, &b, (*env)->GetObjectClass(env, o), "getName");
	return done(env, &b);
}

/* ---------------------------------------------------------- JniThreads */

JNIEXPORT jlong JNICALL Java_JniThreads_work(JNIEnv *env, jclass cls, jint seed, jint n)
{
	jmethodID cb = (*env)->GetStaticMethodID(env, cls, "callback", "(J)J");
	jobject keep[8];
	jlong total = 0;
	jint i;

	for (i = 0; i < 8; i++) {
		char buf[32];
		snprintf(buf, sizeof buf, "s%d", seed + i);
		keep[i] = (*env)->NewGlobalRef(env, (*env)->NewStringUTF(env, buf));
	}
	for (i = 0; i < n; i++) {
		jintArray a = (*env)->NewIntArray(env, 100);
		jint v = seed + i;
		(*env)->SetIntArrayRegion(env, a, 99, 1, &v);
		(*env)->GetIntArrayRegion(env, a, 99, 1, &v);
		total += (*env)->CallStaticLongMethod(env, cls, cb, (jlong)v);
		(*env)->DeleteLocalRef(env, a);
	}
	for (i = 0; i < 8; i++) {
		total += (*env)->GetStringUTFLength(env, keep[i]);
		(*env)->DeleteGlobalRef(env, keep[i]);
	}
	return total;
}

/* Pure C work: the thread stays in its safe region throughout. */
JNIEXPORT jlong JNICALL Java_JniThreads_spin(JNIEnv *env, jclass cls, jint n)
{
	volatile jlong x = 0;
	jint i;

	for (i = 0; i < n; i++)
		x += i & 7;
	return x;
}

/* ------------------------------------------------------------ JniCheck */

static jobject kept_local;

JNIEXPORT void JNICALL Java_JniCheck_callWithPending(JNIEnv *env, jclass cls)
{
	jclass ex = (*env)->FindClass(env, "java/lang/RuntimeException");

	(*env)->ThrowNew(env, ex, "thrown first");
	/* Misuse: a JNI call other than the exception functions now. */
	(*env)->FindClass(env, "java/lang/String");
}

JNIEXPORT void JNICALL Java_JniCheck_keep(JNIEnv *env, jclass cls, jobject o)
{
	/* Misuse: a local reference kept past the return of this native. */
	kept_local = (*env)->NewLocalRef(env, o);
}

JNIEXPORT jint JNICALL Java_JniCheck_useKept(JNIEnv *env, jclass cls)
{
	return (*env)->GetObjectClass(env, kept_local) != NULL;
}

/* Misuse: the copy released twice (the second release is of freed memory). */
JNIEXPORT void JNICALL Java_JniCheck_releaseTwice(JNIEnv *env, jclass cls, jintArray a)
{
	jint *p = (*env)->GetIntArrayElements(env, a, NULL);

	if (!p)
		return;
	p[0] = 100;
	(*env)->ReleaseIntArrayElements(env, a, p, 0);
	(*env)->ReleaseIntArrayElements(env, a, p, 0);
}

JNIEXPORT void JNICALL Java_JniCheck_releaseCharsTwice(JNIEnv *env, jclass cls, jstring s)
{
	const char *u = (*env)->GetStringUTFChars(env, s, NULL);

	if (!u)
		return;
	(*env)->ReleaseStringUTFChars(env, s, u);
	(*env)->ReleaseStringUTFChars(env, s, u);
}

/* Misuse: other JNI functions inside a critical region (the nested
 * critical functions are allowed); the warnings are counted by Java's
 * caller from the output.  Returns what was read. */
JNIEXPORT jint JNICALL Java_JniCheck_callsInCritical(JNIEnv *env, jclass cls, jintArray a, jstring s)
{
	jint *p = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
	const jchar *c;
	jint r;

	if (!p)
		return -1;
	c = (*env)->GetStringCritical(env, s, NULL);     /* allowed */
	r = p[0] + (c ? c[0] : 0);
	if (c)
		(*env)->ReleaseStringCritical(env, s, c);
	r += (*env)->GetArrayLength(env, a);                /* warned */
	(*env)->FindClass(env, "java/lang/String");          /* warned */
	(*env)->ReleasePrimitiveArrayCritical(env, a, p, 0);
	r += (*env)->GetArrayLength(env, a);                /* fine: the region is over */
	return r;
}

/* Elements of a released to b: the stock JVM copies them into b. */
JNIEXPORT void JNICALL Java_JniCheck_releaseToOther(JNIEnv *env, jclass cls, jintArray a, jintArray b)
{
	jint *p = (*env)->GetIntArrayElements(env, a, NULL);

	if (p)
		(*env)->ReleaseIntArrayElements(env, b, p, 0);
}

/* ------------------------------------------------------------ JniWeak */

#define N_WEAK 100
static jweak weaks[N_WEAK];
static int n_weaks;
static jweak watched;

JNIEXPORT void JNICALL Java_JniWeak_makeUnreachable(JNIEnv *env, jclass cls, jint n)
{
	jclass obj = (*env)->FindClass(env, "java/lang/Object");
	int i;

	for (i = 0; i < n && n_weaks < N_WEAK; i++) {
		jobject o = (*env)->AllocObject(env, obj);
		weaks[n_weaks++] = (*env)->NewWeakGlobalRef(env, o);
		(*env)->DeleteLocalRef(env, o);
	}
	(*env)->DeleteLocalRef(env, obj);
}

JNIEXPORT jint JNICALL Java_JniWeak_countCleared(JNIEnv *env, jclass cls)
{
	int i, n = 0;

	for (i = 0; i < n_weaks; i++)
		n += (*env)->IsSameObject(env, weaks[i], NULL);
	return n;
}

JNIEXPORT void JNICALL Java_JniWeak_watch(JNIEnv *env, jclass cls, jobject o)
{
	watched = (*env)->NewWeakGlobalRef(env, o);
}

/* The weak reference passed straight to JNI functions, as the
 * specification allows while the object is alive. */
JNIEXPORT jstring JNICALL Java_JniWeak_inspectWatched(JNIEnv *env, jclass cls)
{
	char buf[256];
	jclass c = (*env)->GetObjectClass(env, watched);
	jfieldID f = (*env)->GetFieldID(env, c, "value", "I");
	jobject local = (*env)->NewLocalRef(env, watched);
	jobject global = (*env)->NewGlobalRef(env, watched);

	snprintf(buf, sizeof buf, "type=%d value=%d same(local)=%d same(global)=%d null=%d instanceof=%d",
		 (int)(*env)->GetObjectRefType(env, watched), (int)(*env)->GetIntField(env, watched, f),
		 (int)(*env)->IsSameObject(env, watched, local),
		 (int)(*env)->IsSameObject(env, global, watched),
		 (int)(*env)->IsSameObject(env, watched, NULL),
		 (int)(*env)->IsInstanceOf(env, watched, c));
	(*env)->DeleteGlobalRef(env, global);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jboolean JNICALL Java_JniWeak_watchedCleared(JNIEnv *env, jclass cls)
{
	return (*env)->IsSameObject(env, watched, NULL);
}

JNIEXPORT jstring JNICALL Java_JniWeak_inspectCleared(JNIEnv *env, jclass cls)
{
	char buf[128];
	int i;

	for (i = 0; i < n_weaks; i++)
		if ((*env)->IsSameObject(env, weaks[i], NULL))
			break;
	if (i == n_weaks)
		return (*env)->NewStringUTF(env, "none");
	snprintf(buf, sizeof buf, "local=%s global=%s",
		 (*env)->NewLocalRef(env, weaks[i]) ? "object" : "null",
		 (*env)->NewGlobalRef(env, weaks[i]) ? "object" : "null");
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT void JNICALL Java_JniWeak_deleteAll(JNIEnv *env, jclass cls)
{
	int i;

	for (i = 0; i < n_weaks; i++)
		(*env)->DeleteWeakGlobalRef(env, weaks[i]);
	n_weaks = 0;
	(*env)->DeleteWeakGlobalRef(env, watched);
	watched = NULL;
}

/* ---------------------------------------------------------- JniBuffer */

static unsigned char native_mem[64];

JNIEXPORT jobject JNICALL Java_JniBuffer_makeNative(JNIEnv *env, jclass cls, jint n)
{
	int i;

	for (i = 0; i < n && i < (int)sizeof native_mem; i++)
		native_mem[i] = (unsigned char)(i * 3);
	return (*env)->NewDirectByteBuffer(env, native_mem, n);
}

JNIEXPORT jstring JNICALL Java_JniBuffer_nativeSum(JNIEnv *env, jclass cls, jint n)
{
	char buf[512];
	size_t pos = 0;
	int i;

	for (i = 0; i < n && i < (int)sizeof native_mem; i++)
		pos += (size_t)snprintf(buf + pos, sizeof buf - pos, "%d ", native_mem[i]);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jlong JNICALL Java_JniBuffer_capacityOf(JNIEnv *env, jclass cls, jobject o)
{
	return (*env)->GetDirectBufferCapacity(env, o);
}

JNIEXPORT jboolean JNICALL Java_JniBuffer_hasAddress(JNIEnv *env, jclass cls, jobject o)
{
	void *p = (*env)->GetDirectBufferAddress(env, o);

	/* Only native_mem's address is the same on every VM. */
	return p != NULL;
}

JNIEXPORT jlong JNICALL Java_JniBuffer_addressDelta(JNIEnv *env, jclass cls, jobject a, jobject b)
{
	return (char *)(*env)->GetDirectBufferAddress(env, a) - (char *)(*env)->GetDirectBufferAddress(env, b);
}

JNIEXPORT void JNICALL Java_JniBuffer_fill(JNIEnv *env, jclass cls, jobject b, jint v)
{
	unsigned char *p = (*env)->GetDirectBufferAddress(env, b);
	jlong n = (*env)->GetDirectBufferCapacity(env, b), i;

	for (i = 0; p && i < n; i++)
		p[i] = (unsigned char)(v + i);
}

JNIEXPORT jstring JNICALL Java_JniBuffer_newWithCapacity(JNIEnv *env, jclass cls, jlong cap)
{
	char buf[256];
	jobject b = (*env)->NewDirectByteBuffer(env, native_mem, cap);
	jthrowable e = (*env)->ExceptionOccurred(env);

	if (e) {
		jmethodID ts;
		jstring s;
		const char *u;
		(*env)->ExceptionClear(env);
		ts = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "toString",
					 "()Ljava/lang/String;");
		s = (*env)->CallObjectMethod(env, e, ts);
		if ((*env)->ExceptionCheck(env))
			return NULL;
		u = (*env)->GetStringUTFChars(env, s, NULL);
		snprintf(buf, sizeof buf, "%s (result %s)", u, b ? "object" : "null");
		(*env)->ReleaseStringUTFChars(env, s, u);
	} else {
		snprintf(buf, sizeof buf, "capacity %lld", (long long)(*env)->GetDirectBufferCapacity(env, b));
	}
	return (*env)->NewStringUTF(env, buf);
}

/* --------------------------------------------------------- JniCluster */

JNIEXPORT jlong JNICALL Java_JniCluster_sum(JNIEnv *env, jclass cls, jintArray a)
{
	jint *e = (*env)->GetIntArrayElements(env, a, NULL);
	jsize n = (*env)->GetArrayLength(env, a), i;
	jlong s = 0;

	if (!e)
		return -1;
	for (i = 0; i < n; i++)
		s += e[i];
	(*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT);
	return s;
}

JNIEXPORT void JNICALL Java_JniCluster_scale(JNIEnv *env, jclass cls, jintArray a, jint k, jint mode)
{
	jint *e = (*env)->GetIntArrayElements(env, a, NULL);
	jsize n = (*env)->GetArrayLength(env, a), i;

	if (!e)
		return;
	for (i = 0; i < n; i++)
		e[i] *= k;
	(*env)->ReleaseIntArrayElements(env, a, e, mode);
	if (mode == JNI_COMMIT)
		(*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT);
}

JNIEXPORT jlong JNICALL Java_JniCluster_regionSum(JNIEnv *env, jclass cls, jintArray a, jint from, jint n)
{
	jint buf[1000];
	jlong s = 0;
	jint i;

	if (n > 1000)
		return -1;
	(*env)->GetIntArrayRegion(env, a, from, n, buf);
	for (i = 0; i < n; i++)
		s += buf[i];
	return s;
}

JNIEXPORT void JNICALL Java_JniCluster_setRegion(JNIEnv *env, jclass cls, jintArray a, jint from, jint n, jint v)
{
	jint buf[1000];
	jint i;

	if (n > 1000)
		return;
	for (i = 0; i < n; i++)
		buf[i] = v;
	(*env)->SetIntArrayRegion(env, a, from, n, buf);
}

JNIEXPORT jint JNICALL Java_JniCluster_bump(JNIEnv *env, jclass cls, jobject o)
{
	jclass c = (*env)->GetObjectClass(env, o);
	jfieldID f = (*env)->GetFieldID(env, c, "value", "I");
	jint v = (*env)->GetIntField(env, o, f) + 1;

	(*env)->SetIntField(env, o, f, v);
	return v;
}

/* ------------------------------------------------------------ JniGone */

JNIEXPORT jint JNICALL Java_JniGone_add(JNIEnv *env, jclass cls, jint a, jint b)
{
	return a + b;
}

/* ----------------------------------------------------------- JniDefine */

/* DefineClass with the bytes of buf[0..len); a Java exception stays
 * pending (the caller sees it thrown). */
JNIEXPORT jclass JNICALL Java_JniDefine_define(JNIEnv *env, jclass cls, jstring name,
					       jobject loader, jbyteArray buf, jint len)
{
	const char *n = (*env)->GetStringUTFChars(env, name, NULL);
	jbyte *b = (*env)->GetByteArrayElements(env, buf, NULL);
	jclass c;

	if (!n || !b)
		return NULL;
	c = (*env)->DefineClass(env, n, loader, b, len);
	(*env)->ReleaseByteArrayElements(env, buf, b, JNI_ABORT);
	(*env)->ReleaseStringUTFChars(env, name, n);
	return c;
}

/* ------------------------------------------------------------ JniStub */

JNIEXPORT jstring JNICALL Java_JniStub_all24(JNIEnv *env, jclass cls, jint a, jlong b, jbyte c, jshort d,
					      jchar e, jboolean f, jfloat g, jdouble h, jobject i, jint j,
					      jlong k, jfloat l, jdouble m, jfloat n, jdouble o, jfloat p,
					      jdouble q, jfloat r, jdouble s, jint t, jlong u, jobject v, jint w,
					      jfloat x)
{
	char buf[1024];
	const char *is = "null";
	jstring str = NULL;

	if (i && (*env)->IsInstanceOf(env, i, (*env)->FindClass(env, "java/lang/String"))) {
		str = i;
		is = (*env)->GetStringUTFChars(env, str, NULL);
	}
	snprintf(buf, sizeof buf, "%d %lld %d %d %d %d %g %g %s %d %lld %g %g %g %g %g %g %g %g %d %lld %s %d %g",
		 a, (long long)b, c, d, e, f, g, h, is, j, (long long)k, l, m, n, o, p, q, r, s, t,
		 (long long)u, v ? "array" : "null", w, x);
	if (str)
		(*env)->ReleaseStringUTFChars(env, str, is);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jstring JNICALL Java_JniStub_inst(JNIEnv *env, jobject self, jint a, jlong b, jint c, jlong d, jint e,
					     jlong f, jint g, jfloat h, jdouble i)
{
	char buf[256];
	jint base = (*env)->GetIntField(env, self, (*env)->GetFieldID(env, (*env)->GetObjectClass(env, self),
								       "base", "I"));

	snprintf(buf, sizeof buf, "base %d: %d %lld %d %lld %d %lld %d %g %g", base, a, (long long)b, c,
		 (long long)d, e, (long long)f, g, h, i);
	return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jfloat JNICALL Java_JniStub_retF(JNIEnv *env, jclass cls, jfloat a, jfloat b, jfloat c, jfloat d,
					    jfloat e, jfloat f, jfloat g, jfloat h, jfloat i, jfloat j)
{
	/* each argument weighted by its position: a swap shows */
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}

JNIEXPORT jdouble JNICALL Java_JniStub_retD(JNIEnv *env, jclass cls, jdouble a, jint b, jdouble c, jint d,
					     jdouble e, jint f, jdouble g, jint h, jdouble i, jint j, jdouble k,
					     jint l, jdouble m, jdouble n, jdouble o)
{
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l +
	       13 * m + 14 * n + 15 * o;
}

JNIEXPORT jboolean JNICALL Java_JniStub_retZ(JNIEnv *env, jclass cls, jint v)
{
	return (jboolean)(v & 1);
}

JNIEXPORT jbyte JNICALL Java_JniStub_retB(JNIEnv *env, jclass cls, jint v)
{
	return (jbyte)v;
}

JNIEXPORT jchar JNICALL Java_JniStub_retC(JNIEnv *env, jclass cls, jint v)
{
	return (jchar)v;
}

JNIEXPORT jshort JNICALL Java_JniStub_retS(JNIEnv *env, jclass cls, jint v)
{
	return (jshort)v;
}

JNIEXPORT jint JNICALL Java_JniStub_retI(JNIEnv *env, jclass cls, jlong v)
{
	return (jint)v;
}

JNIEXPORT jlong JNICALL Java_JniStub_retJ(JNIEnv *env, jclass cls, jint a, jint b)
{
	return ((jlong)a << 32) + b;
}

static jobject stub_global, stub_weak;

JNIEXPORT jobject JNICALL Java_JniStub_retL(JNIEnv *env, jclass cls, jint kind, jobject o)
{
	switch (kind) {
	case 0: return NULL;
	case 1: return o;
	case 2: return (*env)->NewLocalRef(env, o);
	case 3:
		if (!stub_global)
			stub_global = (*env)->NewGlobalRef(env, o);
		return stub_global;
	case 4:
		if (!stub_weak)
			stub_weak = (*env)->NewWeakGlobalRef(env, o);
		return stub_weak;
	default: return (*env)->NewStringUTF(env, "made");
	}
}

JNIEXPORT jobject JNICALL Java_JniStub_self(JNIEnv *env, jobject self)
{
	return self;
}

JNIEXPORT jint JNICALL Java_JniStub_field(JNIEnv *env, jobject self)
{
	return (*env)->GetIntField(env, self, (*env)->GetFieldID(env, (*env)->GetObjectClass(env, self),
								  "base", "I"));
}

JNIEXPORT jint JNICALL Java_JniStub_throwIf(JNIEnv *env, jclass cls, jint v)
{
	char msg[32];

	if (v % 7 == 3) {
		snprintf(msg, sizeof msg, "thrown at %d", v);
		(*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalStateException"), msg);
		return -1;
	}
	return v;
}

JNIEXPORT jobject JNICALL Java_JniStub_hold(JNIEnv *env, jclass cls, jobject o, jint spin)
{
	volatile jint i, x = 0;

	/* in the safe region all along: another thread's collection goes on */
	for (i = 0; i < spin; i++)
		x += i;
	return o;
}

JNIEXPORT void JNICALL Java_JniStub_keepLocals(JNIEnv *env, jclass cls, jobject o, jint k)
{
	jint i;

	/* left for the return to release */
	for (i = 0; i < k; i++)
		(*env)->NewLocalRef(env, o);
}

JNIEXPORT jint JNICALL Java_JniStub_gcFromNative(JNIEnv *env, jclass cls, jintArray a)
{
	jint buf[2];

	(*env)->CallStaticVoidMethod(env, cls, (*env)->GetStaticMethodID(env, cls, "gc", "()V"));
	(*env)->GetIntArrayRegion(env, a, 0, 2, buf);
	return buf[0] + buf[1];
}

JNIEXPORT jstring JNICALL Java_JniStub_traceFromNative(JNIEnv *env, jclass cls)
{
	jmethodID m = (*env)->GetStaticMethodID(env, cls, "trace", "()Ljava/lang/String;");

	return (jstring)(*env)->CallStaticObjectMethod(env, cls, m);
}
