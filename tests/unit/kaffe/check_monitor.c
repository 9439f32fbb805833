/*
 * check_monitor.c -- unit tests of the monitor implementation (lock.c) and
 * of parking (thread.c), without the class library: objects are bare heap
 * cells with a NULL class, threads are plain pthreads registered as VM
 * threads.  Covers reentrancy, contention and inflation, recursion carried
 * across inflation, wait/notify/notifyAll with and without timeouts, FIFO
 * notify, lost wake-ups, park/unpark permits, and reuse of lock-word
 * thread ids.
 */
#include "config.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "vm.h"

#define LOCK_INFLATED ((uintptr_t)1)

static VmObject *new_obj(size_t size)
{
	VmObject *o = gc_alloc(vm_self()->alloc, size);
	ck_assert_ptr_nonnull(o);
	return o;
}

static void setup(void)
{
	ck_assert(gc_init(4u << 20, 64u << 20, false));
	vm_gc_init_hooks();
	ck_assert_ptr_nonnull(vm_thread_create_current(256u << 10));
}

static uint64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Each worker registers itself as a VM thread for its lifetime. */
typedef struct Worker {
	pthread_t pt;
	void (*fn)(struct Worker *w);
	VmObject *obj;
	volatile long count;
	volatile int stage;
	volatile bool ok;
	int index;
	VmThread *vt;
} Worker;

static void *worker_main(void *arg)
{
	Worker *w = arg;

	w->vt = vm_thread_create_current(256u << 10);
	w->fn(w);
	vm_thread_destroy(w->vt);
	return NULL;
}

static void start(Worker *w, void (*fn)(Worker *), VmObject *o, int index)
{
	w->fn = fn;
	w->obj = o;
	w->index = index;
	w->count = 0;
	w->stage = 0;
	w->ok = false;
	w->vt = NULL;
	ck_assert_int_eq(pthread_create(&w->pt, NULL, worker_main, w), 0);
}

/* Join without leaving the main VM thread "running": a collection started by
 * a worker must not wait for us. */
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

START_TEST(test_reentrancy)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	int i;

	ck_assert(!vm_holds_lock(t, o));
	for (i = 0; i < 5; i++)
		ck_assert(vm_monitor_enter(t, o));
	ck_assert(vm_holds_lock(t, o));
	ck_assert(!(o->lock & LOCK_INFLATED));
	for (i = 0; i < 4; i++) {
		ck_assert(vm_monitor_exit(t, o));
		ck_assert(vm_holds_lock(t, o));
	}
	ck_assert(vm_monitor_exit(t, o));
	ck_assert(!vm_holds_lock(t, o));
	ck_assert_uint_eq(o->lock, 0);
}
END_TEST

/* Deep recursion overflows the thin count and inflates, keeping the count. */
START_TEST(test_recursion_overflow)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	int i, n = 40000;

	for (i = 0; i < n; i++)
		ck_assert(vm_monitor_enter(t, o));
	ck_assert(o->lock & LOCK_INFLATED);
	for (i = 0; i < n; i++) {
		ck_assert(vm_holds_lock(t, o));
		ck_assert(vm_monitor_exit(t, o));
	}
	ck_assert(!vm_holds_lock(t, o));
}
END_TEST

static long shared_counter;

static void contend(Worker *w)
{
	int i;
	for (i = 0; i < 50000; i++) {
		vm_monitor_enter(w->vt, w->obj);
		shared_counter++;            /* protected by the monitor only */
		if (i % 1000 == 0)
			vm_monitor_enter(w->vt, w->obj), vm_monitor_exit(w->vt, w->obj);
		vm_monitor_exit(w->vt, w->obj);
	}
	w->ok = true;
}

START_TEST(test_contention)
{
	enum { N = 6 };
	Worker w[N];
	VmObject *o = new_obj(32);
	int i;

	shared_counter = 0;
	for (i = 0; i < N; i++)
		start(&w[i], contend, o, i);
	for (i = 0; i < N; i++) {
		join(&w[i]);
		ck_assert(w[i].ok);
	}
	ck_assert_int_eq(shared_counter, (long)N * 50000);
	ck_assert(!vm_holds_lock(vm_self(), o));
}
END_TEST

/* A thin lock held twice by the owner is inflated by a contender; the owner
 * must release both levels before the contender gets in. */
static void contender(Worker *w)
{
	w->stage = 1;
	vm_monitor_enter(w->vt, w->obj);
	w->count = w->stage;   /* stage the owner had reached when we got in */
	vm_monitor_exit(w->vt, w->obj);
	w->ok = true;
}

START_TEST(test_inflation_keeps_recursion)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	Worker w;

	ck_assert(vm_monitor_enter(t, o));
	ck_assert(vm_monitor_enter(t, o));
	start(&w, contender, o, 0);
	wait_stage(&w.stage, 1);
	while (!(__atomic_load_n(&o->lock, __ATOMIC_ACQUIRE) & LOCK_INFLATED))
		usleep(500);
	usleep(20000);
	ck_assert(vm_monitor_exit(t, o));
	w.stage = 2;
	usleep(20000);
	ck_assert_int_eq(w.count, 0);       /* still ours: one level left */
	ck_assert(vm_holds_lock(t, o));
	w.stage = 3;
	ck_assert(vm_monitor_exit(t, o));
	join(&w);
	ck_assert(w.ok);
	ck_assert_int_eq(w.count, 3);
}
END_TEST

static void waiter(Worker *w)
{
	vm_monitor_enter(w->vt, w->obj);
	__atomic_store_n(&w->stage, 1, __ATOMIC_RELEASE);
	w->ok = vm_monitor_wait(w->vt, w->obj, 0) && vm_holds_lock(w->vt, w->obj);
	w->count = __atomic_load_n(&shared_counter, __ATOMIC_RELAXED);
	vm_monitor_exit(w->vt, w->obj);
	__atomic_store_n(&w->stage, 2, __ATOMIC_RELEASE);
}

START_TEST(test_wait_notify)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	Worker w;

	start(&w, waiter, o, 0);
	wait_stage(&w.stage, 1);
	ck_assert(vm_monitor_enter(t, o));      /* the waiter has released it */
	shared_counter = 77;
	ck_assert(vm_monitor_notify(t, o, false));
	usleep(10000);
	ck_assert_int_eq(w.stage, 1);            /* cannot return before we exit */
	ck_assert(vm_monitor_exit(t, o));
	join(&w);
	ck_assert(w.ok);
	ck_assert_int_eq(w.count, 77);
}
END_TEST

START_TEST(test_wait_timeout)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	uint64_t t0;

	ck_assert(vm_monitor_enter(t, o));
	ck_assert(vm_monitor_enter(t, o));
	t0 = now_ms();
	ck_assert(vm_monitor_wait(t, o, 60));
	ck_assert_uint_ge(now_ms() - t0, 55);
	ck_assert(vm_holds_lock(t, o));
	ck_assert(vm_monitor_exit(t, o));
	ck_assert(vm_holds_lock(t, o));          /* recursion restored */
	ck_assert(vm_monitor_exit(t, o));
	ck_assert(!vm_holds_lock(t, o));
}
END_TEST

static volatile int woken_order[8], woken_n;

static void fifo_waiter(Worker *w)
{
	vm_monitor_enter(w->vt, w->obj);
	__atomic_store_n(&w->stage, 1, __ATOMIC_RELEASE);
	vm_monitor_wait(w->vt, w->obj, 0);
	woken_order[woken_n++] = w->index;      /* under the monitor */
	vm_monitor_exit(w->vt, w->obj);
	w->ok = true;
}

/* notify wakes the longest waiter; notifyAll the rest. */
START_TEST(test_notify_fifo)
{
	enum { N = 4 };
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	Worker w[N];
	int i;

	woken_n = 0;
	for (i = 0; i < N; i++) {
		start(&w[i], fifo_waiter, o, i);
		wait_stage(&w[i].stage, 1);
		/* w[i] is in the wait set once we can enter */
		vm_monitor_enter(t, o);
		vm_monitor_exit(t, o);
	}
	vm_monitor_enter(t, o);
	vm_monitor_notify(t, o, false);
	vm_monitor_exit(t, o);
	while (__atomic_load_n(&woken_n, __ATOMIC_ACQUIRE) < 1)
		usleep(500);
	usleep(20000);
	vm_monitor_enter(t, o);
	ck_assert_int_eq(woken_n, 1);
	ck_assert_int_eq(woken_order[0], 0);
	vm_monitor_notify(t, o, true);
	vm_monitor_exit(t, o);
	for (i = 0; i < N; i++) {
		join(&w[i]);
		ck_assert(w[i].ok);
	}
	ck_assert_int_eq(woken_n, N);
}
END_TEST

/* Ping-pong through wait/notify: a lost wake-up would hang (test timeout). */
static volatile int turn;

static void ponger(Worker *w)
{
	int i;
	vm_monitor_enter(w->vt, w->obj);
	for (i = 0; i < 5000; i++) {
		while (turn != 1)
			vm_monitor_wait(w->vt, w->obj, 0);
		turn = 0;
		vm_monitor_notify(w->vt, w->obj, false);
	}
	vm_monitor_exit(w->vt, w->obj);
	w->ok = true;
}

START_TEST(test_no_lost_wakeups)
{
	VmThread *t = vm_self();
	VmObject *o = new_obj(32);
	Worker w;
	int i;

	turn = 0;
	start(&w, ponger, o, 0);
	vm_monitor_enter(t, o);
	for (i = 0; i < 5000; i++) {
		while (turn != 0)
			vm_monitor_wait(t, o, 0);
		turn = 1;
		vm_monitor_notify(t, o, false);
	}
	while (turn != 0)
		vm_monitor_wait(t, o, 0);
	vm_monitor_exit(t, o);
	join(&w);
	ck_assert(w.ok);
}
END_TEST

/* A stand-in for java.lang.Thread: vm_unpark finds the VmThread in the
 * vmThread field at vm_wk.thread_vmthread. */
static VmObject *fake_jthread(VmThread *vt)
{
	VmObject *j = new_obj(sizeof(VmObject) + 8);
	vm_wk.thread_vmthread = sizeof(VmObject);
	VM_OBJ_FIELD(int64_t, j, vm_wk.thread_vmthread) = (int64_t)(intptr_t)vt;
	return j;
}

static void parker(Worker *w)
{
	__atomic_store_n(&w->stage, 1, __ATOMIC_RELEASE);
	while (__atomic_load_n(&w->count, __ATOMIC_ACQUIRE) == 0)
		vm_park(w->vt, false, 0);
	w->ok = true;
}

START_TEST(test_park_unpark)
{
	VmThread *t = vm_self();
	Worker w;
	uint64_t t0;

	/* unpark before park: the permit makes park return at once, once */
	vm_unpark(t, fake_jthread(t));
	vm_unpark(t, fake_jthread(t));
	t0 = now_ms();
	vm_park(t, false, 0);
	ck_assert_uint_lt(now_ms() - t0, 1000);
	t0 = now_ms();
	vm_park(t, false, 30 * 1000000LL);      /* permit used up: times out */
	ck_assert_uint_ge(now_ms() - t0, 25);
	vm_park(t, false, -1);                 /* negative: no wait */

	start(&w, parker, NULL, 0);
	wait_stage(&w.stage, 1);
	while (!w.vt)
		usleep(500);
	usleep(10000);
	ck_assert(!w.ok);
	__atomic_store_n(&w.count, 1, __ATOMIC_RELEASE);
	vm_unpark(t, fake_jthread(w.vt));
	join(&w);
	ck_assert(w.ok);
}
END_TEST

START_TEST(test_cas)
{
	VmObject *o = new_obj(sizeof(VmObject) + 24);
	size_t off = sizeof(VmObject);

	ck_assert(vm_cas_int(o, off, 0, 5));
	ck_assert(!vm_cas_int(o, off, 0, 6));
	ck_assert_int_eq(VM_OBJ_FIELD(int32_t, o, off), 5);
	ck_assert(vm_cas_long(o, off + 8, 0, INT64_MIN + 3));
	ck_assert(!vm_cas_long(o, off + 8, 0, 1));
	ck_assert(vm_volatile_get_long(o, off + 8) == INT64_MIN + 3);
	vm_volatile_put_long(o, off + 8, 42);
	ck_assert(vm_volatile_get_long(o, off + 8) == 42);
	ck_assert(vm_cas_ref(o, off + 16, NULL, o));
	ck_assert(!vm_cas_ref(o, off + 16, NULL, NULL));
	ck_assert_ptr_eq(VM_OBJ_FIELD(VmObject *, o, off + 16), o);
}
END_TEST

/* More VM threads over a run than a lock word can name at once on IA-32
 * (65535): ids of ended threads are reused, so they stay small and every
 * lock word still names its owner.  Threads come and go one after
 * another on one pthread; another, live thread holds a lock throughout. */
static void many_threads_fn(Worker *w)
{
	ck_assert(vm_monitor_enter(w->vt, w->obj));
	__atomic_store_n(&w->stage, 1, __ATOMIC_RELEASE);
	wait_stage(&w->stage, 2);
	w->ok = vm_holds_lock(w->vt, w->obj);
	ck_assert(vm_monitor_exit(w->vt, w->obj));
}

static void *churn_main(void *arg)
{
	VmObject *o = arg;
	uint32_t max_id = 0;

	for (int i = 0; i < 70000; i++) {
		VmThread *vt = vm_thread_create_current(16u << 10);
		ck_assert_ptr_nonnull(vt);
		if (vt->id > max_id)
			max_id = vt->id;
		ck_assert(vm_monitor_enter(vt, o));
		ck_assert(vm_holds_lock(vt, o));
		ck_assert(vm_monitor_exit(vt, o));
		ck_assert(!vm_holds_lock(vt, o));
		vm_thread_destroy(vt);
	}
	ck_assert_uint_lt(max_id, 16);
	return NULL;
}

START_TEST(test_thread_ids_reused)
{
	VmThread *t = vm_self();
	VmObject *held = new_obj(32), *o = new_obj(32);
	Worker w;
	pthread_t pt;

	start(&w, many_threads_fn, held, 0);
	wait_stage(&w.stage, 1);
	ck_assert_int_eq(pthread_create(&pt, NULL, churn_main, o), 0);
	VM_SAFE_ENTER(t);
	pthread_join(pt, NULL);
	vm_safe_leave(t);
	ck_assert(!vm_holds_lock(t, held));
	__atomic_store_n(&w.stage, 2, __ATOMIC_RELEASE);
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
	Suite *s = suite_create("monitor");
	SRunner *sr;
	int failed;

	ADD(reentrancy);
	ADD(recursion_overflow);
	ADD(contention);
	ADD(inflation_keeps_recursion);
	ADD(wait_notify);
	ADD(wait_timeout);
	ADD(notify_fifo);
	ADD(no_lost_wakeups);
	ADD(park_unpark);
	ADD(cas);
	ADD(thread_ids_reused);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
