/*
 * bytecode.h -- the one description of every JVM instruction (JVMS 6.5),
 * read by the decoder (decode.c), the verifier (verify.c) and, as it grows,
 * the JIT: STYLE.md convention 1.
 *
 * For each opcode 0x00..0xc9:
 *
 *   name    the mnemonic, for messages ("invokevirtual")
 *   len     instruction length in bytes including the opcode; 0 for the
 *           variable-length ones (tableswitch, lookupswitch, wide), whose
 *           length vm_op_length() computes from the code
 *   fmt     operand format (VM_OPFMT_*): what the bytes after the opcode are
 *   sig     operand-stack signature "POPS:PUSHES", bottom to top, in type
 *           letters: I int (also boolean, byte, char, short), F float,
 *           J long and D double (two slots each), A any reference, N the
 *           null constant, [X an array whose elements have descriptor X
 *           (C char, S short, I, J, F, D).  NULL when the effect depends on
 *           the operand (loads, stores, field and invoke descriptors, dup
 *           forms, returns, ldc ...): the verifier handles those one by one.
 *   flags   VM_OPF_*: touches object memory (heap or statics), may throw,
 *           is a branch, is a safepoint (backward branches, calls, returns
 *           and monitor entry poll), does not fall through to the next
 *           instruction, carries a constant-pool index.
 *
 * Opcodes above 0xc9 (breakpoint, impdep, and the decoder's internal quick
 * forms) have no entry: vm_op_info() returns NULL for them, and an
 * instruction stream that contains one is rejected.
 */
#ifndef VM_BYTECODE_H
#define VM_BYTECODE_H

#include <stdbool.h>
#include <stdint.h>

enum {
	VM_OPFMT_NONE,      /* no operand bytes */
	VM_OPFMT_S1,        /* signed byte (bipush) */
	VM_OPFMT_S2,        /* signed short (sipush) */
	VM_OPFMT_LOCAL,     /* u1 local variable index (u2 after wide) */
	VM_OPFMT_CP1,       /* u1 constant-pool index (ldc) */
	VM_OPFMT_CP2,       /* u2 constant-pool index */
	VM_OPFMT_IINC,      /* u1 local, s1 constant (u2, s2 after wide) */
	VM_OPFMT_BRANCH2,   /* s2 offset from the opcode */
	VM_OPFMT_BRANCH4,   /* s4 offset from the opcode */
	VM_OPFMT_SWITCH,    /* padding to 4, default, then a table or pairs */
	VM_OPFMT_INVOKEI,   /* u2 cp index, u1 count (not 0), u1 zero */
	VM_OPFMT_INVOKED,   /* u2 cp index, two zero bytes */
	VM_OPFMT_ATYPE,     /* u1 primitive array type 4..11 */
	VM_OPFMT_MULTI,     /* u2 cp index, u1 dimensions (not 0) */
	VM_OPFMT_WIDE       /* opcode modifier for the next instruction */
};

enum {
	VM_OPF_MEM = 1 << 0,   /* reads or writes object memory or statics */
	VM_OPF_TH  = 1 << 1,   /* may throw */
	VM_OPF_BR  = 1 << 2,   /* branch (conditional or not), jsr, ret, switch */
	VM_OPF_SP  = 1 << 3,   /* safepoint: the engine may poll here */
	VM_OPF_END = 1 << 4,   /* never falls through to the next instruction */
	VM_OPF_CP  = 1 << 5    /* carries a constant-pool index */
};

typedef struct VmOpInfo {
	const char *name;
	uint8_t len;
	uint8_t fmt;
	const char *sig;
	uint8_t flags;
} VmOpInfo;

#define VM_OP_LAST 0xc9

extern const VmOpInfo vm_op_table[VM_OP_LAST + 1];

/* The entry for op, or NULL for an opcode that is not a JVM instruction. */
static inline const VmOpInfo *vm_op_info(unsigned op)
{
	return op <= VM_OP_LAST ? &vm_op_table[op] : (const VmOpInfo *)0;
}

/* Length of the instruction at pc in code[0..len), 0 if it is not a valid
 * instruction or does not fit (unknown opcode, truncated operands, switch
 * with low > high or too many cases, wide of an opcode that cannot be
 * widened). */
uint32_t vm_op_length(const uint8_t *code, uint32_t len, uint32_t pc);

/* Slots popped and pushed according to a signature string (sig != NULL). */
void vm_op_sig_slots(const char *sig, int *pop, int *push);

/* Slots popped and pushed by op whatever its operand types: from the
 * signature when there is one; for the instructions whose signature is
 * NULL (the verifier types them one by one), from what they are --
 * loads, stores and returns by their type letter, the dup forms, ldc,
 * new, the array and type instructions, iinc, jsr, ret.  False, with
 * both 0, where the count depends on a constant-pool descriptor or on
 * the code (field access, invokes, multianewarray, wide) or op is not a
 * JVM instruction.  The JIT's analysis reads it. */
bool vm_op_slots(unsigned op, int *pop, int *push);

#endif /* VM_BYTECODE_H */
