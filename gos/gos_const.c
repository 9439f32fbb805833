/*
 * gos_const.c -- constants of the class library on the wire.
 *
 * Classes of the boot class path keep their statics per node (doc/gos.md,
 * "Statics and classes"), so each node has its own `HashSet.PRESENT`, its
 * own `TimeUnit.SECONDS` and its own `Boolean.TRUE`.  A program compares
 * such objects by identity: `HashSet.remove` returns `map.remove(o) ==
 * PRESENT`, code tests `unit == TimeUnit.SECONDS`.  Sent as ordinary
 * shared objects, node 0's constant arrives on node 1 as a cached copy,
 * which is not node 1's constant, and those comparisons fail (a HashSet
 * filled on one node and emptied on another said "not removed").
 *
 * So a library constant travels by name: a reference to the value of a
 * static final field of a boot class, when that value has no state a
 * program could change (an enum constant, a sentinel such as
 * HashSet.PRESENT or ReferenceQueue.ENQUEUED, Boolean.TRUE, an empty
 * collection; see constant_kind) goes on the wire as (class, field) -- reference kind 3 of gos_object.c -- and
 * the receiver substitutes the value of that field on its own node.  The
 * sender's table of such objects is filled from every initialised boot
 * class when the object space is installed, and from each boot class as
 * it finishes its initialisation afterwards (the class_ready hook).  An
 * entry is checked against the field on use, so a static final that was
 * changed natively (System.setOut) is not mistaken.
 *
 * Identity hash codes: an enum's hashCode is its identity hash; a
 * HashMap keyed by enum constants built on one node and read on another
 * must find them.  A constant registered before anything asked its hash
 * gets one computed from its class and field names, the same on every
 * node.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

typedef struct Const {
	VmObject *obj;
	VmClass *cls;
	VmField *field;
	struct Const *next;
} Const;

#define CONST_BUCKETS 4096        /* a power of two */

static pthread_mutex_t const_mu = PTHREAD_MUTEX_INITIALIZER;
static Const *buckets[CONST_BUCKETS];

static size_t bucket_of(const void *p)
{
	uint64_t x = (uint64_t)(uintptr_t)p;

	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (size_t)(x & (CONST_BUCKETS - 1));
}

/* Sentinels of other classes: objects the library compares by identity
 * and never uses as what their class is. */
static const char *const sentinels[][2] = {
	{ "java/lang/ref/ReferenceQueue", "NULL" },
	{ "java/lang/ref/ReferenceQueue", "ENQUEUED" },
};

/* Is the value v of static final c.f a constant of the library?  Only
 * objects without state a program could change: enum constants, plain
 * Objects (sentinels such as HashSet.PRESENT), Booleans, the immutable
 * empty collections, and the sentinels above.  Not a singleton with state
 * (ForkJoinPool.commonPool(): its worker threads on other nodes must
 * work on the pool the tasks were put in), not strings (a final may
 * compute one per node; literals are cluster-wide already), not thread
 * groups. */
static bool constant_kind(const VmClass *c, const VmField *f, const VmObject *v)
{
	const VmClass *k = v->clazz;
	size_t i;

	if (k->is_app)
		return false;
	if (k == vm_wk.object || (k->access & ACC_ENUM) ||
	    (k->super && (k->super->access & ACC_ENUM)) ||
	    strcmp(k->name, "java/lang/Boolean") == 0 ||
	    strncmp(k->name, "java/util/Collections$Empty", 27) == 0)
		return true;
	for (i = 0; i < sizeof sentinels / sizeof sentinels[0]; i++)
		if (strcmp(c->name, sentinels[i][0]) == 0 && strcmp(f->name, sentinels[i][1]) == 0)
			return true;
	return false;
}

/* FNV-1a of "class.field", never 0, as an identity hash. */
static uint32_t name_hash(const char *cls, const char *field)
{
	uint32_t h = 2166136261u;
	const char *p;

	for (p = cls; *p; p++)
		h = (h ^ (uint8_t)*p) * 16777619u;
	h = (h ^ '.') * 16777619u;
	for (p = field; *p; p++)
		h = (h ^ (uint8_t)*p) * 16777619u;
	h &= 0x7fffffff;
	return h ? h : 1;
}

static void register_class(VmClass *c, void *arg)
{
	uint16_t i;

	(void)arg;
	if (c->cluster_statics || c->state != VM_CLASS_INITIALIZED || !c->statics ||
	    vm_class_is_array(c) || c->prim_type)
		return;
	for (i = 0; i < c->n_fields; i++) {
		VmField *f = &c->fields[i];
		VmObject *v;
		Const *k;
		size_t b;

		if ((f->access & (ACC_STATIC | ACC_FINAL)) != (ACC_STATIC | ACC_FINAL) ||
		    (f->type != 'L' && f->type != '['))
			continue;
		v = __atomic_load_n((VmObject **)((char *)c->statics + f->offset), __ATOMIC_ACQUIRE);
		if (!v || v->gos_state != 0 || !constant_kind(c, f, v))
			continue;
		b = bucket_of(v);
		for (k = buckets[b]; k; k = k->next)
			if (k->obj == v)
				break;
		if (k)
			continue;         /* the first field naming it wins */
		k = malloc(sizeof *k);
		if (!k)
			return;           /* then it travels as an ordinary object */
		k->obj = v;
		k->cls = c;
		k->field = f;
		k->next = buckets[b];
		buckets[b] = k;
		{
			uint32_t zero = 0;
			(void)__atomic_compare_exchange_n(&v->hash, &zero,
							  name_hash(c->name, f->name), false,
							  __ATOMIC_RELAXED, __ATOMIC_RELAXED);
		}
	}
}

void gos_const_install(void)
{
	pthread_mutex_lock(&const_mu);
	vm_for_each_class(register_class, NULL);
	pthread_mutex_unlock(&const_mu);
}

void gos_const_class_ready(VmThread *t, VmClass *c)
{
	(void)t;
	pthread_mutex_lock(&const_mu);
	register_class(c, NULL);
	pthread_mutex_unlock(&const_mu);
}

bool gos_const_of(VmObject *o, const char **cls, const char **field)
{
	Const *k;
	bool found = false;

	pthread_mutex_lock(&const_mu);
	for (k = buckets[bucket_of(o)]; k; k = k->next)
		if (k->obj == o) {
			/* still that field's value? */
			found = __atomic_load_n((VmObject **)((char *)k->cls->statics +
							       k->field->offset),
						__ATOMIC_ACQUIRE) == o;
			if (found) {
				*cls = k->cls->name;
				*field = k->field->name;
			}
			break;
		}
	pthread_mutex_unlock(&const_mu);
	return found;
}

VmObject *gos_const_value(VmThread *t, const char *cls, const char *field)
{
	VmClass *c = vm_load_class(t, cls);
	uint16_t i;

	if (!c || c->cluster_statics || !vm_ensure_init(t, c)) {
		t->exception = NULL;
		return NULL;
	}
	for (i = 0; i < c->n_fields; i++) {
		VmField *f = &c->fields[i];

		if ((f->access & (ACC_STATIC | ACC_FINAL)) == (ACC_STATIC | ACC_FINAL) &&
		    (f->type == 'L' || f->type == '[') && strcmp(f->name, field) == 0)
			return __atomic_load_n((VmObject **)((char *)c->statics + f->offset),
					       __ATOMIC_ACQUIRE);
	}
	return NULL;
}
