/*
 * thread.c -- VM threads: their slot and frame stacks, the list of live
 * threads (GC roots), and safepoints.
 *
 * Each VmThread owns a slot stack sized from -Xss and a frame array; both
 * have a soft limit and a reserve beyond it, opened only while a
 * StackOverflowError is being built.  The native stack is bounded too: the
 * interpreter does not recurse on Java calls, but natives and class
 * initialisers do, so vm_call checks the C stack against c_stack_limit.
 *
 * Safepoints: a collecting thread sets vm_safepoint_requested; mutators
 * poll it at method entry and taken branches.  With one mutator thread the
 * collector is that thread, so stop_world has nothing to wait for; the
 * threads issue adds the rendezvous.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "vm.h"

__thread VmThread *vm_current_thread;
volatile int vm_safepoint_requested;

static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static VmThread *all_threads;
static uint32_t next_id = 1;

#define STACK_RESERVE_SLOTS 16384u
#define FRAME_RESERVE 512u

bool vm_threads_init(void)
{
	return true;
}

VmThread *vm_thread_create_current(size_t java_stack_bytes)
{
	VmThread *t = calloc(1, sizeof *t);
	size_t slots = java_stack_bytes / sizeof(VmSlot), frames;
	pthread_attr_t attr;
	void *stackaddr = NULL;
	size_t stacksize = 0;

	if (!t)
		return NULL;
	if (slots < 4096)
		slots = 4096;
	frames = slots / 4;
	t->stack_base = calloc(slots + STACK_RESERVE_SLOTS, sizeof(VmSlot));
	t->frames_base = calloc(frames + FRAME_RESERVE, sizeof(VmFrame));
	if (!t->stack_base || !t->frames_base) {
		free(t->stack_base);
		free(t->frames_base);
		free(t);
		return NULL;
	}
	t->stack_limit = t->stack_base + slots;
	t->stack_end = t->stack_limit + STACK_RESERVE_SLOTS;
	t->frames_limit = t->frames_base + frames;
	t->frames_end = t->frames_limit + FRAME_RESERVE;
	t->pthread = pthread_self();
	if (pthread_getattr_np(pthread_self(), &attr) == 0) {
		pthread_attr_getstack(&attr, &stackaddr, &stacksize);
		pthread_attr_destroy(&attr);
	}
	if (stackaddr) {
		t->c_stack_base = (char *)stackaddr + stacksize;
		t->c_stack_limit = (char *)stackaddr + (stacksize > (1u << 20) ? (256u << 10) : stacksize / 4);
	} else {
		/* Unknown stack: scan from here upwards a generous page. */
		uintptr_t here = (uintptr_t)&t;
		t->c_stack_base = (void *)(here + 4096);
		t->c_stack_limit = NULL;
	}
	t->alloc = gc_thread_attach();
	pthread_mutex_lock(&threads_lock);
	t->id = next_id++;
	t->next_thread = all_threads;
	all_threads = t;
	pthread_mutex_unlock(&threads_lock);
	vm_current_thread = t;
	return t;
}

void vm_thread_destroy(VmThread *t)
{
	VmThread **pp;

	pthread_mutex_lock(&threads_lock);
	for (pp = &all_threads; *pp; pp = &(*pp)->next_thread)
		if (*pp == t) {
			*pp = t->next_thread;
			break;
		}
	pthread_mutex_unlock(&threads_lock);
	gc_thread_detach(t->alloc);
	free(t->stack_base);
	free(t->frames_base);
	if (vm_current_thread == t)
		vm_current_thread = NULL;
	free(t);
}

void vm_safepoint_poll(VmThread *t)
{
	(void)t;
}

/* Report every thread's roots: Java slot stacks (conservatively: any
 * object start), pending exceptions, thread objects, and native stacks. */
void vm_threads_scan_roots(GcMarker *m);
void vm_threads_scan_roots(GcMarker *m)
{
	VmThread *t;
	char here;

	for (t = all_threads; t; t = t->next_thread) {
		VmSlot *hi = t->stack_base;
		VmFrame *f;
		for (f = t->top; f; f = f->prev) {
			VmSlot *e = f->locals + f->method->max_locals + f->method->max_stack;
			if (f->flags & VM_FRAME_NATIVE)
				e = f->locals + f->method->arg_slots;
			if (e > hi)
				hi = e;
		}
		if (t->top && t->top->sp > hi)
			hi = t->top->sp;
		if (hi > t->stack_end)
			hi = t->stack_end;
		gc_mark_range(m, t->stack_base, hi);
		if (t->exception)
			gc_mark(m, t->exception);
		if (t->jthread)
			gc_mark(m, t->jthread);
		if (t == vm_current_thread)
			gc_mark_range(m, &here, t->c_stack_base);
		/* Other threads are stopped at safepoints; their native stacks are
		 * scanned from their saved stack pointers by the threads issue. */
	}
}
