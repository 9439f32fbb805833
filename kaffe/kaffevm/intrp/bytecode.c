/*
 * bytecode.c -- the instruction table described in bytecode.h, and the
 * length computation every reader of bytecode shares.
 */
#include "config.h"

#include <stddef.h>

#include "bytecode.h"

const VmOpInfo vm_op_table[VM_OP_LAST + 1] = {
	/* 0x00 */ { "nop", 1, VM_OPFMT_NONE, ":", 0 },
	/* 0x01 */ { "aconst_null", 1, VM_OPFMT_NONE, ":N", 0 },
	/* 0x02 */ { "iconst_m1", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x03 */ { "iconst_0", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x04 */ { "iconst_1", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x05 */ { "iconst_2", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x06 */ { "iconst_3", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x07 */ { "iconst_4", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x08 */ { "iconst_5", 1, VM_OPFMT_NONE, ":I", 0 },
	/* 0x09 */ { "lconst_0", 1, VM_OPFMT_NONE, ":J", 0 },
	/* 0x0a */ { "lconst_1", 1, VM_OPFMT_NONE, ":J", 0 },
	/* 0x0b */ { "fconst_0", 1, VM_OPFMT_NONE, ":F", 0 },
	/* 0x0c */ { "fconst_1", 1, VM_OPFMT_NONE, ":F", 0 },
	/* 0x0d */ { "fconst_2", 1, VM_OPFMT_NONE, ":F", 0 },
	/* 0x0e */ { "dconst_0", 1, VM_OPFMT_NONE, ":D", 0 },
	/* 0x0f */ { "dconst_1", 1, VM_OPFMT_NONE, ":D", 0 },
	/* 0x10 */ { "bipush", 2, VM_OPFMT_S1, ":I", 0 },
	/* 0x11 */ { "sipush", 3, VM_OPFMT_S2, ":I", 0 },
	/* 0x12 */ { "ldc", 2, VM_OPFMT_CP1, NULL, VM_OPF_CP|VM_OPF_TH },
	/* 0x13 */ { "ldc_w", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_TH },
	/* 0x14 */ { "ldc2_w", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP },
	/* 0x15 */ { "iload", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x16 */ { "lload", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x17 */ { "fload", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x18 */ { "dload", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x19 */ { "aload", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x1a */ { "iload_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x1b */ { "iload_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x1c */ { "iload_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x1d */ { "iload_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x1e */ { "lload_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x1f */ { "lload_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x20 */ { "lload_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x21 */ { "lload_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x22 */ { "fload_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x23 */ { "fload_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x24 */ { "fload_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x25 */ { "fload_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x26 */ { "dload_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x27 */ { "dload_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x28 */ { "dload_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x29 */ { "dload_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x2a */ { "aload_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x2b */ { "aload_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x2c */ { "aload_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x2d */ { "aload_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x2e */ { "iaload", 1, VM_OPFMT_NONE, "[II:I", VM_OPF_MEM|VM_OPF_TH },
	/* 0x2f */ { "laload", 1, VM_OPFMT_NONE, "[JI:J", VM_OPF_MEM|VM_OPF_TH },
	/* 0x30 */ { "faload", 1, VM_OPFMT_NONE, "[FI:F", VM_OPF_MEM|VM_OPF_TH },
	/* 0x31 */ { "daload", 1, VM_OPFMT_NONE, "[DI:D", VM_OPF_MEM|VM_OPF_TH },
	/* 0x32 */ { "aaload", 1, VM_OPFMT_NONE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0x33 */ { "baload", 1, VM_OPFMT_NONE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0x34 */ { "caload", 1, VM_OPFMT_NONE, "[CI:I", VM_OPF_MEM|VM_OPF_TH },
	/* 0x35 */ { "saload", 1, VM_OPFMT_NONE, "[SI:I", VM_OPF_MEM|VM_OPF_TH },
	/* 0x36 */ { "istore", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x37 */ { "lstore", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x38 */ { "fstore", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x39 */ { "dstore", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x3a */ { "astore", 2, VM_OPFMT_LOCAL, NULL, 0 },
	/* 0x3b */ { "istore_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x3c */ { "istore_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x3d */ { "istore_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x3e */ { "istore_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x3f */ { "lstore_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x40 */ { "lstore_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x41 */ { "lstore_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x42 */ { "lstore_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x43 */ { "fstore_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x44 */ { "fstore_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x45 */ { "fstore_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x46 */ { "fstore_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x47 */ { "dstore_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x48 */ { "dstore_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x49 */ { "dstore_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4a */ { "dstore_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4b */ { "astore_0", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4c */ { "astore_1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4d */ { "astore_2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4e */ { "astore_3", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x4f */ { "iastore", 1, VM_OPFMT_NONE, "[III:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x50 */ { "lastore", 1, VM_OPFMT_NONE, "[JIJ:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x51 */ { "fastore", 1, VM_OPFMT_NONE, "[FIF:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x52 */ { "dastore", 1, VM_OPFMT_NONE, "[DID:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x53 */ { "aastore", 1, VM_OPFMT_NONE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0x54 */ { "bastore", 1, VM_OPFMT_NONE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0x55 */ { "castore", 1, VM_OPFMT_NONE, "[CII:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x56 */ { "sastore", 1, VM_OPFMT_NONE, "[SII:", VM_OPF_MEM|VM_OPF_TH },
	/* 0x57 */ { "pop", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x58 */ { "pop2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x59 */ { "dup", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5a */ { "dup_x1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5b */ { "dup_x2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5c */ { "dup2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5d */ { "dup2_x1", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5e */ { "dup2_x2", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x5f */ { "swap", 1, VM_OPFMT_NONE, NULL, 0 },
	/* 0x60 */ { "iadd", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x61 */ { "ladd", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x62 */ { "fadd", 1, VM_OPFMT_NONE, "FF:F", 0 },
	/* 0x63 */ { "dadd", 1, VM_OPFMT_NONE, "DD:D", 0 },
	/* 0x64 */ { "isub", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x65 */ { "lsub", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x66 */ { "fsub", 1, VM_OPFMT_NONE, "FF:F", 0 },
	/* 0x67 */ { "dsub", 1, VM_OPFMT_NONE, "DD:D", 0 },
	/* 0x68 */ { "imul", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x69 */ { "lmul", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x6a */ { "fmul", 1, VM_OPFMT_NONE, "FF:F", 0 },
	/* 0x6b */ { "dmul", 1, VM_OPFMT_NONE, "DD:D", 0 },
	/* 0x6c */ { "idiv", 1, VM_OPFMT_NONE, "II:I", VM_OPF_TH },
	/* 0x6d */ { "ldiv", 1, VM_OPFMT_NONE, "JJ:J", VM_OPF_TH },
	/* 0x6e */ { "fdiv", 1, VM_OPFMT_NONE, "FF:F", 0 },
	/* 0x6f */ { "ddiv", 1, VM_OPFMT_NONE, "DD:D", 0 },
	/* 0x70 */ { "irem", 1, VM_OPFMT_NONE, "II:I", VM_OPF_TH },
	/* 0x71 */ { "lrem", 1, VM_OPFMT_NONE, "JJ:J", VM_OPF_TH },
	/* 0x72 */ { "frem", 1, VM_OPFMT_NONE, "FF:F", 0 },
	/* 0x73 */ { "drem", 1, VM_OPFMT_NONE, "DD:D", 0 },
	/* 0x74 */ { "ineg", 1, VM_OPFMT_NONE, "I:I", 0 },
	/* 0x75 */ { "lneg", 1, VM_OPFMT_NONE, "J:J", 0 },
	/* 0x76 */ { "fneg", 1, VM_OPFMT_NONE, "F:F", 0 },
	/* 0x77 */ { "dneg", 1, VM_OPFMT_NONE, "D:D", 0 },
	/* 0x78 */ { "ishl", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x79 */ { "lshl", 1, VM_OPFMT_NONE, "JI:J", 0 },
	/* 0x7a */ { "ishr", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x7b */ { "lshr", 1, VM_OPFMT_NONE, "JI:J", 0 },
	/* 0x7c */ { "iushr", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x7d */ { "lushr", 1, VM_OPFMT_NONE, "JI:J", 0 },
	/* 0x7e */ { "iand", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x7f */ { "land", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x80 */ { "ior", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x81 */ { "lor", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x82 */ { "ixor", 1, VM_OPFMT_NONE, "II:I", 0 },
	/* 0x83 */ { "lxor", 1, VM_OPFMT_NONE, "JJ:J", 0 },
	/* 0x84 */ { "iinc", 3, VM_OPFMT_IINC, NULL, 0 },
	/* 0x85 */ { "i2l", 1, VM_OPFMT_NONE, "I:J", 0 },
	/* 0x86 */ { "i2f", 1, VM_OPFMT_NONE, "I:F", 0 },
	/* 0x87 */ { "i2d", 1, VM_OPFMT_NONE, "I:D", 0 },
	/* 0x88 */ { "l2i", 1, VM_OPFMT_NONE, "J:I", 0 },
	/* 0x89 */ { "l2f", 1, VM_OPFMT_NONE, "J:F", 0 },
	/* 0x8a */ { "l2d", 1, VM_OPFMT_NONE, "J:D", 0 },
	/* 0x8b */ { "f2i", 1, VM_OPFMT_NONE, "F:I", 0 },
	/* 0x8c */ { "f2l", 1, VM_OPFMT_NONE, "F:J", 0 },
	/* 0x8d */ { "f2d", 1, VM_OPFMT_NONE, "F:D", 0 },
	/* 0x8e */ { "d2i", 1, VM_OPFMT_NONE, "D:I", 0 },
	/* 0x8f */ { "d2l", 1, VM_OPFMT_NONE, "D:J", 0 },
	/* 0x90 */ { "d2f", 1, VM_OPFMT_NONE, "D:F", 0 },
	/* 0x91 */ { "i2b", 1, VM_OPFMT_NONE, "I:I", 0 },
	/* 0x92 */ { "i2c", 1, VM_OPFMT_NONE, "I:I", 0 },
	/* 0x93 */ { "i2s", 1, VM_OPFMT_NONE, "I:I", 0 },
	/* 0x94 */ { "lcmp", 1, VM_OPFMT_NONE, "JJ:I", 0 },
	/* 0x95 */ { "fcmpl", 1, VM_OPFMT_NONE, "FF:I", 0 },
	/* 0x96 */ { "fcmpg", 1, VM_OPFMT_NONE, "FF:I", 0 },
	/* 0x97 */ { "dcmpl", 1, VM_OPFMT_NONE, "DD:I", 0 },
	/* 0x98 */ { "dcmpg", 1, VM_OPFMT_NONE, "DD:I", 0 },
	/* 0x99 */ { "ifeq", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9a */ { "ifne", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9b */ { "iflt", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9c */ { "ifge", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9d */ { "ifgt", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9e */ { "ifle", 3, VM_OPFMT_BRANCH2, "I:", VM_OPF_BR|VM_OPF_SP },
	/* 0x9f */ { "if_icmpeq", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa0 */ { "if_icmpne", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa1 */ { "if_icmplt", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa2 */ { "if_icmpge", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa3 */ { "if_icmpgt", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa4 */ { "if_icmple", 3, VM_OPFMT_BRANCH2, "II:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa5 */ { "if_acmpeq", 3, VM_OPFMT_BRANCH2, "AA:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa6 */ { "if_acmpne", 3, VM_OPFMT_BRANCH2, "AA:", VM_OPF_BR|VM_OPF_SP },
	/* 0xa7 */ { "goto", 3, VM_OPFMT_BRANCH2, ":", VM_OPF_BR|VM_OPF_SP|VM_OPF_END },
	/* 0xa8 */ { "jsr", 3, VM_OPFMT_BRANCH2, NULL, VM_OPF_BR|VM_OPF_SP },
	/* 0xa9 */ { "ret", 2, VM_OPFMT_LOCAL, NULL, VM_OPF_BR|VM_OPF_END },
	/* 0xaa */ { "tableswitch", 0, VM_OPFMT_SWITCH, "I:", VM_OPF_BR|VM_OPF_SP|VM_OPF_END },
	/* 0xab */ { "lookupswitch", 0, VM_OPFMT_SWITCH, "I:", VM_OPF_BR|VM_OPF_SP|VM_OPF_END },
	/* 0xac */ { "ireturn", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xad */ { "lreturn", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xae */ { "freturn", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xaf */ { "dreturn", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xb0 */ { "areturn", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xb1 */ { "return", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH|VM_OPF_SP },
	/* 0xb2 */ { "getstatic", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xb3 */ { "putstatic", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xb4 */ { "getfield", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xb5 */ { "putfield", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xb6 */ { "invokevirtual", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xb7 */ { "invokespecial", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xb8 */ { "invokestatic", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xb9 */ { "invokeinterface", 5, VM_OPFMT_INVOKEI, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xba */ { "invokedynamic", 5, VM_OPFMT_INVOKED, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xbb */ { "new", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xbc */ { "newarray", 2, VM_OPFMT_ATYPE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0xbd */ { "anewarray", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xbe */ { "arraylength", 1, VM_OPFMT_NONE, NULL, VM_OPF_MEM|VM_OPF_TH },
	/* 0xbf */ { "athrow", 1, VM_OPFMT_NONE, NULL, VM_OPF_END|VM_OPF_TH },
	/* 0xc0 */ { "checkcast", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xc1 */ { "instanceof", 3, VM_OPFMT_CP2, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xc2 */ { "monitorenter", 1, VM_OPFMT_NONE, "A:", VM_OPF_MEM|VM_OPF_TH|VM_OPF_SP },
	/* 0xc3 */ { "monitorexit", 1, VM_OPFMT_NONE, "A:", VM_OPF_MEM|VM_OPF_TH },
	/* 0xc4 */ { "wide", 0, VM_OPFMT_WIDE, NULL, 0 },
	/* 0xc5 */ { "multianewarray", 4, VM_OPFMT_MULTI, NULL, VM_OPF_CP|VM_OPF_MEM|VM_OPF_TH },
	/* 0xc6 */ { "ifnull", 3, VM_OPFMT_BRANCH2, "A:", VM_OPF_BR|VM_OPF_SP },
	/* 0xc7 */ { "ifnonnull", 3, VM_OPFMT_BRANCH2, "A:", VM_OPF_BR|VM_OPF_SP },
	/* 0xc8 */ { "goto_w", 5, VM_OPFMT_BRANCH4, ":", VM_OPF_BR|VM_OPF_SP|VM_OPF_END },
	/* 0xc9 */ { "jsr_w", 5, VM_OPFMT_BRANCH4, NULL, VM_OPF_BR|VM_OPF_SP },
};

static int32_t be32(const uint8_t *p)
{
	return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3]);
}

uint32_t vm_op_length(const uint8_t *code, uint32_t len, uint32_t pc)
{
	const VmOpInfo *oi = vm_op_info(code[pc]);
	uint32_t p;

	if (!oi)
		return 0;
	switch (oi->fmt) {
	case VM_OPFMT_WIDE: {
		const VmOpInfo *w;
		if (pc + 1 >= len)
			return 0;
		w = vm_op_info(code[pc + 1]);
		/* only loads, stores, iinc and ret can be widened */
		if (!w || (w->fmt != VM_OPFMT_LOCAL && w->fmt != VM_OPFMT_IINC))
			return 0;
		p = w->fmt == VM_OPFMT_IINC ? 6 : 4;
		return pc + p <= len ? p : 0;
	}
	case VM_OPFMT_SWITCH:
		p = (pc + 4) & ~3u;
		if (code[pc] == 0xaa) {             /* tableswitch: default low high offsets */
			int32_t lo, hi;
			if (p + 12 > len)
				return 0;
			lo = be32(code + p + 4);
			hi = be32(code + p + 8);
			if (hi < lo || (int64_t)hi - lo + 1 > 65536)
				return 0;
			p += 12 + 4u * (uint32_t)(hi - lo + 1);
		} else {                            /* lookupswitch: default npairs pairs */
			int32_t n;
			if (p + 8 > len)
				return 0;
			n = be32(code + p + 4);
			if (n < 0 || n > 65536)
				return 0;
			p += 8 + 8u * (uint32_t)n;
		}
		return p <= len ? p - pc : 0;
	default:
		return pc + oi->len <= len ? oi->len : 0;
	}
}

void vm_op_sig_slots(const char *sig, int *pop, int *push)
{
	int *n = pop;

	*pop = *push = 0;
	for (; *sig; sig++) {
		switch (*sig) {
		case ':':
			n = push;
			break;
		case '[':
			sig++;          /* the element letter; the array is one slot */
			(*n)++;
			break;
		case 'J': case 'D':
			*n += 2;
			break;
		default:
			(*n)++;
			break;
		}
	}
}

bool vm_op_slots(unsigned op, int *pop, int *push)
{
	static const int8_t dup_forms[7][2] = {   /* dup dup_x1 dup_x2 dup2 dup2_x1 dup2_x2 swap */
		{ 1, 2 }, { 2, 3 }, { 3, 4 }, { 2, 4 }, { 3, 5 }, { 4, 6 }, { 2, 2 }
	};
	const VmOpInfo *in = vm_op_info(op);
	/* the long and double forms of the loads, stores and returns, ldc2_w, pop2 */
	bool two = op == 0x16 || op == 0x18 || (op >= 0x1e && op <= 0x21) || (op >= 0x26 && op <= 0x29) ||
		   op == 0x37 || op == 0x39 || (op >= 0x3f && op <= 0x42) || (op >= 0x47 && op <= 0x4a) ||
		   op == 0x14 || op == 0x58 || op == 0xad || op == 0xaf;

	*pop = *push = 0;
	if (!in)
		return false;
	if (in->sig) {
		vm_op_sig_slots(in->sig, pop, push);
		return true;
	}
	if (op >= 0x12 && op <= 0x2d)                    /* ldc*, loads */
		*push = two ? 2 : 1;
	else if ((op >= 0x36 && op <= 0x4e) || op == 0x57 || op == 0x58 || (op >= 0xac && op <= 0xb0) ||
		 op == 0xbf)                             /* stores, pop*, returns, athrow */
		*pop = two ? 2 : 1;
	else if (op == 0x32 || op == 0x33)               /* aaload baload */
		*pop = 2, *push = 1;
	else if (op == 0x53 || op == 0x54)               /* aastore bastore */
		*pop = 3;
	else if (op >= 0x59 && op <= 0x5f)               /* dup forms, swap */
		*pop = dup_forms[op - 0x59][0], *push = dup_forms[op - 0x59][1];
	else if (op == 0xbb || op == 0xa8 || op == 0xc9) /* new, jsr, jsr_w */
		*push = 1;
	else if (op == 0xbc || op == 0xbd || op == 0xbe || op == 0xc0 || op == 0xc1)
		*pop = 1, *push = 1;                     /* (a)newarray, arraylength, checkcast, instanceof */
	else if (op != 0x84 && op != 0xa9 && op != 0xb1)  /* iinc, ret, return: nothing */
		return false;                            /* fields, invokes, multianewarray, wide */
	return true;
}
