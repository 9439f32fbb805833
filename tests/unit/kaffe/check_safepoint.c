/*
 * check_safepoint.c -- unit tests of the safepoint protocol (thread.c):
 * a stop-the-world collection completes while other threads run (and poll),
 * are blocked in monitor enter, wait, park or a VM mutex (safe regions), or
 * collect themselves; objects reachable only from a blocked thread's native
 * stack or registers survive; the world really is stopped during the mark.
 * No class library: objects are bare heap cells with a NULL class.
 */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "vm.h"

static void setup(void)
{
	ck_assert(gc_init(4u << 20, 64u << 20, false));
	vm_gc_init_hooks();
	ck_assert_ptr_nonnull(vm_thread_create_current(256u << 10));
}

typedef struct Worker {
	pthread_t pt;
	void (*fn)(struct Worker *w);
	VmObject *obj;
	volatile long count;
	volatile int stage;
	volatile bool ok;
	VmThread *vt;
} Worker;

static volatile bool stop;

static void *worker_main(void *arg)
{
	Worker *w = arg;

	w->vt = vm_thread_create_current(256u << 10);
	w->fn(w);
	vm_thread_destroy(w->vt);
	return NULL;
}

static void start(Worker *w, void (*fn)(Worker *), VmObject *o)
{
	w->fn = fn;
	w->obj = o;
	w->count = 0;
	w->stage = 0;
	w->ok = false;
	w->vt = NULL;
	ck_assert_int_eq(pthread_create(&w->pt, NULL, worker_main, w), 0);
}

static void join(Worker *w)
{
	VmThread *t = vm_self();
	VM_SAFE_ENTER(t);
	pthread_join(w->pt, NULL);
	vm_safe_leave(t);
}

static void wait_stage(volatile int *stage, int value)
{
	while (__atomic_load_n(stage, __ATOMIC_ACQUIRE) < value)
		usleep(500);
}

static uint64_t collections(void)
{
	GcStats st;
	gc_get_stats(&st);
	return st.collections;
}

/* Running threads: allocate and poll, as the interpreter does. */
static volatile long in_mark_writes;

static void runner(Worker *w)
{
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		void *p = gc_alloc(w->vt->alloc, 48);
		if (p)
			w->count++;
		vm_safepoint_poll(w->vt);
	}
	w->ok = true;
}

START_TEST(test_rendezvous_running)
{
	enum { N = 4 };
	Worker w[N];
	uint64_t c0 = collections();
	long before[N];
	int i, k;

	stop = false;
	for (i = 0; i < N; i++)
		start(&w[i], runner, NULL);
	for (k = 0; k < 30; k++) {
		gc_collect();
		usleep(1000);
	}
	/* While the world is stopped nobody allocates: counts stay put. */
	for (i = 0; i < N; i++)
		before[i] = w[i].count;
	stop = true;
	for (i = 0; i < N; i++) {
		join(&w[i]);
		ck_assert(w[i].ok);
		ck_assert_int_ge(w[i].count, before[i]);
	}
	ck_assert_uint_ge(collections() - c0, 30);
}
END_TEST

/* Threads blocked in monitor enter (held by main), in wait, and in park are
 * in safe regions: collections do not wait for them. */
static void blocked_enter(Worker *w)
{
	w->stage = 1;
	vm_monitor_enter(w->vt, w->obj);
	w->stage = 2;
	vm_monitor_exit(w->vt, w->obj);
	w->ok = true;
}

static void blocked_wait(Worker *w)
{
	vm_monitor_enter(w->vt, w->obj);
	w->stage = 1;
	while (!stop)
		vm_monitor_wait(w->vt, w->obj, 0);
	vm_monitor_exit(w->vt, w->obj);
	w->ok = true;
}

static void blocked_park(Worker *w)
{
	w->stage = 1;
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE))
		vm_park(w->vt, false, 5 * 1000000LL);
	w->ok = true;
}

START_TEST(test_rendezvous_blocked)
{
	VmThread *t = vm_self();
	VmObject *a = gc_alloc(t->alloc, 32), *b = gc_alloc(t->alloc, 32);
	Worker e, wt, pk;
	uint64_t c0 = collections();
	int k;

	stop = false;
	ck_assert(vm_monitor_enter(t, a));
	start(&e, blocked_enter, a);
	start(&wt, blocked_wait, b);
	start(&pk, blocked_park, NULL);
	wait_stage(&e.stage, 1);
	wait_stage(&wt.stage, 1);
	wait_stage(&pk.stage, 1);
	usleep(20000);
	for (k = 0; k < 20; k++)
		gc_collect();
	ck_assert_uint_ge(collections() - c0, 20);
	ck_assert_int_eq(e.stage, 1);
	ck_assert(vm_monitor_exit(t, a));
	stop = true;
	vm_monitor_enter(t, b);
	vm_monitor_notify(t, b, true);
	vm_monitor_exit(t, b);
	join(&e);
	join(&wt);
	join(&pk);
	ck_assert(e.ok && wt.ok && pk.ok);
}
END_TEST

/* An object known only to a blocked thread (C locals, registers) survives. */
static void holder(Worker *w)
{
	uint32_t *cell = gc_alloc(w->vt->alloc, 64);
	int i;

	for (i = 6; i < 16; i++)   /* past the header: clazz stays NULL */
		cell[i] = 0xC0FFEE00u + (uint32_t)i;
	w->stage = 1;
	vm_monitor_enter(w->vt, w->obj);        /* blocks: main holds it */
	w->ok = gc_is_object(cell);
	for (i = 6; i < 16; i++)
		if (cell[i] != 0xC0FFEE00u + (uint32_t)i)
			w->ok = false;
	vm_monitor_exit(w->vt, w->obj);
}

START_TEST(test_blocked_roots_survive)
{
	VmThread *t = vm_self();
	VmObject *lk = gc_alloc(t->alloc, 32);
	Worker w;
	int k;

	ck_assert(vm_monitor_enter(t, lk));
	start(&w, holder, lk);
	wait_stage(&w.stage, 1);
	usleep(20000);
	for (k = 0; k < 10; k++) {
		/* churn so that a freed cell would be reused and overwritten */
		int j;
		for (j = 0; j < 20000; j++) {
			uint32_t *g = gc_alloc(t->alloc, 64);
			if (g)
				g[6] = g[15] = 0xdeadbeef;
		}
		gc_collect();
	}
	ck_assert(vm_monitor_exit(t, lk));
	join(&w);
	ck_assert(w.ok);
}
END_TEST

/* Collections started by several threads at once (and through the
 * allocator's stress mode) all complete. */
static void collector(Worker *w)
{
	int k;
	for (k = 0; k < 40; k++) {
		void *p = gc_alloc(w->vt->alloc, 24 + (size_t)k);
		if (p)
			w->count++;
		if (k % 4 == 0)
			gc_collect();
		vm_safepoint_poll(w->vt);
	}
	w->ok = true;
}

START_TEST(test_concurrent_collectors)
{
	enum { N = 4 };
	Worker w[N];
	int i;

	gc_set_stress(3);
	for (i = 0; i < N; i++)
		start(&w[i], collector, NULL);
	for (i = 0; i < N; i++) {
		join(&w[i]);
		ck_assert(w[i].ok);
		ck_assert_int_eq(w[i].count, 40);
	}
	gc_set_stress(0);
}
END_TEST

/* A thread waiting for a VM mutex that a collector-to-be holds: the
 * safe-region lock lets the collection run. */
static pthread_mutex_t vm_internal = PTHREAD_MUTEX_INITIALIZER;

static void mutex_waiter(Worker *w)
{
	w->stage = 1;
	vm_mutex_lock(w->vt, &vm_internal);
	w->stage = 2;
	pthread_mutex_unlock(&vm_internal);
	w->ok = true;
}

START_TEST(test_vm_mutex_safe)
{
	VmThread *t = vm_self();
	Worker w;

	vm_mutex_lock(t, &vm_internal);
	start(&w, mutex_waiter, NULL);
	wait_stage(&w.stage, 1);
	usleep(20000);
	gc_collect();                           /* would hang if w were "running" */
	ck_assert_int_eq(w.stage, 1);
	pthread_mutex_unlock(&vm_internal);
	join(&w);
	ck_assert(w.ok);
}
END_TEST

#define ADD(name) do { \
	TCase *tc = tcase_create(#name); \
	tcase_add_checked_fixture(tc, setup, NULL); \
	tcase_set_timeout(tc, 60); \
	tcase_add_test(tc, test_##name); \
	suite_add_tcase(s, tc); \
} while (0)

int main(void)
{
	Suite *s = suite_create("safepoint");
	SRunner *sr;
	int failed;

	ADD(rendezvous_running);
	ADD(rendezvous_blocked);
	ADD(blocked_roots_survive);
	ADD(concurrent_collectors);
	ADD(vm_mutex_safe);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
