/*
 * refmap.h -- which local variables of a Java frame may hold a reference
 * at a given instruction (refmap.c), for the collector's frame scan.
 *
 * A frame's locals are scanned only where the map says a reference may
 * be; its operand stack only up to frame->sp. Both rest on the rule that
 * both engines keep: before anything that can allocate, call out, block
 * or poll a safepoint, frame->pc and frame->sp are stored (interp.c's
 * SYNC, the JIT's store_frame_state), and the arguments of a call in
 * progress stay below the caller's frame->sp until the callee's frame is
 * pushed (they are then the callee's locals).
 */
#ifndef VM_REFMAP_H
#define VM_REFMAP_H

#include <stdint.h>

#include "vm.h"

/* Bit i set: local i may hold a reference before m's decoded instruction
 * `pc` runs. NULL when m has no map (not decoded, no locals, or
 * code the analysis does not follow): then every local is scanned, as
 * before. The map is built on first use and kept with the method; the
 * caller is the collector, with the world stopped. */
const uint64_t *vm_refmap_at(VmMethod *m, const struct VmInsn *pc);

#endif /* VM_REFMAP_H */
