/*
 * lock.c -- Java monitors, compare-and-set and volatile 64-bit access.
 *
 * The lock word of an object (VmObject.lock) has three shapes:
 *
 *    63 (or 31)            16 15            1   0
 *   +------------------------+---------------+---+
 *   |            0                               |  free
 *   +------------------------+---------------+---+
 *   |    owner thread id     |  recursion-1  | 0 |  thin: owned, nobody waits
 *   +------------------------+---------------+---+
 *   |      VmMonitor pointer (8-aligned)     | 1 |  inflated
 *   +----------------------------------------+---+
 *
 * Thin locks: entering a free monitor is one compare-and-swap (acquire),
 * leaving it one compare-and-swap (release).  The owner changes the word
 * with compare-and-swap too, never a plain store, because another thread
 * may inflate it at any moment.
 *
 * Inflation happens on contention (a thread finds the word thin and owned
 * by someone else), on wait() and on recursion overflow.  The inflating
 * thread builds a VmMonitor that records the current owner id and count
 * and swings the word to it with one compare-and-swap; if that fails the
 * word changed and it starts over.  From then on the object's monitor is
 * the VmMonitor (mutex, owner id, count, entry condition, FIFO wait set)
 * and stays so while the object lives.  Monitors are kept on a list and
 * freed by the collector (vm_monitors_sweep, world stopped) once their
 * object is dead.
 *
 * Lock order: VmThread.park_mu before VmMonitor.mu (interrupt wake-ups);
 * mon_list_lock is a leaf.  No thread waits for a collection while
 * holding VmMonitor.mu (waits go through vm_cond_wait / vm_mutex_lock).
 *
 * These functions, vm_park/vm_unpark (thread.c) and vm_cas_* below are
 * the whole synchronisation interface; see doc/vm-core.md.
 */
#include "config.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "hooks.h"
#include "vm.h"

#define LOCK_INFLATED   ((uintptr_t)1)
#define LOCK_COUNT_ONE  ((uintptr_t)2)
#define LOCK_COUNT_MASK ((uintptr_t)0xfffe)
#define LOCK_OWNER(w)   ((w) >> 16)

typedef struct MonWaiter {
	VmThread *thread;
	bool notified;
	struct MonWaiter *next;
} MonWaiter;

/*
 * Waiters sleep on their own VmThread.mon_cv.  notify moves the longest
 * waiter from the wait set to the entry list without waking it (the
 * notifier still owns the monitor); whoever releases the monitor wakes the
 * first of the entry list and one thread blocked in enter, so a wait/notify
 * hand-off costs one wake-up.
 */
typedef struct VmMonitor {
	pthread_mutex_t mu;
	pthread_cond_t enter_cv;      /* owner_id became 0 (threads in enter) */
	uintptr_t owner_id;           /* 0: free */
	uintptr_t count;              /* recursion count while owned */
	unsigned entering;            /* threads blocked in enter */
	MonWaiter *wait_first, *wait_last;    /* in wait(), not yet notified */
	MonWaiter *entry_first, *entry_last;  /* notified, waiting to re-own */
	VmObject *obj;
	struct VmMonitor *next;       /* mon_list */
} VmMonitor;

static pthread_mutex_t mon_list_lock = PTHREAD_MUTEX_INITIALIZER;
static VmMonitor *mon_list;

static inline uintptr_t thin_word(const VmThread *t)
{
	return (uintptr_t)t->id << 16;
}

static inline VmMonitor *mon_of(uintptr_t w)
{
	return (VmMonitor *)(w & ~LOCK_INFLATED);
}

static bool cas_word(VmObject *o, uintptr_t *expect, uintptr_t v, int success_order)
{
	return __atomic_compare_exchange_n(&o->lock, expect, v, false, success_order, __ATOMIC_ACQUIRE);
}

/* Make o's monitor an inflated one, whatever its thin state (owner may be
 * anyone).  Returns the monitor. */
static VmMonitor *inflate(VmThread *t, VmObject *o)
{
	VmMonitor *mon = NULL;
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);

	for (;;) {
		if (w & LOCK_INFLATED) {
			if (mon) {
				pthread_mutex_destroy(&mon->mu);
				pthread_cond_destroy(&mon->enter_cv);
				free(mon);
			}
			return mon_of(w);
		}
		if (!mon) {
			mon = calloc(1, sizeof *mon);
			if (!mon) {
				vm_throw_object(t, vm_wk.oom);
				return NULL;
			}
			pthread_mutex_init(&mon->mu, NULL);
			pthread_cond_init(&mon->enter_cv, NULL);
			mon->obj = o;
		}
		mon->owner_id = LOCK_OWNER(w);
		mon->count = w ? ((w & LOCK_COUNT_MASK) >> 1) + 1 : 0;
		/* Release: the monitor's fields are visible before its pointer. */
		if (__atomic_compare_exchange_n(&o->lock, &w, (uintptr_t)mon | LOCK_INFLATED, false,
						__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
			break;
	}
	pthread_mutex_lock(&mon_list_lock);
	mon->next = mon_list;
	mon_list = mon;
	pthread_mutex_unlock(&mon_list_lock);
	return mon;
}

/* The monitor has just become free (mu held): wake a notified waiter and
 * a thread blocked in enter; the first to get mu takes it. */
static void mon_released(VmMonitor *mon)
{
	if (mon->entry_first)
		pthread_cond_signal(&mon->entry_first->thread->mon_cv);
	if (mon->entering)
		pthread_cond_signal(&mon->enter_cv);
}

static void list_remove(MonWaiter **first, MonWaiter **last, MonWaiter *w)
{
	MonWaiter **pp, *prev = NULL;

	for (pp = first; *pp; prev = *pp, pp = &(*pp)->next)
		if (*pp == w) {
			*pp = w->next;
			if (*last == w)
				*last = prev;
			return;
		}
}

static void list_append(MonWaiter **first, MonWaiter **last, MonWaiter *w)
{
	w->next = NULL;
	if (*last)
		(*last)->next = w;
	else
		*first = w;
	*last = w;
}

VmSyncHooks vm_sync_hooks;

/*
 * A thread about to block on a monitor held by a foreign owner (a node of
 * the global object space that owns the monitor: vm_monitor_transfer)
 * tells the hook once per owner it finds there, with mu released: the
 * hook asks that node to give the monitor back and may send a message.
 * True if mu was released (the caller looks at the monitor again).
 */
static bool report_foreign(VmThread *t, VmMonitor *mon, uintptr_t *told)
{
	uintptr_t owner = mon->owner_id;
	VmObject *o = mon->obj;

	if (!VM_MONITOR_IS_FOREIGN(owner) || owner == *told || !vm_sync_hooks.monitor_contended)
		return false;
	*told = owner;
	pthread_mutex_unlock(&mon->mu);
	vm_sync_hooks.monitor_contended(t, o, VM_MONITOR_FOREIGN_INDEX(owner));
	vm_mutex_lock(t, &mon->mu);
	return true;
}

/* Enter an inflated monitor, blocking (in a safe region) while owned. */
static bool mon_enter(VmThread *t, VmMonitor *mon)
{
	vm_mutex_lock(t, &mon->mu);
	if (mon->owner_id == t->id) {
		mon->count++;
		pthread_mutex_unlock(&mon->mu);
		return true;
	}
	if (mon->owner_id != 0) {
		uintptr_t told = 0;
		t->jstate = VM_TS_BLOCKED;
		mon->entering++;
		while (mon->owner_id != 0) {
			if (report_foreign(t, mon, &told))
				continue;
			vm_cond_wait(t, &mon->enter_cv, &mon->mu, NULL);
		}
		mon->entering--;
		t->jstate = VM_TS_RUNNABLE;
	}
	mon->owner_id = t->id;
	mon->count = 1;
	pthread_mutex_unlock(&mon->mu);
	return true;
}

static __attribute__((noinline)) bool enter_slow(VmThread *t, VmObject *o, uintptr_t w)
{
	uintptr_t mine = thin_word(t);

	for (;;) {
		if (w == 0) {
			if (cas_word(o, &w, mine, __ATOMIC_ACQUIRE))
				return true;
			continue;
		}
		if (w & LOCK_INFLATED)
			return mon_enter(t, mon_of(w));
		if (LOCK_OWNER(w) == t->id) {
			if ((w & LOCK_COUNT_MASK) != LOCK_COUNT_MASK) {
				if (cas_word(o, &w, w + LOCK_COUNT_ONE, __ATOMIC_RELAXED))
					return true;
				continue;
			}
		}
		/* Owned by another thread, or recursion overflow: inflate. */
		{
			VmMonitor *mon = inflate(t, o);
			if (!mon)
				return false;
			return mon_enter(t, mon);
		}
	}
}

#define SHARED(o) __builtin_expect((o)->gos_state != 0, 0)

bool vm_local_monitor_enter(VmThread *t, VmObject *o)
{
	uintptr_t w = 0;

	if (__builtin_expect(__atomic_compare_exchange_n(&o->lock, &w, thin_word(t), false,
							 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED), 1))
		return true;
	return enter_slow(t, o, w);
}

/* The local path has given t o's monitor (ok), or ended a wait on it: if
 * o has become shared since the path began, the GOS acquires what a
 * release of it on another node handed on. Another node can take the
 * monitor only after o's export has set its state byte, and its release
 * happens before our taking (the lock word's release/acquire). */
static bool entered(VmThread *t, VmObject *o, bool ok)
{
	if (__builtin_expect(SHARED(o), 0) && vm_sync_hooks.monitor_entered)
		vm_sync_hooks.monitor_entered(t, o);
	return ok;
}

bool vm_monitor_enter(VmThread *t, VmObject *o)
{
	uintptr_t w = 0;

	if (SHARED(o) && vm_sync_hooks.monitor_enter)
		return vm_sync_hooks.monitor_enter(t, o);
	/* The local fast path, repeated here so that it stays one call. */
	if (__builtin_expect(__atomic_compare_exchange_n(&o->lock, &w, thin_word(t), false,
							 __ATOMIC_ACQUIRE, __ATOMIC_RELAXED), 1))
		return entered(t, o, true);
	return entered(t, o, enter_slow(t, o, w));
}

static bool not_owner(VmThread *t)
{
	vm_throw(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
	return false;
}

bool vm_holds_lock(VmThread *t, VmObject *o)
{
	if (SHARED(o) && vm_gos_hooks.holds_lock) {
		int h = vm_gos_hooks.holds_lock(t, o);
		if (h >= 0)
			return h != 0;
	}
	return vm_local_holds_lock(t, o);
}

bool vm_monitor_exit(VmThread *t, VmObject *o)
{
	if (SHARED(o) && vm_sync_hooks.monitor_exit)
		return vm_sync_hooks.monitor_exit(t, o);
	return vm_local_monitor_exit(t, o);
}

bool vm_local_monitor_exit(VmThread *t, VmObject *o)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_RELAXED);
	VmMonitor *mon;

	for (;;) {
		if (w & LOCK_INFLATED)
			break;
		if (w == 0 || LOCK_OWNER(w) != t->id)
			return not_owner(t);
		if (w & LOCK_COUNT_MASK) {
			if (cas_word(o, &w, w - LOCK_COUNT_ONE, __ATOMIC_RELAXED))
				return true;
		} else {
			if (cas_word(o, &w, 0, __ATOMIC_RELEASE))
				return true;
		}
	}
	mon = mon_of(w);
	pthread_mutex_lock(&mon->mu);
	if (mon->owner_id != t->id) {
		pthread_mutex_unlock(&mon->mu);
		return not_owner(t);
	}
	if (--mon->count == 0) {
		mon->owner_id = 0;
		mon_released(mon);
	}
	pthread_mutex_unlock(&mon->mu);
	return true;
}

/* The inflated monitor of o if t owns o (inflating a thin lock held by t),
 * else NULL with IllegalMonitorStateException (or OOM) pending. */
static VmMonitor *owned_monitor(VmThread *t, VmObject *o)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);
	VmMonitor *mon;

	if (!(w & LOCK_INFLATED)) {
		if (w == 0 || LOCK_OWNER(w) != t->id) {
			not_owner(t);
			return NULL;
		}
		return inflate(t, o);
	}
	mon = mon_of(w);
	if (__atomic_load_n(&mon->owner_id, __ATOMIC_RELAXED) != t->id) {
		not_owner(t);
		return NULL;
	}
	return mon;
}

bool vm_monitor_wait(VmThread *t, VmObject *o, int64_t millis)
{
	if (SHARED(o) && vm_sync_hooks.monitor_wait)
		return vm_sync_hooks.monitor_wait(t, o, millis);
	return entered(t, o, vm_local_monitor_wait(t, o, millis));
}

bool vm_local_monitor_wait(VmThread *t, VmObject *o, int64_t millis)
{
	VmMonitor *mon;
	MonWaiter self;
	struct timespec until;
	uintptr_t saved;
	bool interrupted = false;

	if (millis < 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
		return false;
	}
	mon = owned_monitor(t, o);
	if (!mon)
		return false;
	if (vm_thread_interrupted(t, true)) {
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	if (millis > 0) {
		clock_gettime(CLOCK_REALTIME, &until);
		/* Far future, but no time_t overflow (32-bit builds too). */
		if (millis > ((int64_t)1 << (sizeof(time_t) > 4 ? 40 : 36)))
			millis = (int64_t)1 << (sizeof(time_t) > 4 ? 40 : 36);
		until.tv_sec += (time_t)(millis / 1000);
		until.tv_nsec += (long)(millis % 1000) * 1000000L;
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
	}
	/* Tell interrupters where we wait (park_mu before mon->mu). */
	vm_mutex_lock(t, &t->park_mu);
	t->waiting_mon = mon;
	pthread_mutex_unlock(&t->park_mu);

	vm_mutex_lock(t, &mon->mu);
	saved = mon->count;
	mon->owner_id = 0;
	mon->count = 0;
	self.thread = t;
	self.notified = false;
	list_append(&mon->wait_first, &mon->wait_last, &self);
	mon_released(mon);
	t->jstate = millis > 0 ? VM_TS_TIMED_WAITING : VM_TS_WAITING;
	while (!self.notified) {
		uint32_t seq;
		/* may release mon->mu for a shared Thread's flag: a notify
		 * meanwhile is seen below, an interrupt moves wake_seq */
		if (vm_thread_interrupted_in(t, false, &mon->mu, &seq))
			break;
		if (self.notified)
			break;
		if (vm_thread_woken_since(t, seq))
			continue;
		if (vm_cond_wait(t, &t->mon_cv, &mon->mu, millis > 0 ? &until : NULL) == ETIMEDOUT)
			break;
	}
	/* Re-acquire with the saved recursion count. */
	t->jstate = VM_TS_BLOCKED;
	if (self.notified) {
		uintptr_t told = 0;
		/* On the entry list: releasers wake us through mon_cv. */
		while (mon->owner_id != 0) {
			if (report_foreign(t, mon, &told))
				continue;
			vm_cond_wait(t, &t->mon_cv, &mon->mu, NULL);
		}
		list_remove(&mon->entry_first, &mon->entry_last, &self);
	} else {
		uintptr_t told = 0;
		list_remove(&mon->wait_first, &mon->wait_last, &self);
		mon->entering++;
		while (mon->owner_id != 0) {
			if (report_foreign(t, mon, &told))
				continue;
			vm_cond_wait(t, &mon->enter_cv, &mon->mu, NULL);
		}
		mon->entering--;
	}
	mon->owner_id = t->id;
	mon->count = saved;
	t->jstate = VM_TS_RUNNABLE;
	pthread_mutex_unlock(&mon->mu);

	vm_mutex_lock(t, &t->park_mu);
	t->waiting_mon = NULL;
	pthread_mutex_unlock(&t->park_mu);
	/* JLS 17.2.4: a waiter both notified and interrupted must not lose
	 * the notification: it returns normally with the flag still set. */
	if (!self.notified && vm_thread_interrupted(t, true))
		interrupted = true;
	if (interrupted) {
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	return true;
}

bool vm_monitor_notify(VmThread *t, VmObject *o, bool all)
{
	if (SHARED(o) && vm_sync_hooks.monitor_notify)
		return vm_sync_hooks.monitor_notify(t, o, all);
	return vm_local_monitor_notify(t, o, all);
}

bool vm_local_monitor_notify(VmThread *t, VmObject *o, bool all)
{
	return vm_monitor_notify_as(t, o, t->id, all);
}

bool vm_monitor_notify_as(VmThread *t, VmObject *o, uintptr_t id, bool all)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);
	VmMonitor *mon;
	MonWaiter *x;

	if (!(w & LOCK_INFLATED)) {
		/* Thin: nobody can be waiting (wait inflates). */
		if (w == 0 || LOCK_OWNER(w) != id)
			return not_owner(t);
		return true;
	}
	mon = mon_of(w);
	pthread_mutex_lock(&mon->mu);
	if (mon->owner_id != id) {
		pthread_mutex_unlock(&mon->mu);
		return not_owner(t);
	}
	/* Move waiters to the entry list; they wake when we release. */
	while ((x = mon->wait_first) != NULL) {
		list_remove(&mon->wait_first, &mon->wait_last, x);
		list_append(&mon->entry_first, &mon->entry_last, x);
		x->notified = true;
		/* a foreign owner's release may be far away: the waiter
		 * reports it (report_foreign) so that it is asked for */
		if (VM_MONITOR_IS_FOREIGN(id))
			pthread_cond_signal(&x->thread->mon_cv);
		if (!all)
			break;
	}
	pthread_mutex_unlock(&mon->mu);
	return true;
}

/* ------------------------------------------------- foreign owners */

/*
 * The global object space lets a node own the monitor of an object homed
 * here (lock ownership caching, doc/gos.md): a proxy thread enters the
 * monitor for the node and hands the hold over to a foreign owner id
 * (VM_MONITOR_FOREIGN(node)), which no thread of this VM has; the monitor
 * is then held, with count 1, until vm_monitor_release_foreign. Threads
 * that block on it report it (vm_sync_hooks.monitor_contended). A foreign
 * hold is always on an inflated monitor.
 */

bool vm_local_holds_lock(VmThread *t, VmObject *o)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);

	if (w & LOCK_INFLATED)
		return __atomic_load_n(&mon_of(w)->owner_id, __ATOMIC_RELAXED) == t->id;
	return w != 0 && LOCK_OWNER(w) == t->id;
}

bool vm_local_monitor_try_enter(VmThread *t, VmObject *o)
{
	uintptr_t w = 0;
	VmMonitor *mon;
	bool ok = false;

	if (__atomic_compare_exchange_n(&o->lock, &w, thin_word(t), false, __ATOMIC_ACQUIRE,
					__ATOMIC_RELAXED))
		return true;
	if (!(w & LOCK_INFLATED))
		return false;   /* thin and owned (by t too: not a fresh hold) */
	mon = mon_of(w);
	pthread_mutex_lock(&mon->mu);
	if (mon->owner_id == 0) {
		mon->owner_id = t->id;
		mon->count = 1;
		ok = true;
	}
	pthread_mutex_unlock(&mon->mu);
	return ok;
}

int vm_monitor_transfer(VmThread *t, VmObject *o, uintptr_t from, uintptr_t to)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);
	VmMonitor *mon;
	int r = -1;

	if (!(w & LOCK_INFLATED)) {
		if (w == 0 || LOCK_OWNER(w) != from || (w & LOCK_COUNT_MASK))
			return -1;
		mon = inflate(t, o);     /* only from's thread changes a thin word it owns */
		if (!mon)
			return -1;
	} else {
		mon = mon_of(w);
	}
	vm_mutex_lock(t, &mon->mu);
	if (mon->owner_id == from && mon->count == 1) {
		mon->owner_id = to;
		r = mon->entering || mon->entry_first ? 1 : 0;
	}
	pthread_mutex_unlock(&mon->mu);
	return r;
}

bool vm_monitor_release_foreign(VmObject *o, uintptr_t id)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);
	VmMonitor *mon;
	bool ok = false;

	if (!(w & LOCK_INFLATED))
		return false;
	mon = mon_of(w);
	pthread_mutex_lock(&mon->mu);
	if (mon->owner_id == id) {
		mon->owner_id = 0;
		mon->count = 0;
		mon_released(mon);
		ok = true;
	}
	pthread_mutex_unlock(&mon->mu);
	return ok;
}

bool vm_monitor_held_by(VmObject *o, uintptr_t id)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_ACQUIRE);

	return (w & LOCK_INFLATED) && __atomic_load_n(&mon_of(w)->owner_id, __ATOMIC_RELAXED) == id;
}

/* Called by vm_thread_interrupt with target->park_mu held. */
void vm_monitor_interrupt_wakeup(VmThread *target)
{
	VmMonitor *mon = target->waiting_mon;

	if (!mon)
		return;
	pthread_mutex_lock(&mon->mu);
	pthread_cond_signal(&target->mon_cv);
	pthread_mutex_unlock(&mon->mu);
}

/* Free the monitors of dead objects.  World stopped, after the sweep. */
void vm_monitors_sweep(void)
{
	VmMonitor **pp = &mon_list, *mon;

	while ((mon = *pp) != NULL) {
		if (!gc_is_object(mon->obj) ||
		    __atomic_load_n(&mon->obj->lock, __ATOMIC_RELAXED) != ((uintptr_t)mon | LOCK_INFLATED)) {
			*pp = mon->next;
			pthread_mutex_destroy(&mon->mu);
			pthread_cond_destroy(&mon->enter_cv);
			free(mon);
		} else {
			pp = &mon->next;
		}
	}
}

/* ------------------------------------------- compare-and-set, volatile */

bool vm_cas_int(VmObject *o, size_t off, int32_t expect, int32_t update)
{
	if (SHARED(o) && vm_sync_hooks.cas)
		return vm_sync_hooks.cas(o, off, 4, &expect, &update);
	return __atomic_compare_exchange_n((int32_t *)((char *)o + off), &expect, update, false,
					   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

bool vm_cas_long(VmObject *o, size_t off, int64_t expect, int64_t update)
{
	if (SHARED(o) && vm_sync_hooks.cas)
		return vm_sync_hooks.cas(o, off, 8, &expect, &update);
	return __atomic_compare_exchange_n((int64_t *)((char *)o + off), &expect, update, false,
					   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

bool vm_cas_ref(VmObject *o, size_t off, VmObject *expect, VmObject *update)
{
	if (SHARED(o) && vm_sync_hooks.cas)
		return vm_sync_hooks.cas(o, off, (int)sizeof(VmObject *), &expect, &update);
	return __atomic_compare_exchange_n((VmObject **)((char *)o + off), &expect, update, false,
					   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

int64_t vm_volatile_get_long(const VmObject *o, size_t off)
{
	return __atomic_load_n((const int64_t *)((const char *)o + off), __ATOMIC_SEQ_CST);
}

void vm_volatile_put_long(VmObject *o, size_t off, int64_t v)
{
	__atomic_store_n((int64_t *)((char *)o + off), v, __ATOMIC_SEQ_CST);
}
