/*
 * debug.h -- run-time selectable debug logging.
 *
 * VM_DBG(MASK, fmt, ...) prints when MASK is enabled with -Xdebug:<names>;
 * configure --disable-debug compiles every call out.
 */
#ifndef VM_DEBUG_H
#define VM_DEBUG_H

#include <stdio.h>

enum {
	VM_DBG_CLASS = 1u << 0,   /* class loading and linking */
	VM_DBG_GC = 1u << 1,      /* collections */
	VM_DBG_INTERP = 1u << 2,  /* method entry/exit */
	VM_DBG_EXCEP = 1u << 3,   /* thrown exceptions */
	VM_DBG_GOS_PROTO = 1u << 4,
	VM_DBG_GOS_MSG = 1u << 5,
	VM_DBG_JIT = 1u << 6,
	VM_DBG_PROF = 1u << 7
};

extern unsigned vm_debug_mask;

/* Parse a comma-separated list of names (class,gc,interp,excep,gos,msg,jit,prof,all). */
int vm_debug_parse(const char *names);

#ifdef VM_DEBUG_LOG
#define VM_DBG(mask, ...) \
	do { if (vm_debug_mask & (mask)) { fprintf(stderr, __VA_ARGS__); } } while (0)
#else
#define VM_DBG(mask, ...) do { } while (0)
#endif

#endif /* VM_DEBUG_H */
