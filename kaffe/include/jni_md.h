/*
 * jni_md.h -- the machine-dependent part of Ristretto's JNI header:
 * linkage macros and the 32- and 64-bit integer types, for Linux on IA-32
 * and x86-64 (GCC and Clang).
 *
 * JNICALL is empty: JNI functions use the platform's ordinary C calling
 * convention (cdecl on IA-32, the System V AMD64 ABI on x86-64), which is
 * what the VM's libffi call sites assume.  JNIEXPORT makes a native
 * function visible in a shared library built with -fvisibility=hidden.
 */
#ifndef RISTRETTO_JNI_MD_H
#define RISTRETTO_JNI_MD_H

#define JNIEXPORT __attribute__((visibility("default")))
#define JNIIMPORT __attribute__((visibility("default")))
#define JNICALL

typedef int jint;
#if defined(__LP64__) || defined(_LP64)
typedef long jlong;
#else
typedef long long jlong;
#endif
typedef signed char jbyte;

#endif /* RISTRETTO_JNI_MD_H */
