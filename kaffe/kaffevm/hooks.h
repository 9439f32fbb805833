/*
 * hooks.h -- the VM core's upward hook table for the cluster runtime.
 *
 * ARCHITECTURE.md §1: the core includes no gos/ header. Instead it calls
 * through these function pointers, which the launcher fills in at start-up
 * when it runs as part of a cluster (kaffe/kaffe/cluster.c). On a single
 * node every pointer is NULL and the core takes its ordinary path; each
 * hook costs one predictable NULL test on a path that already does I/O.
 *
 * Invariants:
 *  - the table is written once, before vm_startup(), and only read after;
 *  - hooks may be called from any Java thread, concurrently;
 *  - a hook never throws a Java exception: it reports by its return value
 *    and the core raises what a single node would raise.
 */
#ifndef VM_HOOKS_H
#define VM_HOOKS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct VmClusterHooks {
	/* An application class or resource ("pkg/Name.class") that the local
	 * class path does not have. Returns 0 and a malloc'd *bytes when
	 * found, 1 when the cluster does not have it either, 2 on an error
	 * (err filled in) -- the values of VmCpStatus. */
	int (*class_bytes)(const char *resource, uint8_t **bytes, size_t *len,
			   char *err, size_t errlen);
	/* Bytes written to descriptor 1 or 2. Returns false to let the core
	 * write them locally as usual. */
	bool (*console_write)(int fd, const void *p, size_t n);
	/* A read of descriptor 0: bytes read, 0 at end of input, -1 error. */
	long (*console_read)(void *p, size_t n);
	/* Runtime.halt / System.exit: end the whole cluster with `status`.
	 * Does not return. */
	void (*exit_request)(int status) __attribute__((noreturn));
} VmClusterHooks;

extern VmClusterHooks vm_cluster_hooks;

#endif /* VM_HOOKS_H */
