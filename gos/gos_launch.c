/*
 * gos_launch.c -- launch back-ends: how a process learns its rank, the
 * cluster size and where the master listens, and how `-nodes N` forks N
 * local processes without leaving orphans.
 *
 *   back-end   rank / size                          master address
 *   local      fork order, parent is node 0         inherited (port known)
 *   slurm      SLURM_PROCID / SLURM_NTASKS          RISTRETTO_MASTER or
 *   ompi       OMPI_COMM_WORLD_RANK / _SIZE           RISTRETTO_RENDEZVOUS
 *   pmi        PMI_RANK / PMI_SIZE                  (a shared file)
 *   join       assigned by the master               -join HOST:PORT
 *   hosts      line order of the hosts file         (ssh, wired by the VM)
 *
 * Every piece of text that comes from outside (environment variables,
 * files) is parsed strictly: whole-string decimal integers in range, no
 * trailing garbage, host names of bounded length. A rendezvous file is
 * written to a temporary name and renamed, so a polling worker sees either
 * nothing or the whole "host:port\n".
 *
 * Local children call prctl(PR_SET_PDEATHSIG, SIGKILL) and then check that
 * the parent they were forked from is still their parent (it may have died
 * between fork and prctl), so a crash of the master never leaves workers
 * behind; gos_launch_reap escalates from waiting to SIGTERM to SIGKILL.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gos_internal.h"

extern char **environ;

/* ---------------------------------------------------------------- */
/* Environment                                                       */
/* ---------------------------------------------------------------- */

static const char *
env_get(char *const *envp, const char *name)
{
	size_t n = strlen(name);

	if (envp == NULL)
		envp = environ;
	for (; envp != NULL && *envp != NULL; envp++)
		if (strncmp(*envp, name, n) == 0 && (*envp)[n] == '=')
			return *envp + n + 1;
	return NULL;
}

/* Whole-string decimal in [lo, hi]. */
static bool
parse_int(const char *s, long lo, long hi, long *out)
{
	char *end;
	long v;

	if (s == NULL || *s == '\0' || *s == ' ' || *s == '+')
		return false;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

GosStatus
gos_launch_from_env(char *const *envp, GosLaunchInfo *out)
{
	static const struct {
		const char *rank, *size, *name;
	} kinds[] = {
		{ "SLURM_PROCID", "SLURM_NTASKS", "slurm" },
		{ "OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "ompi" },
		{ "PMI_RANK", "PMI_SIZE", "pmi" },
		/* set by hand or by tools/netns/cluster-netns.sh */
		{ "RISTRETTO_NODE", "RISTRETTO_NODES", "ristretto" },
	};

	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		const char *r = env_get(envp, kinds[k].rank);
		const char *s = env_get(envp, kinds[k].size);
		long rank, size;

		if (r == NULL && s == NULL)
			continue;
		/* one without the other, or nonsense, is an error, not a
		 * reason to fall back to a single node silently */
		if (!parse_int(s, 1, GOS_MAX_NODES, &size) ||
		    !parse_int(r, 0, size - 1, &rank))
			return GOS_ERR_PARSE;
		out->rank = (int)rank;
		out->size = (int)size;
		out->backend = kinds[k].name;
		return GOS_OK;
	}
	return GOS_ERR_NOTFOUND;
}

GosStatus
gos_parse_hostport(const char *text, char *host, size_t hostcap,
                   uint16_t *port)
{
	const char *colon, *h = text;
	size_t hl;
	long p;

	if (text == NULL)
		return GOS_ERR_PARSE;
	if (*text == '[') {
		const char *rb = strchr(text, ']');
		if (rb == NULL || rb[1] != ':')
			return GOS_ERR_PARSE;
		h = text + 1;
		hl = (size_t)(rb - h);
		colon = rb + 1;
	} else {
		colon = strrchr(text, ':');
		if (colon == NULL)
			return GOS_ERR_PARSE;
		hl = (size_t)(colon - text);
		if (memchr(text, ':', hl) != NULL)
			return GOS_ERR_PARSE; /* bare IPv6 needs brackets */
	}
	if (hl == 0 || hl >= hostcap || hl > GOS_HOST_MAX)
		return GOS_ERR_PARSE;
	for (size_t i = 0; i < hl; i++)
		if (h[i] <= ' ' || h[i] == '/' || (unsigned char)h[i] >= 0x7f)
			return GOS_ERR_PARSE;
	if (!parse_int(colon + 1, 1, 65535, &p))
		return GOS_ERR_PARSE;
	memcpy(host, h, hl);
	host[hl] = '\0';
	*port = (uint16_t)p;
	return GOS_OK;
}

GosStatus
gos_rendezvous_write(const char *path, const char *host, uint16_t port)
{
	char tmp[PATH_MAX], line[GOS_HOST_MAX + 16];
	int fd, n;
	GosStatus st = GOS_OK;

	if (snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid()) >=
	    (int)sizeof tmp)
		return GOS_ERR_ARG;
	n = snprintf(line, sizeof line, "%s:%u\n", host, (unsigned)port);
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return GOS_ERR_IO;
	if (write(fd, line, (size_t)n) != n) /* tiny: one write or none */
		st = GOS_ERR_IO;
	if (close(fd) != 0)
		st = GOS_ERR_IO;
	if (st == GOS_OK && rename(tmp, path) != 0)
		st = GOS_ERR_IO;
	if (st != GOS_OK)
		unlink(tmp);
	return st;
}

GosStatus
gos_rendezvous_wait(const char *path, char *host, size_t hostcap,
                    uint16_t *port, int timeout_ms)
{
	uint64_t deadline = gos_now_ns() + (uint64_t)timeout_ms * 1000000u;
	char buf[GOS_HOST_MAX + 16];

	for (;;) {
		int fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd >= 0) {
			ssize_t k = read(fd, buf, sizeof buf - 1);
			close(fd);
			if (k > 0) {
				buf[k] = '\0';
				/* renamed into place whole, so one newline */
				char *nl = strchr(buf, '\n');
				if (nl == NULL || nl[1] != '\0')
					return GOS_ERR_PARSE;
				*nl = '\0';
				return gos_parse_hostport(buf, host, hostcap,
				                          port);
			}
		}
		if (gos_now_ns() >= deadline)
			return GOS_ERR_TIMEOUT;
		usleep(50 * 1000);
	}
}

GosStatus
gos_master_from_env(char *const *envp, char *host, size_t hostcap,
                    uint16_t *port, int timeout_ms)
{
	const char *m = env_get(envp, "RISTRETTO_MASTER");
	const char *r = env_get(envp, "RISTRETTO_RENDEZVOUS");

	if (m != NULL && *m != '\0')
		return gos_parse_hostport(m, host, hostcap, port);
	if (r != NULL && *r != '\0')
		return gos_rendezvous_wait(r, host, hostcap, port, timeout_ms);
	return GOS_ERR_NOTFOUND;
}

/* ---------------------------------------------------------------- */
/* Hosts file                                                        */
/* ---------------------------------------------------------------- */

GosStatus
gos_hosts_parse(const char *text, GosHost **hosts, int *count, int *errline)
{
	GosHost *v = NULL;
	int n = 0, cap = 0, line = 0;
	const char *p = text;
	GosStatus st = GOS_OK;

	*hosts = NULL;
	*count = 0;
	*errline = 0;
	if (text == NULL)
		return GOS_ERR_ARG;
	while (*p != '\0') {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char buf[512], *save = NULL, *tok;

		line++;
		if (len >= sizeof buf) {
			st = GOS_ERR_PARSE;
			goto fail;
		}
		memcpy(buf, p, len);
		buf[len] = '\0';
		p += len + (eol ? 1 : 0);
		char *hash = strchr(buf, '#');
		if (hash != NULL)
			*hash = '\0';
		tok = strtok_r(buf, " \t\r", &save);
		if (tok == NULL)
			continue; /* blank or comment only */
		if (strlen(tok) > GOS_HOST_MAX) {
			st = GOS_ERR_PARSE;
			goto fail;
		}
		if (n == cap) {
			int ncap = cap ? cap * 2 : 8;
			GosHost *nv;
			if (ncap > GOS_MAX_NODES * 2) {
				st = GOS_ERR_PARSE;
				goto fail;
			}
			nv = realloc(v, (size_t)ncap * sizeof *v);
			if (nv == NULL) {
				st = GOS_ERR_NOMEM;
				goto fail;
			}
			v = nv;
			cap = ncap;
		}
		snprintf(v[n].name, sizeof v[n].name, "%s", tok);
		v[n].slots = 1;
		while ((tok = strtok_r(NULL, " \t\r", &save)) != NULL) {
			long s;
			if (strncmp(tok, "slots=", 6) != 0 ||
			    !parse_int(tok + 6, 1, GOS_MAX_NODES, &s)) {
				st = GOS_ERR_PARSE;
				goto fail;
			}
			v[n].slots = (int)s;
		}
		n++;
	}
	if (n == 0) {
		st = GOS_ERR_PARSE; /* a hosts file naming no host */
		line = 0;
		goto fail;
	}
	*hosts = v;
	*count = n;
	return GOS_OK;
fail:
	free(v);
	*errline = line;
	return st;
}

GosStatus
gos_hosts_load(const char *path, GosHost **hosts, int *count, int *errline)
{
	GosBuf b;
	GosStatus st;
	char chunk[4096];
	ssize_t k;
	int fd;

	*errline = 0;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return GOS_ERR_NOTFOUND;
	gos_buf_init(&b);
	while ((k = read(fd, chunk, sizeof chunk)) > 0 && b.len < (1u << 20))
		gos_put_raw(&b, chunk, (size_t)k);
	close(fd);
	gos_put_u8(&b, 0);
	if (k < 0 || b.oom || memchr(b.data, '\0', b.len - 1) != NULL)
		st = k < 0 || b.oom ? GOS_ERR_IO : GOS_ERR_PARSE;
	else
		st = gos_hosts_parse((const char *)b.data, hosts, count,
		                     errline);
	gos_buf_free(&b);
	return st;
}

/* ---------------------------------------------------------------- */
/* Local processes                                                   */
/* ---------------------------------------------------------------- */

/* In the child, right after fork: die with the parent. */
static void
child_setup(pid_t parent)
{
	sigset_t none;

	/* a child starts clean: handlers of the parent (a test harness, the
	 * VM's own) must not run in it when the reaper sends SIGTERM.  The
	 * parent blocked these signals around fork() (fork_blocked), so none
	 * can arrive before the handlers are reset here. */
	signal(SIGTERM, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	(void)prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* the parent may have died before prctl took effect */
	if (getppid() != parent)
		_exit(127);
}

/* fork() with TERM, INT and HUP blocked; the parent's mask is restored at
 * once, the child's by child_setup.  Without this, a signal that reaches a
 * new child before child_setup runs (the reaper's SIGTERM under load) runs
 * the parent's handler in the child: Check's, for one, then kills the
 * whole test. */
static pid_t
fork_blocked(void)
{
	sigset_t block, old;
	pid_t pid;

	sigemptyset(&block);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &block, &old);
	pid = fork();
	if (pid != 0)
		pthread_sigmask(SIG_SETMASK, &old, NULL);
	return pid;
}

GosStatus
gos_launch_local(int n, GosChildFn fn, void *arg, pid_t *pids)
{
	pid_t parent = getpid();

	if (n < 0 || n > GOS_MAX_NODES || fn == NULL || pids == NULL)
		return GOS_ERR_ARG;
	fflush(NULL); /* no buffered output printed twice */
	for (int i = 0; i < n; i++) {
		pid_t pid = fork_blocked();
		if (pid < 0) {
			for (int j = 0; j < i; j++)
				kill(pids[j], SIGKILL);
			(void)gos_launch_reap(pids, i, 1000, NULL);
			return GOS_ERR_IO;
		}
		if (pid == 0) {
			int rc;
			child_setup(parent);
			rc = fn(i, arg);
			fflush(NULL);
			_exit(rc & 0xff);
		}
		pids[i] = pid;
	}
	return GOS_OK;
}

GosStatus
gos_launch_local_exec(int n, char *const *argv, int first_id, int total,
                      pid_t *pids)
{
	pid_t parent = getpid();

	if (n < 0 || n > GOS_MAX_NODES || argv == NULL || argv[0] == NULL ||
	    pids == NULL)
		return GOS_ERR_ARG;
	fflush(NULL);
	for (int i = 0; i < n; i++) {
		pid_t pid = fork_blocked();
		if (pid < 0) {
			for (int j = 0; j < i; j++)
				kill(pids[j], SIGKILL);
			(void)gos_launch_reap(pids, i, 1000, NULL);
			return GOS_ERR_IO;
		}
		if (pid == 0) {
			char v[16];
			child_setup(parent);
			snprintf(v, sizeof v, "%d", first_id + i);
			setenv("RISTRETTO_NODE", v, 1);
			snprintf(v, sizeof v, "%d", total);
			setenv("RISTRETTO_NODES", v, 1);
			execvp(argv[0], argv);
			_exit(127);
		}
		pids[i] = pid;
	}
	return GOS_OK;
}

int
gos_launch_reap(pid_t *pids, int n, int timeout_ms, int *status)
{
	uint64_t deadline = gos_now_ns() + (uint64_t)timeout_ms * 1000000u;
	int left = 0, ok = 0, phase = 0;

	for (int i = 0; i < n; i++) {
		if (status != NULL)
			status[i] = -1;
		if (pids[i] > 0)
			left++;
	}
	while (left > 0) {
		for (int i = 0; i < n; i++) {
			int ws;
			pid_t r;
			if (pids[i] <= 0)
				continue;
			r = waitpid(pids[i], &ws, WNOHANG);
			if (r == 0)
				continue;
			if (r < 0 && errno == EINTR)
				continue;
			if (r == pids[i]) {
				if (status != NULL)
					status[i] = ws;
				if (WIFEXITED(ws) && WEXITSTATUS(ws) == 0)
					ok++;
			}
			pids[i] = -pids[i]; /* reaped (or not ours) */
			left--;
		}
		if (left == 0)
			break;
		if (gos_now_ns() >= deadline && phase < 2) {
			/* too slow: ask, then insist; never leave orphans */
			for (int i = 0; i < n; i++)
				if (pids[i] > 0)
					kill(pids[i], phase == 0 ? SIGTERM : SIGKILL);
			phase++;
			deadline = gos_now_ns() + 1000000000u;
		}
		usleep(2000);
	}
	for (int i = 0; i < n; i++)
		if (pids[i] < 0)
			pids[i] = -pids[i];
	return ok;
}
