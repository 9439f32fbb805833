/*
 * cluster.c -- the launcher's cluster mode: wires gos/ (transport, launch
 * back-ends) to the VM core through its hook table (hooks.h).
 *
 * One process per node. The master (node 0) forms the mesh -- forking
 * the workers for -nodes N, starting them with rsh for -hosts, waiting
 * for -join workers, or taking its rank from an MPI/Slurm launcher --
 * then sends every worker RUN (what to run), serves class bytes from its
 * class path, writes the workers' console output, and decides when the
 * cluster ends. A worker forms the mesh, says HELLO (pid, host), waits
 * for RUN, and in SPMD mode runs the same main class, every application
 * class coming from the master. Until the global object space exists,
 * the default mode runs main on the master only and the workers idle.
 *
 * Threads: the VM runs on its own thread (launcher_start_vm); this file's
 * supervisor runs on the process's first thread and is the only one that
 * ends the process. Handlers run on gos's receiver thread and only record
 * what arrived (under `mu`) -- except CLASS_REQ (answered right there)
 * and CONSOLE (written right there, so output of one node keeps its order).
 *
 * Ending (the supervisor, `finish`): the master sends HALT(status) to every
 * worker, stops the cluster (gos waits for the workers' links to close,
 * still printing their console output), reaps what it started, exits with
 * the status. A worker that gets HALT stops its side and exits with it.
 * Status: System.exit(n) anywhere -> n; otherwise main's status on the
 * master, in SPMD mode the first non-zero status in rank order; a lost
 * node -> CLUSTER_EXIT_LOST after a message naming it.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "classpath.h"
#include "cluster.h"
#include "gos.h"
#include "gos_config.h"
#include "hooks.h"
#include "native.h"
#include "vm.h"

#define CLUSTER_EXIT_LOST 3        /* a node died or became unreachable */
#define CLUSTER_INFO_WAIT_MS 10000 /* -Xcluster:info waits this long for HELLOs */
#define CLUSTER_CLASS_WAIT_MS 30000 /* a class request may take this long */
/* A worker's application class path when it has none of its own: an entry
 * that never exists, so every application class comes from the master. */
#define NO_LOCAL_CLASSPATH "/nonexistent/ristretto-worker-classes"
/* A worker asks the master for its loaded native libraries
 * (vm_jni_library_list) as a CLASS_REQ of this name, which the master
 * answers from the VM instead of its class path (a real resource of this
 * name is therefore not reachable from workers). */
#define JNI_LIBS_RESOURCE "META-INF/ristretto-cluster/jni-libraries"

static LaunchOptions *L;
static GosCluster *cl;
static int self = -1, nnodes;
static bool is_master, spmd, info_mode;
static bool gos_on;                   /* threads distributed (the object space) */

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
/* ---- guarded by mu ---- */
static bool vm_done;
static int vm_status;
static bool finish_req;
static int finish_status;
static int lost_node = -1;
static char lost_why[160];
static GosVmRun *run_msg;             /* worker: what the master sent */
static int n_hello, n_done;           /* master: per-worker bookkeeping */
static bool *done_w;
static int *status_w;
static uint32_t *pid_w;
static char (*host_w)[GOS_HOST_MAX + 1];
typedef struct ClassReq {
	uint32_t id;
	bool done;
	uint8_t status;
	uint8_t *bytes;
	size_t len;
	char err[160];
	struct ClassReq *next;
} ClassReq;
static ClassReq *reqs;                /* worker: requests in flight */
static uint32_t next_req = 1;
#define NEG_CACHE_MAX 1024
static char *neg_cache[NEG_CACHE_MAX];  /* worker: names the master lacks */
static int n_neg;
/* ---- */

/* Ask the node's main thread to end the cluster with status; the first
 * request wins (mu held briefly; the main thread waits on cv). */
static void request_finish(int32_t status)
{
	pthread_mutex_lock(&mu);
	if (!finish_req) {
		finish_req = true;
		finish_status = status;
	}
	pthread_cond_broadcast(&cv);
	pthread_mutex_unlock(&mu);
}

/* Worker: `cl` is used by Java threads (console, classes) until finish
 * stops it; they hold the read side, finish takes the write side. */
static pthread_rwlock_t cl_rw = PTHREAD_RWLOCK_INITIALIZER;
static bool cl_live;

static VmClassPath *serve_cp;         /* master: what workers may load */
static pid_t kids[GOS_MAX_NODES];     /* master: processes it started */
static int nkids;

static void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void die(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fputs("Error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (nkids > 0)
		gos_launch_reap(kids, nkids, 0, NULL);
	fflush(stderr);
	_exit(1);
}

static void write_all(int fd, const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t k = write(fd, p, n);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			return;
		}
		p += k;
		n -= (size_t)k;
	}
}

static void timed_wait(int ms)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	ts.tv_sec += ms / 1000;
	ts.tv_nsec += (long)(ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	pthread_cond_timedwait(&cv, &mu, &ts);
}

/* ------------------------------------------------------------------ */
/* Messages (gos receiver thread)                                      */
/* ------------------------------------------------------------------ */

static void bad_msg(int src, unsigned type, const char *why)
{
	fprintf(stderr, "[node %d] ignored %s from node %d: %s\n", self,
		gos_msg_type_name(type), src, why);
}

static void serve_class(int src, const uint8_t *p, size_t n)
{
	char res[GOS_VM_MAX_RESOURCE + 1], err[256] = "";
	uint32_t id;
	uint8_t *bytes = NULL;
	size_t len = 0;
	VmCpStatus st;
	GosBuf b;
	GosStatus gs = gos_vm_class_req_decode(p, n, &id, res, sizeof res);

	if (gs != GOS_OK) {
		bad_msg(src, GOS_VM_CLASS_REQ, gos_status_str(gs));
		return;
	}
	if (!strcmp(res, JNI_LIBS_RESOURCE)) {
		bytes = (uint8_t *)vm_jni_library_list(&len);
		st = bytes ? VM_CP_FOUND : VM_CP_ERROR;
		if (!bytes)
			snprintf(err, sizeof err, "out of memory");
	} else {
		st = vm_classpath_find(serve_cp, res, &bytes, &len, err, sizeof err);
	}
	if (st == VM_CP_FOUND && len > (32u << 20)) {
		snprintf(err, sizeof err, "class file too large to send");
		st = VM_CP_ERROR;
	}
	gos_buf_init(&b);
	if (st == VM_CP_FOUND)
		gs = gos_vm_class_rep_encode(&b, id, 0, bytes, len);
	else if (st == VM_CP_NOT_FOUND)
		gs = gos_vm_class_rep_encode(&b, id, 1, NULL, 0);
	else
		gs = gos_vm_class_rep_encode(&b, id, 2, err, strlen(err));
	if (gs == GOS_OK)
		(void)gos_send(cl, src, GOS_VM_CLASS_REP, b.data, b.len);
	gos_buf_free(&b);
	free(bytes);
}

static void on_vm_msg(GosCluster *c, int src, unsigned type,
		      const uint8_t *p, size_t n, void *user)
{
	GosStatus gs = GOS_OK;
	(void)c;
	(void)user;

	if (is_master != (type == GOS_VM_HELLO || type == GOS_VM_CLASS_REQ ||
			  type == GOS_VM_CONSOLE || type == GOS_VM_EXIT)) {
		bad_msg(src, type, "not for this node's role");
		return;
	}
	switch (type) {
	case GOS_VM_HELLO: {
		uint32_t pid;
		char host[GOS_HOST_MAX + 1];
		if ((gs = gos_vm_hello_decode(p, n, &pid, host, sizeof host)) != GOS_OK)
			break;
		pthread_mutex_lock(&mu);
		if (pid_w[src] == 0) {
			pid_w[src] = pid;
			snprintf(host_w[src], sizeof host_w[src], "%s", host);
			n_hello++;
		}
		pthread_cond_broadcast(&cv);
		pthread_mutex_unlock(&mu);
		return;
	}
	case GOS_VM_CLASS_REQ:
		serve_class(src, p, n);
		return;
	case GOS_VM_CONSOLE: {
		int fd;
		const uint8_t *d;
		size_t len;
		if ((gs = gos_vm_console_decode(p, n, &fd, &d, &len)) != GOS_OK)
			break;
		write_all(fd, d, len);
		return;
	}
	case GOS_VM_EXIT: {
		uint8_t kind;
		int32_t status;
		if ((gs = gos_vm_exit_decode(p, n, &kind, &status)) != GOS_OK)
			break;
		pthread_mutex_lock(&mu);
		if (kind == GOS_VM_EXIT_SYSTEM) {
			if (!finish_req) {
				finish_req = true;
				finish_status = status;
			}
		} else if (!done_w[src]) {
			done_w[src] = true;
			status_w[src] = status;
			n_done++;
		}
		pthread_cond_broadcast(&cv);
		pthread_mutex_unlock(&mu);
		return;
	}
	case GOS_VM_RUN: {
		GosVmRun *r;
		if (src != 0 || (gs = gos_vm_run_decode(p, n, &r)) != GOS_OK)
			break;
		pthread_mutex_lock(&mu);
		if (run_msg == NULL)
			run_msg = r;
		else
			free(r);
		pthread_cond_broadcast(&cv);
		pthread_mutex_unlock(&mu);
		return;
	}
	case GOS_VM_CLASS_REP: {
		uint32_t id;
		uint8_t status;
		const uint8_t *d;
		size_t len;
		ClassReq *q;
		if ((gs = gos_vm_class_rep_decode(p, n, 32u << 20, &id, &status, &d, &len)) != GOS_OK)
			break;
		pthread_mutex_lock(&mu);
		for (q = reqs; q && q->id != id; q = q->next)
			;
		if (q && !q->done) {
			q->status = status;
			if (status == 0) {
				q->bytes = malloc(len ? len : 1);
				if (q->bytes) {
					memcpy(q->bytes, d, len);
					q->len = len;
				} else {
					q->status = 2;
					snprintf(q->err, sizeof q->err, "out of memory");
				}
			} else if (status == 2) {
				snprintf(q->err, sizeof q->err, "%.*s", (int)(len < 150 ? len : 150), (const char *)d);
			}
			q->done = true;
			pthread_cond_broadcast(&cv);
		}
		pthread_mutex_unlock(&mu);
		return;
	}
	case GOS_VM_HALT: {
		int32_t status;
		if (src != 0 || (gs = gos_vm_halt_decode(p, n, &status)) != GOS_OK)
			break;
		request_finish(status);
		return;
	}
	default:
		gs = GOS_ERR_TYPE;
		break;
	}
	bad_msg(src, type, gos_status_str(gs == GOS_OK ? GOS_ERR_SOURCE : gs));
}

static void on_node_dead(GosCluster *c, int node, const char *why, void *user)
{
	(void)c;
	(void)user;
	pthread_mutex_lock(&mu);
	if (lost_node < 0) {
		lost_node = node;
		snprintf(lost_why, sizeof lost_why, "%s", why);
	}
	pthread_cond_broadcast(&cv);
	pthread_mutex_unlock(&mu);
}

/* ------------------------------------------------------------------ */
/* Hooks (Java threads)                                                */
/* ------------------------------------------------------------------ */

static bool hook_console_write(int fd, const void *p, size_t n)
{
	const uint8_t *q = p;
	bool ok = true;

	pthread_rwlock_rdlock(&cl_rw);
	while (ok && cl_live) {
		size_t k = n > (1u << 20) ? (1u << 20) : n;
		GosBuf b;
		gos_buf_init(&b);
		ok = gos_vm_console_encode(&b, fd, q, k) == GOS_OK &&
		     gos_send(cl, 0, GOS_VM_CONSOLE, b.data, b.len) == GOS_OK;
		gos_buf_free(&b);
		if (ok) {
			q += k;
			n -= k;
			if (n == 0)
				break;
		}
	}
	pthread_rwlock_unlock(&cl_rw);
	if (n > 0)   /* the master is gone: keep what is left on this node */
		write_all(fd, q, n);
	return true;
}

static long hook_console_read(void *p, size_t n)
{
	/* workers' System.in is at end of input (the master's stdin stays
	 * the master's) */
	(void)p;
	(void)n;
	return 0;
}

static int hook_class_bytes(const char *res, uint8_t **bytes, size_t *len,
			    char *err, size_t errlen)
{
	ClassReq q;
	GosBuf b;
	bool sent = false;
	int i, waited = 0;

	if (!gos_vm_resource_ok(res))
		return VM_CP_NOT_FOUND;
	memset(&q, 0, sizeof q);
	pthread_mutex_lock(&mu);
	for (i = 0; i < n_neg; i++)
		if (!strcmp(neg_cache[i], res)) {
			pthread_mutex_unlock(&mu);
			return VM_CP_NOT_FOUND;
		}
	q.id = next_req++;
	q.next = reqs;
	reqs = &q;
	pthread_mutex_unlock(&mu);

	gos_buf_init(&b);
	pthread_rwlock_rdlock(&cl_rw);
	if (cl_live && gos_vm_class_req_encode(&b, q.id, res) == GOS_OK)
		sent = gos_send(cl, 0, GOS_VM_CLASS_REQ, b.data, b.len) == GOS_OK;
	pthread_rwlock_unlock(&cl_rw);
	gos_buf_free(&b);

	pthread_mutex_lock(&mu);
	/* Once the cluster is finishing (System.exit elsewhere) this node is
	 * about to _exit: keep waiting rather than report a class the master
	 * stopped serving -- a line on stderr after the program's last one
	 * (ThrSystemExit on 2 nodes showed it once). */
	while (sent && !q.done && lost_node < 0 && (finish_req || waited < CLUSTER_CLASS_WAIT_MS)) {
		timed_wait(200);
		if (!finish_req)
			waited += 200;
	}
	/* This node is ending -- finish() has closed the cluster (cl_live
	 * false, the request was never sent) on its way to _exit, or the
	 * master is gone before it answered -- so the process ends in a
	 * moment, and the supervisor says why if anything is to be said.
	 * Reporting the class here added a line after the program's last one
	 * (ThrSystemExit on 4 nodes showed it once). */
	while (!q.done && (!cl_live || lost_node == 0))
		timed_wait(1000);
	{
		ClassReq **pp;
		for (pp = &reqs; *pp; pp = &(*pp)->next)
			if (*pp == &q) {
				*pp = q.next;
				break;
			}
	}
	if (q.done && q.status == 1 && n_neg < NEG_CACHE_MAX)
		neg_cache[n_neg++] = strdup(res);
	pthread_mutex_unlock(&mu);
	if (!q.done) {
		free(q.bytes);
		snprintf(err, errlen, "the master did not send %s", res);
		return VM_CP_ERROR;
	}
	if (q.status == 0) {
		*bytes = q.bytes;
		*len = q.len;
		return VM_CP_FOUND;
	}
	if (q.status == 1)
		return VM_CP_NOT_FOUND;
	snprintf(err, errlen, "%s (on the master)", q.err);
	return VM_CP_ERROR;
}

static char self_host[GOS_HOST_MAX + 1] = "?";   /* worker: for messages */

static char *hook_jni_libraries(char *who, size_t wholen, char *err, size_t errlen)
{
	uint8_t *bytes = NULL;
	size_t len = 0;
	char *list;
	int st;

	snprintf(who, wholen, "cluster node %d (%s)", self, self_host);
	st = hook_class_bytes(JNI_LIBS_RESOURCE, &bytes, &len, err, errlen);
	if (st == VM_CP_NOT_FOUND)
		snprintf(err, errlen, "the master does not list them");
	if (st != VM_CP_FOUND)
		return NULL;
	list = realloc(bytes, len + 1);
	if (!list) {
		free(bytes);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	list[len] = 0;
	return list;
}

static void hook_exit(int status) __attribute__((noreturn));
static void hook_exit(int status)
{
	if (is_master) {
		request_finish(status);
	} else {
		GosBuf b;
		gos_buf_init(&b);
		pthread_rwlock_rdlock(&cl_rw);
		if (cl_live && gos_vm_exit_encode(&b, GOS_VM_EXIT_SYSTEM, status) == GOS_OK)
			(void)gos_send(cl, 0, GOS_VM_EXIT, b.data, b.len);
		pthread_rwlock_unlock(&cl_rw);
		gos_buf_free(&b);
	}
	/* the supervisor ends the process (on HALT, or when a node is lost) */
	for (;;)
		pause();
}

static void vm_finished(int status)
{
	pthread_mutex_lock(&mu);
	vm_done = true;
	vm_status = status;
	pthread_cond_broadcast(&cv);
	pthread_mutex_unlock(&mu);
}

/* ------------------------------------------------------------------ */
/* Ending                                                              */
/* ------------------------------------------------------------------ */

static void finish(int status) __attribute__((noreturn));
static void finish(int status)
{
	fflush(stdout);
	fflush(stderr);
	if (is_master) {
		GosBuf b;
		gos_buf_init(&b);
		if (gos_vm_halt_encode(&b, status) == GOS_OK)
			for (int i = 1; i < nnodes; i++)
				(void)gos_send(cl, i, GOS_VM_HALT, b.data, b.len);
		gos_buf_free(&b);
		gos_cluster_stop(cl);   /* workers' last output still arrives */
		if (nkids > 0)
			gos_launch_reap(kids, nkids, 3000, NULL);
	} else {
		pthread_rwlock_wrlock(&cl_rw);
		cl_live = false;
		pthread_rwlock_unlock(&cl_rw);
		gos_cluster_stop(cl);
	}
	fflush(stdout);
	fflush(stderr);
	_exit(status);
}

static void node_lost(int node, const char *why) __attribute__((noreturn));
static void node_lost(int node, const char *why)
{
	fflush(stdout);
	if (is_master) {
		char host[GOS_HOST_MAX + 1] = "?";
		uint16_t port = 0;
		uint32_t pid;
		(void)gos_peer_address(cl, node, host, sizeof host, &port);
		pthread_mutex_lock(&mu);
		pid = pid_w[node];
		pthread_mutex_unlock(&mu);
		fprintf(stderr, "Error: cluster node %d (%s:%u, pid %u) was lost: %s; stopping the cluster\n",
			node, host, (unsigned)port, (unsigned)pid, why);
		if (gos_on)
			gos_space_report_lost(node, stderr);
		/* a lost node we started (local fork, or its rsh) is ended now:
		 * a stopped or hung process would otherwise hold up the reaping
		 * (kids[i] is node i + 1 for both) */
		if (node >= 1 && node - 1 < nkids)
			(void)kill(kids[node - 1], SIGKILL);
		finish(CLUSTER_EXIT_LOST);
	}
	fprintf(stderr, "Error: node %d lost the master (node 0): %s; leaving\n", self, why);
	fflush(stderr);
	_exit(CLUSTER_EXIT_LOST);
}

/* The supervisor: the only code that ends the process. */
static void supervise(void) __attribute__((noreturn));
static void supervise(void)
{
	bool exit_sent = false;

	pthread_mutex_lock(&mu);
	for (;;) {
		if (lost_node >= 0) {
			int node = lost_node;
			char why[sizeof lost_why];
			snprintf(why, sizeof why, "%s", lost_why);
			pthread_mutex_unlock(&mu);
			node_lost(node, why);
		}
		if (finish_req) {
			int st = finish_status;
			pthread_mutex_unlock(&mu);
			if (is_master && gos_on) {
				gos_space_report();
				prof_finish();
			}
			finish(st);
		}
		if (is_master && vm_done && (!spmd || n_done == nnodes - 1)) {
			int st = vm_status;
			for (int i = 1; st == 0 && spmd && i < nnodes; i++)
				st = status_w[i];
			pthread_mutex_unlock(&mu);
			if (gos_on) {
				gos_space_report();
				prof_finish();
			}
			finish(st);
		}
		if (!is_master && vm_done && !exit_sent && spmd) {
			GosBuf b;
			int st = vm_status;
			exit_sent = true;
			pthread_mutex_unlock(&mu);
			fflush(stdout);
			gos_buf_init(&b);
			pthread_rwlock_rdlock(&cl_rw);
			if (gos_vm_exit_encode(&b, GOS_VM_EXIT_MAIN_DONE, st) == GOS_OK)
				(void)gos_send(cl, 0, GOS_VM_EXIT, b.data, b.len);
			pthread_rwlock_unlock(&cl_rw);
			gos_buf_free(&b);
			pthread_mutex_lock(&mu);
			continue;
		}
		timed_wait(200);
	}
}

/* ------------------------------------------------------------------ */
/* Set-up shared by both roles                                         */
/* ------------------------------------------------------------------ */

static void config_from_options(GosConfig *cfg)
{
	const LaunchCluster *o = &L->cluster;

	if (o->heartbeat_ms >= 0)
		cfg->heartbeat_ms = (unsigned)o->heartbeat_ms;
	if (o->dead_ms >= 0)
		cfg->dead_ms = (unsigned)o->dead_ms;
	if (o->batch_bytes >= 0)
		cfg->batch_bytes = (size_t)o->batch_bytes;
	if (o->compress_threshold >= 0)
		cfg->compress_threshold = (size_t)o->compress_threshold;
	if (o->spin_us >= 0)
		cfg->spin_us = (unsigned)o->spin_us;
	if (cfg->dead_ms <= cfg->heartbeat_ms)
		die("-Xcluster:dead (%u ms) must be longer than the heartbeat (%u ms)",
		    cfg->dead_ms, cfg->heartbeat_ms);
	cfg->on_node_dead = on_node_dead;
}

static const char *default_host(void)
{
	static char h[GOS_HOST_MAX + 1];
	const char *env = getenv("RISTRETTO_ADDR");
	if (L->cluster.listen)
		return L->cluster.listen;
	if (env && *env && strlen(env) <= GOS_HOST_MAX)
		return env;
	if (gethostname(h, sizeof h - 1) != 0 || !h[0])
		snprintf(h, sizeof h, "127.0.0.1");
	return h;
}

/* The cluster secret of a node not started by -nodes. */
static bool secret_given(GosSecret *s)
{
	const char *f = L->cluster.secret_file;
	GosStatus st;

	if (f && !strcmp(f, "-")) {
		char line[512];
		size_t n;
		if (!fgets(line, sizeof line, stdin))
			die("no cluster secret on standard input (-Xcluster:secret-file=-)");
		n = strlen(line);
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = 0;
		st = gos_secret_from_string(s, line);
		memset(line, 0, sizeof line);
		if (st != GOS_OK)
			die("the cluster secret on standard input is not valid (%s)", gos_status_str(st));
		return true;
	}
	if (f) {
		if ((st = gos_secret_from_file(s, f)) != GOS_OK)
			die("cannot use the secret file %s: %s", f, gos_status_str(st));
		return true;
	}
	st = gos_secret_from_env(s);
	if (st == GOS_OK)
		return true;
	if (st != GOS_ERR_NOTFOUND)
		die("RISTRETTO_SECRET / RISTRETTO_SECRET_FILE is not valid: %s", gos_status_str(st));
	return false;
}

static void register_handlers(void)
{
	for (unsigned t = GOS_VM_HELLO; t <= GOS_VM_LAST; t++)
		gos_register_handler(t, on_vm_msg, NULL);
	gos_space_register_handlers();
}

/* props := the VM's own -D settings, then `extra`, then the node's
 * ristretto.node / ristretto.nodes (last, so they win). */
static void set_props(char **extra, int nextra)
{
	const char **p = calloc((size_t)(L->vm.n_props + nextra + 2), sizeof *p);
	char *a = malloc(64), *b = malloc(64);
	int n = 0;

	if (!p || !a || !b)
		die("out of memory");
	for (int i = 0; i < nextra; i++)
		p[n++] = extra[i];
	for (int i = 0; i < L->vm.n_props; i++)
		p[n++] = L->vm.props[i];
	snprintf(a, 64, "ristretto.node=%d", self);
	snprintf(b, 64, "ristretto.nodes=%d", nnodes);
	p[n++] = a;
	p[n++] = b;
	L->vm.props = p;
	L->vm.n_props = n;
}

/* ------------------------------------------------------------------ */
/* Worker                                                              */
/* ------------------------------------------------------------------ */

static void worker_run(GosConfig *cfg) __attribute__((noreturn));
static void worker_run(GosConfig *cfg)
{
	GosStatus st;
	GosBuf b;
	char host[GOS_HOST_MAX + 1];
	pthread_t th;
	GosVmRun *run;

	is_master = false;
	register_handlers();
	st = gos_cluster_start(cfg, &cl);
	if (st != GOS_OK)
		die("cannot join the cluster at %s:%u: %s", cfg->master_host,
		    (unsigned)cfg->master_port, gos_status_str(st));
	self = gos_cluster_node(cl);
	nnodes = gos_cluster_size(cl);
	cl_live = true;
	if (gethostname(host, sizeof host - 1) != 0)
		snprintf(host, sizeof host, "?");
	host[sizeof host - 1] = 0;
	snprintf(self_host, sizeof self_host, "%s", host);
	gos_buf_init(&b);
	if (gos_vm_hello_encode(&b, (uint32_t)getpid(), host) == GOS_OK)
		(void)gos_send(cl, 0, GOS_VM_HELLO, b.data, b.len);
	gos_buf_free(&b);

	pthread_mutex_lock(&mu);
	while (!run_msg && !finish_req && lost_node < 0)
		timed_wait(200);
	run = run_msg;
	pthread_mutex_unlock(&mu);
	if (!run)
		supervise();
	spmd = (run->flags & GOS_VM_RUN_SPMD) != 0;
	gos_on = (run->flags & GOS_VM_RUN_GOS) != 0;
	if (gos_on) {
		/* the master's -Xgos settings travel as ristretto.gos=k=v,k=v */
		GosSpaceOptions go;
		gos_space_options_init(&go);
		for (int i = 0; i < run->nprops; i++)
			if (!strncmp(run->props[i], "ristretto.gos=", 14)) {
				char buf[512], err[256], *save = NULL, *kv;
				snprintf(buf, sizeof buf, "%s", run->props[i] + 14);
				for (kv = strtok_r(buf, ",", &save); kv; kv = strtok_r(NULL, ",", &save))
					if (!gos_space_parse_option(kv, &go, err, sizeof err))
						die("bad object space setting from the master: %s", err);
			}
		gos_space_install(cl, &go);
		for (int i = 0; i < run->nprops; i++)
			if (!strncmp(run->props[i], "ristretto.prof=", 15)) {
				ProfOptions po;
				char err[256];
				prof_options_init(&po);
				if (!prof_parse_option(run->props[i] + 15, &po, err, sizeof err) ||
				    !prof_install(&po, err, sizeof err))
					die("bad profiler setting from the master: %s", err);
			}
	}
	if (!(run->flags & GOS_VM_RUN_INFO)) {
		vm_cluster_hooks.console_write = hook_console_write;
		vm_cluster_hooks.console_read = hook_console_read;
		vm_cluster_hooks.class_bytes = hook_class_bytes;
		vm_cluster_hooks.exit_request = hook_exit;
		vm_cluster_hooks.jni_libraries = hook_jni_libraries;
		launcher_unresolve();
		set_props(run->props, run->nprops);
		if (!L->vm.classpath)
			L->vm.classpath = NO_LOCAL_CLASSPATH;
		L->is_jar = false;
		L->main_class = spmd && run->main_class[0] ? run->main_class : NULL;
		L->argc = run->argc;
		L->argv = run->argv;
		if (!launcher_start_vm(vm_finished, &th))
			die("cannot start the VM on node %d", self);
	}
	supervise();
}

/* ------------------------------------------------------------------ */
/* Master                                                              */
/* ------------------------------------------------------------------ */

static void print_info(void)
{
	int waited = 0;

	pthread_mutex_lock(&mu);
	while (n_hello < nnodes - 1 && lost_node < 0 && waited < CLUSTER_INFO_WAIT_MS) {
		timed_wait(100);
		waited += 100;
	}
	pthread_mutex_unlock(&mu);
	{
		char h[GOS_HOST_MAX + 1] = "?";
		if (gethostname(h, sizeof h - 1) != 0)
			snprintf(h, sizeof h, "?");
		printf("Ristretto cluster: %d node%s, node 0 is the master\n", nnodes, nnodes == 1 ? "" : "s");
		printf("%-5s %-30s %-8s %12s %14s\n", "rank", "host (address)", "pid", "RTT 64 B us", "MB/s to master");
		{
			char addr[GOS_HOST_MAX + 40], ah[GOS_HOST_MAX + 1];
			uint16_t port = 0;
			(void)gos_peer_address(cl, 0, ah, sizeof ah, &port);
			snprintf(addr, sizeof addr, "%s (%s:%u)", h, ah, (unsigned)port);
			printf("%-5d %-30s %-8d %12s %14s\n", 0, addr, (int)getpid(), "-", "-");
		}
	}
	for (int i = 1; i < nnodes; i++) {
		double rtt = 0, bw = 0;
		char addr[2 * GOS_HOST_MAX + 40], ah[GOS_HOST_MAX + 1] = "?";
		uint16_t port = 0;
		bool ok;
		(void)gos_peer_address(cl, i, ah, sizeof ah, &port);
		pthread_mutex_lock(&mu);
		snprintf(addr, sizeof addr, "%s (%s:%u)", host_w[i][0] ? host_w[i] : "?", ah, (unsigned)port);
		pthread_mutex_unlock(&mu);
		ok = gos_measure_rtt(cl, i, 64, 50, &rtt) == GOS_OK &&
		     gos_measure_bandwidth(cl, i, 65536, 16u << 20, &bw) == GOS_OK;
		if (ok)
			printf("%-5d %-30s %-8u %12.1f %14.1f\n", i, addr, (unsigned)pid_w[i], rtt, bw);
		else
			printf("%-5d %-30s %-8u %12s %14s\n", i, addr, (unsigned)pid_w[i], "unreachable", "-");
	}
	if (nnodes > 2) {
		/* what a central barrier's cycle needs of the transport */
		double fan = 0;
		if (gos_measure_fanout(cl, 64, 50, &fan) == GOS_OK)
			printf("fan-out: 64 B to all %d workers and back, %.1f us\n", nnodes - 1, fan);
		else
			printf("fan-out: 64 B to all %d workers and back, unreachable\n", nnodes - 1);
	}
	fflush(stdout);
}

typedef enum { SPAWN_NONE, SPAWN_FORK, SPAWN_RSH } SpawnKind;

typedef struct ForkArg {
	GosConfig cfg;
	GosCluster *parent;
} ForkArg;

static int fork_child(int index, void *arg)
{
	ForkArg *fa = arg;
	GosConfig cfg = fa->cfg;
	int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);

	/* workers read no terminal: System.in is at end of input */
	if (fd >= 0) {
		dup2(fd, 0);
		close(fd);
	}
	gos_cluster_discard_after_fork(fa->parent);
	cfg.node_id = index + 1;
	cfg.master_host = "127.0.0.1";
	cfg.master_port = gos_cluster_port(fa->parent);
	cfg.port = 0;
	cfg.rendezvous = NULL;
	/* a local worker sees the master's files, but must not use them:
	 * application classes come from the master, as on another host */
	L->vm.classpath = NULL;
	worker_run(&cfg);
}

/* One shell word: 'text' with ' written as '\'' */
static void sh_quote(char *out, size_t cap, const char *s)
{
	size_t n = 0;

	if (n + 1 < cap)
		out[n++] = '\'';
	for (; *s && n + 5 < cap; s++) {
		if (*s == '\'') {
			memcpy(out + n, "'\\''", 4);
			n += 4;
		} else {
			out[n++] = *s;
		}
	}
	if (n + 1 < cap)
		out[n++] = '\'';
	out[n] = 0;
}

static void hex(char *out, const uint8_t *p, size_t n)
{
	static const char d[] = "0123456789abcdef";
	for (size_t i = 0; i < n; i++) {
		out[2 * i] = d[p[i] >> 4];
		out[2 * i + 1] = d[p[i] & 15];
	}
	out[2 * n] = 0;
}

/* Start worker `rank` on `host` with the rsh command; the secret goes
 * through the command's standard input, never its arguments. */
static void spawn_rsh(const char *host, int rank, const GosSecret *secret,
		      const char *mhost, uint16_t mport)
{
	char exe[PATH_MAX], q[3][PATH_MAX + 600], cmd[4 * PATH_MAX + 2600], sec[2 * GOS_SECRET_LEN + 2];
	char *argv[64];
	char *rsh = strdup(L->cluster.rsh ? L->cluster.rsh : "ssh"), *tok, *save = NULL;
	int argc = 0, pfd[2];
	ssize_t n;
	pid_t pid;
	char tun[160] = "";

	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		die("cannot find this program's path to start workers");
	exe[n] = 0;
	sh_quote(q[0], sizeof q[0], exe);
	{
		char hp[GOS_HOST_MAX + 16];
		snprintf(hp, sizeof hp, "%s:%u", mhost, (unsigned)mport);
		sh_quote(q[1], sizeof q[1], hp);
	}
	sh_quote(q[2], sizeof q[2], host);
	if (L->cluster.heartbeat_ms >= 0 || L->cluster.dead_ms >= 0)
		snprintf(tun, sizeof tun, " -Xcluster:heartbeat=%ld -Xcluster:dead=%ld",
			 L->cluster.heartbeat_ms >= 0 ? L->cluster.heartbeat_ms : (long)1000,
			 L->cluster.dead_ms >= 0 ? L->cluster.dead_ms : (long)5000);
	snprintf(cmd, sizeof cmd, "%s -join %s -Xcluster:rank=%d -Xcluster:listen=%s -Xcluster:secret-file=-%s",
		 q[0], q[1], rank, q[2], tun);
	for (tok = strtok_r(rsh, " \t", &save); tok && argc < 60; tok = strtok_r(NULL, " \t", &save))
		argv[argc++] = tok;
	if (argc == 0)
		die("-Xcluster:rsh is empty");
	argv[argc++] = (char *)host;
	argv[argc++] = cmd;
	argv[argc] = NULL;
	if (pipe2(pfd, O_CLOEXEC) != 0)
		die("pipe: %s", strerror(errno));
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		dup2(pfd[0], 0);
		execvp(argv[0], argv);
		fprintf(stderr, "Error: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	close(pfd[0]);
	hex(sec, secret->key, GOS_SECRET_LEN);
	strcat(sec, "\n");
	write_all(pfd[1], (const uint8_t *)sec, strlen(sec));
	memset(sec, 0, sizeof sec);
	close(pfd[1]);
	kids[nkids++] = pid;
	free(rsh);
}

static void master_run(GosConfig *cfg, SpawnKind spawn, GosHost *hosts, int nhosts)
	__attribute__((noreturn));
static void master_run(GosConfig *cfg, SpawnKind spawn, GosHost *hosts, int nhosts)
{
	GosStatus st;
	pthread_t th;
	char **props = NULL;

	is_master = true;
	self = 0;
	nnodes = cfg->nodes;
	spmd = L->cluster.spmd;
	info_mode = L->cluster.info;
	done_w = calloc((size_t)nnodes, sizeof *done_w);
	status_w = calloc((size_t)nnodes, sizeof *status_w);
	pid_w = calloc((size_t)nnodes, sizeof *pid_w);
	host_w = calloc((size_t)nnodes, sizeof *host_w);
	if (!done_w || !status_w || !pid_w || !host_w)
		die("out of memory");
	if (!info_mode) {
		if (!launcher_resolve())
			_exit(1);
		serve_cp = vm_classpath_new();
		vm_classpath_add_list(serve_cp, L->vm.classpath);
	}
	register_handlers();
	if ((st = gos_cluster_create(cfg, &cl)) != GOS_OK)
		die("cannot start the cluster master on %s:%u: %s", cfg->listen_host,
		    (unsigned)cfg->port, gos_status_str(st));
	fflush(stdout);
	fflush(stderr);
	if (spawn == SPAWN_FORK) {
		ForkArg fa = { *cfg, cl };
		if ((st = gos_launch_local(nnodes - 1, fork_child, &fa, kids)) != GOS_OK)
			die("cannot start %d local workers: %s", nnodes - 1, gos_status_str(st));
		nkids = nnodes - 1;
	} else if (spawn == SPAWN_RSH) {
		int rank = 1;
		for (int h = 0; h < nhosts && rank < nnodes; h++)
			for (int s = (h == 0); s < hosts[h].slots && rank < nnodes; s++)
				spawn_rsh(hosts[h].name, rank++, &cfg->secret, cfg->listen_host, gos_cluster_port(cl));
	} else if (nnodes > 1 && !cfg->rendezvous) {
		fprintf(stderr, "ristretto: cluster master listening on %s:%u, waiting for %d worker%s (-join)\n",
			cfg->listen_host, (unsigned)gos_cluster_port(cl), nnodes - 1, nnodes == 2 ? "" : "s");
	}
	if ((st = gos_cluster_form(cl)) != GOS_OK)
		die("the cluster of %d nodes did not form: %s", nnodes, gos_status_str(st));

	/* tell every worker what to run */
	{
		GosVmRun run;
		GosBuf b;
		memset(&run, 0, sizeof run);
		gos_on = !spmd && !info_mode && nnodes > 1;
		run.flags = (uint8_t)((spmd ? GOS_VM_RUN_SPMD : 0) | (info_mode ? GOS_VM_RUN_INFO : 0) |
				      (gos_on ? GOS_VM_RUN_GOS : 0));
		run.nodes = (uint32_t)nnodes;
		run.main_class = (char *)(launcher_main_class() ? launcher_main_class() : "");
		run.argc = L->argc;
		run.argv = L->argv;
		run.nprops = L->vm.n_props;
		run.props = (char **)L->vm.props;
		for (int i = 0; i < run.nprops; i++)
			if (!strchr(run.props[i], '=')) {
				/* -Dname means name="" */
				char *s = malloc(strlen(run.props[i]) + 2);
				if (!s)
					die("out of memory");
				sprintf(s, "%s=", run.props[i]);
				if (!props && !(props = calloc((size_t)run.nprops, sizeof *props)))
					die("out of memory");
				props[i] = s;
			}
		if (props) {
			for (int i = 0; i < run.nprops; i++)
				if (!props[i])
					props[i] = (char *)L->vm.props[i];
			run.props = props;
		}
		if (gos_on) {
			/* the object space's settings, and the profiler's when on */
			char **p2 = calloc((size_t)run.nprops + 2, sizeof *p2), *gp = malloc(600);
			if (!p2 || !gp)
				die("out of memory");
			memcpy(p2, run.props, (size_t)run.nprops * sizeof *p2);
			strcpy(gp, "ristretto.gos=");
			gos_space_options_format(&L->gos, gp + 14, 580);
			p2[run.nprops++] = gp;
			if (L->prof.tcm) {
				char *pp = malloc(1200);
				if (!pp)
					die("out of memory");
				strcpy(pp, "ristretto.prof=");
				prof_options_format(&L->prof, pp + 15, 1185);
				p2[run.nprops++] = pp;
			}
			run.props = p2;
		}
		gos_buf_init(&b);
		if ((st = gos_vm_run_encode(&b, &run)) != GOS_OK)
			die("the command line cannot be sent to the workers: %s", gos_status_str(st));
		for (int i = 1; i < nnodes; i++)
			(void)gos_send(cl, i, GOS_VM_RUN, b.data, b.len);
		gos_buf_free(&b);
	}
	if (info_mode) {
		print_info();
		finish(0);
	}
	vm_cluster_hooks.exit_request = hook_exit;
	set_props(NULL, 0);
	if (gos_on)
		gos_space_install(cl, &L->gos);
	if (!gos_on && L->prof.tcm && !info_mode)
		die("-Xprof:tcm measures sharing between the threads of a distributed program: it "
		    "needs -nodes N with N >= 2 and no SPMD mode");
	if (gos_on && L->prof.tcm) {
		char err[256];
		if (!prof_install(&L->prof, err, sizeof err))
			die("-Xprof: %s", err);
	}
	if (!launcher_start_vm(vm_finished, &th))
		finish(1);
	supervise();
}


/* Under a launcher: rank/size from its environment, the master's address
 * from RISTRETTO_MASTER or the rendezvous file RISTRETTO_RENDEZVOUS. */
static void env_run(GosConfig *cfg, const GosLaunchInfo *li) __attribute__((noreturn));
static void env_run(GosConfig *cfg, const GosLaunchInfo *li)
{
	LaunchCluster *o = &L->cluster;
	GosStatus st;

	if (!secret_given(&cfg->secret))
		die("under %s every rank needs the cluster secret: export RISTRETTO_SECRET "
		    "(or RISTRETTO_SECRET_FILE)", li->backend);
	cfg->nodes = li->size;
	if (li->rank == 0) {
		const char *m = getenv("RISTRETTO_MASTER"), *rv = getenv("RISTRETTO_RENDEZVOUS");
		static char host[GOS_HOST_MAX + 1];
		uint16_t port = 0;
		cfg->node_id = 0;
		if (m && *m) {
			if (gos_parse_hostport(m, host, sizeof host, &port) != GOS_OK)
				die("RISTRETTO_MASTER expects HOST:PORT, got %s", m);
			cfg->listen_host = host;
			cfg->port = port;
		} else if (rv && *rv) {
			cfg->listen_host = default_host();
			cfg->port = o->port > 0 ? (uint16_t)o->port : 0;
			cfg->rendezvous = rv;
		} else {
			die("under %s set RISTRETTO_MASTER=host:port or RISTRETTO_RENDEZVOUS=file", li->backend);
		}
		master_run(cfg, SPAWN_NONE, NULL, 0);
	} else {
		static char host[GOS_HOST_MAX + 1];
		uint16_t port = 0;
		int fd;
		st = gos_master_from_env(NULL, host, sizeof host, &port, (int)cfg->start_timeout_ms);
		if (st != GOS_OK)
			die("rank %d cannot find the master: %s (set RISTRETTO_MASTER or RISTRETTO_RENDEZVOUS)",
			    li->rank, gos_status_str(st));
		cfg->node_id = li->rank;
		cfg->master_host = host;
		cfg->master_port = port;
		cfg->listen_host = default_host();
		/* only the master reads the terminal */
		if ((fd = open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0) {
			dup2(fd, 0);
			close(fd);
		}
		worker_run(cfg);
	}
}

/* ------------------------------------------------------------------ */
/* Entry                                                               */
/* ------------------------------------------------------------------ */

void cluster_launch(LaunchOptions *lo)
{
	LaunchCluster *o = &lo->cluster;
	GosConfig cfg;
	GosLaunchInfo li;
	GosStatus st;

	L = lo;
	gos_config_init(&cfg);
	config_from_options(&cfg);

	if (o->join) {
		char host[GOS_HOST_MAX + 1];
		uint16_t port;
		if (gos_parse_hostport(o->join, host, sizeof host, &port) != GOS_OK)
			die("-join expects HOST:PORT, got %s", o->join);
		if (!secret_given(&cfg.secret))
			die("-join needs the cluster secret: set RISTRETTO_SECRET or use -Xcluster:secret-file=");
		cfg.node_id = o->rank > 0 ? o->rank : -1;
		cfg.master_host = host;
		cfg.master_port = port;
		cfg.listen_host = default_host();
		worker_run(&cfg);
	}
	if (o->hosts_file) {
		GosHost *hosts = NULL;
		int nh = 0, line = 0, total = 0;
		st = gos_hosts_load(o->hosts_file, &hosts, &nh, &line);
		if (st != GOS_OK) {
			if (line > 0)
				die("hosts file %s, line %d: %s", o->hosts_file, line, gos_status_str(st));
			die("cannot read hosts file %s: %s", o->hosts_file, gos_status_str(st));
		}
		for (int i = 0; i < nh; i++)
			total += hosts[i].slots;
		if (nh == 0 || total > GOS_MAX_NODES)
			die("hosts file %s lists %d slots; expected 1..%d", o->hosts_file, total, GOS_MAX_NODES);
		if (!secret_given(&cfg.secret) && gos_secret_random(&cfg.secret) != GOS_OK)
			die("cannot make a cluster secret");
		cfg.node_id = 0;
		cfg.nodes = total;
		cfg.listen_host = o->listen ? o->listen : hosts[0].name;
		cfg.port = o->port > 0 ? (uint16_t)o->port : 0;
		master_run(&cfg, SPAWN_RSH, hosts, nh);
	}
	if (o->nodes == 0 && !o->spawn_none) {
		/* an MPI / Slurm launcher (or cluster-netns.sh) started us? */
		st = gos_launch_from_env(NULL, &li);
		if (st == GOS_ERR_PARSE)
			die("the launcher's rank/size environment is malformed (Slurm, Open MPI, PMI "
			    "or RISTRETTO_NODE/RISTRETTO_NODES variables)");
		if (st == GOS_OK && li.size > 1)
			env_run(&cfg, &li);
	}
	if (o->nodes > 1 || o->info || o->spawn_none) {
		cfg.node_id = 0;
		cfg.nodes = o->nodes > 0 ? o->nodes : 1;
		cfg.listen_host = o->listen ? o->listen : "127.0.0.1";
		cfg.port = o->port > 0 ? (uint16_t)o->port : 0;
		if (o->spawn_none) {
			if (!secret_given(&cfg.secret))
				die("-Xcluster:spawn=none needs the cluster secret for the -join workers: "
				    "set RISTRETTO_SECRET or use -Xcluster:secret-file=");
			master_run(&cfg, SPAWN_NONE, NULL, 0);
		}
		if (gos_secret_random(&cfg.secret) != GOS_OK)
			die("cannot make a cluster secret");
		master_run(&cfg, SPAWN_FORK, NULL, 0);
	}
}
