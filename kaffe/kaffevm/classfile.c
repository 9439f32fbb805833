/*
 * classfile.c -- parsing and checking .class files (JVMS chapter 4).
 *
 * The parser reads through a bounds-checked cursor (Parser.p .. Parser.end):
 * every read first asks need() whether the bytes are there, and the first
 * failure of any kind is latched in Parser.failed, after which every read
 * returns 0 and every check is a no-op.  Callers therefore test `failed`
 * only where a zero value could be used to index memory.  While an attribute
 * is being parsed, `end` is narrowed to the attribute's declared end, so a
 * lying attribute_length can never make the parser walk into the next
 * structure; overrunning it reports "Wrong size of attribute", and a known
 * attribute that leaves bytes unread is reported the same way.
 *
 * All memory of the result comes from one arena, a chain of blocks freed
 * together by vm_classfile_free().  Strings are copied into the arena and
 * NUL-terminated (modified UTF-8 has no NUL byte, so a C string is exact);
 * code arrays point into the caller's bytes.
 *
 * Checks made here: magic, version 45..61 (with the Java 12+ minor-version
 * rules), constant-pool tags per version and every index used (with the
 * expected tag), modified UTF-8 of every Utf8 entry, the names and
 * descriptors of this/super/interfaces/fields/methods and of the references
 * in the pool, class/field/method modifiers, duplicate members and
 * interfaces, attribute lengths, ConstantValue types, the Code attribute's
 * bounds, bootstrap-method indices, and trailing bytes.  Bytecode itself is
 * checked when a method is decoded.  Messages follow HotSpot's wording, with
 * class names in internal form ("pkg/Foo").
 */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"

#define CFE  "java/lang/ClassFormatError"
#define UCVE "java/lang/UnsupportedClassVersionError"

enum { CF_MIN_MAJOR = 45, CF_MAX_MAJOR = 61, CF_PREVIEW_MINOR = 0xffff };

/* ------------------------------------------------------------- arena */

typedef struct Block {
	struct Block *next;
	size_t used, size;
	max_align_t data[];
} Block;

typedef struct Parser {
	const uint8_t *p, *end;    /* cursor; end narrows inside attributes */
	const char *name;          /* class name for messages */
	const char *attr;          /* attribute being parsed, NULL outside */
	VmCfError *err;
	bool failed;
	Block *arena;
	VmClassFile *cf;
} Parser;

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

/* Zeroed memory from the arena, or NULL (with OutOfMemoryError latched). */
static void *alloc(Parser *ps, size_t n)
{
	Block *b = ps->arena;

	if (ps->failed)
		return NULL;
	n = (n + 15) & ~(size_t)15;
	if (!b || b->size - b->used < n) {
		size_t sz = n > 16384 ? n : 16384;
		b = malloc(sizeof *b + sz);
		if (!b) {
			fail(ps, "java/lang/OutOfMemoryError", "Java heap space: class file %s", ps->name);
			return NULL;
		}
		b->next = ps->arena;
		b->used = 0;
		b->size = sz;
		ps->arena = b;
	}
	b->used += n;
	return memset((char *)b->data + b->used - n, 0, n);
}

/* ------------------------------------------------------------ cursor */

static bool need(Parser *ps, size_t n)
{
	if (ps->failed)
		return false;
	if ((size_t)(ps->end - ps->p) < n) {
		if (ps->attr)
			fail(ps, CFE, "Wrong size of attribute %s in class file %s", ps->attr, ps->name);
		else
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
	v = ((uint32_t)ps->p[0] << 24) | ((uint32_t)ps->p[1] << 16) |
	    ((uint32_t)ps->p[2] << 8) | ps->p[3];
	ps->p += 4;
	return v;
}

static void skip(Parser *ps, uint32_t n)
{
	if (need(ps, n))
		ps->p += n;
}

/* Attribute framing: enter() narrows the cursor to the next len bytes and
 * returns what to restore; leave() checks that exactly len were consumed. */
typedef struct Frame {
	const uint8_t *end, *aend;
	const char *attr;
} Frame;

static bool enter(Parser *ps, uint32_t len, const char *name, Frame *fr)
{
	if (!need(ps, len))
		return false;
	fr->end = ps->end;
	fr->attr = ps->attr;
	fr->aend = ps->p + len;
	ps->end = fr->aend;
	ps->attr = name;
	return true;
}

static void leave(Parser *ps, const Frame *fr)
{
	if (!ps->failed && ps->p != fr->aend)
		fail(ps, CFE, "Wrong size of attribute %s in class file %s", ps->attr, ps->name);
	ps->end = fr->end;
	ps->attr = fr->attr;
	ps->p = fr->aend;
}

/* ------------------------------------------------------ modified UTF-8 */

/* JVMS 4.4.7: bytes 0x01..0x7f alone; 110xxxxx 10xxxxxx (including the
 * two-byte NUL C0 80); 1110xxxx 10xxxxxx 10xxxxxx (surrogates included,
 * since supplementary characters are stored as surrogate pairs).  No NUL
 * byte and no four-byte form (0xf0..0xff never appear). */
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
			if (n - i < 2 || (s[i + 1] & 0xc0) != 0x80)
				return false;
			i += 2;
		} else if ((c & 0xf0) == 0xe0) {
			if (n - i < 3 || (s[i + 1] & 0xc0) != 0x80 || (s[i + 2] & 0xc0) != 0x80)
				return false;
			i += 3;
		} else {
			return false;      /* a stray continuation byte */
		}
	}
	return true;
}

/* ------------------------------------------------------- descriptors */

/* Skip one field type at d; NULL if malformed.  Class names inside L...;
 * are unqualified-name segments separated by single slashes (JVMS 4.2.1). */
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
		if (*e == ';' || *e == '/')
			return NULL;
		for (; *e && *e != ';'; e++)
			if (*e == '.' || *e == '[' || (*e == '/' && (e[1] == '/' || e[1] == ';')))
				return NULL;
		return *e == ';' ? e + 1 : NULL;
	}
	default:
		return NULL;
	}
}

bool vm_cf_valid_field_desc(const char *d)
{
	const char *e;

	if (!d)
		return false;
	e = skip_type(d);
	return e && *e == 0;
}

bool vm_cf_valid_method_desc(const char *d)
{
	return vm_cf_arg_slots(d) >= 0;
}

int vm_cf_arg_slots(const char *d)
{
	int n = 0;

	if (!d || *d++ != '(')
		return -1;
	while (*d != ')') {
		const char *e = skip_type(d);
		if (!e)
			return -1;
		n += (*d == 'J' || *d == 'D') ? 2 : 1;
		d = e;
	}
	d++;
	if (*d == 'V')
		return d[1] == 0 ? n : -1;
	return vm_cf_valid_field_desc(d) ? n : -1;
}

/* A class name in internal form, or an array descriptor (JVMS 4.2.1). */
static bool valid_class_name(const char *s)
{
	const char *p;

	if (s[0] == '[')
		return vm_cf_valid_field_desc(s);
	if (!*s || *s == '/')
		return false;
	for (p = s; *p; p++)
		if (*p == '.' || *p == ';' || *p == '[' || (*p == '/' && (p[1] == 0 || p[1] == '/')))
			return false;
	return true;
}

/* An unqualified name (JVMS 4.2.2); method names also exclude < and >,
 * except the two special names when allowed. */
static bool valid_member_name(const char *s, bool method, bool special_ok)
{
	const char *p;

	if (!*s)
		return false;
	if (method && special_ok && (strcmp(s, "<init>") == 0 || strcmp(s, "<clinit>") == 0))
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

/* Check that ix names an entry with the given tag (0: any usable entry). */
static bool check_index(Parser *ps, uint16_t ix, uint8_t tag)
{
	const VmClassFile *cf = ps->cf;

	if (ps->failed)
		return false;
	if (ix == 0 || ix >= cf->cp_count || cf->cp[ix].tag == 0 || (tag && cf->cp[ix].tag != tag)) {
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
	return check_index(ps, ix, CF_CLASS) ? vm_cf_class_name(ps->cf, ix) : NULL;
}

/* Lowest major version at which each tag may appear (0: never). */
static uint16_t tag_min_major(uint8_t tag)
{
	switch (tag) {
	case CF_UTF8: case CF_INTEGER: case CF_FLOAT: case CF_LONG: case CF_DOUBLE:
	case CF_CLASS: case CF_STRING: case CF_FIELDREF: case CF_METHODREF:
	case CF_IMETHODREF: case CF_NAMEANDTYPE:
		return 45;
	case CF_METHODHANDLE: case CF_METHODTYPE: case CF_INVOKEDYNAMIC:
		return 51;
	case CF_MODULE: case CF_PACKAGE:
		return 53;
	case CF_DYNAMIC:
		return 55;
	default:
		return 0;
	}
}

static void read_pool(Parser *ps)
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
		uint8_t tag = u1(ps);
		uint16_t min;

		if (ps->failed)
			return;
		min = tag_min_major(tag);
		if (min == 0 || cf->major < min) {
			fail(ps, CFE, "Unknown constant tag %u in class file %s", tag, ps->name);
			return;
		}
		k->tag = tag;
		switch (tag) {
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
			if (!s)
				return;
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
			memcpy(&k->u.f, &b, sizeof b);
			break;
		}
		case CF_LONG: case CF_DOUBLE: {
			uint64_t hi = u4(ps), lo = u4(ps), b = (hi << 32) | lo;
			if (tag == CF_LONG)
				memcpy(&k->u.j, &b, sizeof b);
			else
				memcpy(&k->u.d, &b, sizeof b);
			if (i + 1 >= cf->cp_count) {
				fail(ps, CFE, "Invalid constant pool entry %u in class file %s", i, ps->name);
				return;
			}
			i++;   /* the next slot is unusable; its tag stays 0 */
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
		}
	}
}

/* Name and descriptor of the NameAndType at ix (already index-checked). */
static void nat_strings(const VmClassFile *cf, uint16_t ix, const char **name, const char **desc)
{
	*name = vm_cf_utf8(cf, cf->cp[ix].u.nat.name_index);
	*desc = vm_cf_utf8(cf, cf->cp[ix].u.nat.desc_index);
}

/* Pass 2: every index inside the pool, once all tags are known.  Simple
 * links first (Class, String, NameAndType ...), so that the references
 * checked next may follow them. */
static void check_pool(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t i;

	for (i = 1; i < cf->cp_count && !ps->failed; i++) {
		VmCfConst *k = &cf->cp[i];
		switch (k->tag) {
		case CF_CLASS:
			if (check_index(ps, k->u.index, CF_UTF8) && !valid_class_name(vm_cf_utf8(cf, k->u.index)))
				fail(ps, CFE, "Illegal class name \"%s\" in class file %s",
				     vm_cf_utf8(cf, k->u.index), ps->name);
			break;
		case CF_STRING: case CF_MODULE: case CF_PACKAGE:
			check_index(ps, k->u.index, CF_UTF8);
			break;
		case CF_METHODTYPE:
			if (check_index(ps, k->u.index, CF_UTF8) && !vm_cf_valid_method_desc(vm_cf_utf8(cf, k->u.index)))
				fail(ps, CFE, "Method type descriptor \"%s\" is illegal in class file %s",
				     vm_cf_utf8(cf, k->u.index), ps->name);
			break;
		case CF_NAMEANDTYPE:
			check_index(ps, k->u.nat.name_index, CF_UTF8);
			check_index(ps, k->u.nat.desc_index, CF_UTF8);
			break;
		default:
			break;
		}
	}
	for (i = 1; i < cf->cp_count && !ps->failed; i++) {
		VmCfConst *k = &cf->cp[i];
		const char *name, *desc;

		switch (k->tag) {
		case CF_FIELDREF:
			if (!check_index(ps, k->u.ref.class_index, CF_CLASS) ||
			    !check_index(ps, k->u.ref.nat_index, CF_NAMEANDTYPE))
				break;
			nat_strings(cf, k->u.ref.nat_index, &name, &desc);
			if (!valid_member_name(name, false, false))
				fail(ps, CFE, "Illegal field name \"%s\" in class %s", name, ps->name);
			else if (!vm_cf_valid_field_desc(desc))
				fail(ps, CFE, "Field \"%s\" in class %s has illegal signature \"%s\"", name, ps->name, desc);
			break;
		case CF_METHODREF: case CF_IMETHODREF:
			if (!check_index(ps, k->u.ref.class_index, CF_CLASS) ||
			    !check_index(ps, k->u.ref.nat_index, CF_NAMEANDTYPE))
				break;
			nat_strings(cf, k->u.ref.nat_index, &name, &desc);
			if (!valid_member_name(name, true, false) && strcmp(name, "<init>") != 0)
				fail(ps, CFE, "Illegal method name \"%s\" in class %s", name, ps->name);
			else if (!vm_cf_valid_method_desc(desc) ||
				 (!strcmp(name, "<init>") && desc[strlen(desc) - 1] != 'V'))
				fail(ps, CFE, "Method \"%s\" in class %s has illegal signature \"%s\"", name, ps->name, desc);
			break;
		case CF_INVOKEDYNAMIC: case CF_DYNAMIC:
			if (!check_index(ps, k->u.dyn.nat_index, CF_NAMEANDTYPE))
				break;
			nat_strings(cf, k->u.dyn.nat_index, &name, &desc);
			if (k->tag == CF_INVOKEDYNAMIC ? !vm_cf_valid_method_desc(desc) : !vm_cf_valid_field_desc(desc))
				fail(ps, CFE, "Illegal signature \"%s\" in constant pool index %u in class file %s",
				     desc, i, ps->name);
			break;
		case CF_METHODHANDLE: {
			uint8_t kind = k->u.mh.kind, want;
			uint16_t r = k->u.mh.ref_index;
			if (kind < 1 || kind > 9) {
				fail(ps, CFE, "Bad method handle kind at constant pool index %u in class file %s",
				     i, ps->name);
				break;
			}
			if (!check_index(ps, r, 0))
				break;
			want = kind <= 4 ? CF_FIELDREF : kind == 9 ? CF_IMETHODREF : CF_METHODREF;
			if (cf->cp[r].tag != want &&
			    !((kind == 6 || kind == 7) && cf->major >= 52 && cf->cp[r].tag == CF_IMETHODREF)) {
				fail(ps, CFE, "Invalid constant pool index %u in class file %s", r, ps->name);
				break;
			}
			/* The reference entry r may come later in the pool than
			 * this handle, so its own links have not been checked by
			 * this loop yet: check them before following them. */
			if (!check_index(ps, cf->cp[r].u.ref.class_index, CF_CLASS) ||
			    !check_index(ps, cf->cp[r].u.ref.nat_index, CF_NAMEANDTYPE))
				break;
			if (kind >= 5) {
				nat_strings(cf, cf->cp[r].u.ref.nat_index, &name, &desc);
				if ((kind == 8) != (strcmp(name, "<init>") == 0))
					fail(ps, CFE, "Bad method name at constant pool index %u in class file %s",
					     r, ps->name);
			}
			break;
		}
		default:
			break;
		}
	}
}

/* ------------------------------------------------- duplicate detection */

/* An open-addressing set of (a, b) string pairs, used to find duplicate
 * fields, methods and interfaces in linear time. */
typedef struct PairSet {
	uint32_t mask;
	const char **a, **b;
} PairSet;

static uint32_t str_hash(uint32_t h, const char *s)
{
	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

static bool set_init(Parser *ps, PairSet *set, uint32_t n)
{
	uint32_t cap = 16;

	while (cap < 2 * n)
		cap <<= 1;
	set->mask = cap - 1;
	set->a = alloc(ps, sizeof *set->a * cap);
	set->b = alloc(ps, sizeof *set->b * cap);
	return set->a && set->b;
}

/* Insert the pair; false if it was already there. */
static bool set_add(PairSet *set, const char *a, const char *b)
{
	uint32_t h = str_hash(str_hash(2166136261u, a), b ? b : "") & set->mask;

	while (set->a[h]) {
		if (!strcmp(set->a[h], a) && (!b || !strcmp(set->b[h], b)))
			return false;
		h = (h + 1) & set->mask;
	}
	set->a[h] = a;
	set->b[h] = b;
	return true;
}

/* --------------------------------------------------------- modifiers */

static void check_class_modifiers(Parser *ps)
{
	uint16_t f = ps->cf->access;
	bool iface = f & ACC_INTERFACE, java5 = ps->cf->major >= 49;

	if (f & ACC_MODULE) {
		fail(ps, "java/lang/NoClassDefFoundError",
		     "%s is not a class because access_flag ACC_MODULE is set", ps->name);
		return;
	}
	if ((iface && !(f & ACC_ABSTRACT)) ||
	    (iface && (f & ACC_FINAL)) ||
	    (iface && java5 && (f & (ACC_SUPER | ACC_ENUM))) ||
	    (!iface && java5 && (f & ACC_ANNOTATION)) ||
	    ((f & ACC_FINAL) && (f & ACC_ABSTRACT)))
		fail(ps, CFE, "Illegal class modifiers in class %s: 0x%X", ps->name, f);
}

static int count_bits(unsigned v)
{
	int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

static void check_field_modifiers(Parser *ps, uint16_t f)
{
	bool bad;

	if (ps->cf->access & ACC_INTERFACE)
		bad = (f & (ACC_PUBLIC | ACC_STATIC | ACC_FINAL)) != (ACC_PUBLIC | ACC_STATIC | ACC_FINAL) ||
		      (f & (ACC_PRIVATE | ACC_PROTECTED | ACC_VOLATILE | ACC_TRANSIENT | ACC_ENUM));
	else
		bad = count_bits(f & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) > 1 ||
		      ((f & ACC_FINAL) && (f & ACC_VOLATILE));
	if (bad)
		fail(ps, CFE, "Illegal field modifiers in class %s: 0x%X", ps->name, f);
}

static void check_method_modifiers(Parser *ps, const char *name, uint16_t f)
{
	uint16_t major = ps->cf->major;
	bool bad = false, iface = ps->cf->access & ACC_INTERFACE;
	bool init = strcmp(name, "<init>") == 0;

	if (strcmp(name, "<clinit>") == 0)
		return;    /* JVMS 4.6: other flags of <clinit> are ignored */
	if (count_bits(f & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) > 1)
		bad = true;
	if (iface) {
		if (init)
			bad = true;
		else if (major >= 52)
			bad = bad || (f & (ACC_PROTECTED | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)) ||
			      count_bits(f & (ACC_PUBLIC | ACC_PRIVATE)) != 1;
		else
			bad = bad || (f & (ACC_PUBLIC | ACC_ABSTRACT)) != (ACC_PUBLIC | ACC_ABSTRACT) ||
			      (f & (ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE | ACC_PRIVATE | ACC_PROTECTED));
	} else if (init) {
		bad = bad || (f & (ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE | ACC_ABSTRACT | ACC_BRIDGE));
	}
	if (f & ACC_ABSTRACT)
		bad = bad || (f & (ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE)) ||
		      (major >= 46 && major < 61 && (f & ACC_STRICT));
	if (bad)
		fail(ps, CFE, "Method %s in class %s has illegal modifiers: 0x%X", name, ps->name, f);
}

/* ------------------------------------------------------------ members */

static void parse_line_numbers(Parser *ps, VmCfCode *c)
{
	uint16_t n = u2(ps), k;
	VmCfLine *nl;

	if (ps->failed)
		return;
	if ((uint32_t)c->n_lines + n > 65535u) {
		fail(ps, CFE, "Too many LineNumberTable entries in class file %s", ps->name);
		return;
	}
	nl = alloc(ps, sizeof *nl * ((size_t)c->n_lines + n + 1u));
	if (!nl)
		return;
	if (c->n_lines)
		memcpy(nl, c->lines, sizeof *nl * c->n_lines);
	for (k = 0; k < n && !ps->failed; k++) {
		VmCfLine *l = &nl[c->n_lines + k];
		l->start_pc = u2(ps);
		l->line = u2(ps);
		if (!ps->failed && l->start_pc >= c->code_length)
			fail(ps, CFE, "Invalid pc in LineNumberTable in class file %s", ps->name);
	}
	c->lines = nl;
	c->n_lines = (uint16_t)(c->n_lines + n);
}

/* The Code attribute; the cursor is already framed to its length. */
static VmCfCode *parse_code(Parser *ps, const VmCfMethod *m)
{
	VmCfCode *c = alloc(ps, sizeof *c);
	uint16_t i, na;
	int slots;

	if (!c)
		return NULL;
	c->max_stack = u2(ps);
	c->max_locals = u2(ps);
	c->code_length = u4(ps);
	if (ps->failed)
		return NULL;
	if (c->code_length == 0 || c->code_length > 65535) {
		fail(ps, CFE, "Invalid method Code length %" PRIu32 " in class file %s", c->code_length, ps->name);
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
		if (h->start_pc >= h->end_pc || h->end_pc > c->code_length)
			fail(ps, CFE, "Illegal exception table range in class file %s", ps->name);
		else if (h->handler_pc >= c->code_length)
			fail(ps, CFE, "Illegal exception table handler in class file %s", ps->name);
		else if (h->catch_type)
			check_index(ps, h->catch_type, CF_CLASS);
	}
	na = u2(ps);
	for (i = 0; i < na && !ps->failed; i++) {
		const char *an = utf8_at(ps, u2(ps));
		uint32_t len = u4(ps);
		Frame fr;
		if (!an || !enter(ps, len, an, &fr))
			break;
		if (strcmp(an, "LineNumberTable") == 0) {
			parse_line_numbers(ps, c);
		} else if (strcmp(an, "StackMapTable") == 0) {
			/* kept raw: the verifier decodes it, as the stock JVM's
			 * does, so a malformed table is its VerifyError */
			if (c->stackmap) {
				fail(ps, CFE, "Multiple StackMapTable attributes in method in class file %s", ps->name);
				break;
			}
			c->stackmap = ps->p;
			c->stackmap_length = len;
			ps->p = fr.aend;
		} else if (strcmp(an, "LocalVariableTable") == 0) {
			/* kept raw, checked where it is read (npe.c): only names
			 * for messages come from it */
			if (!c->localvars) {
				c->localvars = ps->p;
				c->localvars_length = len;
			}
			ps->p = fr.aend;
		} else {
			ps->p = fr.aend;   /* LocalVariableTypeTable ...: not needed */
		}
		leave(ps, &fr);
	}
	if (ps->failed)
		return NULL;
	slots = vm_cf_arg_slots(m->desc) + ((m->access & ACC_STATIC) ? 0 : 1);
	if (slots > c->max_locals) {
		fail(ps, CFE, "Arguments can't fit into locals in class file %s", ps->name);
		return NULL;
	}
	return c;
}

/* Does the constant at ix suit a field of descriptor desc (JVMS 4.7.2)? */
static bool constant_fits(const VmClassFile *cf, uint16_t ix, const char *desc)
{
	switch (desc[0]) {
	case 'J': return cf->cp[ix].tag == CF_LONG;
	case 'F': return cf->cp[ix].tag == CF_FLOAT;
	case 'D': return cf->cp[ix].tag == CF_DOUBLE;
	case 'I': case 'S': case 'C': case 'B': case 'Z': return cf->cp[ix].tag == CF_INTEGER;
	case 'L': return cf->cp[ix].tag == CF_STRING && strcmp(desc, "Ljava/lang/String;") == 0;
	default: return false;
	}
}

/* Signature attribute (fields, methods, class): one Utf8 index. */
static const char *parse_signature(Parser *ps, uint32_t len)
{
	if (len != 2) {
		fail(ps, CFE, "Wrong Signature attribute length %" PRIu32 " in class file %s", len, ps->name);
		return NULL;
	}
	return utf8_at(ps, u2(ps));
}

static void parse_fields(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	PairSet seen;
	uint16_t i, j;

	cf->n_fields = u2(ps);
	cf->fields = alloc(ps, sizeof *cf->fields * (cf->n_fields + 1u));
	if (!cf->fields || !set_init(ps, &seen, cf->n_fields))
		return;
	for (i = 0; i < cf->n_fields && !ps->failed; i++) {
		VmCfField *f = &cf->fields[i];
		uint16_t na;
		bool has_cv = false;

		f->access = u2(ps);
		f->name = utf8_at(ps, u2(ps));
		f->desc = utf8_at(ps, u2(ps));
		if (ps->failed)
			return;
		check_field_modifiers(ps, f->access);
		if (!ps->failed && !valid_member_name(f->name, false, false))
			fail(ps, CFE, "Illegal field name \"%s\" in class %s", f->name, ps->name);
		if (!ps->failed && !vm_cf_valid_field_desc(f->desc))
			fail(ps, CFE, "Field \"%s\" in class %s has illegal signature \"%s\"",
			     f->name, ps->name, f->desc);
		if (!ps->failed && !set_add(&seen, f->name, f->desc))
			fail(ps, CFE, "Duplicate field name \"%s\" with signature \"%s\" in class file %s",
			     f->name, f->desc, ps->name);
		na = u2(ps);
		for (j = 0; j < na && !ps->failed; j++) {
			const char *an = utf8_at(ps, u2(ps));
			uint32_t len = u4(ps);
			Frame fr;
			if (!an || !enter(ps, len, an, &fr))
				return;
			if (strcmp(an, "ConstantValue") == 0 && (f->access & ACC_STATIC)) {
				uint16_t cv;
				if (has_cv) {
					fail(ps, CFE, "Duplicate ConstantValue attribute in class file %s", ps->name);
				} else if (len != 2) {
					fail(ps, CFE, "Invalid ConstantValue field attribute length %" PRIu32
					     " in class file %s", len, ps->name);
				} else {
					cv = u2(ps);
					if (check_index(ps, cv, 0) && !constant_fits(cf, cv, f->desc))
						fail(ps, CFE, "Inconsistent constant value type in class file %s", ps->name);
					f->constant_value = cv;
					has_cv = true;
				}
			} else if (strcmp(an, "Signature") == 0 && cf->major >= 49) {
				f->signature = parse_signature(ps, len);
			} else {
				ps->p = fr.aend;
			}
			leave(ps, &fr);
		}
	}
}

static void parse_exceptions(Parser *ps, VmCfMethod *m)
{
	uint16_t n = u2(ps), k;

	m->n_exceptions = n;
	m->exceptions = alloc(ps, sizeof *m->exceptions * (n + 1u));
	for (k = 0; k < n && !ps->failed; k++)
		m->exceptions[k] = class_at(ps, u2(ps));
}

static void parse_methods(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	PairSet seen;
	uint16_t i, j;

	cf->n_methods = u2(ps);
	cf->methods = alloc(ps, sizeof *cf->methods * (cf->n_methods + 1u));
	if (!cf->methods || !set_init(ps, &seen, cf->n_methods))
		return;
	for (i = 0; i < cf->n_methods && !ps->failed; i++) {
		VmCfMethod *m = &cf->methods[i];
		uint16_t na;
		bool has_code = false, has_exc = false, init;

		m->access = u2(ps);
		m->name = utf8_at(ps, u2(ps));
		m->desc = utf8_at(ps, u2(ps));
		if (ps->failed)
			return;
		init = strcmp(m->name, "<init>") == 0;
		if (!valid_member_name(m->name, true, true))
			fail(ps, CFE, "Illegal method name \"%s\" in class %s", m->name, ps->name);
		if (!ps->failed && (!vm_cf_valid_method_desc(m->desc) ||
				    ((init || !strcmp(m->name, "<clinit>")) && m->desc[strlen(m->desc) - 1] != 'V') ||
				    (!strcmp(m->name, "<clinit>") && cf->major >= 51 && strcmp(m->desc, "()V") != 0)))
			fail(ps, CFE, "Method \"%s\" in class %s has illegal signature \"%s\"",
			     m->name, ps->name, m->desc);
		if (!ps->failed && !strcmp(m->name, "<clinit>") && cf->major >= 51 && !(m->access & ACC_STATIC)) {
			/* JVMS 4.6: from version 51 a non-static <clinit> is an ordinary method, which
			 * its name makes illegal. */
			fail(ps, CFE, "Method <clinit> is not static in class file %s", ps->name);
		}
		check_method_modifiers(ps, m->name, m->access);
		if (!ps->failed && !set_add(&seen, m->name, m->desc))
			fail(ps, CFE, "Duplicate method name \"%s\" with signature \"%s\" in class file %s",
			     m->name, m->desc, ps->name);
		na = u2(ps);
		for (j = 0; j < na && !ps->failed; j++) {
			const char *an = utf8_at(ps, u2(ps));
			uint32_t len = u4(ps);
			Frame fr;
			if (!an || !enter(ps, len, an, &fr))
				return;
			if (strcmp(an, "Code") == 0) {
				if (has_code)
					fail(ps, CFE, "Multiple Code attributes in class file %s", ps->name);
				has_code = true;
				m->code = parse_code(ps, m);
			} else if (strcmp(an, "Exceptions") == 0) {
				if (has_exc)
					fail(ps, CFE, "Multiple Exceptions attributes in class file %s", ps->name);
				has_exc = true;
				parse_exceptions(ps, m);
			} else if (strcmp(an, "Signature") == 0 && cf->major >= 49) {
				m->signature = parse_signature(ps, len);
			} else {
				ps->p = fr.aend;
			}
			leave(ps, &fr);
		}
		if (ps->failed)
			return;
		if ((m->access & (ACC_NATIVE | ACC_ABSTRACT)) && has_code)
			fail(ps, CFE, "Code attribute in native or abstract methods in class file %s", ps->name);
		else if (!(m->access & (ACC_NATIVE | ACC_ABSTRACT)) && !has_code)
			fail(ps, CFE, "Absent Code attribute in method that is not native or abstract in class file %s",
			     ps->name);
	}
}

/* ------------------------------------------------- class attributes */

/* A u2 count followed by that many Class indices (NestMembers ...). */
static uint16_t parse_class_list(Parser *ps, const char ***out)
{
	uint16_t n = u2(ps), k;
	const char **v = alloc(ps, sizeof *v * (n + 1u));

	*out = v;
	for (k = 0; k < n && !ps->failed; k++)
		v[k] = class_at(ps, u2(ps));
	return ps->failed ? 0 : n;
}

static void parse_bootstraps(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t k, a;

	cf->n_bootstraps = u2(ps);
	cf->bootstraps = alloc(ps, sizeof *cf->bootstraps * (cf->n_bootstraps + 1u));
	for (k = 0; k < cf->n_bootstraps && !ps->failed; k++) {
		VmCfBootstrap *b = &cf->bootstraps[k];
		b->method_ref = u2(ps);
		check_index(ps, b->method_ref, CF_METHODHANDLE);
		b->n_args = u2(ps);
		b->args = alloc(ps, sizeof *b->args * (b->n_args + 1u));
		for (a = 0; a < b->n_args && !ps->failed; a++) {
			uint8_t t;
			b->args[a] = u2(ps);
			if (!check_index(ps, b->args[a], 0))
				break;
			t = cf->cp[b->args[a]].tag;
			if (t == CF_UTF8 || t == CF_NAMEANDTYPE || t == CF_FIELDREF || t == CF_METHODREF ||
			    t == CF_IMETHODREF || t == CF_INVOKEDYNAMIC || t == CF_MODULE || t == CF_PACKAGE)
				fail(ps, CFE, "Illegal constant pool index %u in class file %s", b->args[a], ps->name);
		}
	}
	if (ps->failed)
		cf->n_bootstraps = 0;
}

static void parse_inner_classes(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t k;

	cf->n_inner = u2(ps);
	cf->inner = alloc(ps, sizeof *cf->inner * (cf->n_inner + 1u));
	for (k = 0; k < cf->n_inner && !ps->failed; k++) {
		uint16_t ic = u2(ps), oc = u2(ps), nm = u2(ps);
		cf->inner[k].inner = class_at(ps, ic);
		cf->inner[k].outer = oc ? class_at(ps, oc) : NULL;
		cf->inner[k].name = nm ? utf8_at(ps, nm) : NULL;
		cf->inner[k].access = u2(ps);
		if (!ps->failed && ic == oc)
			fail(ps, CFE, "Class is both outer and inner class in class file %s", ps->name);
	}
}

static void parse_record(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t k, r, ra;

	cf->is_record = true;
	cf->n_record = u2(ps);
	cf->record = alloc(ps, sizeof *cf->record * (cf->n_record + 1u));
	for (k = 0; k < cf->n_record && !ps->failed; k++) {
		cf->record[k].name = utf8_at(ps, u2(ps));
		cf->record[k].desc = utf8_at(ps, u2(ps));
		if (!ps->failed && !vm_cf_valid_field_desc(cf->record[k].desc))
			fail(ps, CFE, "Record component \"%s\" in class %s has illegal signature \"%s\"",
			     cf->record[k].name, ps->name, cf->record[k].desc);
		ra = u2(ps);
		for (r = 0; r < ra && !ps->failed; r++) {
			utf8_at(ps, u2(ps));
			skip(ps, u4(ps));
		}
	}
}

static void parse_class_attributes(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t na = u2(ps), i;

	for (i = 0; i < na && !ps->failed; i++) {
		const char *an = utf8_at(ps, u2(ps));
		uint32_t len = u4(ps);
		Frame fr;
		if (!an || !enter(ps, len, an, &fr))
			return;
		if (strcmp(an, "SourceFile") == 0) {
			if (len == 2)
				cf->source_file = utf8_at(ps, u2(ps));
		} else if (strcmp(an, "Signature") == 0 && cf->major >= 49) {
			cf->signature = parse_signature(ps, len);
		} else if (strcmp(an, "BootstrapMethods") == 0 && cf->major >= 51) {
			parse_bootstraps(ps);
		} else if (strcmp(an, "InnerClasses") == 0) {
			parse_inner_classes(ps);
		} else if (strcmp(an, "EnclosingMethod") == 0 && cf->major >= 49) {
			uint16_t m;
			cf->enclosing_class = class_at(ps, u2(ps));
			m = u2(ps);
			if (m && check_index(ps, m, CF_NAMEANDTYPE))
				nat_strings(cf, m, &cf->enclosing_name, &cf->enclosing_desc);
		} else if (strcmp(an, "NestHost") == 0 && cf->major >= 55) {
			cf->nest_host = class_at(ps, u2(ps));
		} else if (strcmp(an, "NestMembers") == 0 && cf->major >= 55) {
			cf->n_nest_members = parse_class_list(ps, &cf->nest_members);
		} else if (strcmp(an, "PermittedSubclasses") == 0 && cf->major >= 61) {
			cf->n_permitted = parse_class_list(ps, &cf->permitted);
		} else if (strcmp(an, "Record") == 0 && cf->major >= 60) {
			parse_record(ps);
		} else {
			ps->p = fr.aend;
		}
		if (strcmp(an, "SourceFile") == 0 && len != 2 && !ps->failed)
			fail(ps, CFE, "Wrong SourceFile attribute length %" PRIu32 " in class file %s", len, ps->name);
		leave(ps, &fr);
	}
}

/* Every Dynamic/InvokeDynamic constant must name an existing bootstrap. */
static void check_bootstrap_refs(Parser *ps, bool have_attr)
{
	const VmClassFile *cf = ps->cf;
	uint16_t i;

	for (i = 1; i < cf->cp_count && !ps->failed; i++) {
		if (cf->cp[i].tag != CF_DYNAMIC && cf->cp[i].tag != CF_INVOKEDYNAMIC)
			continue;
		if (!have_attr)
			fail(ps, CFE, "Missing BootstrapMethods attribute in class file %s", ps->name);
		else if (cf->cp[i].u.dyn.bsm_index >= cf->n_bootstraps)
			fail(ps, CFE, "Short length on BootstrapMethods in class file %s", ps->name);
	}
}

/* ------------------------------------------------------------- entry */

static void check_version(Parser *ps)
{
	uint16_t major = ps->cf->major, minor = ps->cf->minor;

	if (ps->failed)
		return;
	if (major < CF_MIN_MAJOR)
		fail(ps, UCVE, "%s (class file version %u.%u) was compiled with an invalid major version",
		     ps->name, major, minor);
	else if (major > CF_MAX_MAJOR)
		fail(ps, UCVE, "%s has been compiled by a more recent version of the Java Runtime "
		     "(class file version %u.%u), this version of the Java Runtime only recognizes "
		     "class file versions up to %u.0", ps->name, major, minor, CF_MAX_MAJOR);
	else if (major < 56 || minor == 0)
		return;    /* before Java 12 any minor version is accepted */
	else if (minor != CF_PREVIEW_MINOR)
		fail(ps, UCVE, "%s (class file version %u.%u) was compiled with an invalid non-zero minor version",
		     ps->name, major, minor);
	else if (major != CF_MAX_MAJOR)
		fail(ps, UCVE, "%s (class file version %u.%u) was compiled with preview features that are "
		     "unsupported. This version of the Java Runtime only recognizes preview features for "
		     "class file version %u.%u", ps->name, major, minor, CF_MAX_MAJOR, CF_PREVIEW_MINOR);
	else
		fail(ps, UCVE, "Preview features are not enabled for %s (class file version %u.%u). "
		     "Try running with '--enable-preview'", ps->name, major, minor);
}

/* this_class, super_class and the interfaces (JVMS 4.1). */
static void parse_hierarchy(Parser *ps)
{
	VmClassFile *cf = ps->cf;
	uint16_t this_ix, super_ix, i;
	PairSet seen;

	cf->access = u2(ps);
	this_ix = u2(ps);
	super_ix = u2(ps);
	if (ps->failed)
		return;
	if (this_ix == 0 || this_ix >= cf->cp_count || cf->cp[this_ix].tag != CF_CLASS) {
		fail(ps, CFE, "Invalid this class index %u in constant pool in class file %s", this_ix, ps->name);
		return;
	}
	cf->this_name = vm_cf_class_name(cf, this_ix);
	ps->name = cf->this_name;
	if (cf->this_name[0] == '[') {
		fail(ps, CFE, "Invalid this class index %u in constant pool in class file %s", this_ix, ps->name);
		return;
	}
	check_class_modifiers(ps);
	if (super_ix == 0) {
		if (strcmp(cf->this_name, "java/lang/Object") != 0)
			fail(ps, CFE, "Invalid superclass index 0 in class file %s", ps->name);
	} else if (super_ix >= cf->cp_count || cf->cp[super_ix].tag != CF_CLASS) {
		fail(ps, CFE, "Invalid superclass index %u in class file %s", super_ix, ps->name);
	} else {
		cf->super_name = vm_cf_class_name(cf, super_ix);
		if (cf->super_name[0] == '[')
			fail(ps, CFE, "Bad superclass name in class file %s", ps->name);
		else if ((cf->access & ACC_INTERFACE) && strcmp(cf->super_name, "java/lang/Object") != 0)
			fail(ps, CFE, "Interfaces must have java.lang.Object as superclass in class file %s", ps->name);
	}
	cf->n_interfaces = u2(ps);
	cf->interfaces = alloc(ps, sizeof *cf->interfaces * (cf->n_interfaces + 1u));
	if (!cf->interfaces || !set_init(ps, &seen, cf->n_interfaces))
		return;
	for (i = 0; i < cf->n_interfaces && !ps->failed; i++) {
		const char *in = class_at(ps, u2(ps));
		if (!in)
			return;
		if (in[0] == '[')
			fail(ps, CFE, "Bad interface name in class file %s", ps->name);
		else if (!set_add(&seen, in, NULL))
			fail(ps, CFE, "Duplicate interface name \"%s\" in class file %s", in, ps->name);
		cf->interfaces[i] = in;
	}
}

VmClassFile *vm_classfile_parse(const uint8_t *bytes, size_t len, const char *name_hint, VmCfError *err)
{
	Parser ps;
	VmClassFile *cf;
	uint32_t magic;

	memset(&ps, 0, sizeof ps);
	ps.p = bytes;
	ps.end = bytes + len;
	ps.name = name_hint ? name_hint : "<unknown>";
	ps.err = err;
	err->exception = NULL;
	err->message[0] = 0;
	cf = alloc(&ps, sizeof *cf);
	if (!cf)
		return NULL;
	ps.cf = cf;

	magic = u4(&ps);
	if (!ps.failed && magic != 0xCAFEBABEu)
		fail(&ps, CFE, "Incompatible magic value %" PRIu32 " in class file %s", magic, ps.name);
	cf->minor = u2(&ps);
	cf->major = u2(&ps);
	check_version(&ps);
	read_pool(&ps);
	check_pool(&ps);
	parse_hierarchy(&ps);
	parse_fields(&ps);
	parse_methods(&ps);
	parse_class_attributes(&ps);
	if (!ps.failed)
		check_bootstrap_refs(&ps, cf->bootstraps != NULL);
	if (!ps.failed && ps.p != ps.end)
		fail(&ps, CFE, "Extra bytes at the end of class file %s", ps.name);

	cf->arena = ps.arena;
	if (ps.failed) {
		/* The message may quote pool strings: it was formatted into
		 * err->message already, so the arena can go. */
		vm_classfile_free(cf);
		return NULL;
	}
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
