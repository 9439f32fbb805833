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
 * everything).  When a call from interpreted code makes a method's
 * invocation count reach vm_jit_threshold (0: never), the interpreter
 * asks vm_hook_jit_compile for code and keeps what it returns in
 * VmMethod.jit_code (NULL: the method stays interpreted).  Compiled code
 * has the natives' shape: the interpreter pushes an ordinary frame for it
 * (flags 0, pc at the first instruction, locals at args), calls
 * jit_code(t, args, ret) and pops the frame; the code keeps Java locals
 * in that frame's slots, sets frame->pc before anything that may look at
 * the stack, and reports an exception through t->exception.  Methods
 * entered from C (vm_interp_run) count and run compiled code the same
 * way (synchronized methods excepted: they stay interpreted).
 */
extern uint32_t vm_jit_threshold;
extern VmNativeFn (*vm_hook_jit_compile)(VmThread *t, VmMethod *m);

/*
 * For compiled code: continue the frame t->top in the interpreter, at
 * frame->pc with the operand stack up to frame->sp (an instruction the
 * compiled code leaves to the interpreter), or, with t->exception set,
 * from the exception thrown at frame->pc (its handlers are looked up
 * there).  The frame is run to its end and popped as an entry frame;
 * the result goes to ret[0..1].  False if it completed abruptly.
 */
bool vm_interp_resume(VmThread *t, VmSlot *ret);

#endif /* VM_INTERP_H */
