/*
 * jni.h -- the Java Native Interface as Ristretto implements it, written
 * from the JNI specification (Java SE 17).
 *
 * A native library compiled against this header is binary-compatible with
 * any JVM that follows the specification: the function tables below list
 * every entry in the order the specification numbers them (slot 4 is
 * GetVersion, slot 233 GetModule), and the types have the sizes it fixes.
 * Only the C binding is provided (no C++ member-function wrappers).
 *
 * Ristretto's references are the objects' addresses (its heap never moves
 * objects); weak global references carry a tag bit.  Code must treat them
 * as opaque all the same.
 */
#ifndef RISTRETTO_JNI_H
#define RISTRETTO_JNI_H

#include <stdarg.h>
#include <stdio.h>

#include "jni_md.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------- types */

typedef unsigned char jboolean;
typedef unsigned short jchar;
typedef short jshort;
typedef float jfloat;
typedef double jdouble;
typedef jint jsize;

struct _jobject;
typedef struct _jobject *jobject;
typedef jobject jclass;
typedef jobject jthrowable;
typedef jobject jstring;
typedef jobject jarray;
typedef jarray jbooleanArray;
typedef jarray jbyteArray;
typedef jarray jcharArray;
typedef jarray jshortArray;
typedef jarray jintArray;
typedef jarray jlongArray;
typedef jarray jfloatArray;
typedef jarray jdoubleArray;
typedef jarray jobjectArray;
typedef jobject jweak;

typedef union jvalue {
	jboolean z;
	jbyte b;
	jchar c;
	jshort s;
	jint i;
	jlong j;
	jfloat f;
	jdouble d;
	jobject l;
} jvalue;

struct _jfieldID;
typedef struct _jfieldID *jfieldID;
struct _jmethodID;
typedef struct _jmethodID *jmethodID;

typedef enum _jobjectType {
	JNIInvalidRefType = 0,
	JNILocalRefType = 1,
	JNIGlobalRefType = 2,
	JNIWeakGlobalRefType = 3
} jobjectRefType;

#define JNI_FALSE 0
#define JNI_TRUE 1

/* Return codes. */
#define JNI_OK 0
#define JNI_ERR (-1)
#define JNI_EDETACHED (-2)
#define JNI_EVERSION (-3)
#define JNI_ENOMEM (-4)
#define JNI_EEXIST (-5)
#define JNI_EINVAL (-6)

/* Release<Type>ArrayElements modes (0: copy back and free). */
#define JNI_COMMIT 1
#define JNI_ABORT 2

#define JNI_VERSION_1_1 0x00010001
#define JNI_VERSION_1_2 0x00010002
#define JNI_VERSION_1_4 0x00010004
#define JNI_VERSION_1_6 0x00010006
#define JNI_VERSION_1_8 0x00010008
#define JNI_VERSION_9 0x00090000
#define JNI_VERSION_10 0x000a0000

typedef struct {
	char *name;
	char *signature;
	void *fnPtr;
} JNINativeMethod;

struct JNINativeInterface_;
struct JNIInvokeInterface_;
typedef const struct JNINativeInterface_ *JNIEnv;
typedef const struct JNIInvokeInterface_ *JavaVM;

/* ------------------------------------------------- the JNIEnv table */

/* Three call forms per result type: varargs, va_list, jvalue array. */
#define JNI_CALLS_(R, T, PRE, ...) \
	R (JNICALL *PRE##T##Method)(JNIEnv *env, __VA_ARGS__, ...); \
	R (JNICALL *PRE##T##MethodV)(JNIEnv *env, __VA_ARGS__, va_list args); \
	R (JNICALL *PRE##T##MethodA)(JNIEnv *env, __VA_ARGS__, const jvalue *args);
/* The ten result types in the specification's order. */
#define JNI_EACH_CALL_(PRE, ...) \
	JNI_CALLS_(jobject, Object, PRE, __VA_ARGS__) \
	JNI_CALLS_(jboolean, Boolean, PRE, __VA_ARGS__) \
	JNI_CALLS_(jbyte, Byte, PRE, __VA_ARGS__) \
	JNI_CALLS_(jchar, Char, PRE, __VA_ARGS__) \
	JNI_CALLS_(jshort, Short, PRE, __VA_ARGS__) \
	JNI_CALLS_(jint, Int, PRE, __VA_ARGS__) \
	JNI_CALLS_(jlong, Long, PRE, __VA_ARGS__) \
	JNI_CALLS_(jfloat, Float, PRE, __VA_ARGS__) \
	JNI_CALLS_(jdouble, Double, PRE, __VA_ARGS__) \
	JNI_CALLS_(void, Void, PRE, __VA_ARGS__)
/* Field accessors, object type first, then the eight primitives. */
#define JNI_EACH_FIELD_(X, OBJ) \
	X(jobject, Object, OBJ) X(jboolean, Boolean, OBJ) X(jbyte, Byte, OBJ) \
	X(jchar, Char, OBJ) X(jshort, Short, OBJ) X(jint, Int, OBJ) \
	X(jlong, Long, OBJ) X(jfloat, Float, OBJ) X(jdouble, Double, OBJ)
#define JNI_GETF_(R, T, OBJ) R (JNICALL *Get##T##Field)(JNIEnv *env, OBJ, jfieldID field);
#define JNI_SETF_(R, T, OBJ) void (JNICALL *Set##T##Field)(JNIEnv *env, OBJ, jfieldID field, R value);
#define JNI_GETSF_(R, T, OBJ) R (JNICALL *GetStatic##T##Field)(JNIEnv *env, OBJ, jfieldID field);
#define JNI_SETSF_(R, T, OBJ) void (JNICALL *SetStatic##T##Field)(JNIEnv *env, OBJ, jfieldID field, R value);
/* The eight primitive array types. */
#define JNI_EACH_PRIM_(X) \
	X(jboolean, Boolean) X(jbyte, Byte) X(jchar, Char) X(jshort, Short) \
	X(jint, Int) X(jlong, Long) X(jfloat, Float) X(jdouble, Double)
#define JNI_NEWA_(R, T) T##ArrayType_ (JNICALL *New##T##Array)(JNIEnv *env, jsize length);
#define JNI_GETE_(R, T) R *(JNICALL *Get##T##ArrayElements)(JNIEnv *env, jarray array, jboolean *isCopy);
#define JNI_RELE_(R, T) void (JNICALL *Release##T##ArrayElements)(JNIEnv *env, jarray array, R *elems, jint mode);
#define JNI_GETR_(R, T) void (JNICALL *Get##T##ArrayRegion)(JNIEnv *env, jarray array, jsize start, jsize len, R *buf);
#define JNI_SETR_(R, T) void (JNICALL *Set##T##ArrayRegion)(JNIEnv *env, jarray array, jsize start, jsize len, const R *buf);
#define BooleanArrayType_ jbooleanArray
#define ByteArrayType_ jbyteArray
#define CharArrayType_ jcharArray
#define ShortArrayType_ jshortArray
#define IntArrayType_ jintArray
#define LongArrayType_ jlongArray
#define FloatArrayType_ jfloatArray
#define DoubleArrayType_ jdoubleArray

struct JNINativeInterface_ {
	void *reserved0;
	void *reserved1;
	void *reserved2;
	void *reserved3;
	jint (JNICALL *GetVersion)(JNIEnv *env);
	jclass (JNICALL *DefineClass)(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len);
	jclass (JNICALL *FindClass)(JNIEnv *env, const char *name);
	jmethodID (JNICALL *FromReflectedMethod)(JNIEnv *env, jobject method);
	jfieldID (JNICALL *FromReflectedField)(JNIEnv *env, jobject field);
	jobject (JNICALL *ToReflectedMethod)(JNIEnv *env, jclass cls, jmethodID method, jboolean isStatic);
	jclass (JNICALL *GetSuperclass)(JNIEnv *env, jclass cls);
	jboolean (JNICALL *IsAssignableFrom)(JNIEnv *env, jclass from, jclass to);
	jobject (JNICALL *ToReflectedField)(JNIEnv *env, jclass cls, jfieldID field, jboolean isStatic);
	jint (JNICALL *Throw)(JNIEnv *env, jthrowable obj);
	jint (JNICALL *ThrowNew)(JNIEnv *env, jclass cls, const char *msg);
	jthrowable (JNICALL *ExceptionOccurred)(JNIEnv *env);
	void (JNICALL *ExceptionDescribe)(JNIEnv *env);
	void (JNICALL *ExceptionClear)(JNIEnv *env);
	void (JNICALL *FatalError)(JNIEnv *env, const char *msg);
	jint (JNICALL *PushLocalFrame)(JNIEnv *env, jint capacity);
	jobject (JNICALL *PopLocalFrame)(JNIEnv *env, jobject result);
	jobject (JNICALL *NewGlobalRef)(JNIEnv *env, jobject obj);
	void (JNICALL *DeleteGlobalRef)(JNIEnv *env, jobject ref);
	void (JNICALL *DeleteLocalRef)(JNIEnv *env, jobject ref);
	jboolean (JNICALL *IsSameObject)(JNIEnv *env, jobject a, jobject b);
	jobject (JNICALL *NewLocalRef)(JNIEnv *env, jobject ref);
	jint (JNICALL *EnsureLocalCapacity)(JNIEnv *env, jint capacity);
	jobject (JNICALL *AllocObject)(JNIEnv *env, jclass cls);
	jobject (JNICALL *NewObject)(JNIEnv *env, jclass cls, jmethodID ctor, ...);
	jobject (JNICALL *NewObjectV)(JNIEnv *env, jclass cls, jmethodID ctor, va_list args);
	jobject (JNICALL *NewObjectA)(JNIEnv *env, jclass cls, jmethodID ctor, const jvalue *args);
	jclass (JNICALL *GetObjectClass)(JNIEnv *env, jobject obj);
	jboolean (JNICALL *IsInstanceOf)(JNIEnv *env, jobject obj, jclass cls);
	jmethodID (JNICALL *GetMethodID)(JNIEnv *env, jclass cls, const char *name, const char *sig);
	JNI_EACH_CALL_(Call, jobject obj, jmethodID method)
	JNI_EACH_CALL_(CallNonvirtual, jobject obj, jclass cls, jmethodID method)
	jfieldID (JNICALL *GetFieldID)(JNIEnv *env, jclass cls, const char *name, const char *sig);
	JNI_EACH_FIELD_(JNI_GETF_, jobject obj)
	JNI_EACH_FIELD_(JNI_SETF_, jobject obj)
	jmethodID (JNICALL *GetStaticMethodID)(JNIEnv *env, jclass cls, const char *name, const char *sig);
	JNI_EACH_CALL_(CallStatic, jclass cls, jmethodID method)
	jfieldID (JNICALL *GetStaticFieldID)(JNIEnv *env, jclass cls, const char *name, const char *sig);
	JNI_EACH_FIELD_(JNI_GETSF_, jclass cls)
	JNI_EACH_FIELD_(JNI_SETSF_, jclass cls)
	jstring (JNICALL *NewString)(JNIEnv *env, const jchar *chars, jsize len);
	jsize (JNICALL *GetStringLength)(JNIEnv *env, jstring str);
	const jchar *(JNICALL *GetStringChars)(JNIEnv *env, jstring str, jboolean *isCopy);
	void (JNICALL *ReleaseStringChars)(JNIEnv *env, jstring str, const jchar *chars);
	jstring (JNICALL *NewStringUTF)(JNIEnv *env, const char *utf);
	jsize (JNICALL *GetStringUTFLength)(JNIEnv *env, jstring str);
	const char *(JNICALL *GetStringUTFChars)(JNIEnv *env, jstring str, jboolean *isCopy);
	void (JNICALL *ReleaseStringUTFChars)(JNIEnv *env, jstring str, const char *chars);
	jsize (JNICALL *GetArrayLength)(JNIEnv *env, jarray array);
	jobjectArray (JNICALL *NewObjectArray)(JNIEnv *env, jsize length, jclass elementClass, jobject initial);
	jobject (JNICALL *GetObjectArrayElement)(JNIEnv *env, jobjectArray array, jsize index);
	void (JNICALL *SetObjectArrayElement)(JNIEnv *env, jobjectArray array, jsize index, jobject value);
	JNI_EACH_PRIM_(JNI_NEWA_)
	JNI_EACH_PRIM_(JNI_GETE_)
	JNI_EACH_PRIM_(JNI_RELE_)
	JNI_EACH_PRIM_(JNI_GETR_)
	JNI_EACH_PRIM_(JNI_SETR_)
	jint (JNICALL *RegisterNatives)(JNIEnv *env, jclass cls, const JNINativeMethod *methods, jint n);
	jint (JNICALL *UnregisterNatives)(JNIEnv *env, jclass cls);
	jint (JNICALL *MonitorEnter)(JNIEnv *env, jobject obj);
	jint (JNICALL *MonitorExit)(JNIEnv *env, jobject obj);
	jint (JNICALL *GetJavaVM)(JNIEnv *env, JavaVM **vm);
	void (JNICALL *GetStringRegion)(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf);
	void (JNICALL *GetStringUTFRegion)(JNIEnv *env, jstring str, jsize start, jsize len, char *buf);
	void *(JNICALL *GetPrimitiveArrayCritical)(JNIEnv *env, jarray array, jboolean *isCopy);
	void (JNICALL *ReleasePrimitiveArrayCritical)(JNIEnv *env, jarray array, void *carray, jint mode);
	const jchar *(JNICALL *GetStringCritical)(JNIEnv *env, jstring str, jboolean *isCopy);
	void (JNICALL *ReleaseStringCritical)(JNIEnv *env, jstring str, const jchar *chars);
	jweak (JNICALL *NewWeakGlobalRef)(JNIEnv *env, jobject obj);
	void (JNICALL *DeleteWeakGlobalRef)(JNIEnv *env, jweak ref);
	jboolean (JNICALL *ExceptionCheck)(JNIEnv *env);
	jobject (JNICALL *NewDirectByteBuffer)(JNIEnv *env, void *address, jlong capacity);
	void *(JNICALL *GetDirectBufferAddress)(JNIEnv *env, jobject buf);
	jlong (JNICALL *GetDirectBufferCapacity)(JNIEnv *env, jobject buf);
	jobjectRefType (JNICALL *GetObjectRefType)(JNIEnv *env, jobject obj);
	jobject (JNICALL *GetModule)(JNIEnv *env, jclass cls);
};

#undef JNI_CALLS_
#undef JNI_EACH_CALL_
#undef JNI_EACH_FIELD_
#undef JNI_GETF_
#undef JNI_SETF_
#undef JNI_GETSF_
#undef JNI_SETSF_
#undef JNI_EACH_PRIM_
#undef JNI_NEWA_
#undef JNI_GETE_
#undef JNI_RELE_
#undef JNI_GETR_
#undef JNI_SETR_
#undef BooleanArrayType_
#undef ByteArrayType_
#undef CharArrayType_
#undef ShortArrayType_
#undef IntArrayType_
#undef LongArrayType_
#undef FloatArrayType_
#undef DoubleArrayType_

/* ------------------------------------------------ the invocation API */

typedef struct JavaVMOption {
	char *optionString;
	void *extraInfo;
} JavaVMOption;

typedef struct JavaVMInitArgs {
	jint version;
	jint nOptions;
	JavaVMOption *options;
	jboolean ignoreUnrecognized;
} JavaVMInitArgs;

typedef struct JavaVMAttachArgs {
	jint version;
	char *name;
	jobject group;
} JavaVMAttachArgs;

struct JNIInvokeInterface_ {
	void *reserved0;
	void *reserved1;
	void *reserved2;
	jint (JNICALL *DestroyJavaVM)(JavaVM *vm);
	jint (JNICALL *AttachCurrentThread)(JavaVM *vm, void **penv, void *args);
	jint (JNICALL *DetachCurrentThread)(JavaVM *vm);
	jint (JNICALL *GetEnv)(JavaVM *vm, void **penv, jint version);
	jint (JNICALL *AttachCurrentThreadAsDaemon)(JavaVM *vm, void **penv, void *args);
};

/* Exported by the VM library (libristretto) for embedding programs. */
JNIIMPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args);
JNIIMPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args);
JNIIMPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vms, jsize size, jsize *n);

/* Optionally exported by a native library. */
JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved);
JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved);

#ifdef __cplusplus
}
#endif

#endif /* RISTRETTO_JNI_H */
