/*
 * interp.h -- entry to the bytecode interpreter.
 */
#ifndef VM_INTERP_H
#define VM_INTERP_H

#include "vm.h"

/* Run method m whose arguments are already in place at args (the first
 * free slot of t's slot stack).  Returns false with t->exception set if the
 * method completed abruptly; otherwise the result is in ret[0..1]. */
bool vm_interp_run(VmThread *t, VmMethod *m, VmSlot *args, VmSlot *ret);

/*
 * The JIT's hook (jit-i386 fills it in at start-up; NULL: interpret
 * everything).  Two counters per method say when to ask it: calls
 * (VmMethod.invocations, from interpreted code and from C) and taken
 * backward branches (VmMethod.backedges, counted only while
 * vm_jit_backedge_threshold is not 0).  When either reaches its
 * threshold (0: never) the interpreter calls vm_hook_jit_compile(t, m)
 * once, with the calling frame's pc and sp stored.  The hook either
 * compiles at once or queues m for the JIT's compiler thread and
 * returns; either way the JIT alone stores VmMethod.jit_code, once, with
 * a release store after the code is written and sealed, and readers load
 * it with acquire (a plain load on x86), so a thread that sees the
 * pointer sees the finished code.  Until then m stays interpreted; an
 * invocation under way when the code arrives finishes interpreted.
 *
 * Compiled code has the natives' shape: the interpreter pushes an
 * ordinary frame for it (flags 0, pc at the first instruction, locals at
 * args), calls jit_code(t, args, ret) and pops the frame; the code keeps
 * Java locals in that frame's slots, sets frame->pc before anything that
 * may look at the stack, and reports an exception through t->exception.
 * Methods entered from C (vm_interp_run) count and run compiled code the
 * same way (synchronized methods excepted: they stay interpreted).
 */
extern uint32_t vm_jit_threshold;
extern uint32_t vm_jit_backedge_threshold;
extern void (*vm_hook_jit_compile)(VmThread *t, VmMethod *m);

/*
 * On-stack replacement (NULL: none).  When the back-edge count reaches
 * its threshold at a backward branch to target with the operand stack
 * empty, the interpreter asks vm_hook_jit_osr(t, m, target) (frame pc
 * and sp stored) for code entering m at target, and sets the count back
 * by VM_JIT_OSR_RECHECK so that it asks again only after that many more
 * back-edges.  The hook answers the entry if the JIT has it (published as
 * jit_code is), else NULL, after queueing its compilation the first time.
 * The entry has jit_code's shape and is called on the interpreter's own
 * frame (t->top, pc at target): entry(t, frame->locals, ret) runs the
 * rest of the invocation, and the interpreter then returns from the
 * method, or unwinds to its caller if t->exception is set.
 */
#define VM_JIT_OSR_RECHECK 1024u
/* On-stack replacement from a frame compiled code handed over
 * (VM_FRAME_RESUMED) only while at most this many vm_interp_resume calls
 * are under way in the thread: each level nests on the C stack. */
#define VM_JIT_RESUME_NEST 4u
extern VmNativeFn (*vm_hook_jit_osr)(VmThread *t, VmMethod *m, const struct VmInsn *target);

/*
 * For compiled code: continue the frame t->top in the interpreter, at
 * frame->pc with the operand stack up to frame->sp (an instruction the
 * compiled code leaves to the interpreter), or, with t->exception set,
 * from the exception thrown at frame->pc (its handlers are looked up
 * there).  The frame is run to its end and popped as an entry frame;
 * the result goes to ret[0..1].  False if it completed abruptly.
 */
bool vm_interp_resume(VmThread *t, VmSlot *ret);

/* For compiled code: OPX_GETSTATIC_G / OPX_PUTSTATIC_G, a static field of
 * a class whose statics may be a cached copy (cluster mode), as the
 * interpreter does it: the state check, then the access (a read stores
 * at v, a write takes the value from v).  False with an exception
 * pending. */
struct VmField;
bool vm_interp_checked_static(VmThread *t, struct VmField *f, bool write, VmSlot *v);
/* A volatile access to field f of o (an object, or the statics block of
 * f's class), as the interpreter's OPX_*_V handlers make it: through the
 * global object space when o is shared, else a sequentially consistent
 * load or store.  A write takes the value from v, a read stores it at v.
 * False with an exception pending. */
bool vm_interp_volatile(VmThread *t, VmObject *o, struct VmField *f, bool write, VmSlot *v);
/* The invokedynamic at pc once the interpreter has linked it (its quick
 * form: a string concatenation, lambda or record ObjectMethods site),
 * performed as the interpreter's handler does: the operands end at *spp
 * and the result replaces them (*spp moves).  1 done, -1 with an
 * exception pending, 0 not linked yet (the interpreter links it). */
int vm_interp_indy(VmThread *t, struct VmInsn *pc, VmSlot **spp);

/*
 * Frames, as both engines push them (ARCHITECTURE.md section 2: one
 * explicit frame stack for the interpreter and the JIT).  A Java call
 * needs room for the callee's frame at nf and for its locals and operand
 * stack from args (the caller's outgoing arguments, which become the
 * callee's first locals): within the soft limits, or within the
 * headroom while a StackOverflowError is being thrown (t->in_overflow).
 * Callers throw StackOverflowError when there is no room.
 */
static inline bool vm_frame_room(const VmThread *t, const VmFrame *nf, const VmMethod *m,
				 const VmSlot *args)
{
	const VmSlot *end = args + m->max_locals + m->max_stack;

	if (__builtin_expect(nf < t->frames_limit && end <= t->stack_limit, 1))
		return true;
	return t->in_overflow && nf < t->frames_end && end <= t->stack_end;
}

/* Push the frame nf above prev (which is t->top: passed because the
 * interpreter has it in a register) -- nf is prev + 1, or frames_base for
 * a thread's first frame -- of the Java method m with its locals at
 * args: pc at the first
 * instruction, no monitor held, and flags as given -- so the *visited*
 * bit is clear on every entry.  The operand stack pointer is left to the
 * caller: the interpreter keeps it in a register and stores it at its
 * next call-out (SYNC), everyone else uses vm_frame_push. */
static inline void vm_frame_link(VmThread *t, VmFrame *prev, VmFrame *nf, VmMethod *m, VmSlot *args,
				 uint32_t flags)
{
	nf->method = m;
	nf->locals = args;
	nf->prev = prev;
	nf->flags = flags;
	nf->lock = NULL;
	nf->pc = m->pcode;
	t->top = nf;
}

/* vm_frame_link with the operand stack empty: the frame of a method
 * entered from C or run as compiled code.  Compiled code makes the same
 * stores inline at its direct calls (jit_compile.c, emit_invoke); a
 * change here must be made there too. */
static inline void vm_frame_push(VmThread *t, VmFrame *prev, VmFrame *nf, VmMethod *m, VmSlot *args,
				 uint32_t flags)
{
	nf->sp = args + m->max_locals;
	vm_frame_link(t, prev, nf, m, args, flags);
}

/* Zero 4 KiB of native stack below the caller's frame: the words dead
 * frames left there (the collector scans native stacks conservatively).
 * vm_interp_resume calls it before the interpreter's frame takes that
 * stack, compiled code's catch (jit_runtime.c) after the frames that
 * threw are gone. */
void vm_clear_native_stack(void);

/* multianewarray of mn (decode.h) with the dims counts at counts[0..]:
 * NegativeArraySizeException before anything is allocated, then the
 * arrays level by level.  The interpreter's quick form and compiled
 * code (jit_runtime.c) both allocate here; NULL with the exception
 * pending. */
struct VmMultiNew;
VmArray *vm_multianewarray(VmThread *t, const struct VmMultiNew *mn, const VmSlot *counts);

/* The method an invokeinterface of m runs on a receiver of class cls
 * (NULL: none, IncompatibleClassChangeError), through a cache of recent
 * (class, method) pairs shared by all threads: the interpreter's
 * invokeinterface and compiled code's megamorphic sites (jit_runtime.c). */
VmMethod *vm_interface_target(VmClass *cls, VmMethod *m);

/* The handler of f's method that catches ex, thrown at f->pc (which must
 * be t->exception): its decoded instruction index, or -1 when none does.
 * Catch classes are resolved here the first time (with t->exception
 * cleared meanwhile, then ex again; a class that cannot be resolved
 * catches nothing).  The interpreter's exception path and compiled code
 * (jit_runtime.c) both look handlers up here.  The caller keeps ex alive
 * (a conservatively scanned C frame). */
int32_t vm_frame_handler(VmThread *t, VmFrame *f, VmObject *ex);

/* The monitor of a synchronized method, entered and left with its frame f
 * (the class object for a static method, else `this'), as the native
 * call and compiled code do it (the interpreter's loop has the same
 * steps written out, interp.c says why):
 * vm_frame_lock enters it and records it in f->lock (false with
 * t->exception set if it could not); vm_frame_unlock leaves the monitor
 * f->lock names, if any, and clears it.  With an exception pending (the
 * frame is being unwound) the exception stays the one pending and the
 * answer is false; otherwise false means leaving failed and set one. */
bool vm_frame_lock(VmThread *t, VmFrame *f);
bool vm_frame_unlock(VmThread *t, VmFrame *f);

/* Call the native method m (bound now if it is not yet) in a native
 * frame above t->top, entering and leaving its monitor if it is
 * synchronized.  The interpreter's invokes and the JIT's call helper
 * both come here.  False with t->exception set if it threw. */
bool vm_call_native(VmThread *t, VmMethod *m, VmSlot *args, VmSlot *ret);

#endif /* VM_INTERP_H */
