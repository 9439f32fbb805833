/*
 * classfile.h -- parsing of .class files (JVMS chapter 4) into a read-only
 * description that the class loader turns into a runtime VmClass.
 *
 * vm_classfile_parse() checks the format completely before it returns:
 * magic, version (45.0 .. 61.x), every constant-pool index and tag, that
 * every Utf8 entry is valid modified UTF-8 (no NUL byte, no 4-byte forms,
 * well-formed surrogates are allowed as 3-byte sequences), that names and
 * descriptors referenced by fields, methods, this/super/interfaces are
 * syntactically valid, attribute lengths, Code attribute bounds (code length
 * 1..65535, exception-table pcs inside the code, max_locals covering the
 * arguments), and that nothing is left over at the end of the file.
 * It never reads outside the buffer.  On failure it fills VmCfError with the
 * name of the Java exception to throw and the message a stock JVM prints,
 * e.g.
 *   java/lang/ClassFormatError  "Incompatible magic value 3405691582 in class file Foo"
 *   java/lang/ClassFormatError  "Truncated class file"
 *   java/lang/ClassFormatError  "Illegal constant pool index 77 in class file Foo"
 *   java/lang/UnsupportedClassVersionError
 *       "Foo has been compiled by a more recent version of the Java Runtime
 *        (class file version 65.0), this version of the Java Runtime only
 *        recognizes class file versions up to 61.0"
 *
 * Bytecode itself (instruction boundaries, branch targets) is checked later,
 * when a method is pre-decoded; that raises VerifyError.
 *
 * All memory of a VmClassFile belongs to it and is released by
 * vm_classfile_free(); strings are NUL-terminated modified UTF-8.
 */
#ifndef VM_CLASSFILE_H
#define VM_CLASSFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Constant pool tags (JVMS 4.4). */
enum {
	CF_UTF8 = 1, CF_INTEGER = 3, CF_FLOAT = 4, CF_LONG = 5, CF_DOUBLE = 6,
	CF_CLASS = 7, CF_STRING = 8, CF_FIELDREF = 9, CF_METHODREF = 10,
	CF_IMETHODREF = 11, CF_NAMEANDTYPE = 12, CF_METHODHANDLE = 15,
	CF_METHODTYPE = 16, CF_DYNAMIC = 17, CF_INVOKEDYNAMIC = 18,
	CF_MODULE = 19, CF_PACKAGE = 20
};

/* Access flags (classes, fields, methods). */
enum {
	ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004,
	ACC_STATIC = 0x0008, ACC_FINAL = 0x0010, ACC_SYNCHRONIZED = 0x0020,
	ACC_SUPER = 0x0020, ACC_VOLATILE = 0x0040, ACC_BRIDGE = 0x0040,
	ACC_TRANSIENT = 0x0080, ACC_VARARGS = 0x0080, ACC_NATIVE = 0x0100,
	ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_STRICT = 0x0800,
	ACC_SYNTHETIC = 0x1000, ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000,
	ACC_MODULE = 0x8000
};

typedef struct VmCfConst {
	uint8_t tag;            /* 0 for the unusable slot after a Long/Double and slot 0 */
	union {
		struct { const char *s; uint32_t len; } utf8;
		int32_t i;
		float f;
		int64_t j;
		double d;
		uint16_t index;     /* Class/Module/Package: name; String: utf8; MethodType: descriptor */
		struct { uint16_t class_index, nat_index; } ref;      /* Field/Method/IMethod refs */
		struct { uint16_t name_index, desc_index; } nat;      /* NameAndType */
		struct { uint8_t kind; uint16_t ref_index; } mh;      /* MethodHandle */
		struct { uint16_t bsm_index, nat_index; } dyn;        /* Dynamic/InvokeDynamic */
	} u;
} VmCfConst;

typedef struct VmCfHandler {
	uint16_t start_pc, end_pc, handler_pc, catch_type;  /* catch_type 0 = any */
} VmCfHandler;

typedef struct VmCfLine {
	uint16_t start_pc, line;
} VmCfLine;

typedef struct VmCfCode {
	uint16_t max_stack, max_locals;
	uint32_t code_length;
	const uint8_t *code;
	uint16_t n_handlers;
	VmCfHandler *handlers;
	uint16_t n_lines;          /* LineNumberTable entries, all tables concatenated */
	VmCfLine *lines;
	const uint8_t *stackmap;   /* body of the StackMapTable attribute (in the
	                            * class file's bytes), NULL if there is none;
	                            * decoded by the verifier (intrp/verify.c) */
	uint32_t stackmap_length;
	const uint8_t *localvars;  /* body of the first LocalVariableTable (in the
	                            * class file's bytes: u2 count, then entries of
	                            * u2 start_pc, length, name, descriptor, index),
	                            * NULL if there is none (javac without -g); read
	                            * only for NullPointerException messages (npe.c) */
	uint32_t localvars_length;
} VmCfCode;

typedef struct VmCfField {
	uint16_t access;
	const char *name, *desc;
	uint16_t constant_value;   /* ConstantValue cp index, 0 = none */
	const char *signature;     /* Signature attribute or NULL */
} VmCfField;

typedef struct VmCfMethod {
	uint16_t access;
	const char *name, *desc;
	VmCfCode *code;            /* NULL for abstract and native methods */
	uint16_t n_exceptions;     /* Exceptions attribute: class names */
	const char **exceptions;
	const char *signature;
} VmCfMethod;

typedef struct VmCfBootstrap {
	uint16_t method_ref;       /* cp index of a MethodHandle */
	uint16_t n_args;
	uint16_t *args;            /* cp indices */
} VmCfBootstrap;

typedef struct VmCfInner {
	const char *inner, *outer, *name;   /* outer/name may be NULL */
	uint16_t access;
} VmCfInner;

typedef struct VmCfRecordComponent {
	const char *name, *desc;
} VmCfRecordComponent;

typedef struct VmClassFile {
	uint16_t minor, major;
	uint16_t cp_count;
	VmCfConst *cp;             /* cp[0] unused */
	uint16_t access;
	const char *this_name;     /* internal form, e.g. "java/lang/String" */
	const char *super_name;    /* NULL only for java/lang/Object */
	uint16_t n_interfaces;
	const char **interfaces;
	uint16_t n_fields;
	VmCfField *fields;
	uint16_t n_methods;
	VmCfMethod *methods;
	const char *source_file;   /* SourceFile attribute or NULL */
	const char *signature;
	uint16_t n_bootstraps;
	VmCfBootstrap *bootstraps;
	uint16_t n_inner;
	VmCfInner *inner;
	const char *enclosing_class;   /* EnclosingMethod attribute: class or NULL */
	const char *enclosing_name;    /* its method's name and descriptor, or
	                                * NULL (not inside a method) */
	const char *enclosing_desc;
	const char *nest_host;         /* NestHost or NULL */
	uint16_t n_nest_members;
	const char **nest_members;
	uint16_t n_record;             /* Record attribute (0 if absent) */
	VmCfRecordComponent *record;
	bool is_record;
	uint16_t n_permitted;
	const char **permitted;
	void *arena;                   /* private: owner of all the memory */
} VmClassFile;

typedef struct VmCfError {
	const char *exception;     /* internal class name of the error to throw */
	char message[512];
} VmCfError;

/* Parse len bytes.  name_hint (may be NULL) is the class name expected, used
 * in messages before this_class is known.  Returns NULL and fills *err on
 * failure.  The bytes must stay alive as long as the result (code arrays point
 * into them). */
VmClassFile *vm_classfile_parse(const uint8_t *bytes, size_t len,
				const char *name_hint, VmCfError *err);
void vm_classfile_free(VmClassFile *cf);

/* Helpers over a parsed pool; index must have been validated by the parser. */
const char *vm_cf_utf8(const VmClassFile *cf, uint16_t index);
const char *vm_cf_class_name(const VmClassFile *cf, uint16_t class_index);

/* Descriptor checks (also used by the loader for reflective lookups). */
bool vm_cf_valid_field_desc(const char *d);
bool vm_cf_valid_method_desc(const char *d);
/* Number of argument slots of a method descriptor (long/double count 2), not
 * counting `this`; -1 if malformed. */
int vm_cf_arg_slots(const char *method_desc);

#endif /* VM_CLASSFILE_H */
