/*
 * object.h -- the layout of every Java object in Ristretto.
 *
 * Every object, on every node, starts with the same fixed header.  The
 * interpreter, the JIT, the GC, the global object space (gos/) and the
 * profiler all depend on these offsets, so they are fixed here and nowhere
 * else.
 *
 *   offset (LP64)   size   field
 *   +0              8      clazz     class of the object (never NULL once published)
 *   +8              8      lock      lock word (thin lock / inflated monitor)
 *   +16             1      gos_state GOS state byte, see below
 *   +17             1      flags     VM flags (OBJ_F_*)
 *   +18             2      seq       per-class sequence number (object sampling)
 *   +20             4      hash      identity hash code, 0 = not yet assigned
 *   +24                    instance fields / array length
 *
 * On ILP32 the two pointer-sized words shrink to 4 bytes and the header is
 * 16 bytes.  Arrays add a 32-bit length after the header and their elements
 * start at the next 8-byte boundary (VM_ARRAY_DATA_OFFSET).
 *
 * GOS state byte:
 *
 *     7   6   5   4   3   2   1   0
 *   +---+---+---+---+---+---+---+---+
 *   |    flags (gos/)       | state |   state: 0 VALID (a home or local object,
 *   +---+---+---+---+---+---+---+---+          or a cached copy being written,
 *                                              which then has a twin)
 *                                              1 INVALID, 2 READ (read only),
 *                                              3 TRACKED (the profiler's
 *                                              "false-invalid": every access
 *                                              faults once, gos/ keeps the
 *                                              real state aside)
 *
 * The engines test the state bits inline before every field or element
 * access: a read faults when bit 0 is set (INVALID), a write when either
 * is (INVALID or READ): one `test` each (VM_GOS_READ_FAULTS/WRITE_FAULTS).
 * On a single node the byte is always zero.  Metadata of shared objects (global id, home, version, twin)
 * lives in a side table in gos/, so a local object pays nothing more.
 *
 * Sequence numbers: each class counts its allocations modulo 2^16, from a
 * start derived from its name (loader.c); an object gets the next number.  An array of n elements takes n numbers and stores
 * the number of element 0, so element i has number seq + i (mod 2^16).
 */
#ifndef VM_OBJECT_H
#define VM_OBJECT_H

#include <stdint.h>
#include <stddef.h>

struct VmClass;

typedef struct VmObject {
	struct VmClass *clazz;
	uintptr_t lock;
	volatile uint8_t gos_state;
	uint8_t flags;
	uint16_t seq;
	uint32_t hash;
} VmObject;

/* An array: header, length, then the elements 8-byte aligned. */
typedef struct VmArray {
	VmObject hdr;
	int32_t length;
} VmArray;

#define VM_GOS_STATE_MASK   0x03u
#define VM_GOS_VALID        0u
#define VM_GOS_INVALID      1u
#define VM_GOS_READ         2u
#define VM_GOS_TRACKED      3u
/* The bits an access must find clear to go ahead. */
#define VM_GOS_READ_FAULTS  0x01u
#define VM_GOS_WRITE_FAULTS 0x03u

/* gos/'s flags in the state byte that mark a shared object: a home copy
 * other nodes may hold (GOS_F_EXPORTED) or a copy of another node's object
 * (GOS_F_CACHED).  The collector keeps the referent of a shared Reference. */
#define VM_GOS_SHARED       0x0cu

/* VM flags in VmObject.flags. */
#define OBJ_F_FINALIZABLE   0x01u   /* class overrides finalize() */
#define OBJ_F_HASHED        0x02u   /* identity hash has been handed out */
#define OBJ_F_STATICS       0x04u   /* a class's statics block (clazz = that class) */

#define VM_ARRAY_DATA_OFFSET  ((sizeof(VmArray) + 7u) & ~(size_t)7u)
#define VM_ARRAY_DATA(a)      ((void *)((char *)(a) + VM_ARRAY_DATA_OFFSET))
#define VM_ARRAY_ELEMS(type, a) ((type *)VM_ARRAY_DATA(a))
#define VM_OBJ_FIELD(type, o, off) (*(type *)((char *)(o) + (off)))

#endif /* VM_OBJECT_H */
