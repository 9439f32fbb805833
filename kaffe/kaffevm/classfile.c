/*
 * classfile.c -- parsing and checking .class files (JVMS chapter 4).
 *
 * The parser reads through a bounds-checked cursor: every read first asks
 * whether the bytes are there, and a short read sets the "truncated" error
 * once.  All memory of the result comes from one arena (a list of blocks
 * freed together).  Checks made here: magic, version 45..61, constant-pool
 * tags and every index used (with the expected tag), modified UTF-8 of every
 * Utf8 entry, names and descriptors of this/super/interfaces/fields/methods,
 * attribute lengths, and the Code attribute's bounds.  Bytecode itself is
 * checked when a method is decoded (intrp/decode.c).
 */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"

/* ------------------------------------------------------------- arena */

typedef struct Block {
	struct Block *next;
	size_t used, size;
	max_align_t data[];
} Block;

typedef struct Parser {
	const uint8_t *p, *end;
	const char *name;          /* for messages */
	VmCfError *err;
	bool failed;
	Block *arena;
	VmClassFile *cf;
} Parser;

static void *alloc(Parser *ps, size_t n)
{
	Block *b = ps->arena;

	n = (n + 15) & ~(size_t)15;
	if (!b || b->used + n > b->size) {
		size_t sz = n > 16384 ? n : 16384;
		b = malloc(sizeof *b + sz);
		if (!b)
			return NULL;
		b->next = ps->arena;
		b->used = 0;
		b->size = sz;
		ps->arena = b;
	}
	b->used += n;
	return memset((char *)b->data + b->used - n, 0, n);
}

static void fail(Parser *ps, const char *exc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void fail(Parser *ps, const char *exc, const char *fmt, ...)
{
	va_list ap;

	if (ps->failed)
		return;
	ps->failed = true;
	ps->err->exception = exc;
	va_start(ap, fmt);
	vsnprintf(ps->err->message, sizeof ps->err->message, fmt, ap);
	va_end(ap);
}

#define CFE "java/lang/ClassFormatError"

static bool need(Parser *ps, size_t n)
{
	if (ps->failed)
		return false;
	if ((size_t)(ps->end - ps->p) < n) {
		fail(ps, CFE, "Truncated class file");
		return false;
	}
	return true;
}

static uint8_t u1(Parser *ps)
{
	return need(ps, 1) ? *ps->p++ : 0;
}

static uint16_t u2(Parser *ps)
{
	uint16_t v;
	if (!need(ps, 2))
		return 0;
	v = (uint16_t)((ps->p[0] << 8) | ps->p[1]);
	ps->p += 2;
	return v;
}

static uint32_t u4(Parser *ps)
{
	uint32_t v;
	if (!need(ps, 4))
		return 0;
	v = ((uint32_t)ps->p[0] << 24) | ((uint32_t)ps->p[1] << 16) | ((uint32_t)ps->p[2] << 8) | ps->p[3];
	ps->p += 4;
	return v;
}

/* ------------------------------------------------------ modified UTF-8 */

static bool valid_mutf8(const uint8_t *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		uint8_t c = s[i];
		if (c == 0 || c >= 0xf0)
			return false;
		if (c < 0x80) {
			i++;
		} else if ((c & 0xe0) == 0xc0) {
			if (i + 1 >= n || (s[i + 1] & 0xc0) != 0x80)
				return false;
			i += 2;
		} else if ((c & 0xf0) == 0xe0) {
			if (i + 2 >= n || (s[i + 1] & 0xc0) != 0x80 || (s[i + 2] & 0xc0) != 0x80)
				return false;
			i += 3;
		} else {
			return false;
		}
	}
	return true;
}

/* ------------------------------------------------------- descriptors */

/* Skip one field type at d; NULL if malformed. */
static const char *skip_type(const char *d)
{
	int dims = 0;

	while (*d == '[') {
		d++;
		if (++dims > 255)
			return NULL;
	}
	switch (*d) {
	case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
		return d + 1;
	case 'L': {
		const char *e = d + 1;
		if (*e == ';')
			return NULL;
		while (*e && *e != ';') {
			if (*e == '.' || *e == '[' || (*e == '/' && (e[1] == '/' || e[1] == ';' || e == d + 1)))
				return NULL;
			e++;
		}
		return *e == ';' ? e + 1 : NULL;
	}
	default:
		return NULL;
	}
}

bool vm_cf_valid_field_desc(const char *d)
{
	const char *e = skip_type(d);
	return e && *e == 0;
}

bool vm_cf_valid_method_desc(const char *d)
{
	if (*d++ != '(')
		return false;
	while (*d != ')') {
		d = skip_type(d);
		if (!d)
			return false;
	}
	d++;
	if (*d == 'V')
		return d[1] == 0;
	return vm_cf_valid_field_desc(d);
}

int vm_cf_arg_slots(const char *d)
{
	int n = 0;

	if (*d++ != '(')
		return -1;
	while (*d && *d != ')') {
		const char *e = skip_type(d);
		if (!e)
			return -1;
		n += (*d == 'J' || *d == 'D') ? 2 : 1;
		d = e;
	}
	return *d == ')' ? n : -1;
}

static bool valid_class_name(const char *s)
{
	const char *p;

	if (!*s)
		return false;
	if (s[0] == '[')
		return vm_cf_valid_field_desc(s);
	for (p = s; *p; p++)
		if (*p == '.' || *p == ';' || *p == '[' || (*p == '/' && (p == s || p[1] == 0 || p[1] == '/')))
			return false;
	return true;
}

static bool valid_member_name(const char *s, bool method)
{
	const char *p;

	if (!*s)
		return false;
	if (method && (strcmp(s, "<init>") == 0 || strcmp(s, "<clinit>") == 0))
		return true;
	for (p = s; *p; p++)
		if (*p == '.' || *p == ';' || *p == '[' || *p == '/' || (method && (*p == '<' || *p == '>')))
			return false;
	return true;
}

/* ----------------------------------------------------- constant pool */

const char *vm_cf_utf8(const VmClassFile *cf, uint16_t index)
{
	return cf->cp[index].u.utf8.s;
}

const char *vm_cf_class_name(const VmClassFile *cf, uint16_t class_index)
{
	return vm_cf_utf8(cf, cf->cp[class_index].u.index);
}

/* Check that index refers to an entry with the given tag. */
static bool check_index(Parser *ps, uint16_t ix, uint8_t tag)
{
	const VmClassFile *cf = ps->cf;

	if (ps->failed)
		return false;
	if (ix == 0 || ix >= cf->cp_count || (tag && cf->cp[ix].tag != tag)) {
		fail(ps, CFE, "Illegal constant pool index %u in class file %s", ix, ps->name);
		return false;
	}
	return true;
}

static const char *utf8_at(Parser *ps, uint16_t ix)
{
	return check_index(ps, ix, CF_UTF8) ? ps->cf->cp[ix].u.utf8.s : NULL;
}

static const char *class_at(Parser *ps, uint16_t ix)
{
	if (!check_index(ps, ix, CF_CLASS))
		return NULL;
	return ps->cf->cp[ps->cf->cp[ix].u.index].u.utf8.s;
}

static void parse_pool(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t i;

	cf->cp_count = u2(ps);
	if (ps->failed)
		return;
	if (cf->cp_count == 0) {
		fail(ps, CFE, "Illegal constant pool size %u in class file %s", cf->cp_count, ps->name);
		return;
	}
	cf->cp = alloc(ps, sizeof *cf->cp * cf->cp_count);
	for (i = 1; i < cf->cp_count && !ps->failed; i++) {
		VmCfConst *k = &cf->cp[i];
		k->tag = u1(ps);
		switch (k->tag) {
		case CF_UTF8: {
			uint16_t len = u2(ps);
			char *s;
			if (!need(ps, len))
				return;
			if (!valid_mutf8(ps->p, len)) {
				fail(ps, CFE, "Illegal UTF8 string in constant pool in class file %s", ps->name);
				return;
			}
			s = alloc(ps, (size_t)len + 1);
			memcpy(s, ps->p, len);
			s[len] = 0;
			ps->p += len;
			k->u.utf8.s = s;
			k->u.utf8.len = len;
			break;
		}
		case CF_INTEGER:
			k->u.i = (int32_t)u4(ps);
			break;
		case CF_FLOAT: {
			uint32_t b = u4(ps);
			memcpy(&k->u.f, &b, 4);
			break;
		}
		case CF_LONG: case CF_DOUBLE: {
			uint64_t hi = u4(ps), lo = u4(ps), b = (hi << 32) | lo;
			memcpy(k->tag == CF_LONG ? (void *)&k->u.j : (void *)&k->u.d, &b, 8);
			if (i + 1 >= cf->cp_count) {
				fail(ps, CFE, "Invalid constant pool entry %u in class file %s", i, ps->name);
				return;
			}
			i++;   /* the next slot is unusable */
			break;
		}
		case CF_CLASS: case CF_STRING: case CF_METHODTYPE: case CF_MODULE: case CF_PACKAGE:
			k->u.index = u2(ps);
			break;
		case CF_FIELDREF: case CF_METHODREF: case CF_IMETHODREF:
			k->u.ref.class_index = u2(ps);
			k->u.ref.nat_index = u2(ps);
			break;
		case CF_NAMEANDTYPE:
			k->u.nat.name_index = u2(ps);
			k->u.nat.desc_index = u2(ps);
			break;
		case CF_METHODHANDLE:
			k->u.mh.kind = u1(ps);
			k->u.mh.ref_index = u2(ps);
			break;
		case CF_DYNAMIC: case CF_INVOKEDYNAMIC:
			k->u.dyn.bsm_index = u2(ps);
			k->u.dyn.nat_index = u2(ps);
			break;
		default:
			fail(ps, CFE, "Unknown constant tag %u in class file %s", k->tag, ps->name);
			return;
		}
	}
	/* Cross-references. */
	for (i = 1; i < cf->cp_count && !ps->failed; i++) {
		VmCfConst *k = &cf->cp[i];
		switch (k->tag) {
		case CF_CLASS:
			if (check_index(ps, k->u.index, CF_UTF8) && !valid_class_name(cf->cp[k->u.index].u.utf8.s))
				fail(ps, CFE, "Illegal class name \"%s\" in class file %s",
				     cf->cp[k->u.index].u.utf8.s, ps->name);
			break;
		case CF_STRING: case CF_METHODTYPE: case CF_MODULE: case CF_PACKAGE:
			check_index(ps, k->u.index, CF_UTF8);
			break;
		case CF_FIELDREF: case CF_METHODREF: case CF_IMETHODREF:
			check_index(ps, k->u.ref.class_index, CF_CLASS);
			check_index(ps, k->u.ref.nat_index, CF_NAMEANDTYPE);
			break;
		case CF_NAMEANDTYPE:
			check_index(ps, k->u.nat.name_index, CF_UTF8);
			check_index(ps, k->u.nat.desc_index, CF_UTF8);
			break;
		case CF_METHODHANDLE:
			if (k->u.mh.kind < 1 || k->u.mh.kind > 9)
				fail(ps, CFE, "Bad method handle kind at constant pool index %u in class file %s", i, ps->name);
			else
				check_index(ps, k->u.mh.ref_index, 0);
			break;
		case CF_DYNAMIC: case CF_INVOKEDYNAMIC:
			check_index(ps, k->u.dyn.nat_index, CF_NAMEANDTYPE);
			break;
		default:
			break;
		}
	}
}

/* ------------------------------------------------------------ members */

static void skip(Parser *ps, uint32_t n)
{
	if (need(ps, n))
		ps->p += n;
}

static VmCfCode *parse_code(Parser *ps, uint32_t alen, const VmCfMethod *m)
{
	const uint8_t *start = ps->p;
	VmCfCode *c = alloc(ps, sizeof *c);
	uint16_t i, na;
	uint32_t nlines_cap = 0;

	c->max_stack = u2(ps);
	c->max_locals = u2(ps);
	c->code_length = u4(ps);
	if (ps->failed)
		return NULL;
	if (c->code_length == 0 || c->code_length >= 65536) {
		fail(ps, CFE, "Invalid method Code length %u in class file %s", c->code_length, ps->name);
		return NULL;
	}
	if (!need(ps, c->code_length))
		return NULL;
	c->code = ps->p;
	ps->p += c->code_length;
	c->n_handlers = u2(ps);
	c->handlers = alloc(ps, sizeof *c->handlers * (c->n_handlers + 1u));
	for (i = 0; i < c->n_handlers && !ps->failed; i++) {
		VmCfHandler *h = &c->handlers[i];
		h->start_pc = u2(ps);
		h->end_pc = u2(ps);
		h->handler_pc = u2(ps);
		h->catch_type = u2(ps);
		if (ps->failed)
			break;
		if (h->start_pc >= c->code_length || h->end_pc > c->code_length || h->start_pc >= h->end_pc ||
		    h->handler_pc >= c->code_length) {
			fail(ps, CFE, "Illegal exception table range in class file %s", ps->name);
			break;
		}
		if (h->catch_type)
			check_index(ps, h->catch_type, CF_CLASS);
	}
	na = u2(ps);
	for (i = 0; i < na && !ps->failed; i++) {
		const char *an = utf8_at(ps, u2(ps));
		uint32_t len = u4(ps);
		if (!an || !need(ps, len))
			break;
		if (strcmp(an, "LineNumberTable") == 0) {
			const uint8_t *aend = ps->p + len;
			uint16_t n = u2(ps), k;
			VmCfLine *nl;
			if (len != 2u + 4u * n) {
				fail(ps, CFE, "Invalid LineNumberTable attribute in class file %s", ps->name);
				break;
			}
			nl = alloc(ps, sizeof *nl * (c->n_lines + n + 1u));
			if (c->n_lines)
				memcpy(nl, c->lines, sizeof *nl * c->n_lines);
			for (k = 0; k < n; k++) {
				nl[c->n_lines + k].start_pc = u2(ps);
				nl[c->n_lines + k].line = u2(ps);
			}
			c->lines = nl;
			c->n_lines = (uint16_t)(c->n_lines + n);
			nlines_cap += n;
			ps->p = aend;
		} else {
			ps->p += len;
		}
	}
	(void)nlines_cap;
	if (!ps->failed && (uint32_t)(ps->p - start) != alen)
		fail(ps, CFE, "Code attribute in class file %s has wrong length", ps->name);
	if (!ps->failed) {
		int slots = vm_cf_arg_slots(m->desc);
		if (slots >= 0 && (uint32_t)slots + ((m->access & ACC_STATIC) ? 0 : 1) > c->max_locals)
			fail(ps, CFE, "Arguments can't fit into locals in class file %s", ps->name);
	}
	return ps->failed ? NULL : c;
}

static void parse_fields(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t i, j;

	cf->n_fields = u2(ps);
	cf->fields = alloc(ps, sizeof *cf->fields * (cf->n_fields + 1u));
	for (i = 0; i < cf->n_fields && !ps->failed; i++) {
		VmCfField *f = &cf->fields[i];
		uint16_t na;
		f->access = u2(ps);
		f->name = utf8_at(ps, u2(ps));
		f->desc = utf8_at(ps, u2(ps));
		if (ps->failed)
			return;
		if (!valid_member_name(f->name, false)) {
			fail(ps, CFE, "Illegal field name \"%s\" in class %s", f->name, ps->name);
			return;
		}
		if (!vm_cf_valid_field_desc(f->desc)) {
			fail(ps, CFE, "Field \"%s\" in class %s has illegal signature \"%s\"", f->name, ps->name, f->desc);
			return;
		}
		for (j = 0; j < i; j++)
			if (strcmp(cf->fields[j].name, f->name) == 0 && strcmp(cf->fields[j].desc, f->desc) == 0) {
				fail(ps, CFE, "Duplicate field name \"%s\" with signature \"%s\" in class file %s",
				     f->name, f->desc, ps->name);
				return;
			}
		na = u2(ps);
		for (j = 0; j < na && !ps->failed; j++) {
			const char *an = utf8_at(ps, u2(ps));
			uint32_t len = u4(ps);
			if (!an || !need(ps, len))
				return;
			if (strcmp(an, "ConstantValue") == 0 && (f->access & ACC_STATIC)) {
				if (len != 2) {
					fail(ps, CFE, "Invalid ConstantValue field attribute length %u in class file %s", len, ps->name);
					return;
				}
				f->constant_value = u2(ps);
				check_index(ps, f->constant_value, 0);
			} else if (strcmp(an, "Signature") == 0 && len == 2) {
				f->signature = utf8_at(ps, u2(ps));
			} else {
				ps->p += len;
			}
		}
	}
}

static void parse_methods(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t i, j;

	cf->n_methods = u2(ps);
	cf->methods = alloc(ps, sizeof *cf->methods * (cf->n_methods + 1u));
	for (i = 0; i < cf->n_methods && !ps->failed; i++) {
		VmCfMethod *m = &cf->methods[i];
		uint16_t na;
		bool has_code = false;
		m->access = u2(ps);
		m->name = utf8_at(ps, u2(ps));
		m->desc = utf8_at(ps, u2(ps));
		if (ps->failed)
			return;
		if (!valid_member_name(m->name, true)) {
			fail(ps, CFE, "Illegal method name \"%s\" in class %s", m->name, ps->name);
			return;
		}
		if (!vm_cf_valid_method_desc(m->desc)) {
			fail(ps, CFE, "Method \"%s\" in class %s has illegal signature \"%s\"", m->name, ps->name, m->desc);
			return;
		}
		for (j = 0; j < i; j++)
			if (strcmp(cf->methods[j].name, m->name) == 0 && strcmp(cf->methods[j].desc, m->desc) == 0) {
				fail(ps, CFE, "Duplicate method name \"%s\" with signature \"%s\" in class file %s",
				     m->name, m->desc, ps->name);
				return;
			}
		na = u2(ps);
		for (j = 0; j < na && !ps->failed; j++) {
			const char *an = utf8_at(ps, u2(ps));
			uint32_t len = u4(ps);
			if (!an || !need(ps, len))
				return;
			if (strcmp(an, "Code") == 0) {
				if (has_code) {
					fail(ps, CFE, "Multiple Code attributes in class file %s", ps->name);
					return;
				}
				has_code = true;
				m->code = parse_code(ps, len, m);
			} else if (strcmp(an, "Exceptions") == 0) {
				uint16_t n = u2(ps), k;
				if (len != 2u + 2u * n) {
					fail(ps, CFE, "Exceptions attribute has wrong length in class file %s", ps->name);
					return;
				}
				m->n_exceptions = n;
				m->exceptions = alloc(ps, sizeof *m->exceptions * (n + 1u));
				for (k = 0; k < n; k++)
					m->exceptions[k] = class_at(ps, u2(ps));
			} else if (strcmp(an, "Signature") == 0 && len == 2) {
				m->signature = utf8_at(ps, u2(ps));
			} else {
				ps->p += len;
			}
		}
		if (ps->failed)
			return;
		if ((m->access & (ACC_NATIVE | ACC_ABSTRACT)) ? has_code : !has_code) {
			fail(ps, CFE, has_code ? "Code attribute in native or abstract methods in class file %s"
				      : "Absent Code attribute in method that is not native or abstract in class file %s",
			     ps->name);
			return;
		}
	}
}

static void parse_class_attributes(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t na = u2(ps), i, k;

	for (i = 0; i < na && !ps->failed; i++) {
		const char *an = utf8_at(ps, u2(ps));
		uint32_t len = u4(ps);
		const uint8_t *aend;
		if (!an || !need(ps, len))
			return;
		aend = ps->p + len;
		if (strcmp(an, "SourceFile") == 0 && len == 2) {
			cf->source_file = utf8_at(ps, u2(ps));
		} else if (strcmp(an, "Signature") == 0 && len == 2) {
			cf->signature = utf8_at(ps, u2(ps));
		} else if (strcmp(an, "BootstrapMethods") == 0) {
			cf->n_bootstraps = u2(ps);
			cf->bootstraps = alloc(ps, sizeof *cf->bootstraps * (cf->n_bootstraps + 1u));
			for (k = 0; k < cf->n_bootstraps && !ps->failed; k++) {
				VmCfBootstrap *b = &cf->bootstraps[k];
				uint16_t a;
				b->method_ref = u2(ps);
				check_index(ps, b->method_ref, CF_METHODHANDLE);
				b->n_args = u2(ps);
				b->args = alloc(ps, sizeof *b->args * (b->n_args + 1u));
				for (a = 0; a < b->n_args && !ps->failed; a++) {
					b->args[a] = u2(ps);
					check_index(ps, b->args[a], 0);
				}
			}
		} else if (strcmp(an, "InnerClasses") == 0) {
			cf->n_inner = u2(ps);
			cf->inner = alloc(ps, sizeof *cf->inner * (cf->n_inner + 1u));
			for (k = 0; k < cf->n_inner && !ps->failed; k++) {
				uint16_t ic = u2(ps), oc = u2(ps), nm = u2(ps);
				cf->inner[k].inner = class_at(ps, ic);
				cf->inner[k].outer = oc ? class_at(ps, oc) : NULL;
				cf->inner[k].name = nm ? utf8_at(ps, nm) : NULL;
				cf->inner[k].access = u2(ps);
			}
		} else if (strcmp(an, "EnclosingMethod") == 0 && len == 4) {
			cf->enclosing_class = class_at(ps, u2(ps));
			u2(ps);
		} else if (strcmp(an, "NestHost") == 0 && len == 2) {
			cf->nest_host = class_at(ps, u2(ps));
		} else if (strcmp(an, "NestMembers") == 0) {
			cf->n_nest_members = u2(ps);
			cf->nest_members = alloc(ps, sizeof(char *) * (cf->n_nest_members + 1u));
			for (k = 0; k < cf->n_nest_members && !ps->failed; k++)
				cf->nest_members[k] = class_at(ps, u2(ps));
		} else if (strcmp(an, "PermittedSubclasses") == 0) {
			cf->n_permitted = u2(ps);
			cf->permitted = alloc(ps, sizeof(char *) * (cf->n_permitted + 1u));
			for (k = 0; k < cf->n_permitted && !ps->failed; k++)
				cf->permitted[k] = class_at(ps, u2(ps));
		} else if (strcmp(an, "Record") == 0) {
			cf->is_record = true;
			cf->n_record = u2(ps);
			cf->record = alloc(ps, sizeof *cf->record * (cf->n_record + 1u));
			for (k = 0; k < cf->n_record && !ps->failed; k++) {
				uint16_t ra, r;
				cf->record[k].name = utf8_at(ps, u2(ps));
				cf->record[k].desc = utf8_at(ps, u2(ps));
				ra = u2(ps);
				for (r = 0; r < ra && !ps->failed; r++) {
					u2(ps);
					skip(ps, u4(ps));
				}
			}
		}
		if (ps->failed)
			return;
		if (ps->p > aend) {
			fail(ps, CFE, "Wrong size of attribute %s in class file %s", an, ps->name);
			return;
		}
		ps->p = aend;
	}
}

/* ------------------------------------------------------------- entry */

VmClassFile *vm_classfile_parse(const uint8_t *bytes, size_t len, const char *name_hint, VmCfError *err)
{
	Parser ps;
	VmClassFile *cf;
	uint32_t magic;
	uint16_t i, this_ix, super_ix;

	memset(&ps, 0, sizeof ps);
	ps.p = bytes;
	ps.end = bytes + len;
	ps.name = name_hint ? name_hint : "<unknown>";
	ps.err = err;
	err->exception = NULL;
	err->message[0] = 0;
	cf = alloc(&ps, sizeof *cf);
	if (!cf) {
		err->exception = "java/lang/OutOfMemoryError";
		snprintf(err->message, sizeof err->message, "class file arena");
		return NULL;
	}
	ps.cf = cf;
	magic = u4(&ps);
	if (!ps.failed && magic != 0xCAFEBABEu)
		fail(&ps, CFE, "Incompatible magic value %" PRIu32 " in class file %s", magic, ps.name);
	cf->minor = u2(&ps);
	cf->major = u2(&ps);
	if (!ps.failed && (cf->major < 45 || cf->major > 61 || (cf->major == 61 && cf->minor != 0 && cf->minor != 0xffff))) {
		if (cf->major > 61)
			fail(&ps, "java/lang/UnsupportedClassVersionError",
			     "%s has been compiled by a more recent version of the Java Runtime (class file version %u.%u), "
			     "this version of the Java Runtime only recognizes class file versions up to 61.0",
			     ps.name, cf->major, cf->minor);
		else
			fail(&ps, "java/lang/UnsupportedClassVersionError",
			     "Unsupported major.minor version %u.%u", cf->major, cf->minor);
	}
	parse_pool(&ps);
	cf->access = u2(&ps);
	this_ix = u2(&ps);
	super_ix = u2(&ps);
	if (!ps.failed) {
		cf->this_name = class_at(&ps, this_ix);
		if (!ps.failed)
			ps.name = cf->this_name;
		if (super_ix)
			cf->super_name = class_at(&ps, super_ix);
		else if (!ps.failed && strcmp(cf->this_name, "java/lang/Object") != 0)
			fail(&ps, CFE, "Invalid superclass index 0 in class file %s", ps.name);
	}
	if (!ps.failed && (cf->access & ACC_INTERFACE) && !(cf->access & ACC_ABSTRACT))
		fail(&ps, CFE, "Illegal class modifiers in class %s: 0x%X", ps.name, cf->access);
	cf->n_interfaces = u2(&ps);
	if (!ps.failed) {
		cf->interfaces = alloc(&ps, sizeof(char *) * (cf->n_interfaces + 1u));
		for (i = 0; i < cf->n_interfaces && !ps.failed; i++)
			cf->interfaces[i] = class_at(&ps, u2(&ps));
	}
	if (!ps.failed)
		parse_fields(&ps);
	if (!ps.failed)
		parse_methods(&ps);
	if (!ps.failed)
		parse_class_attributes(&ps);
	if (!ps.failed && ps.p != ps.end)
		fail(&ps, CFE, "Extra bytes at the end of class file %s", ps.name);
	if (ps.failed) {
		cf->arena = ps.arena;
		vm_classfile_free(cf);
		return NULL;
	}
	cf->arena = ps.arena;
	return cf;
}

void vm_classfile_free(VmClassFile *cf)
{
	Block *b, *next;

	if (!cf)
		return;
	for (b = cf->arena; b; b = next) {
		next = b->next;
		free(b);
	}
}
