/*
 * jni_invoke.c -- the invocation API's exported functions:
 * JNI_GetDefaultJavaVMInitArgs, JNI_CreateJavaVM, JNI_GetCreatedJavaVMs.
 * They sit in the launcher layer because creating a VM wires the class
 * library's natives in, as main() does; the JavaVM table itself
 * (Attach/Detach/GetEnv/DestroyJavaVM) is in kaffe/kaffevm/jni.c.
 *
 * One VM per process, created once: a second JNI_CreateJavaVM, also after
 * DestroyJavaVM, returns JNI_EEXIST (as on the stock JVM).  The
 * creating thread becomes the VM's "main" thread and runs it on its own
 * native stack; between JNI calls it is in a safe region like a native.
 * A single node only (no cluster options).
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <unistd.h>

#include "jni.h"
#include "natives.h"
#include "native.h"
#include "vm.h"

static pthread_mutex_t create_lock = PTHREAD_MUTEX_INITIALIZER;
static int vm_state;      /* 0 none yet, 1 created (create_lock) */

static bool version_ok(jint v)
{
	return v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
	       v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

JNIEXPORT jint JNICALL JNI_GetDefaultJavaVMInitArgs(void *args)
{
	JavaVMInitArgs *a = args;

	/* JNI_ERR for an unknown version, as the stock JVM answers. */
	if (!a || !version_ok(a->version))
		return JNI_ERR;
	return JNI_OK;
}

/* The class library when no -Xbootclasspath: is given:
 * $RISTRETTO_BOOTCLASSPATH, the build tree, the installed datadir. */
static const char *boot_path(void)
{
	static const char build[] = VM_BUILD_JAVALIB "/rt.jar";
	const char *env = getenv("RISTRETTO_BOOTCLASSPATH");

	if (env && *env)
		return env;
	if (access(build, R_OK) == 0)
		return build;
	return VM_PKGDATADIR "/rt.jar";
}

/* "64m" -> bytes; 0 if malformed. */
static size_t parse_size(const char *s)
{
	char *end;
	unsigned long long v = strtoull(s, &end, 10);

	if (end == s)
		return 0;
	switch (*end) {
	case 'k': case 'K': v <<= 10; end++; break;
	case 'm': case 'M': v <<= 20; end++; break;
	case 'g': case 'G': v <<= 30; end++; break;
	default: break;
	}
	return *end || v > SIZE_MAX ? 0 : (size_t)v;
}

/* One option string into opts; false if it is not understood. */
static bool option(const char *o, VmOptions *opts, const char **props, int *n_props)
{
	size_t sz;

	if (!strncmp(o, "-Djava.class.path=", 18)) {
		opts->classpath = o + 18;
	} else if (!strncmp(o, "-D", 2)) {
		props[(*n_props)++] = o + 2;
	} else if (!strncmp(o, "-Xmx", 4) && (sz = parse_size(o + 4))) {
		opts->heap_max = sz;
	} else if (!strncmp(o, "-Xms", 4) && (sz = parse_size(o + 4))) {
		opts->heap_initial = sz;
	} else if (!strncmp(o, "-Xss", 4) && (sz = parse_size(o + 4))) {
		opts->stack_size = sz;
	} else if (!strncmp(o, "-Xbootclasspath:", 16)) {
		opts->boot_classpath = o + 16;
	} else if (!strncmp(o, "-Xgc:stress=", 12) && (sz = parse_size(o + 12))) {
		opts->gc_stress = (unsigned)sz;
	} else if (!strcmp(o, "-Xcheck:jni")) {
		vm_jni_set_check(true);
	} else if (!strcmp(o, "-verbose:gc")) {
		opts->verbose_gc = true;
	} else if (!strcmp(o, "-verbose:class")) {
		opts->verbose_class = true;
	} else if (!strcmp(o, "-ea") || !strcmp(o, "-enableassertions")) {
		opts->enable_assertions = true;
	} else if (!strcmp(o, "vfprintf") || !strcmp(o, "exit") || !strcmp(o, "abort")) {
		/* hooks (extraInfo): not supported, accepted */
	} else {
		return false;
	}
	return true;
}

JNIEXPORT jint JNICALL JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args)
{
	JavaVMInitArgs *a = args;
	VmOptions opts;
	const char **props;
	int n_props = 0, i;
	VmThread *t;
	jint rc = JNI_ERR;

	if (!pvm || !penv || !a)
		return JNI_EINVAL;
	if (!version_ok(a->version))
		return JNI_EVERSION;
	pthread_mutex_lock(&create_lock);
	if (vm_state != 0) {
		rc = JNI_EEXIST;
		goto out;
	}
	memset(&opts, 0, sizeof opts);
	props = calloc((size_t)(a->nOptions > 0 ? a->nOptions : 1), sizeof *props);
	if (!props) {
		rc = JNI_ENOMEM;
		goto out;
	}
	for (i = 0; i < a->nOptions; i++) {
		const char *o = a->options[i].optionString;
		if (!o || !option(o, &opts, props, &n_props)) {
			if (a->ignoreUnrecognized && o && (o[0] == '_' || !strncmp(o, "-X", 2)))
				continue;
			fprintf(stderr, "Unrecognized option: %s\n", o ? o : "(null)");
			free(props);
			rc = JNI_EINVAL;
			goto out;
		}
	}
	opts.props = props;        /* kept: the VM reads them at System's init */
	opts.n_props = n_props;
	if (!opts.classpath) {
		const char *env = getenv("CLASSPATH");
		opts.classpath = env && *env ? env : ".";
	}
	if (!opts.boot_classpath)
		opts.boot_classpath = boot_path();
	vm_natives_init();
	if (!vm_startup(&opts))
		goto out;
	vm_state = 1;
	t = vm_self();
	vm_thread_count_nondaemon(t);   /* DestroyJavaVM elsewhere waits for it */
	*penv = vm_jni_env_of(t);
	*pvm = vm_jni_java_vm();
	/* Back in the embedding program's code: a safe region, as in a native. */
	VM_SAFE_ENTER_NATIVE(t);
	rc = *penv ? JNI_OK : JNI_ENOMEM;
out:
	pthread_mutex_unlock(&create_lock);
	return rc;
}

JNIEXPORT jint JNICALL JNI_GetCreatedJavaVMs(JavaVM **vms, jsize size, jsize *n)
{
	int created;

	pthread_mutex_lock(&create_lock);
	created = vm_state == 1;
	pthread_mutex_unlock(&create_lock);
	if (n)
		*n = created;
	if (created && vms && size > 0)
		vms[0] = vm_jni_java_vm();
	return JNI_OK;
}
