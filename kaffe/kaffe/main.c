/*
 * main.c -- the `ristretto` launcher: parse the command line, find the
 * class library, start the VM on a thread with a generous native stack, run
 * main, and exit with the program's status.
 */
#include "config.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "classpath.h"
#include "cluster.h"
#include "gos.h"
#include "jit.h"
#include "natives.h"
#include "options.h"

static LaunchOptions lo;
static int exit_status;

static void print_version(FILE *out)
{
	fprintf(out, "openjdk version \"17\" (Ristretto %s)\n"
		"Ristretto Runtime Environment (interpreter, %s)\n"
		"Ristretto VM %s (cluster-aware, single node)\n", PACKAGE_VERSION, VM_HOST_CPU, PACKAGE_VERSION);
}

static bool readable(const char *p)
{
	return access(p, R_OK) == 0;
}

/* The class library: -Xbootclasspath:, $RISTRETTO_BOOTCLASSPATH, rt.jar
 * beside an installed binary, the build tree, the configured datadir. */
static const char *find_boot_path(void)
{
	static char buf[PATH_MAX + 64];
	char exe[PATH_MAX], *slash;
	ssize_t n;
	const char *env = getenv("RISTRETTO_BOOTCLASSPATH");

	if (lo.vm.boot_classpath)
		return lo.vm.boot_classpath;
	if (env && *env)
		return env;
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		exe[n] = 0;
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = 0;
			snprintf(buf, sizeof buf, "%s/../share/ristretto/rt.jar", exe);
			if (readable(buf))
				return buf;
			snprintf(buf, sizeof buf, "%s/../../libraries/javalib/rt.jar", exe);
			if (readable(buf))
				return buf;
		}
	}
	snprintf(buf, sizeof buf, "%s/rt.jar", VM_PKGDATADIR);
	return buf;
}

/* Resolve -jar and the class path; false (status 1) after an error
 * message. Idempotent. */
static bool resolved;
static const char *main_class_name;
static char *from_jar;

bool launcher_resolve(void)
{
	if (resolved)
		return true;
	main_class_name = lo.main_class;
	if (lo.is_jar && lo.main_class) {
		char err[512];
		from_jar = vm_jar_main_class(lo.main_class, err, sizeof err);
		if (!from_jar) {
			if (!readable(lo.main_class))
				fprintf(stderr, "Error: Unable to access jarfile %s\n", lo.main_class);
			else if (strstr(err, "no Main-Class"))
				fprintf(stderr, "no main manifest attribute, in %s\n", lo.main_class);
			else if (strstr(err, "CEN") || strstr(err, "ZIP64 END"))   /* zip.c */
				fprintf(stderr, "Error: An unexpected error occurred while trying to open file %s (%s)\n",
					lo.main_class, err);
			else
				fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", lo.main_class);
			return false;
		}
		lo.vm.classpath = lo.main_class;
		main_class_name = from_jar;
	} else if (!lo.vm.classpath) {
		const char *env = getenv("CLASSPATH");
		lo.vm.classpath = env && *env ? env : ".";
	}
	resolved = true;
	return true;
}

void launcher_unresolve(void)
{
	/* a forked worker forgets what its parent (the master) resolved */
	resolved = false;
	main_class_name = NULL;
}

LaunchOptions *launcher_options(void)
{
	return &lo;
}

const char *launcher_main_class(void)
{
	return main_class_name;
}

static void (*vm_done_fn)(int status);

static void *vm_main(void *arg)
{
	(void)arg;
	if (!launcher_resolve()) {
		exit_status = 1;
		goto done;
	}
	lo.vm.boot_classpath = find_boot_path();
	vm_natives_init();
	if (!vm_startup(&lo.vm)) {
		exit_status = 1;
		goto done;
	}
	/* a cluster worker with nothing to run has started its VM and idles:
	 * its main thread leaves the VM (threads the object space starts run
	 * on, and a collection must not wait for a thread that is gone) */
	if (main_class_name) {
		exit_status = vm_run_main(main_class_name, lo.argc, lo.argv);
	} else {
		exit_status = 0;
		vm_thread_destroy(vm_self());
	}
done:
	if (vm_done_fn)
		vm_done_fn(exit_status);
	return NULL;
}

/* Start the VM on a thread with a large native stack: natives and class
 * initialisers recurse on it. done (may be NULL) is called on that thread
 * with main's status. */
bool launcher_start_vm(void (*done)(int status), pthread_t *th)
{
	pthread_attr_t attr;
	size_t cstack;

	vm_done_fn = done;
	cstack = (lo.vm.stack_size ? lo.vm.stack_size : (4u << 20)) * 4;
	if (cstack < (64u << 20))
		cstack = 64u << 20;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, cstack);
	if (pthread_create(th, &attr, vm_main, NULL) != 0) {
		fprintf(stderr, "Error: could not create the main thread\n");
		return false;
	}
	pthread_attr_destroy(&attr);
	return true;
}

int main(int argc, char **argv)
{
	pthread_t th;

	if (!launch_parse(argc, argv, &lo))
		return lo.help ? 0 : 1;
	if (lo.help) {
		launch_usage(stdout);
		return 0;
	}
	for (int i = 0; i < lo.n_jit_opts; i++)
		if (!jit_option(lo.jit_opts[i])) {
			fprintf(stderr, "Error: Could not create the Java Virtual Machine.\n");
			return 1;
		}
	if (lo.xint)
		jit_disable();
	if (lo.version_only || lo.show_version) {
		print_version(stderr);
		if (lo.version_only)
			return 0;
	}
	if (vm_debug_mask & (VM_DBG_GOS_PROTO | VM_DBG_GOS_MSG))
		gos_set_debug(true);
	jit_start();
	/* a cluster (command line or an MPI/Slurm launcher): never returns */
	cluster_launch(&lo);
	if (lo.prof.tcm) {
		fprintf(stderr, "Error: -Xprof:tcm measures sharing between the nodes of a cluster: "
			"run with -nodes N (N >= 2), -hosts FILE or a launcher\n");
		return 1;
	}
	if (!launcher_start_vm(NULL, &th))
		return 1;
	pthread_join(th, NULL);
	fflush(stdout);
	fflush(stderr);
	_exit(exit_status);
}
