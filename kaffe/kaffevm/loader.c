/*
 * loader.c -- the class table and class loading.
 *
 * One namespace: the boot class path (the class library) is searched
 * first, then the application class path, as a stock JVM's parent-first
 * delegation does.  A class is loaded once: the table maps an internal name
 * to its VmClass; concurrent loaders of the same name wait on a condition
 * variable while one of them parses.  Loading a class loads its superclass
 * and interfaces (detecting circularity) and then links it (link.c).
 *
 * Array classes ("[I", "[[Ljava/lang/String;") and primitive classes are
 * synthesised here; every array class extends Object and implements
 * Cloneable and Serializable.
 *
 * Namespaces.  A class is identified by its defining loader and its name.
 * The VM's own loaders (boot and application class paths) are one
 * namespace, loader NULL, searched as above and as fast as before.  A
 * user class loader L (a ClassLoader object that calls defineClass) has a
 * namespace of its own: the classes it defined (VmClass.loader == L) and
 * those it was the initiating loader of (its loadClass returned them when
 * the VM asked it to resolve a name for one of its classes, or
 * Class.forName asked it).  Both live in ns_table, keyed by (L, name); the
 * class table proper holds every class defined (for vm_for_each_class
 * and the collector) with its loader.  A symbolic reference in a class C
 * is resolved in C's defining loader (vm_resolve_class): for NULL as
 * above, for L by ns_table or else by calling L.loadClass(String) and
 * recording the answer, so two loaders that define the same name make two
 * distinct classes (their own statics; instanceof and checkcast tell them
 * apart).  Arrays belong to their element's defining loader.
 *
 * Loader constraints (JVMS 5.3.4) are checked only where it is cheap
 * (vm_check_loader_constraints): a field or method resolved across two
 * defining loaders whose descriptor names a class both have loaded as
 * different classes; nothing is recorded for types not loaded yet.  Classes are never unloaded, so a user loader that
 * defined or initiated a class stays alive (vm_for_each_loader reports
 * them to the collector).
 *
 * Errors follow the stock JVM: a missing class is NoClassDefFoundError with
 * the internal name, a bad class file the parser's ClassFormatError, a
 * class whose super is itself (transitively) ClassCircularityError, a
 * superclass that is an interface IncompatibleClassChangeError.
 */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "classpath.h"
#include "hooks.h"
#include "intrp/decode.h"
#include "vm.h"

VmClassPath *vm_boot_path, *vm_app_path;

#define CLASS_TABLE_SIZE 4096u

static VmClass *class_table[CLASS_TABLE_SIZE];
static pthread_mutex_t class_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t class_cond = PTHREAD_COND_INITIALIZER;

/* (loader, name) -> class for user class loaders: what each defined and
 * what each initiated (file comment).  Entries are never removed. */
#define NS_TABLE_SIZE 1024u

typedef struct NsEntry {
	VmObject *loader;
	const char *name;         /* symbol */
	VmClass *c;
	struct NsEntry *next;
} NsEntry;
static NsEntry *ns_table[NS_TABLE_SIZE];

/* Names being loaded right now (for waiting and circularity detection),
 * by their loader (NULL: the VM's own). */
typedef struct Loading {
	VmObject *loader;
	const char *name;
	VmThread *thread;
	struct Loading *next;
} Loading;
static Loading *loading;

static VmObject *loader_field(VmObject *l, const char *name, const char *desc);
static void describe_loader(VmObject *l, char *buf, size_t len);
static void class_where_parent(const VmClass *c, char *buf, size_t len);

static VmClass *prim_classes[128];

static uint32_t name_hash(const char *s)
{
	uint32_t h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

/* The class `loader` defined under `name` (class_lock held). */
static VmClass *table_find_in(VmObject *loader, const char *name)
{
	VmClass *c;

	for (c = class_table[name_hash(name) % CLASS_TABLE_SIZE]; c; c = c->hash_next)
		if (c->loader == loader && strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

static VmClass *table_find(const char *name)
{
	return table_find_in(NULL, name);
}

static uint32_t ns_hash(VmObject *loader, const char *name)
{
	return (name_hash(name) ^ (uint32_t)((uintptr_t)loader >> 4)) % NS_TABLE_SIZE;
}

/* What `loader` defined or initiated under `name` (class_lock held). */
static VmClass *ns_find(VmObject *loader, const char *name)
{
	NsEntry *e;

	for (e = ns_table[ns_hash(loader, name)]; e; e = e->next)
		if (e->loader == loader && strcmp(e->name, name) == 0)
			return e->c;
	return NULL;
}

/* Record c under (loader, name) unless something is there already; the
 * class recorded (class_lock held).  NULL: out of memory. */
static VmClass *ns_add(VmObject *loader, const char *name, VmClass *c)
{
	uint32_t h = ns_hash(loader, name);
	VmClass *old = ns_find(loader, name);
	NsEntry *e;

	if (old)
		return old;
	e = malloc(sizeof *e);
	if (!e)
		return NULL;
	e->loader = loader;
	e->name = vm_symbol(name);
	e->c = c;
	e->next = ns_table[h];
	ns_table[h] = e;
	return c;
}

void vm_for_each_loader(void (*fn)(VmObject *loader, void *arg), void *arg)
{
	size_t i;
	NsEntry *e;

	for (i = 0; i < NS_TABLE_SIZE; i++)
		for (e = ns_table[i]; e; e = e->next)
			fn(e->loader, arg);
}

static void table_add(VmClass *c)
{
	uint32_t h = name_hash(c->name) % CLASS_TABLE_SIZE;

	c->hash_next = class_table[h];
	class_table[h] = c;
}

void vm_for_each_class(void (*fn)(VmClass *c, void *arg), void *arg)
{
	size_t i;
	VmClass *c;

	for (i = 0; i < CLASS_TABLE_SIZE; i++)
		for (c = class_table[i]; c; c = c->hash_next)
			fn(c, arg);
	for (i = 0; i < 128; i++)
		if (prim_classes[i])
			fn(prim_classes[i], arg);
}

static void dotted(const char *name, char *buf, size_t len)
{
	size_t i;

	for (i = 0; name[i] && i + 1 < len; i++)
		buf[i] = name[i] == '/' ? '.' : name[i];
	buf[i] = 0;
}

void vm_class_java_name(const VmClass *c, char *buf, size_t len)
{
	dotted(c->name, buf, len);
}

/* ---------------------------------------------------------- primitives */

VmClass *vm_primitive_class(char type)
{
	return (unsigned char)type < 128 ? prim_classes[(unsigned char)type] : NULL;
}

/* Where a class's sequence numbers start (object.h): a number from its
 * name, so that the first object of every class -- number 0 otherwise, a
 * multiple of every sampling gap -- is not sampled at every rate (the
 * profiler counted each class's first barrier or matrix g times over).
 * The same on every node and in every run, so profiles reproduce. */
static uint32_t seq_start(const char *name)
{
	return (uint32_t)crc32(0L, (const Bytef *)name, (uInt)strlen(name)) & 0xffffu;
}

static void make_primitive(char type, const char *name, uint8_t size)
{
	VmClass *c = calloc(1, sizeof *c);

	c->name = vm_symbol(name);
	c->prim_type = type;
	c->elem_size = size;
	c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
	c->state = VM_CLASS_INITIALIZED;
	prim_classes[(unsigned char)type] = c;
	vm_wk.prim[(unsigned char)type] = c;
}

bool vm_loader_init(void)
{
	make_primitive('Z', "boolean", 1);
	make_primitive('B', "byte", 1);
	make_primitive('C', "char", 2);
	make_primitive('S', "short", 2);
	make_primitive('I', "int", 4);
	make_primitive('F', "float", 4);
	make_primitive('J', "long", 8);
	make_primitive('D', "double", 8);
	make_primitive('V', "void", 0);
	return true;
}

/* -------------------------------------------------------------- arrays */

static uint8_t elem_size_of(char t)
{
	switch (t) {
	case 'Z': case 'B': return 1;
	case 'C': case 'S': return 2;
	case 'I': case 'F': return 4;
	case 'J': case 'D': return 8;
	default: return (uint8_t)sizeof(void *);
	}
}

/* Create (or find) the array class named `name`, whose element class is elem. */
static VmClass *make_array_class(VmThread *t, const char *name, VmClass *elem)
{
	VmClass *c, *obj = vm_wk.object;

	pthread_mutex_lock(&class_lock);
	c = table_find_in(elem->loader, name);
	if (c) {
		pthread_mutex_unlock(&class_lock);
		return c;
	}
	c = calloc(1, sizeof *c);
	if (!c) {
		pthread_mutex_unlock(&class_lock);
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	c->name = vm_symbol(name);
	c->loader = elem->loader;
	c->seq_next = seq_start(name);
	c->component = elem;
	c->elem_type = name[1];
	c->elem_size = elem_size_of(name[1]);
	c->dims = (uint8_t)(elem->dims + 1);
	c->super = obj;
	c->access = (uint16_t)((elem->access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) |
			       ACC_FINAL | ACC_ABSTRACT);
	if (elem->prim_type)
		c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
	c->interfaces = calloc(2, sizeof *c->interfaces);
	c->interfaces[0] = vm_wk.cloneable;
	c->interfaces[1] = vm_wk.serializable;
	c->n_interfaces = 2;
	c->vtable = obj->vtable;
	c->vtable_len = obj->vtable_len;
	c->instance_size = (uint32_t)VM_ARRAY_DATA_OFFSET;
	c->is_app = elem->is_app;
	c->state = VM_CLASS_INITIALIZED;
	table_add(c);
	elem->array_class = c;
	pthread_mutex_unlock(&class_lock);
	return c;
}

VmClass *vm_array_class(VmThread *t, VmClass *elem)
{
	char buf[1024];

	if (elem->array_class)
		return elem->array_class;
	if (elem->prim_type)
		snprintf(buf, sizeof buf, "[%c", elem->prim_type);
	else if (elem->name[0] == '[')
		snprintf(buf, sizeof buf, "[%s", elem->name);
	else
		snprintf(buf, sizeof buf, "[L%s;", elem->name);
	if (elem->dims >= 255) {
		vm_throw(t, "java/lang/IllegalArgumentException", "array dimension too large");
		return NULL;
	}
	return make_array_class(t, buf, elem);
}

static VmClass *load_in(VmThread *t, VmObject *loader, const char *name, bool for_name);

static VmClass *load_array(VmThread *t, VmObject *loader, const char *name, bool for_name)
{
	VmClass *elem;
	const char *e = name + 1;

	switch (*e) {
	case 'Z': case 'B': case 'C': case 'S': case 'I': case 'F': case 'J': case 'D':
		if (e[1] != 0)
			goto bad;
		elem = vm_primitive_class(*e);
		break;
	case '[':
		elem = load_array(t, loader, e, for_name);
		break;
	case 'L': {
		size_t n = strlen(e);
		char *inner;
		if (n < 3 || e[n - 1] != ';')
			goto bad;
		inner = strndup(e + 1, n - 2);
		elem = load_in(t, loader, inner, for_name);
		free(inner);
		break;
	}
	default:
		goto bad;
	}
	if (!elem)
		return NULL;
	return make_array_class(t, name, elem);
bad:
	{
		char d[512];
		dotted(name, d, sizeof d);
		vm_throw(t, for_name ? "java/lang/ClassNotFoundException" : "java/lang/NoClassDefFoundError",
			 "%s", for_name ? d : name);
	}
	return NULL;
}

/* -------------------------------------------------------- class files */

/* Who is loading a class of this name for this loader now, or NULL
 * (class_lock held). */
static Loading *loading_of(VmObject *loader, const char *name)
{
	Loading *l;

	for (l = loading; l; l = l->next)
		if (l->loader == loader && strcmp(l->name, name) == 0)
			return l;
	return NULL;
}

/* Finalizers (class.h has_finalizer): a method finalize()V, not static,
 * and whether its body is just `return`. */
static bool declares_finalizer(const VmCfMethod *cm)
{
	return strcmp(cm->name, "finalize") == 0 && strcmp(cm->desc, "()V") == 0 &&
		!(cm->access & ACC_STATIC);
}

static bool empty_body(const VmCfMethod *cm)
{
	return cm->code && cm->code->code_length == 1 && cm->code->code[0] == 0xb1;
}

static bool declares_empty_finalizer(const VmClassFile *cf)
{
	uint16_t i;

	for (i = 0; i < cf->n_methods; i++)
		if (declares_finalizer(&cf->methods[i]))
			return empty_body(&cf->methods[i]);
	return false;
}

static VmClass *define_class(VmThread *t, const char *name, uint8_t *bytes, size_t len, bool is_app,
			     VmObject *loader)
{
	VmCfError err;
	VmClassFile *cf;
	VmClass *c;
	uint16_t i;

	cf = vm_classfile_parse(bytes, len, name ? name : "<Unknown>", &err);
	if (!cf) {
		vm_throw(t, err.exception, "%s", err.message);
		free(bytes);
		return NULL;
	}
	if (name && strcmp(cf->this_name, name) != 0) {  /* NULL: DefineClass without a name */
		vm_throw(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, cf->this_name);
		vm_classfile_free(cf);
		free(bytes);
		return NULL;
	}
	c = calloc(1, sizeof *c);
	c->name = vm_symbol(cf->this_name);
	c->seq_next = seq_start(cf->this_name);
	c->cf = cf;
	c->bytes = bytes;
	c->bytes_len = len;
	c->access = cf->access;
	c->source_file = cf->source_file;
	c->is_app = is_app;
	c->loader = loader;
	c->cluster_statics = loader || is_app || strncmp(c->name, "ristretto/shared/", 17) == 0;
	c->cp_cache = calloc(cf->cp_count ? cf->cp_count : 1, sizeof(void *));

	c->n_fields = cf->n_fields;
	c->fields = calloc(cf->n_fields ? cf->n_fields : 1, sizeof *c->fields);
	for (i = 0; i < cf->n_fields; i++) {
		VmField *f = &c->fields[i];
		f->clazz = c;
		f->name = vm_symbol(cf->fields[i].name);
		f->desc = vm_symbol(cf->fields[i].desc);
		f->access = cf->fields[i].access;
		f->type = f->desc[0];
		f->constant_value = cf->fields[i].constant_value;
	}
	c->n_methods = cf->n_methods;
	c->methods = calloc(cf->n_methods ? cf->n_methods : 1, sizeof *c->methods);
	for (i = 0; i < cf->n_methods; i++) {
		VmMethod *m = &c->methods[i];
		const VmCfMethod *cm = &cf->methods[i];
		const char *r;
		int slots = vm_cf_arg_slots(cm->desc);

		m->clazz = c;
		m->name = vm_symbol(cm->name);
		m->desc = vm_symbol(cm->desc);
		m->access = cm->access;
		m->code = cm->code;
		if (cm->code) {
			m->max_stack = cm->code->max_stack;
			m->max_locals = cm->code->max_locals;
		}
		m->arg_slots = (uint16_t)(slots + ((cm->access & ACC_STATIC) ? 0 : 1));
		r = strchr(cm->desc, ')');
		m->ret_type = r ? r[1] : 'V';
		m->vtable_index = -1;
		/* finalize() overridden: the instances need finalisation unless
		 * the body is a lone `return` (Object's own, Enum's), which
		 * would do nothing -- then not even an inherited finalizer
		 * counts, as on HotSpot (resolve_supers). */
		if (declares_finalizer(cm) && !empty_body(cm) &&
		    strcmp(c->name, "java/lang/Object") != 0)
			c->has_finalizer = true;
	}
	return c;
}

/* Resolve super and interfaces of a freshly defined class. */
static bool resolve_supers(VmThread *t, VmClass *c)
{
	const VmClassFile *cf = c->cf;
	uint16_t i;

	if (cf->super_name) {
		VmClass *s = vm_resolve_class(t, c, cf->super_name);
		if (!s)
			return false;
		if (vm_class_is_interface(s)) {
			char a[512], b[512];
			dotted(c->name, a, sizeof a);
			dotted(s->name, b, sizeof b);
			vm_throw(t, "java/lang/IncompatibleClassChangeError",
				 "class %s has interface %s as super class", a, b);
			return false;
		}
		if (s->access & ACC_FINAL) {
			char a[512], b[512];
			dotted(c->name, a, sizeof a);
			dotted(s->name, b, sizeof b);
			vm_throw(t, "java/lang/IncompatibleClassChangeError",
				 "class %s cannot inherit from final class %s", a, b);
			return false;
		}
		c->super = s;
		c->is_throwable = s->is_throwable;
		if (!declares_empty_finalizer(cf))
			c->has_finalizer |= s->has_finalizer;
		c->ref_kind = s->ref_kind;
	} else if (strcmp(c->name, "java/lang/Object") != 0) {
		vm_throw(t, "java/lang/ClassFormatError", "Invalid superclass index 0 in class file %s", c->name);
		return false;
	}
	if (strcmp(c->name, "java/lang/Throwable") == 0)
		c->is_throwable = true;
	c->n_interfaces = cf->n_interfaces;
	c->interfaces = calloc(cf->n_interfaces ? cf->n_interfaces : 1, sizeof *c->interfaces);
	for (i = 0; i < cf->n_interfaces; i++) {
		VmClass *ic = vm_resolve_class(t, c, cf->interfaces[i]);
		if (!ic)
			return false;
		if (!vm_class_is_interface(ic)) {
			char a[512], b[512], w[600];
			dotted(c->name, a, sizeof a);
			dotted(ic->name, b, sizeof b);
			vm_class_where(t, ic, w, sizeof w);
			vm_throw(t, "java/lang/IncompatibleClassChangeError",
				 "class %s can not implement %s, because it is not an interface (%s is in %s)",
				 a, b, b, w);
			return false;
		}
		c->interfaces[i] = ic;
	}
	return true;
}

/* Application classes are checked whole when loaded, as a stock JVM
 * verifies them (class-library methods are decoded on first call). */
static bool verify_all(VmThread *t, VmClass *c)
{
	uint16_t i;

	for (i = 0; i < c->n_methods; i++)
		if (c->methods[i].code && !vm_decode_method(t, &c->methods[i]))
			return false;
	return true;
}

/*
 * Loader constraints recorded for later (JVMS 5.3.4): when a class of one
 * loader resolves a member declared in a class of another and a type its
 * descriptor names is not yet loaded by both, the two loaders must agree
 * on that name once they load it.  Pairs (name, a, b) under class_lock;
 * the loaders that must agree on a name are those connected by its pairs
 * (a, b), (b, c) ... -- the constraint sets of the specification.  A loader
 * that records a class under a name (defines it, or is answered by its
 * loadClass) is checked against every connected loader that has a class
 * of that name already.  Loader objects here are roots through the
 * namespaces (each defined the class that made the pair).
 */
typedef struct Constraint {
	const char *name;            /* a symbol */
	VmObject *a, *b;             /* NULL: the VM's own namespace */
	struct Constraint *next;
} Constraint;
static Constraint *constraints;

#define CONSTRAINT_SET_MAX 64

/* The class `loader` has under `name`, defined or initiated (class_lock). */
static VmClass *named_in(VmObject *loader, const char *name)
{
	return loader ? ns_find(loader, name) : table_find(name);
}

/* Record that a and b must agree on `name` (class_lock held). */
static void constrain(const char *name, VmObject *a, VmObject *b)
{
	Constraint *k;

	for (k = constraints; k; k = k->next)
		if (strcmp(k->name, name) == 0 &&
		    ((k->a == a && k->b == b) || (k->a == b && k->b == a)))
			return;
	k = malloc(sizeof *k);
	if (!k)
		return;     /* out of memory: the constraint goes unchecked */
	k->name = vm_symbol(name);
	k->a = a;
	k->b = b;
	k->next = constraints;
	constraints = k;
}

/* Would `loader` recording c under its name break a constraint?  The
 * other loader and its class when it would (class_lock held). */
static VmClass *constraint_conflict(VmObject *loader, const VmClass *c, VmObject **who)
{
	VmObject *set[CONSTRAINT_SET_MAX];
	int n = 1, i;
	Constraint *k;

	if (!constraints)
		return NULL;
	set[0] = loader;
	for (i = 0; i < n; i++)
		for (k = constraints; k; k = k->next) {
			VmObject *o;
			int j;

			if (strcmp(k->name, c->name) != 0 || (k->a != set[i] && k->b != set[i]))
				continue;
			o = k->a == set[i] ? k->b : k->a;
			for (j = 0; j < n && set[j] != o; j++)
				;
			if (j < n || n == CONSTRAINT_SET_MAX)
				continue;
			set[n++] = o;
		}
	for (i = 1; i < n; i++) {
		VmClass *other = named_in(set[i], c->name);
		if (other && other != c) {
			*who = set[i];
			return other;
		}
	}
	return NULL;
}

/* The stock JVM's LinkageError for `loader` loading c where `who` has
 * `other` under the same name. */
static void throw_constraint(VmThread *t, VmObject *loader, const VmClass *c, VmObject *who,
			     const VmClass *other)
{
	char l[300], w[300], d[512], where[700];
	const char *kind = vm_class_is_interface(c) ? "interface" : "class";

	if (loader)
		describe_loader(loader, l, sizeof l);
	else
		snprintf(l, sizeof l, c->is_app ? "'app'" : "'bootstrap'");
	if (who)
		describe_loader(who, w, sizeof w);
	else
		snprintf(w, sizeof w, other->is_app ? "'app'" : "'bootstrap'");
	dotted(c->name, d, sizeof d);
	class_where_parent(other, where, sizeof where);
	vm_throw(t, "java/lang/LinkageError",
		 "loader constraint violation: loader %s wants to load %s %s. A different %s with the same name "
		 "was previously loaded by %s. (%s is in %s)", l, kind, d, kind, w, d, where);
}

/* The load that `self` announced is over: take it off the list, enter c
 * (NULL: it failed) in the table, and wake the threads waiting for it.
 * A class that breaks a loader constraint is not entered (LinkageError). */
static VmClass *loading_done(VmThread *t, Loading *self, VmClass *c)
{
	Loading **pp;
	VmClass *other = NULL;
	VmObject *who = NULL;

	pthread_mutex_lock(&class_lock);
	for (pp = &loading; *pp; pp = &(*pp)->next)
		if (*pp == self) {
			*pp = self->next;
			break;
		}
	if (c && !c->component)
		other = constraint_conflict(c->loader, c, &who);
	if (c && !other) {
		table_add(c);
		if (c->loader && !ns_add(c->loader, c->name, c))
			c = NULL;   /* out of memory: c stays garbage in the table */
	}
	pthread_cond_broadcast(&class_cond);
	pthread_mutex_unlock(&class_lock);
	if (other) {
		throw_constraint(t, c->loader, c, who, other);
		return NULL;    /* c is garbage (kept: classes are never freed) */
	}
	return c;
}

/* Record c under (loader, its name) unless something is there; the class
 * recorded, or NULL with LinkageError (a loader constraint) or
 * OutOfMemoryError pending. */
static VmClass *record_initiated(VmThread *t, VmObject *loader, VmClass *c)
{
	VmClass *rec, *other;
	VmObject *who = NULL;

	vm_mutex_lock(t, &class_lock);
	rec = ns_find(loader, c->name);
	other = rec ? NULL : constraint_conflict(loader, c, &who);
	if (!rec && !other)
		rec = ns_add(loader, c->name, c);
	pthread_mutex_unlock(&class_lock);
	if (other) {
		throw_constraint(t, loader, c, who, other);
		return NULL;
	}
	if (!rec)
		vm_throw_object(t, vm_wk.oom);
	return rec;
}

static VmClass *load_class(VmThread *t, const char *name, bool for_name)
{
	VmClass *c;
	Loading self;
	uint8_t *bytes = NULL;
	size_t len = 0;
	char res[1024], err[512];
	VmCpStatus st;
	bool is_app = false;

	if (name[0] == '[')
		return load_array(t, NULL, name, for_name);

	vm_mutex_lock(t, &class_lock);
	for (;;) {
		Loading *l;
		c = table_find(name);
		if (c)
			break;
		for (l = loading; l; l = l->next)
			if (strcmp(l->name, name) == 0)
				break;
		if (!l)
			break;
		if (l->thread == t) {
			/* We are loading this class's supertypes and met it again. */
			char d[512];
			pthread_mutex_unlock(&class_lock);
			dotted(name, d, sizeof d);
			vm_throw(t, "java/lang/ClassCircularityError", "%s", d);
			return NULL;
		}
		vm_cond_wait(t, &class_cond, &class_lock, NULL);
	}
	if (c) {
		pthread_mutex_unlock(&class_lock);
		if (c->state == VM_CLASS_ERROR && c->init_error == NULL && c->vtable == NULL) {
			vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
			return NULL;
		}
		return c;
	}
	self.loader = NULL;
	self.name = name;
	self.thread = t;
	self.next = loading;
	loading = &self;
	pthread_mutex_unlock(&class_lock);

	c = NULL;
	snprintf(res, sizeof res, "%s.class", name);
	err[0] = 0;
	st = vm_boot_path ? vm_classpath_find(vm_boot_path, res, &bytes, &len, err, sizeof err) : VM_CP_NOT_FOUND;
	if (st == VM_CP_NOT_FOUND && vm_app_path) {
		st = vm_classpath_find(vm_app_path, res, &bytes, &len, err, sizeof err);
		is_app = true;
	}
	if (st == VM_CP_NOT_FOUND && vm_cluster_hooks.class_bytes) {
		/* a cluster worker: the master's class path.  The reply may take
		 * a while (up to the hook's time-out): wait in a safe region so
		 * that a collection need not wait for it. */
		VM_SAFE_ENTER(t);
		st = (VmCpStatus)vm_cluster_hooks.class_bytes(res, &bytes, &len, err, sizeof err);
		vm_safe_leave(t);
		is_app = true;
	}
	if (st == VM_CP_FOUND) {
		c = define_class(t, name, bytes, len, is_app, NULL);
		if (c) {
			if (vm_options.verbose_class)
				printf("[class,load] %s source: %s\n", name, is_app ? "app" : "jrt:/java.base");
			if (!resolve_supers(t, c) || !vm_link_class(t, c) || (is_app && !verify_all(t, c))) {
				/* leave c out of the table; it is garbage (kept: classes are never unloaded) */
				c = NULL;
			}
		}
	} else {
		/* A damaged archive entry counts as missing, as on a stock JVM,
		 * but say why on stderr. */
		if (st == VM_CP_ERROR)
			fprintf(stderr, "ristretto: cannot read %s: %s\n", res, err);
		if (for_name) {
			char d[512];
			dotted(name, d, sizeof d);
			vm_throw(t, "java/lang/ClassNotFoundException", "%s", d);
		} else {
			vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
		}
	}

	return loading_done(t, &self, c);
}

/*
 * Define a class from buf[0..len) for `loader` (NULL: the VM's own
 * namespace, as the application loader's when is_app, else as a class
 * library class).  Three callers:
 *
 *  - JNI DefineClass (loader NULL), ClassLoader.defineClass (a user
 *    loader): the bytes are checked first (ClassFormatError, the name the
 *    file declares against `name`, NULL: any: NoClassDefFoundError "X
 *    (wrong name: Y)"; a java.* package: SecurityException), then the name
 *    must be free in the namespace: defined or initiated already, or being
 *    defined by another thread now and then defined, is the stock JVM's
 *    LinkageError.  One exception: a class this node defined because
 *    another node of the cluster sent it (`fetched`, below) is what the
 *    loader's own defineClass gets, once -- on one JVM the program
 *    defines it once, and the other node's definition was that one.
 *  - gos/ (fetched true): a class of a user loader that another node
 *    defined and sent (doc/classloaders.md, "On a cluster").  Its
 *    supertypes are recorded in the namespace first (vm_loader_record),
 *    so resolving them runs no Java code.  A class of that name the
 *    loader has meanwhile defined here is the answer.
 *
 * Then supertypes (through the loader), linking and verification, as
 * for a loaded class.
 */
static VmClass *define_in(VmThread *t, VmObject *loader, const char *name, const uint8_t *buf,
			  size_t len, bool is_app, bool fetched)
{
	uint8_t *bytes = malloc(len ? len : 1);
	Loading self, *busy;
	VmClass *c, *old;

	if (!bytes) {
		vm_throw_object(t, vm_wk.oom);
		return NULL;
	}
	if (len)
		memcpy(bytes, buf, len);
	c = define_class(t, name, bytes, len, is_app, loader);   /* owns bytes from here */
	if (!c)
		return NULL;
	if ((loader || is_app) && strncmp(c->name, "java/", 5) == 0) {
		/* the class library's packages are its own (c is garbage) */
		char d[512], w[300], *slash;

		dotted(c->name, d, sizeof d);
		slash = strrchr(d, '.');
		if (slash)
			*slash = 0;
		if (loader)
			describe_loader(loader, w, sizeof w);
		else
			snprintf(w, sizeof w, "'app'");
		vm_throw(t, "java/lang/SecurityException",
			 "Class loader (instance of): %s tried to load prohibited package name: %s", w, d);
		return NULL;
	}
	vm_mutex_lock(t, &class_lock);
	for (;;) {
		old = loader ? ns_find(loader, c->name) : table_find(c->name);
		busy = loading_of(loader, c->name);
		if (old || !busy || busy->thread == t)
			break;
		vm_cond_wait(t, &class_cond, &class_lock, NULL);
	}
	if (old && old->loader == loader && (fetched || old->fetched)) {
		old->fetched = false;   /* once: a second defineClass is a duplicate */
		pthread_mutex_unlock(&class_lock);
		return old;             /* c is garbage (kept: classes are never freed) */
	}
	if (old || busy) {
		char d[512];
		pthread_mutex_unlock(&class_lock);
		dotted(c->name, d, sizeof d);
		if (loader) {
			char w[600], p[600];
			describe_loader(loader, w, sizeof w);
			describe_loader(loader_field(loader, "parent", "Ljava/lang/ClassLoader;"), p, sizeof p);
			vm_throw(t, "java/lang/LinkageError",
				 "loader %s attempted duplicate class definition for %s. (%s is in unnamed module of loader %s, parent loader %s)",
				 w, d, d, w, p);
		} else {
			const char *who = is_app ? "'app'" : "'bootstrap'";
			vm_throw(t, "java/lang/LinkageError",
				 "loader %s attempted duplicate class definition for %s. (%s is in unnamed module of loader %s)",
				 who, d, d, who);
		}
		return NULL;
	}
	self.loader = loader;
	self.name = c->name;
	self.thread = t;
	self.next = loading;
	loading = &self;
	pthread_mutex_unlock(&class_lock);

	if (vm_options.verbose_class)
		printf("[class,load] %s source: %s\n", c->name,
		       fetched ? "__JVM_DefineClass__ (another node)" : "__JVM_DefineClass__");
	c->fetched = fetched;
	if (!resolve_supers(t, c) || !vm_link_class(t, c) || ((loader || is_app) && !verify_all(t, c)))
		c = NULL;

	return loading_done(t, &self, c);
}

VmClass *vm_define_class(VmThread *t, const char *name, const uint8_t *buf, size_t len, bool is_app)
{
	return define_in(t, NULL, name, buf, len, is_app, false);
}

VmClass *vm_find_loaded_class(const char *name)
{
	VmClass *c;

	pthread_mutex_lock(&class_lock);
	c = table_find(name);
	pthread_mutex_unlock(&class_lock);
	return c;
}

void vm_define_synthetic(VmClass *c)
{
	pthread_mutex_lock(&class_lock);
	table_add(c);
	if (c->loader)
		(void)ns_add(c->loader, c->name, c);   /* no memory: found by the table only */
	pthread_mutex_unlock(&class_lock);
}

VmClass *vm_load_class(VmThread *t, const char *name)
{
	return load_class(t, name, false);
}

VmClass *vm_find_class_for_name(VmThread *t, const char *name)
{
	return load_class(t, name, true);
}

/* ------------------------------------------------------ user loaders */

/* A ClassLoader field of l by name and descriptor, read without running
 * Java code (this may be building an exception's message); NULL if l has
 * no such field. */
static VmObject *loader_field(VmObject *l, const char *name, const char *desc)
{
	VmField *f = vm_find_field(l->clazz, vm_symbol(name), vm_symbol(desc));

	if (!f || (f->access & ACC_STATIC) || strcmp(f->clazz->name, "java/lang/ClassLoader") != 0)
		return NULL;
	return VM_OBJ_FIELD(VmObject *, l, f->offset);
}

/* A loader as the stock JVM names it: 'app', 'platform', 'bootstrap'
 * (NULL), a named loader as 'name' @hash, another as its class name
 * and @hash. */
static void describe_loader(VmObject *l, char *buf, size_t len)
{
	VmObject *nm;
	char cn[512], *s;

	if (!l) {
		snprintf(buf, len, "'bootstrap'");
		return;
	}
	if (strcmp(l->clazz->name, "java/lang/ClassLoader$App") == 0) {
		snprintf(buf, len, "'app'");
		return;
	}
	if (strcmp(l->clazz->name, "java/lang/ClassLoader$Platform") == 0) {
		snprintf(buf, len, "'platform'");
		return;
	}
	nm = loader_field(l, "name", "Ljava/lang/String;");
	s = nm ? vm_string_to_utf8(nm) : NULL;
	if (s) {
		snprintf(buf, len, "'%s' @%x", s, vm_identity_hash(l));
		free(s);
		return;
	}
	vm_class_java_name(l->clazz, cn, sizeof cn);
	snprintf(buf, len, "%s @%x", cn, vm_identity_hash(l));
}

/* Where a class is, as the stock JVM's messages say it: "module java.base
 * of loader 'bootstrap'", "unnamed module of loader 'app'", "unnamed
 * module of loader MyLoader @1b6d3586" (a named loader: 'name' @hash). */
void vm_class_where(VmThread *t, const VmClass *c, char *buf, size_t len)
{
	char d[600];

	(void)t;
	while (c->component)
		c = c->component;
	if (!c->loader) {
		snprintf(buf, len, c->is_app ? "unnamed module of loader 'app'"
			 : "module java.base of loader 'bootstrap'");
		return;
	}
	describe_loader(c->loader, d, sizeof d);
	snprintf(buf, len, "unnamed module of loader %s", d);
}

/* As vm_class_where, with ", parent loader P" after a user loader (the
 * form LinkageError messages use). */
static void class_where_parent(const VmClass *c, char *buf, size_t len)
{
	char d[300], p[300];

	while (c->component)
		c = c->component;
	if (!c->loader) {
		vm_class_where(NULL, c, buf, len);
		return;
	}
	describe_loader(c->loader, d, sizeof d);
	describe_loader(loader_field(c->loader, "parent", "Ljava/lang/ClassLoader;"), p, sizeof p);
	snprintf(buf, len, "unnamed module of loader %s, parent loader %s", d, p);
}

/* The loader of a class as the stock JVM names it in messages. */
static void describe_class_loader(const VmClass *c, char *buf, size_t len)
{
	while (c->component)
		c = c->component;
	if (c->loader)
		describe_loader(c->loader, buf, len);
	else
		snprintf(buf, len, c->is_app ? "'app'" : "'bootstrap'");
}

/* One field descriptor at *pp as Java writes the type ("int[]",
 * "java.lang.String"), appended to buf; advances *pp. */
static void external_type(const char **pp, char *buf, size_t len)
{
	const char *p = *pp, *e;
	int dims = 0;
	size_t n = strlen(buf);
	static const char *const prim[][2] = {
		{ "Z", "boolean" }, { "B", "byte" }, { "C", "char" }, { "S", "short" }, { "I", "int" },
		{ "F", "float" }, { "J", "long" }, { "D", "double" }, { "V", "void" },
	};
	size_t i;

	while (*p == '[') {
		dims++;
		p++;
	}
	if (*p == 'L') {
		e = strchr(p, ';');
		if (!e)
			e = p + strlen(p) - 1;
		for (p++; p < e && n + 1 < len; p++)
			buf[n++] = *p == '/' ? '.' : *p;
		buf[n] = 0;
		p = e + 1;
	} else {
		for (i = 0; i < sizeof prim / sizeof prim[0]; i++)
			if (*p == prim[i][0][0])
				snprintf(buf + n, len - n, "%s", prim[i][1]);
		if (*p)
			p++;
	}
	while (dims-- > 0) {
		n = strlen(buf);
		snprintf(buf + n, len - n, "[]");
	}
	*pp = p;
}

/* "java.lang.String p.C.m(p.T, int)": method `name` of class `cls`
 * (dotted) with descriptor desc, as the JDK's messages write it. */
static void method_sig(const char *cls, const char *name, const char *desc, char *sig, size_t len)
{
	const char *d = strchr(desc, ')');
	bool first = true;
	size_t k;

	sig[0] = 0;
	if (d) {
		d++;
		external_type(&d, sig, len);
	}
	k = strlen(sig);
	snprintf(sig + k, len - k, " %s.%s(", cls, name);
	for (d = desc + 1; *d && *d != ')';) {
		if (!first) {
			k = strlen(sig);
			snprintf(sig + k, len - k, ", ");
		}
		first = false;
		external_type(&d, sig, len);
	}
	k = strlen(sig);
	snprintf(sig + k, len - k, ")");
}

/* The next class name in a descriptor from *pp ("Lp/T;" anywhere, arrays
 * included) into tn; false at its end. */
static bool next_desc_class(const char **pp, char *tn, size_t len)
{
	const char *p = *pp;

	for (;;) {
		const char *e;
		size_t n;

		while (*p && *p != 'L')
			p++;
		if (!*p)
			return false;
		e = strchr(p, ';');
		if (!e)
			return false;
		n = (size_t)(e - p - 1);
		p = e + 1;
		if (n < len) {
			memcpy(tn, e - n, n);
			tn[n] = 0;
			*pp = p;
			return true;
		}
		*pp = p;    /* too long to be loaded: the next one */
	}
}

/* How the JDK's loader constraint messages name two classes: their
 * names, their loaders, and where each is. */
typedef struct PairText {
	char an[512], bn[512], la[300], lb[300], wa[700], wb[700];
} PairText;

static void pair_text(const VmClass *a, const VmClass *b, PairText *pt)
{
	vm_class_java_name(a, pt->an, sizeof pt->an);
	vm_class_java_name(b, pt->bn, sizeof pt->bn);
	describe_class_loader(a, pt->la, sizeof pt->la);
	describe_class_loader(b, pt->lb, sizeof pt->lb);
	class_where_parent(a, pt->wa, sizeof pt->wa);
	class_where_parent(b, pt->wb, sizeof pt->wb);
}

/* The first class named in desc that loaders a and b have both loaded
 * as different classes (into tn), or NULL; each one that either has not
 * loaded yet becomes a constraint (constrain). */
static VmClass *desc_conflict(VmObject *a, VmObject *b, const char *desc, char *tn, size_t len)
{
	const char *p = desc;

	while (next_desc_class(&p, tn, len)) {
		VmClass *ca = vm_find_loaded_class_in(a, tn);
		VmClass *cb = vm_find_loaded_class_in(b, tn);

		if (!ca || !cb) {
			pthread_mutex_lock(&class_lock);
			constrain(tn, a, b);
			pthread_mutex_unlock(&class_lock);
		} else if (ca != cb) {
			return ca;
		}
	}
	return NULL;
}

/* Gather c's interfaces, its superclasses' and their superinterfaces
 * into set (at most max, each once). */
static void all_interfaces(const VmClass *c, const VmClass **set, int *n, int max)
{
	uint16_t i;
	int k;

	for (; c; c = c->super)
		for (i = 0; i < c->n_interfaces; i++) {
			const VmClass *f = c->interfaces[i];
			for (k = 0; k < *n && set[k] != f; k++)
				;
			if (k < *n || *n == max)
				continue;
			set[(*n)++] = f;
			all_interfaces(f, set, n, max);
		}
}

/*
 * The constraints of overriding (JVMS 5.4.5): a method of c that
 * overrides a method of a superclass with another defining loader, and
 * the method c selects for a method of one of its interfaces with another
 * defining loader, must see the classes the descriptor names as that
 * loader does.  A class both have loaded must be the same (else the JDK's
 * LinkageError "when selecting overriding method", or "in interface
 * itable initialization"); one that either has not loaded yet becomes a
 * constraint.  Checked once, before c is initialised, where HotSpot
 * checks it while linking c (its vtable and itable), at the latest then.
 */
bool vm_check_override_constraints(VmThread *t, VmClass *c)
{
	const VmClass *ifs[64];
	int nifs = 0, k;
	uint16_t i;
	char tn[512], ty[512], sn[512], sig[1024];
	PairText pt;

	if (c->overrides_checked || !c->super || vm_class_is_interface(c))
		return true;
	for (i = 0; i < c->n_methods; i++) {
		const VmMethod *m = &c->methods[i];
		const VmMethod *o = NULL;
		const VmClass *s;

		if ((m->access & (ACC_STATIC | ACC_PRIVATE)) || m->name[0] == '<')
			continue;
		for (s = c->super; s && !o; s = s->super)
			o = vm_find_declared_method((VmClass *)s, m->name, m->desc);
		if (!o || o->clazz->loader == c->loader || (o->access & (ACC_STATIC | ACC_PRIVATE)) ||
		    !desc_conflict(c->loader, o->clazz->loader, m->desc, tn, sizeof tn))
			continue;
		pair_text(c, o->clazz, &pt);
		dotted(tn, ty, sizeof ty);
		method_sig(pt.an, m->name, m->desc, sig, sizeof sig);
		vm_throw(t, "java/lang/LinkageError",
			 "loader constraint violation for class %s: when selecting overriding method '%s' "
			 "the class loader %s of the selected method's type %s, and the class loader %s "
			 "for its super type %s have different Class objects for the type %s used in the "
			 "signature (%s is in %s; %s is in %s)",
			 pt.an, sig, pt.la, pt.an, pt.lb, pt.bn, ty, pt.an, pt.wa, pt.bn, pt.wb);
		return false;
	}
	all_interfaces(c, ifs, &nifs, (int)(sizeof ifs / sizeof ifs[0]));
	for (k = 0; k < nifs; k++)
		for (i = 0; i < ifs[k]->n_methods; i++) {
			const VmMethod *im = &ifs[k]->methods[i];
			const VmMethod *sel;

			if ((im->access & (ACC_STATIC | ACC_PRIVATE)) || im->name[0] == '<')
				continue;
			sel = vm_find_virtual(c, im);
			if (!sel || sel->clazz->loader == ifs[k]->loader ||
			    !desc_conflict(ifs[k]->loader, sel->clazz->loader, im->desc, tn, sizeof tn))
				continue;
			pair_text(ifs[k], sel->clazz, &pt);
			vm_class_java_name(c, sn, sizeof sn);
			dotted(tn, ty, sizeof ty);
			method_sig(pt.an, im->name, im->desc, sig, sizeof sig);
			vm_throw(t, "java/lang/LinkageError",
				 "loader constraint violation in interface itable initialization for class %s: "
				 "when selecting method '%s' the class loader %s for super interface %s, and the "
				 "class loader %s of the selected method's class, %s have different Class "
				 "objects for the type %s used in the signature (%s is in %s; %s is in %s)",
				 sn, sig, pt.la, pt.an, pt.lb, pt.bn, ty, pt.an, pt.wa, pt.bn, pt.wb);
			return false;
		}
	c->overrides_checked = true;
	return true;
}

/*
 * Loader constraints (JVMS 5.3.4): when class cur resolves a field or
 * method declared in class def and the two have different defining
 * loaders, every class named in the member's descriptor that both loaders
 * have already loaded must be the same class; a type one of them has not
 * loaded yet becomes a constraint checked when it loads (constrain,
 * above).  False with the stock JVM's LinkageError pending on a
 * violation.
 */
bool vm_check_loader_constraints(VmThread *t, const VmClass *cur, const VmClass *def,
				 const char *name, const char *desc, bool is_field)
{
	char tn[512], ty[512], *msg;
	PairText pt;

	if (cur->loader == def->loader || !desc_conflict(cur->loader, def->loader, desc, tn, sizeof tn))
		return true;
	msg = malloc(8192);
	if (!msg) {
		vm_throw_object(t, vm_wk.oom);
		return false;
	}
	pair_text(cur, def, &pt);
	dotted(tn, ty, sizeof ty);
	if (is_field) {
		snprintf(msg, 8192, "loader constraint violation: when resolving field \"%s\" of type %s, "
			 "the class loader %s of the current class, %s, and the class loader %s for "
			 "the field's defining class, %s, have different Class objects for type %s "
			 "(%s is in %s; %s is in %s)",
			 name, ty, pt.la, pt.an, pt.lb, pt.bn, ty, pt.an, pt.wa, pt.bn, pt.wb);
	} else {
		char sig[1024];

		method_sig(pt.bn, name, desc, sig, sizeof sig);
		snprintf(msg, 8192, "loader constraint violation: when resolving method '%s' the class "
			 "loader %s of the current class, %s, and the class loader %s for the "
			 "method's defining class, %s, have different Class objects for the type %s "
			 "used in the signature (%s is in %s; %s is in %s)",
			 sig, pt.la, pt.an, pt.lb, pt.bn, ty, pt.an, pt.wa, pt.bn, pt.wb);
	}
	vm_throw(t, "java/lang/LinkageError", "%s", msg);
	free(msg);
	return false;
}

/* The stock JVM's ClassCastException message for casting an object of
 * class `from` to `to`. */
void vm_cast_message(VmThread *t, const VmClass *from, const VmClass *to, char *buf, size_t len)
{
	char a[512], b[512], wa[600], wb[600];

	vm_class_java_name(from, a, sizeof a);
	vm_class_java_name(to, b, sizeof b);
	vm_class_where(t, from, wa, sizeof wa);
	vm_class_where(t, to, wb, sizeof wb);
	if (strcmp(wa, wb) == 0)
		snprintf(buf, len, "class %s cannot be cast to class %s (%s and %s are in %s)", a, b, a, b, wa);
	else
		snprintf(buf, len, "class %s cannot be cast to class %s (%s is in %s; %s is in %s)",
			 a, b, a, wa, b, wb);
}

/* Ask user loader `loader` for `name` (internal form) as the VM does to
 * resolve a reference or for Class.forName: its loadClass(String), once
 * per name; the answer is recorded with `loader` as initiating loader.
 * A loader that throws ClassNotFoundException makes a reference fail with
 * NoClassDefFoundError (the exception is passed on for forName); one that
 * answers null fails the same way. */
static VmClass *ask_loader(VmThread *t, VmObject *loader, const char *name, bool for_name)
{
	char d[512];
	VmSlot arg, r;
	VmClass *c;

	pthread_mutex_lock(&class_lock);
	c = ns_find(loader, name);
	pthread_mutex_unlock(&class_lock);
	if (c)
		return c;
	dotted(name, d, sizeof d);
	arg.l = vm_string_from_utf8(t, d);
	if (!arg.l)
		return NULL;
	if (!vm_call_virtual(t, loader, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;", &arg, 1, &r)) {
		VmObject *ex = t->exception;
		if (!for_name && ex &&
		    strcmp(ex->clazz->name, "java/lang/ClassNotFoundException") == 0) {
			t->exception = NULL;
			vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
		}
		return NULL;
	}
	if (!r.l) {
		if (for_name)
			vm_throw(t, "java/lang/ClassNotFoundException", "%s", d);
		else
			vm_throw(t, "java/lang/NoClassDefFoundError", "%s", name);
		return NULL;
	}
	c = vm_class_of_object(r.l);
	if (strcmp(c->name, name) != 0) {
		vm_throw(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, c->name);
		return NULL;
	}
	return record_initiated(t, loader, c);
}

static VmClass *load_in(VmThread *t, VmObject *loader, const char *name, bool for_name)
{
	if (name[0] == '[')
		return load_array(t, loader, name, for_name);
	if (!loader)
		return load_class(t, name, for_name);
	return ask_loader(t, loader, name, for_name);
}

VmClass *vm_load_class_in(VmThread *t, VmObject *loader, const char *name, bool for_name)
{
	return load_in(t, loader, name, for_name);
}

VmClass *vm_resolve_class(VmThread *t, const VmClass *from, const char *name)
{
	return load_in(t, from ? from->loader : NULL, name, false);
}

VmClass *vm_find_loaded_class_in(VmObject *loader, const char *name)
{
	VmClass *c;

	if (!loader)
		return vm_find_loaded_class(name);
	pthread_mutex_lock(&class_lock);
	c = ns_find(loader, name);
	if (!c)
		c = table_find_in(loader, name);   /* arrays, lambdas */
	pthread_mutex_unlock(&class_lock);
	return c;
}

VmClass *vm_define_class_in(VmThread *t, VmObject *loader, const char *name, const uint8_t *buf, size_t len)
{
	return define_in(t, loader, name, buf, len, false, false);
}

VmClass *vm_define_fetched_class(VmThread *t, VmObject *loader, const char *name, const uint8_t *buf,
				 size_t len)
{
	return define_in(t, loader, name, buf, len, false, true);
}

bool vm_loader_record(VmThread *t, VmObject *loader, VmClass *c)
{
	VmClass *rec = record_initiated(t, loader, c);

	if (!rec)
		return false;
	if (rec != c) {
		char d[512];
		dotted(c->name, d, sizeof d);
		vm_throw(t, "java/lang/LinkageError",
			 "loader constraint violation: another node's class loader resolved %s to another class than this node's", d);
		return false;
	}
	return true;
}

/* ------------------------------------------------------------- lookups */

bool vm_is_subclass(const VmClass *c, const VmClass *of)
{
	const VmClass *s;
	uint32_t i;

	if (c == of)
		return true;
	if (vm_class_is_array(c)) {
		if (vm_class_is_array(of)) {
			if (c->component->prim_type || of->component->prim_type)
				return c->component == of->component;
			return vm_is_subclass(c->component, of->component);
		}
		return of == vm_wk.object || of == vm_wk.cloneable || of == vm_wk.serializable;
	}
	if (vm_class_is_interface(of)) {
		for (s = c; s; s = s->super) {
			for (i = 0; i < s->n_interfaces; i++)
				if (vm_is_subclass(s->interfaces[i], of))
					return true;
		}
		return false;
	}
	for (s = c->super; s; s = s->super)
		if (s == of)
			return true;
	return false;
}

VmField *vm_find_field(VmClass *c, const char *name, const char *desc)
{
	VmClass *s;
	uint32_t i;

	for (s = c; s; s = s->super) {
		for (i = 0; i < s->n_fields; i++)
			if (s->fields[i].name == name && (!desc || s->fields[i].desc == desc))
				return &s->fields[i];
		for (i = 0; i < s->n_interfaces; i++) {
			VmField *f = vm_find_field(s->interfaces[i], name, desc);
			if (f)
				return f;
		}
	}
	return NULL;
}

bool vm_class_has_field_at(const VmClass *c, uint32_t off, char kind, bool is_static)
{
	for (; c; c = c->super) {
		uint16_t i;
		for (i = 0; i < c->n_fields; i++) {
			const VmField *f = &c->fields[i];
			char fk = f->type == 'L' || f->type == '[' ? 'L' : f->type;
			if (((f->access & ACC_STATIC) != 0) == is_static && f->offset == off && fk == kind)
				return true;
		}
		if (is_static)
			break;          /* statics belong to exactly one class */
	}
	return false;
}

VmMethod *vm_find_declared_method(VmClass *c, const char *name, const char *desc)
{
	uint32_t i;

	for (i = 0; i < c->n_methods; i++)
		if (c->methods[i].name == name && c->methods[i].desc == desc)
			return &c->methods[i];
	return NULL;
}

static VmMethod *find_in_interfaces(VmClass *c, const char *name, const char *desc)
{
	uint32_t i;
	VmMethod *m, *abstract_hit = NULL;

	for (i = 0; i < c->n_interfaces; i++) {
		m = vm_find_declared_method(c->interfaces[i], name, desc);
		if (m && !(m->access & ACC_STATIC) && !(m->access & ACC_PRIVATE)) {
			if (!(m->access & ACC_ABSTRACT))
				return m;
			if (!abstract_hit)
				abstract_hit = m;
		}
		m = find_in_interfaces(c->interfaces[i], name, desc);
		if (m) {
			if (!(m->access & ACC_ABSTRACT))
				return m;
			if (!abstract_hit)
				abstract_hit = m;
		}
	}
	return abstract_hit;
}

VmMethod *vm_find_method(VmClass *c, const char *name, const char *desc)
{
	VmClass *s;
	VmMethod *m;

	for (s = c; s; s = s->super) {
		m = vm_find_declared_method(s, name, desc);
		if (m)
			return m;
	}
	for (s = c; s; s = s->super) {
		m = find_in_interfaces(s, name, desc);
		if (m)
			return m;
	}
	return NULL;
}

VmMethod *vm_find_virtual(VmClass *c, const VmMethod *m)
{
	uint32_t i;

	if (m->vtable_index >= 0 && !vm_class_is_interface(m->clazz) &&
	    (uint32_t)m->vtable_index < c->vtable_len) {
		VmMethod *v = c->vtable[m->vtable_index];
		if (v->name == m->name && v->desc == m->desc)
			return v;
	}
	for (i = c->vtable_len; i-- > 0;) {
		VmMethod *v = c->vtable[i];
		if (v->name == m->name && v->desc == m->desc)
			return v;
	}
	return NULL;
}

/* ------------------------------------------------------- class objects */

VmObject *vm_class_object(VmThread *t, VmClass *c)
{
	VmObject *o;

	if (c->class_object)
		return c->class_object;
	o = vm_new_object(t, vm_wk.clazz);
	if (!o)
		return NULL;
	VM_OBJ_FIELD(int64_t, o, vm_wk.class_vmclass) = (int64_t)(intptr_t)c;
	/* Publish once; a racing thread's object becomes garbage. */
	if (!__atomic_compare_exchange_n(&c->class_object, &(VmObject *){NULL}, o, false,
					 __ATOMIC_RELEASE, __ATOMIC_ACQUIRE))
		return c->class_object;
	return o;
}

VmClass *vm_class_of_object(VmObject *class_obj)
{
	return (VmClass *)(intptr_t)VM_OBJ_FIELD(int64_t, class_obj, vm_wk.class_vmclass);
}
