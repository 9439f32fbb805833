/*
 * lock.c -- Java monitors.
 *
 * The lock word of an object is 0 when the monitor is free; otherwise it
 * holds the owner's thread id and a recursion count:
 *
 *    63 (or 31)            16 15            0
 *   +------------------------+---------------+
 *   |    owner thread id     |  recursion-1  |
 *   +------------------------+---------------+
 *
 * Acquiring a free monitor is one compare-and-swap; re-entering it is a
 * plain store by the owner.  A contended acquirer waits on one VM-wide
 * condition variable that every release signals; wait/notify use the same
 * condition with per-waiter notification flags.  This is correct and cheap
 * for the uncontended case; the threads issue replaces the contended path
 * with inflated monitors (and the global object space replaces the whole
 * thing for shared objects through its synchronisation hooks).
 */
#include "config.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "vm.h"

#define LOCK_COUNT_MASK ((uintptr_t)0xffff)
#define LOCK_OWNER(w)   ((w) >> 16)

static pthread_mutex_t mon_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t mon_cond = PTHREAD_COND_INITIALIZER;
static unsigned contenders;

/* Waiters in Object.wait(). */
typedef struct Waiter {
	VmObject *obj;
	VmThread *thread;
	bool notified;
	struct Waiter *next;
} Waiter;
static Waiter *waiters;

bool vm_monitor_enter(VmThread *t, VmObject *o)
{
	uintptr_t mine = (uintptr_t)t->id << 16, w = 0;

	if (__atomic_compare_exchange_n(&o->lock, &w, mine, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
		return true;
	if (LOCK_OWNER(w) == t->id) {
		if ((w & LOCK_COUNT_MASK) == LOCK_COUNT_MASK) {
			vm_throw(t, "java/lang/IllegalMonitorStateException", "monitor recursion too deep");
			return false;
		}
		__atomic_store_n(&o->lock, w + 1, __ATOMIC_RELAXED);
		return true;
	}
	pthread_mutex_lock(&mon_lock);
	contenders++;
	for (;;) {
		w = 0;
		if (__atomic_compare_exchange_n(&o->lock, &w, mine, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			break;
		t->at_safepoint = true;
		pthread_cond_wait(&mon_cond, &mon_lock);
		t->at_safepoint = false;
	}
	contenders--;
	pthread_mutex_unlock(&mon_lock);
	return true;
}

static bool check_owner(VmThread *t, VmObject *o, const char *what)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_RELAXED);

	if (w == 0 || LOCK_OWNER(w) != t->id) {
		vm_throw(t, "java/lang/IllegalMonitorStateException", what ? "%s" : NULL, what);
		return false;
	}
	return true;
}

bool vm_holds_lock(VmThread *t, VmObject *o)
{
	uintptr_t w = __atomic_load_n(&o->lock, __ATOMIC_RELAXED);
	return w != 0 && LOCK_OWNER(w) == t->id;
}

bool vm_monitor_exit(VmThread *t, VmObject *o)
{
	uintptr_t w;

	if (!check_owner(t, o, "current thread is not owner"))
		return false;
	w = o->lock;
	if (w & LOCK_COUNT_MASK) {
		__atomic_store_n(&o->lock, w - 1, __ATOMIC_RELAXED);
		return true;
	}
	__atomic_store_n(&o->lock, 0, __ATOMIC_RELEASE);
	if (__atomic_load_n(&contenders, __ATOMIC_ACQUIRE) || waiters) {
		pthread_mutex_lock(&mon_lock);
		pthread_cond_broadcast(&mon_cond);
		pthread_mutex_unlock(&mon_lock);
	}
	return true;
}

bool vm_monitor_wait(VmThread *t, VmObject *o, int64_t millis)
{
	uintptr_t saved;
	Waiter self, **pp;
	struct timespec until;
	bool interrupted = false;

	if (!check_owner(t, o, "current thread is not owner"))
		return false;
	if (millis < 0) {
		vm_throw(t, "java/lang/IllegalArgumentException", "timeout value is negative");
		return false;
	}
	if (millis > 0) {
		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_sec += millis / 1000;
		until.tv_nsec += (millis % 1000) * 1000000L;
		if (until.tv_nsec >= 1000000000L) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000L;
		}
	}
	pthread_mutex_lock(&mon_lock);
	saved = o->lock;
	self.obj = o;
	self.thread = t;
	self.notified = false;
	self.next = waiters;
	waiters = &self;
	__atomic_store_n(&o->lock, 0, __ATOMIC_RELEASE);
	pthread_cond_broadcast(&mon_cond);
	t->at_safepoint = true;
	while (!self.notified && !t->interrupted) {
		if (millis > 0) {
			if (pthread_cond_timedwait(&mon_cond, &mon_lock, &until) == ETIMEDOUT)
				break;
		} else {
			pthread_cond_wait(&mon_cond, &mon_lock);
		}
	}
	for (pp = &waiters; *pp; pp = &(*pp)->next)
		if (*pp == &self) {
			*pp = self.next;
			break;
		}
	if (t->interrupted) {
		t->interrupted = false;
		interrupted = true;
	}
	/* Re-acquire with the saved recursion count. */
	contenders++;
	for (;;) {
		uintptr_t w = 0;
		if (__atomic_compare_exchange_n(&o->lock, &w, saved, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			break;
		pthread_cond_wait(&mon_cond, &mon_lock);
	}
	contenders--;
	t->at_safepoint = false;
	pthread_mutex_unlock(&mon_lock);
	if (interrupted) {
		vm_throw(t, "java/lang/InterruptedException", NULL);
		return false;
	}
	return true;
}

bool vm_monitor_notify(VmThread *t, VmObject *o, bool all)
{
	Waiter *w, *last = NULL;

	if (!check_owner(t, o, "current thread is not owner"))
		return false;
	pthread_mutex_lock(&mon_lock);
	/* Waiters are pushed at the head: the oldest is last in the list. */
	for (w = waiters; w; w = w->next) {
		if (w->obj != o || w->notified)
			continue;
		if (all)
			w->notified = true;
		else
			last = w;
	}
	if (last)
		last->notified = true;
	pthread_cond_broadcast(&mon_cond);
	pthread_mutex_unlock(&mon_lock);
	return true;
}

void vm_monitor_interrupt_wakeup(void);
void vm_monitor_interrupt_wakeup(void)
{
	pthread_mutex_lock(&mon_lock);
	pthread_cond_broadcast(&mon_cond);
	pthread_mutex_unlock(&mon_lock);
}
