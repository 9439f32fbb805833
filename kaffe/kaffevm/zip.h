/*
 * zip.h -- reading JAR (zip) archives: the central directory, stored and
 * deflated entries (inflated with zlib), CRC-32 checked.
 *
 * A VmZip is opened once and read many times; lookups are by exact entry
 * name ("java/lang/Object.class") through a hash index built at open time.
 * All offsets and sizes from the archive are bounds-checked against the file
 * size; a damaged archive yields VM_ZIP_ERR with a message, never a crash.
 * vm_zip_read() is safe to call from several threads at once.
 */
#ifndef VM_ZIP_H
#define VM_ZIP_H

#include <stddef.h>
#include <stdint.h>

typedef struct VmZip VmZip;

typedef enum { VM_ZIP_OK = 0, VM_ZIP_NOT_FOUND, VM_ZIP_ERR } VmZipStatus;

/* Open an archive; NULL with a message in err ("error in opening zip file",
 * "zip END header not found", ...) if it cannot be used. */
VmZip *vm_zip_open(const char *path, char *err, size_t errlen);
void vm_zip_close(VmZip *z);

/* Read one entry into a malloc'd buffer (*out, *len); the caller frees it. */
VmZipStatus vm_zip_read(VmZip *z, const char *name, uint8_t **out, size_t *len,
			char *err, size_t errlen);

/* Enumerate entries. */
size_t vm_zip_count(const VmZip *z);
const char *vm_zip_name(const VmZip *z, size_t i);

#endif /* VM_ZIP_H */
