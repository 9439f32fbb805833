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
 * library jar's; names under META-INF/ are not looked up on the boot class
 * path at all (the stock JVM's modules expose no META-INF/MANIFEST.MF).
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

/* Where a search for every match (getResources) goes on: zero it to start.
 * phase 0 = application class path at entry `next`, 1 = the master (asked
 * only when the application class path had no match), 2 = boot class path
 * at `next`, 3 = done. */
typedef struct VmResCursor {
	int phase;
	size_t next;
	bool app_found;
} VmResCursor;

/* Look a normalised name up (search order above).  FOUND fills *r (free
 * with vm_resource_free); ERROR (damaged jar entry, the master's error, no
 * answer from the master) fills err.  With `cur` NULL the first match is
 * returned; with a cursor, each call returns the next match (NOT_FOUND
 * when there are no more; after an ERROR the search may go on).  The
 * thread `t` may be NULL only where no cluster hook is installed. */
VmCpStatus vm_resource_find(struct VmThread *t, const char *name, VmResCursor *cur,
			    VmResource *r, char *err, size_t errlen);
void vm_resource_free(VmResource *r);

#endif /* VM_RESOURCE_H */
