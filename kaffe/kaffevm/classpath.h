/*
 * classpath.h -- where class bytes come from: an ordered list of
 * directories and JAR files, searched first to last.
 *
 * The boot class path (the class library jar) and the application class
 * path are two separate VmClassPath objects.  Entries that do not exist are
 * kept but never match (as a stock JVM does); a JAR that exists but cannot
 * be opened is reported once on stderr and then ignored.
 * Lookups are thread-safe.
 */
#ifndef VM_CLASSPATH_H
#define VM_CLASSPATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct VmClassPath VmClassPath;

typedef enum { VM_CP_FOUND = 0, VM_CP_NOT_FOUND, VM_CP_ERROR } VmCpStatus;

VmClassPath *vm_classpath_new(void);
void vm_classpath_free(VmClassPath *cp);
/* Append one entry (a directory or a .jar/.zip file). */
void vm_classpath_add(VmClassPath *cp, const char *entry);
/* Append a ':'-separated list; empty elements mean the current directory. */
void vm_classpath_add_list(VmClassPath *cp, const char *list);

/* Find a resource ("pkg/Name.class"); on success *bytes is malloc'd. */
VmCpStatus vm_classpath_find(VmClassPath *cp, const char *resource,
			     uint8_t **bytes, size_t *len, char *err, size_t errlen);

/* The same, and where it was found: *entry (malloc'd; pass NULL if not
 * wanted) is the class path entry as given (a directory or a jar path),
 * *in_jar tells which.  With `from` non-NULL the search starts at entry
 * index *from and *from is left one past the entry that answered (found
 * or error), or at the end: calling again with it finds the next match. */
VmCpStatus vm_classpath_locate(VmClassPath *cp, const char *resource,
			       size_t *from, uint8_t **bytes, size_t *len,
			       char **entry, bool *in_jar, char *err, size_t errlen);

/* Main-Class of a JAR's META-INF/MANIFEST.MF, malloc'd, with '.' kept as in
 * the manifest; NULL and a message if the jar or the attribute is missing.
 * Manifest continuation lines (a leading space) are joined. */
char *vm_jar_main_class(const char *jar, char *err, size_t errlen);
/* Class-Path attribute of the manifest (space-separated, relative to the
 * jar's directory), resolved to a ':'-list, malloc'd; NULL if absent. */
char *vm_jar_manifest_classpath(const char *jar);

#endif /* VM_CLASSPATH_H */
