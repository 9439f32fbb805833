/*
 * resource.h -- class-path resources (ClassLoader.getResource and friends):
 * checking a resource name and finding its bytes.
 *
 * A resource name is relative and '/'-separated ("conf/app.properties",
 * "pkg/Name.class"), as ClassLoader.getResource takes it.  Before any file
 * system or network access the name is normalised: "." and empty segments
 * are dropped and ".." removes the segment before it.  A name that is
 * absolute, that climbs above the class path root, that holds a control
 * character, or that is empty after normalising is not a resource: the
 * lookup says "not found" and nothing is opened, so no name can reach a file
 * outside the class path directories.
 *
 * Search order (vm_resource_find): the application class path, then -- on
 * a cluster worker -- the master's class path through the class_bytes hook
 * (in a safe region, like class loading), then the boot class path (the
 * class library jar).  The application path comes first, unlike class
 * loading, so that an application's META-INF files win over the class
 * library jar's, which a stock JVM does not expose as resources.
 */
#ifndef VM_RESOURCE_H
#define VM_RESOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "classpath.h"

typedef enum {
	VM_RES_NAME_OK = 0,
	VM_RES_NAME_EMPTY,      /* nothing left after normalising */
	VM_RES_NAME_ABSOLUTE,   /* starts with '/' */
	VM_RES_NAME_ESCAPES,    /* ".." above the root */
	VM_RES_NAME_BAD_CHAR,   /* a control character (0x01-0x1f, 0x7f) */
	VM_RES_NAME_TOO_LONG    /* does not fit the output buffer */
} VmResNameStatus;

/* Normalise `name` into out[cap] (see above).  Pure; no VM needed. */
VmResNameStatus vm_resource_name_normalize(const char *name, char *out, size_t cap);

/* Where a found resource came from. */
typedef enum {
	VM_RES_DIR,      /* a directory entry of a class path: entry/name */
	VM_RES_JAR,      /* a jar of a class path: entry!/name */
	VM_RES_CLUSTER   /* the master's class path (a cluster worker) */
} VmResOrigin;

typedef struct VmResource {
	uint8_t *bytes;  /* malloc'd contents */
	size_t len;
	VmResOrigin origin;
	bool boot;       /* found on the boot class path */
	char *entry;     /* malloc'd class path entry as given; NULL for CLUSTER */
} VmResource;

struct VmThread;

/* Look a normalised name up (search order above).  FOUND fills *r (free
 * with vm_resource_free); ERROR (damaged jar entry, the master's error, no
 * answer from the master) fills err.  The thread `t` may be NULL only
 * where no cluster hook is installed. */
VmCpStatus vm_resource_find(struct VmThread *t, const char *name, VmResource *r,
			    char *err, size_t errlen);
void vm_resource_free(VmResource *r);

#endif /* VM_RESOURCE_H */
