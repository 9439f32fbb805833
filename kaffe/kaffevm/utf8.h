/*
 * utf8.h -- conversions between the JVM's modified UTF-8, standard UTF-8
 * and UTF-16, and the symbol table of interned C strings.
 */
#ifndef VM_UTF8_H
#define VM_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Number of UTF-16 units in a modified UTF-8 string (invalid bytes count 1). */
size_t vm_mutf8_length(const char *s, size_t n);
/* Decode modified UTF-8 into out (room for vm_mutf8_length units). */
void vm_mutf8_decode(const char *s, size_t n, uint16_t *out);
/* Encode UTF-16 as modified UTF-8 (NUL as C0 80, surrogates separately);
 * malloc'd, NUL-terminated. */
char *vm_utf16_to_mutf8(const uint16_t *u, size_t n);
/* Encode UTF-16 as standard UTF-8 (pairs joined, lone surrogates as '?');
 * malloc'd, NUL-terminated; *outlen gets the byte count if not NULL. */
char *vm_utf16_to_utf8(const uint16_t *u, size_t n, size_t *outlen);

#endif /* VM_UTF8_H */
