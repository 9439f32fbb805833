/*
 * java_lang_Process.c -- natives of java.lang.ProcessImpl: starting a
 * child program (fork and execve), the pipes of its three standard
 * streams, waiting for it, and signalling it.
 *
 * Starting.  The VM is multithreaded, so between fork and execve the
 * child may only make async-signal-safe calls: everything it needs (the
 * argument and environment vectors, the directories of PATH, a buffer for
 * the candidate paths, the descriptors it will take as 0, 1 and 2) is
 * prepared by the parent before fork.  The child moves its descriptors
 * into place, changes directory, restores the signal mask and SIGPIPE,
 * marks every other descriptor close-on-exec (close_range, else one fcntl
 * per descriptor) and runs the program.  Should that fail, it writes its
 * errno into a close-on-exec pipe and _exits; the parent reads that pipe
 * in a safe region: end of file means the exec succeeded.  The Java side
 * turns the IOException("error=N, strerror") of a failure into the JDK's
 * `Cannot run program "X": ...`.
 *
 * Reaping.  Each started child is entered in a table (pid, pidfd, exit
 * status).  One reaper thread of the process -- a plain POSIX thread that
 * never touches the heap, started with the first child -- polls the
 * children's pidfds (or, where pidfd_open is missing, wakes every
 * PROC_POLL_MS) and collects each exited child with waitpid at once, so
 * that none is left a zombie, whether or not Java ever asks.  Only the
 * pids of this table are waited for: the cluster launcher's workers are
 * left to it.  A thread in waitFor waits on the table's condition in a
 * safe region (wait0), so the collector never waits for it; the Java side
 * takes the status out of the table once (take0, under the Process's
 * monitor) and keeps it.
 *
 * A child belongs to the node (process) that started it: the Java side
 * records the process token at start and refuses a call on another node.
 *
 * The exit value is the JDK's on Linux: the exit code, or 128 + the
 * signal for a child that a signal ended.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

#define IO_EXC "java/io/IOException"

#define PROC_POLL_MS 20          /* reaper's period for children without a pidfd */
#define PROC_DEFAULT_PATH "/bin:/usr/bin"   /* PATH when the VM has none */

/* redirect modes, 4 bits per stream in start0's `modes` (ProcessImpl.java) */
#define PROC_PIPE 0
#define PROC_INHERIT 1
#define PROC_READ 2
#define PROC_WRITE 3
#define PROC_APPEND 4
#define PROC_MERGE 5             /* stderr only: the same as stdout */

extern char **environ;

typedef struct ProcChild {
	pid_t pid;
	int pidfd;               /* -1 when pidfd_open is not available */
	int status;              /* exit value once done */
	bool done;
	struct ProcChild *next;
} ProcChild;

static pthread_mutex_t proc_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t proc_cv;      /* broadcast when a child is reaped */
static ProcChild *proc_children;    /* under proc_mu */
static int proc_wake[2] = { -1, -1 };  /* wakes the reaper for a new child */
static bool proc_reaper_started;   /* under proc_mu */

static int proc_exit_value(int ws)
{
	if (WIFEXITED(ws))
		return WEXITSTATUS(ws);
	if (WIFSIGNALED(ws))
		return 128 + WTERMSIG(ws);
	return ws;
}

static ProcChild *proc_find(pid_t pid)
{
	ProcChild *c;

	for (c = proc_children; c; c = c->next)
		if (c->pid == pid)
			return c;
	return NULL;
}

/* Collect every child of the table that has ended; proc_mu held. */
static void proc_reap_locked(void)
{
	ProcChild *c;
	bool any = false;

	for (c = proc_children; c; c = c->next) {
		int ws;
		pid_t rc;
		if (c->done)
			continue;
		do
			rc = waitpid(c->pid, &ws, WNOHANG);
		while (rc < 0 && errno == EINTR);
		if (rc == 0)
			continue;
		c->done = true;
		c->status = rc == c->pid ? proc_exit_value(ws) : 255;
		if (c->pidfd >= 0) {
			close(c->pidfd);
			c->pidfd = -1;
		}
		any = true;
	}
	if (any)
		pthread_cond_broadcast(&proc_cv);
}

static void *proc_reaper(void *arg)
{
	struct pollfd *fds = NULL;
	size_t cap = 0;

	(void)arg;
	for (;;) {
		size_t n = 1;
		bool fallback = false;
		ProcChild *c;
		char buf[64];

		pthread_mutex_lock(&proc_mu);
		for (c = proc_children; c; c = c->next)
			if (!c->done)
				n++;
		if (n > cap) {
			struct pollfd *nf = realloc(fds, n * sizeof *fds);
			if (nf) {
				fds = nf;
				cap = n;
			}
		}
		n = 0;
		if (cap > 0) {
			fds[n].fd = proc_wake[0];
			fds[n++].events = POLLIN;
		}
		for (c = proc_children; c; c = c->next) {
			if (c->done)
				continue;
			if (c->pidfd < 0 || n >= cap) {
				fallback = true;
				continue;
			}
			fds[n].fd = c->pidfd;
			fds[n++].events = POLLIN;
		}
		pthread_mutex_unlock(&proc_mu);
		if (n == 0) {
			/* no memory for the array: poll by the clock */
			struct timespec ts = { 0, PROC_POLL_MS * 1000000L };
			nanosleep(&ts, NULL);
		} else if (poll(fds, (nfds_t)n, fallback ? PROC_POLL_MS : -1) > 0 &&
			   (fds[0].revents & POLLIN)) {
			while (read(proc_wake[0], buf, sizeof buf) == (ssize_t)sizeof buf)
				;
		}
		pthread_mutex_lock(&proc_mu);
		proc_reap_locked();
		pthread_mutex_unlock(&proc_mu);
	}
	return NULL;
}

/* Start the reaper with the first child; proc_mu held.  False with errno
 * when it cannot start. */
static bool proc_reaper_start_locked(void)
{
	pthread_condattr_t ca;
	pthread_attr_t at;
	pthread_t tid;
	sigset_t all, old;
	int err;

	if (proc_reaper_started)
		return true;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&proc_cv, &ca);
	pthread_condattr_destroy(&ca);
	if (pipe2(proc_wake, O_CLOEXEC | O_NONBLOCK) != 0)
		return false;
	pthread_attr_init(&at);
	pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
	/* the reaper takes no signal meant for the VM's threads */
	sigfillset(&all);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	err = pthread_create(&tid, &at, proc_reaper, NULL);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&at);
	if (err != 0) {
		close(proc_wake[0]);
		close(proc_wake[1]);
		proc_wake[0] = proc_wake[1] = -1;
		errno = err;
		return false;
	}
	proc_reaper_started = true;
	return true;
}

/* What the child needs, all prepared before fork. */
typedef struct ProcSpawn {
	char **argv;
	char **envp;
	const char *dir;         /* NULL: the VM's */
	const char *path;        /* the VM's PATH, for a program without '/' */
	char *cand;              /* buffer for PATH candidates */
	size_t cand_cap;
	int fd[3];               /* what becomes 0, 1, 2 (-1: stderr = stdout) */
	int report;              /* write end of the error pipe */
} ProcSpawn;

static void proc_child_fail(int report, int err)
{
	ssize_t n;

	do
		n = write(report, &err, sizeof err);
	while (n < 0 && errno == EINTR);
	_exit(127);
}

/* Run the program of s in the child: async-signal-safe calls only. */
static void proc_child(const ProcSpawn *s)
{
	struct sigaction sa;
	sigset_t none;
	const char *prog = s->argv[0], *p;
	int i, err = ENOENT;
	bool denied = false;

	for (i = 0; i < 3; i++) {
		int fd = i == 2 && s->fd[2] < 0 ? 1 : s->fd[i];
		if (fd == i) {
			int fl = fcntl(fd, F_GETFD);
			if (fl >= 0)
				fcntl(fd, F_SETFD, fl & ~FD_CLOEXEC);
		} else if (dup2(fd, i) < 0) {
			proc_child_fail(s->report, errno);
		}
	}
	if (s->dir && chdir(s->dir) != 0)
		proc_child_fail(s->report, errno);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigaction(SIGPIPE, &sa, NULL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
#ifdef SYS_close_range
	if (syscall(SYS_close_range, 3u, ~0u, 4u /* CLOSE_RANGE_CLOEXEC */) != 0)
#endif
	{
		long max = sysconf(_SC_OPEN_MAX);
		for (i = 3; i < (max > 0 && max < 65536 ? max : 65536); i++)
			fcntl(i, F_SETFD, FD_CLOEXEC);
	}
	if (strchr(prog, '/')) {
		execve(prog, s->argv, s->envp);
		proc_child_fail(s->report, errno);
	}
	/* search the VM's PATH as execvp would, without its allocations */
	for (p = s->path;; p++) {
		const char *e = p;
		size_t dl, pl = strlen(prog);
		while (*e && *e != ':')
			e++;
		dl = (size_t)(e - p);
		if (dl + pl + 2 <= s->cand_cap) {
			if (dl == 0) {
				memcpy(s->cand, prog, pl + 1);
			} else {
				memcpy(s->cand, p, dl);
				s->cand[dl] = '/';
				memcpy(s->cand + dl + 1, prog, pl + 1);
			}
			execve(s->cand, s->argv, s->envp);
			if (errno == EACCES)
				denied = true;
			else if (errno != ENOENT && errno != ENOTDIR && errno != ESTALE && errno != ELOOP &&
				 errno != ENAMETOOLONG && errno != ENODEV && errno != ETIMEDOUT)
				proc_child_fail(s->report, errno);
		}
		if (!*e)
			break;
		p = e;
	}
	proc_child_fail(s->report, denied ? EACCES : err);
}

/* Open the file of a redirect; false with FileNotFoundException pending. */
static bool proc_open(VmThread *t, const char *path, int mode, int *fd)
{
	int flags = O_CLOEXEC;

	switch (mode) {
	case PROC_READ: flags |= O_RDONLY; break;
	case PROC_WRITE: flags |= O_WRONLY | O_CREAT | O_TRUNC; break;
	default: flags |= O_WRONLY | O_CREAT | O_APPEND; break;
	}
	*fd = open(path, flags, 0666);
	if (*fd < 0) {
		vm_throw(t, "java/io/FileNotFoundException", "%s (%s)", path, strerror(errno));
		return false;
	}
	return true;
}

/* Split block's NUL-terminated strings into v[0..n-1] (v[n] = NULL);
 * returns the position after the last. */
static char *proc_split(char *p, char *end, char **v, int n)
{
	int i;

	for (i = 0; i < n && p < end; i++) {
		v[i] = p;
		p += strlen(p) + 1;
	}
	v[i] = NULL;
	return p;
}

/*
 * start0(byte[] block, int argc, int envc, int modes) -> long[] { pid,
 * stdin fd, stdout fd, stderr fd, token } (-1 for a stream that is not a
 * pipe).  block holds NUL-terminated strings: argc arguments, envc
 * environment entries (envc < 0: the VM's environment), the directory
 * ("" for the VM's), and the files of the three redirects ("" when the
 * stream is not a file).  modes: 4 bits per stream, PROC_*.
 */
NATIVE(proc_start0)
{
	VmArray *blk = (VmArray *)a[0].l, *out;
	int32_t argc = a[1].i, envc = a[2].i, modes = a[3].i;
	char *block = NULL, *p, *end, *files[3];
	char **argv = NULL, **envp = NULL;
	int pfd[3][2] = { { -1, -1 }, { -1, -1 }, { -1, -1 } };   /* pipes */
	int ffd[3] = { -1, -1, -1 }, rep[2] = { -1, -1 }, i, err = 0;
	ProcSpawn s;
	ProcChild *c = NULL;
	pid_t pid;
	ssize_t n;
	int64_t *res;
	const char *path;

	r->l = NULL;
	memset(&s, 0, sizeof s);
	if (!blk || argc < 1) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (!vm_gos_touch(t, &blk->hdr, false))
		return;
	block = malloc((size_t)blk->length + 1);
	argv = calloc((size_t)argc + 1, sizeof *argv);
	envp = envc >= 0 ? calloc((size_t)envc + 1, sizeof *envp) : NULL;
	path = getenv("PATH");
	if (!path)
		path = PROC_DEFAULT_PATH;
	s.cand_cap = strlen(path) + (size_t)blk->length + 2;
	s.cand = malloc(s.cand_cap);
	c = calloc(1, sizeof *c);
	if (c)
		c->pidfd = -1;
	if (!block || !argv || (envc >= 0 && !envp) || !s.cand || !c) {
		vm_throw_object(t, vm_wk.oom);
		goto out;
	}
	memcpy(block, VM_ARRAY_DATA(blk), (size_t)blk->length);
	block[blk->length] = '\0';
	end = block + blk->length;
	p = proc_split(block, end, argv, argc);
	if (envc >= 0)
		p = proc_split(p, end, envp, envc);
	if (!argv[0] || !*argv[0]) {
		vm_throw(t, IO_EXC, "error=%d, %s", ENOENT, strerror(ENOENT));
		goto out;
	}
	s.dir = p < end && *p ? p : NULL;
	p += p < end ? strlen(p) + 1 : 0;
	for (i = 0; i < 3; i++) {
		files[i] = p < end ? p : "";
		p += p < end ? strlen(p) + 1 : 0;
	}
	s.argv = argv;
	s.envp = envc >= 0 ? envp : environ;
	s.path = path;

	/* the child's three descriptors */
	for (i = 0; i < 3; i++) {
		int mode = (modes >> (4 * i)) & 15;
		switch (mode) {
		case PROC_PIPE:
			if (pipe2(pfd[i], O_CLOEXEC) != 0) {
				vm_throw(t, IO_EXC, "error=%d, %s", errno, strerror(errno));
				goto out;
			}
			s.fd[i] = i == 0 ? pfd[i][0] : pfd[i][1];
			break;
		case PROC_INHERIT:
			s.fd[i] = i;
			break;
		case PROC_MERGE:
			s.fd[i] = -1;
			break;
		default:
			if (!proc_open(t, files[i], mode, &ffd[i]))
				goto out;
			s.fd[i] = ffd[i];
			break;
		}
	}
	if (pipe2(rep, O_CLOEXEC) != 0) {
		vm_throw(t, IO_EXC, "error=%d, %s", errno, strerror(errno));
		goto out;
	}
	s.report = rep[1];

	/* fork, and learn from the error pipe whether the exec succeeded:
	 * both may take a while, so in a safe region (only C memory is
	 * touched there) */
	VM_SAFE_ENTER(t);
	pid = fork();
	if (pid == 0)
		proc_child(&s);   /* never returns */
	err = errno;
	close(rep[1]);
	rep[1] = -1;
	if (pid > 0) {
		int cerr = 0;
		do
			n = read(rep[0], &cerr, sizeof cerr);
		while (n < 0 && errno == EINTR);
		if (n == (ssize_t)sizeof cerr) {
			/* exec failed: the child has _exited; collect it */
			while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
				;
			err = cerr;
			pid = -1;
		}
	}
	vm_safe_leave(t);
	if (pid < 0) {
		vm_throw(t, IO_EXC, "error=%d, %s", err, strerror(err));
		goto out;
	}

	/* enter the child for the reaper */
	c->pid = pid;
#ifdef SYS_pidfd_open
	c->pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
	if (c->pidfd >= 0)
		fcntl(c->pidfd, F_SETFD, FD_CLOEXEC);
#else
	c->pidfd = -1;
#endif
	pthread_mutex_lock(&proc_mu);
	/* without a reaper thread, take0 and wait0 sweep the table */
	(void)proc_reaper_start_locked();
	c->next = proc_children;
	proc_children = c;
	c = NULL;
	pthread_mutex_unlock(&proc_mu);
	if (proc_wake[1] >= 0)
		(void)!write(proc_wake[1], "", 1);

	out = vm_new_prim_array(t, 'J', 5);
	if (out) {
		res = (int64_t *)VM_ARRAY_DATA(out);
		res[0] = pid;
		res[1] = pfd[0][1];
		res[2] = pfd[1][0];
		res[3] = pfd[2][0];
		res[4] = vm_native_process_token();
		pfd[0][1] = pfd[1][0] = pfd[2][0] = -1;   /* the Java side's now */
		r->l = &out->hdr;
	} else {
		/* no Process will own it: end it (the reaper collects it) */
		kill(pid, SIGKILL);
	}
out:
	for (i = 0; i < 3; i++) {
		if (pfd[i][0] >= 0)
			close(pfd[i][0]);
		if (pfd[i][1] >= 0)
			close(pfd[i][1]);
		if (ffd[i] >= 0)
			close(ffd[i]);
	}
	if (rep[0] >= 0)
		close(rep[0]);
	if (rep[1] >= 0)
		close(rep[1]);
	if (c && c->pidfd >= 0)
		close(c->pidfd);
	free(c);
	free(s.cand);
	free(envp);
	free(argv);
	free(block);
}

/* wait0(long pid, long millis) -> true once the child has ended (or is
 * not in the table), false when millis passed first (< 0: no limit). */
NATIVE(proc_wait0)
{
	pid_t pid = (pid_t)vm_slot_get_long(&a[0]);
	int64_t ms = vm_slot_get_long(&a[2]);
	struct timespec dl;
	ProcChild *c;

	clock_gettime(CLOCK_MONOTONIC, &dl);
	if (ms >= 0) {
		dl.tv_sec += (time_t)(ms / 1000);
		dl.tv_nsec += (long)(ms % 1000) * 1000000L;
		if (dl.tv_nsec >= 1000000000L) {
			dl.tv_sec++;
			dl.tv_nsec -= 1000000000L;
		}
	}
	VM_SAFE_ENTER(t);
	pthread_mutex_lock(&proc_mu);
	for (;;) {
		c = proc_find(pid);
		if (!c || c->done)
			break;
		if (!proc_reaper_started) {
			/* no reaper thread: sweep ourselves, by the clock */
			struct timespec now, step = { 0, PROC_POLL_MS * 1000000L };
			proc_reap_locked();
			if (c->done)
				break;
			clock_gettime(CLOCK_MONOTONIC, &now);
			if (ms >= 0 && (now.tv_sec > dl.tv_sec ||
					(now.tv_sec == dl.tv_sec && now.tv_nsec >= dl.tv_nsec)))
				break;
			pthread_mutex_unlock(&proc_mu);
			nanosleep(&step, NULL);
			pthread_mutex_lock(&proc_mu);
			continue;
		}
		if (ms < 0)
			pthread_cond_wait(&proc_cv, &proc_mu);
		else if (pthread_cond_timedwait(&proc_cv, &proc_mu, &dl) == ETIMEDOUT)
			break;
	}
	c = proc_find(pid);
	r->i = !c || c->done;
	pthread_mutex_unlock(&proc_mu);
	vm_safe_leave(t);
}

/* take0(long pid) -> the exit value, removing the child from the table;
 * -1 while it runs, -2 when it is not in the table */
NATIVE(proc_take0)
{
	pid_t pid = (pid_t)vm_slot_get_long(&a[0]);
	ProcChild **pp, *c;

	(void)t;
	pthread_mutex_lock(&proc_mu);
	if (!proc_reaper_started)
		proc_reap_locked();
	for (pp = &proc_children; (c = *pp) != NULL; pp = &c->next)
		if (c->pid == pid)
			break;
	if (!c) {
		r->i = -2;
	} else if (!c->done) {
		r->i = -1;
	} else {
		r->i = c->status;
		*pp = c->next;
		free(c);
	}
	pthread_mutex_unlock(&proc_mu);
}

/* kill0(long pid, boolean force): SIGTERM (SIGKILL) to a child that has
 * not been collected (so never to a pid reused since) */
NATIVE(proc_kill0)
{
	pid_t pid = (pid_t)vm_slot_get_long(&a[0]);
	ProcChild *c;

	(void)t;
	(void)r;
	pthread_mutex_lock(&proc_mu);
	c = proc_find(pid);
	if (c && !c->done)
		kill(pid, a[2].i ? SIGKILL : SIGTERM);
	pthread_mutex_unlock(&proc_mu);
}

NATIVE(proc_token0)
{
	(void)t;
	(void)a;
	vm_slot_set_long(r, vm_native_process_token());
}

/* environ0() -> the VM's environment as "NAME=value" strings */
NATIVE(proc_environ0)
{
	int32_t n = 0, i;
	VmArray *arr;

	(void)a;
	while (environ[n])
		n++;
	arr = vm_new_object_array(t, vm_wk.string, n);
	if (!arr)
		return;
	for (i = 0; i < n; i++) {
		VmObject *s = vm_string_from_utf8(t, environ[i]);
		if (!s)
			return;
		VM_ARRAY_ELEMS(VmObject *, arr)[i] = s;
	}
	r->l = &arr->hdr;
}

/* read0(int fd, byte[] b, int off, int len) -> bytes read, -1 at the end */
NATIVE(proc_read0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	ssize_t n;
	int err;

	if (!vm_native_array_range(t, b, off, len, true))
		return;
	if (len == 0) {
		r->i = 0;
		return;
	}
	VM_SAFE_ENTER(t);
	do
		n = read(a[0].i, (char *)VM_ARRAY_DATA(b) + off, (size_t)len);
	while (n < 0 && errno == EINTR);
	err = errno;
	vm_safe_leave(t);
	if (n < 0) {
		vm_throw(t, IO_EXC, "%s", strerror(err));
		return;
	}
	r->i = n == 0 ? -1 : (int32_t)n;
}

/* write0(int fd, byte[] b, int off, int len): all bytes.  A child that
 * closed its end gives IOException("Broken pipe"), not SIGPIPE: the
 * signal is blocked in this thread for the write and a pending one
 * consumed before the mask is restored. */
NATIVE(proc_write0)
{
	VmArray *b = (VmArray *)a[1].l;
	int32_t off = a[2].i, len = a[3].i;
	const char *p;
	sigset_t pipe_set, old;
	int err = 0;

	(void)r;
	if (!vm_native_array_range(t, b, off, len, false))
		return;
	p = (const char *)VM_ARRAY_DATA(b) + off;
	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	VM_SAFE_ENTER(t);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
	while (len > 0) {
		ssize_t n = write(a[0].i, p, (size_t)len);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			err = errno;
			break;
		}
		p += n;
		len -= (int32_t)n;
	}
	if (err == EPIPE && !sigismember(&old, SIGPIPE)) {
		struct timespec zero = { 0, 0 };
		while (sigtimedwait(&pipe_set, NULL, &zero) < 0 && errno == EINTR)
			;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	vm_safe_leave(t);
	if (err)
		vm_throw(t, IO_EXC, "%s", strerror(err));
}

NATIVE(proc_available0)
{
	int n = 0;

	if (ioctl(a[0].i, FIONREAD, &n) != 0)
		vm_throw(t, IO_EXC, "%s", strerror(errno));
	r->i = n;
}

NATIVE(proc_close0)
{
	(void)r;
	if (a[0].i > 2 && close(a[0].i) != 0 && errno != EINTR)
		vm_throw(t, IO_EXC, "%s", strerror(errno));
}

#define PI "java/lang/ProcessImpl"

const VmNativeDef vm_natives_java_lang_Process[] = {
	{ PI, "start0", "([BIII)[J", proc_start0 },
	{ PI, "wait0", "(JJ)Z", proc_wait0 },
	{ PI, "take0", "(J)I", proc_take0 },
	{ PI, "kill0", "(JZ)V", proc_kill0 },
	{ PI, "token0", "()J", proc_token0 },
	{ PI, "environ0", "()[Ljava/lang/String;", proc_environ0 },
	{ PI, "read0", "(I[BII)I", proc_read0 },
	{ PI, "write0", "(I[BII)V", proc_write0 },
	{ PI, "available0", "(I)I", proc_available0 },
	{ PI, "close0", "(I)V", proc_close0 },
	{ NULL, NULL, NULL, NULL }
};
