/*
 * embed.c -- a C program that embeds a JVM through the invocation API:
 * creates it, calls static methods, attaches a second thread, destroys it
 * while a third attached thread is still to detach.
 * Linked against Ristretto (make check) and against the stock JVM's
 * libjvm.so (run.sh --regen), it must print the same.
 * usage: embed CLASSDIR [VM-OPTION...]
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <jni.h>

static JavaVM *vm;

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	fflush(stdout);
}

static void say_string(JNIEnv *env, const char *what, jstring s)
{
	const char *u = s ? (*env)->GetStringUTFChars(env, s, NULL) : NULL;

	say("%s %s\n", what, u ? u : "(null)");
	if (u)
		(*env)->ReleaseStringUTFChars(env, s, u);
}

static void *worker(void *arg)
{
	JavaVMAttachArgs aa = { JNI_VERSION_1_8, "embedded-worker", NULL };
	JNIEnv *env = NULL, *again = NULL;
	jclass c;
	jmethodID m;
	jint rc;

	rc = (*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8);
	say("worker: GetEnv before attach %d\n", rc);
	rc = (*vm)->AttachCurrentThread(vm, (void **)&env, &aa);
	say("worker: attach %d\n", rc);
	c = (*env)->FindClass(env, "Embedded");
	m = (*env)->GetStaticMethodID(env, c, "fromThread", "()Ljava/lang/String;");
	say_string(env, "worker: fromThread", (*env)->CallStaticObjectMethod(env, c, m));
	rc = (*vm)->GetEnv(vm, (void **)&again, JNI_VERSION_1_8);
	say("worker: GetEnv %d same %d\n", rc, again == env);
	rc = (*vm)->DetachCurrentThread(vm);
	say("worker: detach %d\n", rc);
	rc = (*vm)->GetEnv(vm, (void **)&again, JNI_VERSION_1_8);
	say("worker: GetEnv after detach %d\n", rc);
	return arg;
}

/* A second attached non-daemon thread that detaches late: DestroyJavaVM
 * must wait for it (its line comes before the shutdown hook's). */
static pthread_mutex_t late_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t late_cv = PTHREAD_COND_INITIALIZER;
static int late_state;          /* 0 starting, 1 attached (late_rc set) */
static jint late_rc = -99, late_detach_rc = -99;

static void *late_worker(void *arg)
{
	JavaVMAttachArgs aa = { JNI_VERSION_1_8, "late-worker", NULL };
	JNIEnv *env = NULL;
	struct timespec ts = { 1, 500000000 };
	jint rc;

	rc = (*vm)->AttachCurrentThread(vm, (void **)&env, &aa);
	pthread_mutex_lock(&late_mu);
	late_rc = rc;
	late_state = 1;
	pthread_cond_signal(&late_cv);
	pthread_mutex_unlock(&late_mu);
	nanosleep(&ts, NULL);
	say("late worker: attached %d, detaching after 1.5 s\n", late_rc);
	/* printed by main after DestroyJavaVM: the shutdown hook may run as
	 * soon as this thread has detached */
	late_detach_rc = (*vm)->DetachCurrentThread(vm);
	return arg;
}

int main(int argc, char **argv)
{
	JavaVMInitArgs args;
	JavaVMOption opts[8];
	char cp[4096];
	JNIEnv *env;
	JavaVM *found[2], *vm2;
	JNIEnv *env2;
	jsize n = -1;
	jclass c;
	jmethodID m;
	jint rc;
	pthread_t th, late;

	if (argc < 2)
		return 2;
	snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[1]);
	opts[0].optionString = cp;
	opts[1].optionString = "-Dembed.prop=42";
	memset(&args, 0, sizeof args);
	args.version = 0x7fff0000;
	say("default args, bad version: %d\n", JNI_GetDefaultJavaVMInitArgs(&args));
	args.version = JNI_VERSION_1_8;
	say("default args: %d\n", JNI_GetDefaultJavaVMInitArgs(&args));
	args.version = JNI_VERSION_1_8;
	for (args.nOptions = 2; args.nOptions < 8 && args.nOptions < argc; args.nOptions++)
		opts[args.nOptions].optionString = argv[args.nOptions];
	args.options = opts;
	args.ignoreUnrecognized = JNI_FALSE;
	JNI_GetCreatedJavaVMs(found, 2, &n);
	say("VMs before: %d\n", n);
	rc = JNI_CreateJavaVM(&vm, (void **)&env, &args);
	say("create: %d\n", rc);
	if (rc != JNI_OK)
		return 1;
	JNI_GetCreatedJavaVMs(found, 2, &n);
	say("VMs after: %d same %d\n", n, n == 1 && found[0] == vm);
	c = (*env)->FindClass(env, "Embedded");
	m = (*env)->GetStaticMethodID(env, c, "hello", "(ILjava/lang/String;)Ljava/lang/String;");
	say_string(env, "hello returned", (*env)->CallStaticObjectMethod(env, c, m, 21,
			(*env)->NewStringUTF(env, "from C")));
	m = (*env)->GetStaticMethodID(env, c, "fail", "()V");
	(*env)->CallStaticVoidMethod(env, c, m);
	say("exception pending: %d\n", (*env)->ExceptionCheck(env));
	(*env)->ExceptionClear(env);
	if (pthread_create(&th, NULL, worker, NULL) != 0)
		return 1;
	pthread_join(th, NULL);
	say("second create: %d\n", JNI_CreateJavaVM(&vm2, (void **)&env2, &args));
	if (pthread_create(&late, NULL, late_worker, NULL) != 0)
		return 1;
	pthread_mutex_lock(&late_mu);
	while (late_state == 0)
		pthread_cond_wait(&late_cv, &late_mu);
	pthread_mutex_unlock(&late_mu);
	rc = (*vm)->DestroyJavaVM(vm);
	say("destroy: %d\n", rc);
	pthread_join(late, NULL);
	say("late worker: detach %d\n", late_detach_rc);
	return 0;
}
