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

#endif /* VM_INTERP_H */
