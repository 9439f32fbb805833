/*
 * gos_object.c -- shared objects: the object table, global ids, references
 * on the wire, object images, and the access fault.
 *
 * The table maps both ways, object -> record and GID -> record, with two
 * chained hash tables over the same records (GosObj, gos_space.h). A record
 * is created when a local object is exported (a reference to it is about
 * to leave the node) or when a reference to another node's object arrives
 * (a cached copy is made: an object of the right class, unfetched). Records
 * are never removed in this version: every shared object is a GC root
 * (doc/gos.md, "What is not done").
 *
 * A reference on the wire (gos_ref_encode / gos_ref_decode):
 *
 *   u8 0                                         null
 *   u8 1, u64 gid, str class, u32 hash, u16 seq [, u32 n] an object (n: array length)
 *   u8 2, str class                              the java.lang.Class of it
 *   u8 3, str class, str field                   a constant of the class
 *                                                library: the value of that
 *                                                static final field on the
 *                                                receiving node (gos_const.c)
 *   u8 4, ref loader, then as u8 1 from the gid  an object of a class that a
 *                                                user class loader defined
 *   u8 5, ref loader, str class                  the java.lang.Class of one
 *
 * A class a user class loader defined is known cluster-wide by its
 * loader object (a shared object like any other) and its name: each node
 * has its own copy of it, for its own copy of the loader, defined when the
 * program's code there loads it through that loader, or fetched from
 * another node when a reference to it arrives first (gos_class.c).
 *
 * The class name lets the receiver make a placeholder that dispatches
 * virtual calls without a fetch; the identity hash travels so hashCode()
 * agrees on every node; the length lets an array placeholder answer
 * arraylength (which still faults first, as every access does).
 *
 * An object image (the answer to FETCH): u32 hash, then
 *   instance / statics  u32 body bytes, the body, u32 nrefs, nrefs x ref
 *   array               u32 length, u32 first, u32 n, then elements
 *                       first .. first+n-1: raw (primitive arrays) or
 *                       n x ref (reference arrays)
 * An array travels in chunks of about -Xgos:chunk bytes (at least one
 * element each): FETCH names the first element it wants, and the faulting
 * node asks again from where the last answer ended.
 * Node-local fields (Thread.vmThread, a native pointer) and reference slots
 * are never copied raw: the skip map marks them.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gos_space.h"

/* ------------------------------------------------------------ table */

static size_t hash_ptr(const void *p, size_t nb)
{
	uint64_t x = (uint64_t)(uintptr_t)p;
	x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33;
	return (size_t)(x & (nb - 1));
}

static size_t hash_gid(uint64_t g, size_t nb)
{
	g ^= g >> 31; g *= 0x9e3779b97f4a7c15ULL; g ^= g >> 29;
	return (size_t)(g & (nb - 1));
}

/* os_mu held: double the buckets when the load passes 1. */
static void grow(void)
{
	size_t nb = gos_space.nbuckets ? gos_space.nbuckets * 2 : 1024, i;
	GosObj **bg = calloc(nb, sizeof *bg), **bp = calloc(nb, sizeof *bp);

	if (!bg || !bp) {
		free(bg);
		free(bp);
		return;        /* longer chains, still correct */
	}
	for (i = 0; i < gos_space.nbuckets; i++) {
		GosObj *g = gos_space.by_gid[i], *n;
		for (; g; g = n) {
			size_t h = hash_gid(g->gid, nb);
			n = g->gid_next;
			g->gid_next = bg[h];
			bg[h] = g;
		}
		for (g = gos_space.by_ptr[i]; g; g = n) {
			size_t h = hash_ptr(g->obj, nb);
			n = g->ptr_next;
			g->ptr_next = bp[h];
			bp[h] = g;
		}
	}
	free(gos_space.by_gid);
	free(gos_space.by_ptr);
	gos_space.by_gid = bg;
	gos_space.by_ptr = bp;
	gos_space.nbuckets = nb;
}

GosObj *gos_obj_of(VmObject *o)
{
	GosObj *g;

	if (!gos_space.nbuckets)
		return NULL;
	for (g = gos_space.by_ptr[hash_ptr(o, gos_space.nbuckets)]; g; g = g->ptr_next)
		if (g->obj == o)
			return g;
	return NULL;
}

GosObj *gos_obj_by_gid(uint64_t gid)
{
	GosObj *g;

	if (!gos_space.nbuckets)
		return NULL;
	for (g = gos_space.by_gid[hash_gid(gid, gos_space.nbuckets)]; g; g = g->gid_next)
		if (g->gid == gid)
			return g;
	return NULL;
}

/* os_mu held. */
static GosObj *insert(VmObject *o, uint64_t gid)
{
	GosObj *g = calloc(1, sizeof *g);
	size_t h;

	if (!g)
		gos_fatal("out of memory for the object table");
	if (gos_space.count + 1 > gos_space.nbuckets)
		grow();
	if (!gos_space.nbuckets)
		gos_fatal("out of memory for the object table");
	g->obj = o;
	g->statics = (o->flags & OBJ_F_STATICS) != 0;
	g->gid = gid;
	g->last_owner = -1;
	g->last_vol_writer = -1;
	g->run_node = -1;
	g->home = GOS_GID_HOME(gid);
	g->mig_writer = -1;
	h = hash_gid(gid, gos_space.nbuckets);
	g->gid_next = gos_space.by_gid[h];
	gos_space.by_gid[h] = g;
	h = hash_ptr(o, gos_space.nbuckets);
	g->ptr_next = gos_space.by_ptr[h];
	gos_space.by_ptr[h] = g;
	gos_space.count++;
	return g;
}

bool gos_is_home(const GosObj *g)
{
	return __atomic_load_n(&g->home, __ATOMIC_ACQUIRE) == gos_space.self;
}

bool gos_is_mon_home(const GosObj *g)
{
	return GOS_GID_HOME(g->gid) == gos_space.self;
}

void gos_home_moved(GosObj *g, int node)
{
	/* a redirect never names this node: it would be home already, and
	 * then would not have asked */
	if (node >= 0 && node < gos_space.nodes && node != gos_space.self && !gos_is_home(g))
		__atomic_store_n(&g->home, node, __ATOMIC_RELEASE);
	GOS_COUNT(redirects, 1);
}

void gos_follow_redirect(VmThread *t, GosObj *g, GosReader *r, int from, unsigned *hops)
{
	uint32_t to = gos_get_u32(r);

	if (r->failed || to >= (uint32_t)gos_space.nodes)
		gos_fatal("node %d sent a malformed redirect for object %llx", from,
			  (unsigned long long)g->gid);
	pthread_mutex_lock(&gos_space.os_mu);
	gos_home_moved(g, (int)to);
	pthread_mutex_unlock(&gos_space.os_mu);
	gos_redirect_pause(t, g->gid, ++*hops);
}

#define GOS_REDIRECT_MAX 20000u

void gos_redirect_pause(VmThread *t, uint64_t gid, unsigned hops)
{
	/* A hint that was right once reaches the home in two hops plus one
	 * per move made meanwhile (tests/model, -DMIGRATE, checks that bound);
	 * more hops mostly mean a move in progress -- the new home has not
	 * read the acknowledgement that makes it the home: let it. */
	if (hops < 2)
		return;
	if (hops > GOS_REDIRECT_MAX)
		gos_fatal("no node answers as the home of object %llx after %u redirects",
			  (unsigned long long)gid, hops);
	VM_SAFE_ENTER(t);
	{
		struct timespec ts = { 0, hops < 10 ? 50000L : 1000000L };
		nanosleep(&ts, NULL);
	}
	vm_safe_leave(t);
}

VmObject *gos_identity(VmObject *o)
{
	if (o->clazz == vm_wk.clazz) {
		VmClass *c = vm_class_of_object(o);
		if (c && c->statics && (o->gos_state & GOS_F_CLASS))
			return c->statics;
	}
	return o;
}

VmObject *gos_monitor_object(VmObject *o)
{
	if (o->flags & OBJ_F_STATICS)
		return o->clazz->class_object;
	return o;
}

GosObj *gos_export(VmObject *o)
{
	GosObj *g;

	(void)vm_identity_hash(o);   /* fixed before any other node sees it */
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(o);
	if (!g) {
		g = insert(o, GOS_GID(gos_space.self, ++gos_space.next_serial));
		__atomic_or_fetch(&o->gos_state, GOS_F_EXPORTED, __ATOMIC_RELEASE);
		/* armed when its contents first leave (gos_arm_home) */
		if (o->flags & OBJ_F_STATICS && o->clazz->class_object)
			__atomic_or_fetch(&o->clazz->class_object->gos_state,
					  GOS_F_EXPORTED | GOS_F_CLASS, __ATOMIC_RELEASE);
	gos_track_new(g);
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	return g;
}

/*
 * Arm an exported home copy (acquire=notices, gos_hlrc.c) the first time
 * its contents leave this node, in an image: its next write by a thread
 * of ours faults, and a store already past its state check lands after
 * the state and is found against this twin at a release. Until then no
 * other node holds its contents, so the writes of our threads need no
 * log entry, and a release does not compare it: a node whose threads
 * write many exported objects that other nodes only reference (a SOR
 * band's rows, named by the shared array of rows) paid a twin and a
 * comparison of each of them at every barrier (doc/gos.md, "Arming").
 * The image must be made after this, so that it holds every store the
 * twin does not. Unarmed: state VALID without a twin -- an armed copy is
 * READ, or VALID with the twin its first write took. os_mu held.
 */
void gos_arm_home(GosObj *g)
{
	VmObject *o = g->obj;
	size_t size;

	if (gos_space.opt.acquire != GOS_ACQUIRE_NOTICES || g->twin || !gos_is_home(g) ||
	    gos_st(o) != VM_GOS_VALID || o->clazz == vm_wk.string || o->clazz == vm_wk.clazz)
		return;
	size = gos_obj_size(o);
	__atomic_or_fetch(&o->gos_state, VM_GOS_READ, __ATOMIC_SEQ_CST);
	g->twin = malloc(size);
	if (!g->twin)
		gos_fatal("out of memory for a twin of %zu bytes", size);
	memcpy(g->twin, o, size);
	gos_mark_dirty(g);
}

GosObj *gos_cache_register(VmObject *o, uint64_t gid)
{
	GosObj *g;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_by_gid(gid);
	if (!g) {
		g = insert(o, gid);
		g->cached_next = gos_space.cached;
		gos_space.cached = g;
		gos_st_store(o, GOS_F_CACHED | VM_GOS_INVALID);
		gos_track_new(g);
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	return g;
}

long gos_lost_copies(int node, long *dirty, char *names, size_t cap)
{
	GosObj *g;
	long n = 0;

	*dirty = 0;
	if (!gos_lock_soon(&gos_space.os_mu))
		return -1;
	for (g = gos_space.cached; g; g = g->cached_next)
		if (g->home == node) {
			n++;
			if (g->twin)
				(*dirty)++;
			gos_name_add(names, cap, g->obj->clazz,
				     (g->obj->flags & OBJ_F_STATICS) != 0);
		}
	pthread_mutex_unlock(&gos_space.os_mu);
	return n;
}

/*
 * The references a twin holds are roots too. A release compares a copy
 * with its twin word by word, references included: if the object a twin
 * slot names were collected and a new object allocated at its address
 * and stored in that slot, the slot would compare equal and the write
 * would never reach the home. That lost updates on 2 nodes under
 * -Xgc:stress: a node that keeps a monitor (-Xgos:lockcache) rewrote a
 * field with fresh Integers in many critical sections between two
 * releases, and a boxed value that a collection had freed came back at
 * the same address (ConcSkipListThreads' counters).
 */
static void mark_twin_refs(GcMarker *m, const GosObj *g)
{
	const VmObject *o = g->obj;

	if (vm_class_is_array(o->clazz)) {
		const VmArray *a = (const VmArray *)o;
		VmObject *const *e = (VmObject *const *)(g->twin + VM_ARRAY_DATA_OFFSET);
		int32_t i;

		if (!gos_is_ref_array(o))
			return;
		for (i = 0; i < a->length; i++)
			if (e[i])
				gc_mark(m, e[i]);
	} else {
		uint32_t n, k;
		const uint32_t *offs = gos_ref_offsets(o, &n);

		for (k = 0; k < n; k++) {
			VmObject *v;
			memcpy(&v, g->twin + offs[k], sizeof v);
			if (v)
				gc_mark(m, v);
		}
	}
}

void gos_objects_scan_roots(GcMarker *m)
{
	size_t i;

	/* The world is stopped; no thread holds os_mu for long (gos_space.h).
	 * Exported home copies stay (another node may hold a reference: no
	 * distributed collection yet); a cached copy stays only while it has
	 * writes to send, a fetch in flight or a holder of its monitor here,
	 * otherwise it lives as long as this node references it (and is
	 * fetched again after that if a reference comes back). Statics live
	 * with their class. An object created here whose home moved away
	 * stays too: this node keeps its monitor and forwards to its home;
	 * so does one whose home this node handed on (`forwarded`): other
	 * nodes may still ask here, and a swept record would answer "no such
	 * object" instead of the redirect (4 nodes under -Xgc:stress:
	 * "malformed image", or redirects in a circle). */
	pthread_mutex_lock(&gos_space.os_mu);
	for (i = 0; i < gos_space.nbuckets; i++) {
		GosObj *g;
		for (g = gos_space.by_gid[i]; g; g = g->gid_next) {
			if (!(g->obj->flags & OBJ_F_STATICS) &&
			    (gos_is_home(g) || gos_is_mon_home(g) || g->twin || g->dirty || g->busy ||
			     g->forwarded || __atomic_load_n(&g->holders, __ATOMIC_RELAXED)))
				gc_mark(m, g->obj);
			if (g->twin)
				mark_twin_refs(m, g);
		}
	}
	pthread_mutex_unlock(&gos_space.os_mu);
}

/* os_mu held: take g out of both hash chains. */
static void unlink_chains(GosObj *g)
{
	GosObj **pp;

	for (pp = &gos_space.by_gid[hash_gid(g->gid, gos_space.nbuckets)]; *pp;
	     pp = &(*pp)->gid_next)
		if (*pp == g) {
			*pp = g->gid_next;
			break;
		}
	for (pp = &gos_space.by_ptr[hash_ptr(g->obj, gos_space.nbuckets)]; *pp;
	     pp = &(*pp)->ptr_next)
		if (*pp == g) {
			*pp = g->ptr_next;
			break;
		}
}

void gos_objects_swept(void)
{
	GosObj **pp, *g;
	uint64_t n = 0;

	pthread_mutex_lock(&gos_space.os_mu);
	for (pp = &gos_space.cached; (g = *pp) != NULL;) {
		/* statics blocks are not in the heap (link.c): they live with
		 * their class. A swept copy is not read: a large one's memory
		 * is unmapped (a worker's 60 KB array that the master had
		 * fetched made ThrPrintAtomic's master crash here) */
		if (g->statics || gc_is_object(g->obj)) {
			pp = &g->cached_next;
			continue;
		}
		/* never a root, so never written, busy or locked here */
		*pp = g->cached_next;
		unlink_chains(g);
		gos_space.count--;
		free(g->twin);
		free(g->spare);
		free(g->vec);
		free(g);
		n++;
	}
	if (n)
		gos_space.sweeps++;
	pthread_mutex_unlock(&gos_space.os_mu);
	GOS_COUNT(copies_collected, n);
}

/* ------------------------------------------------------- references */

void gos_ref_encode(GosBuf *b, VmObject *o)
{
	GosObj *g;

	if (!o) {
		gos_put_u8(b, 0);
		return;
	}
	if (o->clazz == vm_wk.clazz) {
		VmClass *c = vm_class_of_object(o);
		if (c && c->loader) {
			gos_put_u8(b, 5);
			gos_ref_encode(b, c->loader);
		} else {
			gos_put_u8(b, 2);
		}
		gos_put_string(b, c ? c->name : "java/lang/Object");
		return;
	}
	if (o->gos_state == 0) {
		const char *cls, *field;

		if (gos_const_of(o, &cls, &field)) {
			gos_put_u8(b, 3);
			gos_put_string(b, cls);
			gos_put_string(b, field);
			return;
		}
	}
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(o);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (!g)
		g = gos_export(o);
	if (o->clazz->loader) {
		gos_put_u8(b, 4);
		gos_ref_encode(b, o->clazz->loader);
	} else {
		gos_put_u8(b, 1);
	}
	gos_put_u64(b, g->gid);
	gos_put_string(b, o->clazz->name);
	gos_put_u32(b, vm_identity_hash(o));
	gos_put_u16(b, o->seq);
	if (vm_class_is_array(o->clazz))
		gos_put_u32(b, (uint32_t)((VmArray *)o)->length);
}

/* The class a reference names. A lambda class is made here from its call
 * site if this node has not linked that site yet: it may meet the class
 * first as an object's class or as a Class object another node stored. */
static VmClass *class_named(VmThread *t, const char *name)
{
	VmClass *c;

	if (!strstr(name, "$$Lambda$"))
		return vm_load_class(t, name);
	c = vm_find_loaded_class(name);
	return c ? c : vm_lambda_class(t, name);
}

static VmObject *ref_decode(VmThread *t, GosReader *r, bool *ok, int depth);

VmObject *gos_ref_decode(VmThread *t, GosReader *r, bool *ok)
{
	return ref_decode(t, r, ok, 0);
}

/* depth: the loaders named so far (a loader's class may have a loader of
 * its own; GOS_REF_MAX_DEPTH bounds the recursion a message can ask for) */
static VmObject *ref_decode(VmThread *t, GosReader *r, bool *ok, int depth)
{
	uint8_t kind = gos_get_u8(r);
	char name[512];
	uint64_t gid;
	uint32_t hash, len = 0;
	uint16_t seq;
	VmClass *c;
	VmObject *o, *loader = NULL;
	GosObj *g;

	*ok = false;
	if (r->failed)
		return NULL;
	if (kind == 0) {
		*ok = true;
		return NULL;
	}
	if (kind == 4 || kind == 5) {
		bool lok;
		if (depth >= GOS_REF_MAX_DEPTH)
			return NULL;
		loader = ref_decode(t, r, &lok, depth + 1);
		if (!lok || !loader)
			return NULL;
		kind = kind == 4 ? 1 : 2;
	}
	if (kind == 2) {
		if (!gos_get_string(r, name, sizeof name))
			return NULL;
		c = loader ? gos_user_class(t, loader, name) : class_named(t, name);
		if (!c)
			return NULL;
		o = vm_class_object(t, c);
		*ok = o != NULL;
		return o;
	}
	if (kind == 3) {
		char field[256];

		if (!gos_get_string(r, name, sizeof name) ||
		    !gos_get_string(r, field, sizeof field))
			return NULL;
		o = gos_const_value(t, name, field);
		*ok = o != NULL;
		return o;
	}
	if (kind != 1)
		return NULL;
	gid = gos_get_u64(r);
	if (!gos_get_string(r, name, sizeof name))
		return NULL;
	hash = gos_get_u32(r);
	seq = gos_get_u16(r);
	if (name[0] == '[')
		len = gos_get_u32(r);
	if (r->failed || (int32_t)len < 0 || GOS_GID_HOME(gid) >= gos_space.nodes)
		return NULL;
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_by_gid(gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	if (g) {
		*ok = true;
		return g->obj;
	}
	if (GOS_GID_HOME(gid) == gos_space.self)
		return NULL;     /* one of ours that we never exported: malformed */
	/* A placeholder: the right class (and length), unfetched. */
	c = loader ? gos_user_class(t, loader, name) : class_named(t, name);
	if (!c)
		return NULL;
	if (vm_class_is_array(c))
		o = (VmObject *)vm_new_array(t, c, (int32_t)len);
	else
		o = vm_new_object_unregistered(t, c);
	if (!o)
		return NULL;
	o->hash = hash;
	o->flags |= OBJ_F_HASHED;
	/* the home's sequence number: every node samples the object alike */
	o->seq = seq;
	g = gos_cache_register(o, gid);   /* another thread may have won */
	*ok = true;
	return g->obj;
}

/* ------------------------------------------------------------ images */

size_t gos_obj_size(const VmObject *o)
{
	if (o->flags & OBJ_F_STATICS)
		return o->clazz->statics_size;
	return vm_object_size(o);
}

bool gos_is_ref_array(const VmObject *o)
{
	return vm_class_is_array(o->clazz) && !o->clazz->component->prim_type;
}

bool gos_is_thread_class(const VmClass *c)
{
	return vm_wk.thread && vm_is_subclass((VmClass *)c, vm_wk.thread);
}

const uint32_t *gos_ref_offsets(const VmObject *o, uint32_t *n)
{
	if (o->flags & OBJ_F_STATICS) {
		*n = o->clazz->n_static_refs;
		return o->clazz->static_ref_offsets;
	}
	*n = o->clazz->n_refs;
	return o->clazz->ref_offsets;
}

uint8_t *gos_skip_map(const VmObject *o, size_t size)
{
	uint8_t *m = calloc(size ? size : 1, 1);
	const uint32_t *offs;
	uint32_t n, i;

	if (!m)
		gos_fatal("out of memory for a skip map");
	offs = gos_ref_offsets(o, &n);
	if (!(o->flags & OBJ_F_STATICS) && gos_is_thread_class(o->clazz) &&
	    vm_wk.thread_vmthread + 8 <= size)
		memset(m + vm_wk.thread_vmthread, 1, 8);
	for (i = 0; i < n; i++)
		if (offs[i] + sizeof(void *) <= size)
			memset(m + offs[i], 1, sizeof(void *));
	return m;
}

bool gos_is_ref_slot(const VmObject *o, size_t off)
{
	size_t size = gos_obj_size(o);
	uint32_t n, i;
	const uint32_t *offs;

	if (off + sizeof(void *) > size)
		return false;
	if (vm_class_is_array(o->clazz))
		return gos_is_ref_array(o) && off >= VM_ARRAY_DATA_OFFSET &&
		       (off - VM_ARRAY_DATA_OFFSET) % sizeof(void *) == 0;
	offs = gos_ref_offsets(o, &n);
	for (i = 0; i < n; i++)
		if (offs[i] == off)
			return true;
	return false;
}

void gos_image_encode(GosBuf *b, VmObject *o, uint32_t first)
{
	gos_put_u32(b, o->hash);
	if (vm_class_is_array(o->clazz)) {
		VmArray *a = (VmArray *)o;
		uint32_t len = (uint32_t)a->length, n, chunk = gos_space.opt.chunk;
		size_t at;

		gos_put_u32(b, len);
		gos_put_u32(b, first);
		at = b->len;
		gos_put_u32(b, 0);
		if (first >= len) {
			n = 0;
		} else if (gos_is_ref_array(o)) {
			VmObject **e = VM_ARRAY_ELEMS(VmObject *, a);
			size_t start = b->len;
			uint32_t i = first;
			do
				gos_ref_encode(b, __atomic_load_n(&e[i++], __ATOMIC_RELAXED));
			while (i < len && b->len - start < chunk && !b->oom);
			n = i - first;
		} else {
			size_t es = o->clazz->elem_size;
			n = (uint32_t)(chunk / es ? chunk / es : 1);
			if (n > len - first)
				n = len - first;
			gos_put_raw(b, (uint8_t *)VM_ARRAY_DATA(a) + (size_t)first * es, (size_t)n * es);
		}
		if (!b->oom)
			memcpy(b->data + at, (uint8_t[4]){ (uint8_t)n, (uint8_t)(n >> 8),
				(uint8_t)(n >> 16), (uint8_t)(n >> 24) }, 4);
	} else {
		size_t size = gos_obj_size(o);
		uint32_t n, i;
		const uint32_t *offs = gos_ref_offsets(o, &n);

		gos_put_u32(b, (uint32_t)(size - sizeof(VmObject)));
		gos_put_raw(b, (char *)o + sizeof(VmObject), size - sizeof(VmObject));
		gos_put_u32(b, n);
		for (i = 0; i < n; i++)
			gos_ref_encode(b, __atomic_load_n((VmObject **)((char *)o + offs[i]),
							  __ATOMIC_RELAXED));
	}
}

bool gos_image_decode(VmThread *t, VmObject *o, GosReader *r, uint32_t first, uint32_t *next)
{
	uint32_t hash = gos_get_u32(r);
	bool ok;

	(void)hash;   /* the placeholder has it from the reference already */
	if (vm_class_is_array(o->clazz)) {
		VmArray *a = (VmArray *)o;
		uint32_t len = gos_get_u32(r), at = gos_get_u32(r), n = gos_get_u32(r), i;

		/* the part asked for, not empty unless the array is */
		if (r->failed || len != (uint32_t)a->length || at != first || first > len ||
		    n > len - first || (n == 0 && len != 0))
			return false;
		if (gos_is_ref_array(o)) {
			VmObject **e = VM_ARRAY_ELEMS(VmObject *, a);
			for (i = first; i < first + n; i++) {
				VmObject *v = gos_ref_decode(t, r, &ok);
				if (!ok)
					return false;
				e[i] = v;
			}
		} else {
			size_t es = o->clazz->elem_size;
			const uint8_t *p = gos_get_raw(r, (size_t)n * es);
			if (!p)
				return false;
			memcpy((uint8_t *)VM_ARRAY_DATA(a) + (size_t)first * es, p, (size_t)n * es);
		}
		*next = first + n;
		return true;
	} else {
		size_t size = gos_obj_size(o), i;
		uint32_t body = gos_get_u32(r), n, k;
		const uint32_t *offs = gos_ref_offsets(o, &n);
		const uint8_t *p;
		uint8_t *skip;

		if (r->failed || body != size - sizeof(VmObject) || first != 0)
			return false;
		p = gos_get_raw(r, body);
		if (!p)
			return false;
		skip = gos_skip_map(o, size);
		for (i = sizeof(VmObject); i < size; i++)
			if (!skip[i])
				((uint8_t *)o)[i] = p[i - sizeof(VmObject)];
		free(skip);
		if (gos_get_u32(r) != n)
			return false;
		for (k = 0; k < n; k++) {
			VmObject *v = gos_ref_decode(t, r, &ok);
			if (!ok)
				return false;
			*(VmObject **)((char *)o + offs[k]) = v;
		}
		*next = 0;
		return !r->failed;
	}
}

/* --------------------------------------------------------- the fault */

/* Fetch g's contents from its home into the copy (busy set by us), an
 * array chunk by chunk; *version: the home's version of them (the oldest
 * chunk's: every part is at least that new). */
static bool prefetch_take(VmThread *t, GosReader *r, int from, uint64_t acquires);

static bool fetch(VmThread *t, GosObj *g, uint64_t *version)
{
	bool array = vm_class_is_array(g->obj->clazz);
	uint32_t first = 0, next = 0,
		 len = array ? (uint32_t)((VmArray *)g->obj)->length : 0;
	unsigned hops = 0;
	uint64_t v;

	*version = UINT64_MAX;
	for (;;) {
		GosBuf req;
		uint8_t *rep = NULL;
		size_t n = 0;
		GosReader r;
		GosStatus st;
		bool ok = false;
		uint8_t status;
		uint64_t acquires;
		int home = __atomic_load_n(&g->home, __ATOMIC_ACQUIRE);

		gos_buf_init(&req);
		gos_put_u32(&req, 0);
		gos_put_u64(&req, g->gid);
		gos_put_u32(&req, first);
		gos_put_u32(&req, first == 0 ? gos_space.opt.prefetch : 0);
		acquires = UINT64_MAX;   /* no prefetch asked for: none is used */
		if (first == 0 && gos_space.opt.prefetch) {
			pthread_mutex_lock(&gos_space.os_mu);
			acquires = gos_space.acquires;
			pthread_mutex_unlock(&gos_space.os_mu);
		}
		st = gos_call(t, home, GOS_OS_FETCH, &req, &rep, &n, NULL, NULL);
		gos_buf_free(&req);
		if (st != GOS_OK)
			gos_fatal("fetch of object %llx from node %d failed: %s",
				  (unsigned long long)g->gid, home, gos_status_str(st));
		gos_reader_init(&r, rep, n);
		status = gos_get_u8(&r);
		if (status == 2) {
			/* its home moved: ask there (a chunk already fetched is
			 * as new as the version noted) */
			gos_follow_redirect(t, g, &r, home, &hops);
			free(rep);
			continue;
		}
		if (status == 0) {
			v = gos_get_u64(&r);
			if (v < *version)
				*version = v;
			ok = gos_image_decode(t, g->obj, &r, first, &next) &&
			     prefetch_take(t, &r, home, acquires) && gos_reader_finish(&r) == GOS_OK;
		}
		GOS_COUNT(fetch_bytes, n);
		free(rep);
		if (!ok && !t->exception)
			gos_fatal("node %d sent a malformed image of object %llx (%s)",
				  home, (unsigned long long)g->gid, g->obj->clazz->name);
		if (!ok)
			return false;
		first = next;
		hops = 0;
		if (first >= len)
			break;
	}
	GOS_COUNT(fetches, 1);
	return true;
}

bool gos_access_fault(VmThread *t, VmObject *o, bool write)
{
	GosObj *g;
	bool ok = true;
	uint64_t epoch, version = 0;
	uint8_t b0 = __atomic_load_n(&o->gos_state, __ATOMIC_ACQUIRE);
	unsigned st0 = b0 & VM_GOS_STATE_MASK;

	/* Nothing to do for this access (a caller whose inline test is
	 * coarser, such as the JIT's): answered without the lock, as the loop
	 * below would answer it under the lock. */
	if (st0 == VM_GOS_VALID || (st0 == VM_GOS_READ && !write))
		return true;
	vm_mutex_lock(t, &gos_space.os_mu);
	/* tracked by the profiler (gos_track.c): log the access, then go on
	 * with the real state */
	if ((o->gos_state & VM_GOS_STATE_MASK) == VM_GOS_TRACKED && (g = gos_obj_of(o)) != NULL)
		gos_track_hit(t, g);
	for (;;) {
		unsigned st = gos_st(o);

		if (st == VM_GOS_VALID || (st == VM_GOS_READ && !write))
			break;
		g = gos_obj_of(o);
		if (!g)
			break;                 /* not ours: nothing to do */
		if (st == VM_GOS_READ && gos_is_home(g)) {
			/* an armed home copy (acquire=notices): keep a twin for
			 * the next release to compare, and run free until re-armed */
			if (!g->twin) {
				size_t size = gos_obj_size(o);
				/* the buffer of its last twin, kept by the re-arming */
				g->twin = g->spare ? g->spare : malloc(size);
				g->spare = NULL;
				if (!g->twin)
					gos_fatal("out of memory for a twin of %zu bytes", size);
				memcpy(g->twin, o, size);
				gos_mark_dirty(g);
			}
			gos_st_store(o, (uint8_t)(o->gos_state & ~VM_GOS_STATE_MASK));
			break;
		}
		if (st == VM_GOS_READ) {
			size_t size = gos_obj_size(o);
			g->twin = malloc(size);
			if (!g->twin)
				gos_fatal("out of memory for a twin of %zu bytes", size);
			memcpy(g->twin, o, size);
			gos_mark_dirty(g);
			/* written from now on: VALID, with its twin */
			gos_st_store(o, GOS_F_CACHED | VM_GOS_VALID);
			break;
		}
		/* INVALID */
		if (g->busy) {
			vm_cond_wait(t, &gos_space.os_cv, &gos_space.os_mu, NULL);
			continue;
		}
		g->busy = true;
		epoch = gos_space.epoch;
		pthread_mutex_unlock(&gos_space.os_mu);
		ok = fetch(t, g, &version);
		vm_mutex_lock(t, &gos_space.os_mu);
		g->busy = false;
		pthread_cond_broadcast(&gos_space.os_cv);
		if (!ok)
			break;
		/* an acquire between our request and now may have made what we
		 * fetched stale for the acquirer: fetch again */
		if (epoch == gos_space.epoch && version >= g->min_version) {
			g->version = version;
			gos_st_store(o, GOS_F_CACHED | VM_GOS_READ);
		}
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	return ok;
}

/* About how many bytes the image of o from element `first` takes (a
 * reference is a tag, a GID, its class's name -- counted as 512 bytes --,
 * a hash and a length): enough to tell a small answer from a large one. */
static size_t image_bound(VmObject *o, uint32_t first)
{
	size_t bound;

	if (vm_class_is_array(o->clazz)) {
		size_t len = (size_t)((VmArray *)o)->length;
		size_t left = first < len ? len - first : 0;
		size_t per = gos_is_ref_array(o) ? 1 + 8 + 4 + 2 + 4 + 2 + 512 : o->clazz->elem_size;
		bound = left * per;
		/* a part ends at the chunk size, plus one reference */
		if (bound > (size_t)gos_space.opt.chunk + per)
			bound = (size_t)gos_space.opt.chunk + per;
	} else {
		uint32_t n;

		(void)gos_ref_offsets(o, &n);
		bound = gos_obj_size(o) + (size_t)n * (1 + 8 + 4 + 2 + 4 + 2 + 512);
	}
	return bound + 32;
}

/* ------------------------------------------------------------ prefetch */

/*
 * Connectivity prefetch (-Xgos:prefetch=BYTES, ARCHITECTURE.md section 4):
 * a FETCH of an object's start carries the requester's byte budget, and
 * the home answers with the object and then, breadth first along
 * references, other objects it is home of (or that are still local to it:
 * sending them shares them) whose whole image fits what is left of the
 * budget -- each as a reference (so the requester can make its
 * placeholder), its version and its image. The requester installs each
 * into its copy if that copy is INVALID and nobody fetches it, under the
 * same rules as a fault's fetch (an acquire meanwhile, or a newer notice,
 * leaves it INVALID); other images are skipped. At most
 * GOS_PREFETCH_OBJECTS per answer, so a home never walks far.
 */
#define GOS_PREFETCH_OBJECTS 256

/* Would o's image from element 0 be the whole object in one part? */
static bool one_part(VmObject *o)
{
	size_t len;

	if (!vm_class_is_array(o->clazz))
		return true;
	len = (size_t)((VmArray *)o)->length;
	if (gos_is_ref_array(o))
		return len * (1 + 8 + 4 + 2 + 4 + 2 + 512) <= gos_space.opt.chunk;
	return len * o->clazz->elem_size <= gos_space.opt.chunk;
}

static void refs_push(VmObject *o, VmObject **q, size_t *nq, size_t cap)
{
	if (vm_class_is_array(o->clazz)) {
		VmArray *a = (VmArray *)o;
		int32_t i;
		if (!gos_is_ref_array(o))
			return;
		for (i = 0; i < a->length && *nq < cap; i++) {
			VmObject *v = __atomic_load_n(&VM_ARRAY_ELEMS(VmObject *, a)[i], __ATOMIC_RELAXED);
			if (v)
				q[(*nq)++] = v;
		}
	} else {
		uint32_t n, i;
		const uint32_t *offs = gos_ref_offsets(o, &n);
		for (i = 0; i < n && *nq < cap; i++) {
			VmObject *v = __atomic_load_n((VmObject **)((char *)o + offs[i]), __ATOMIC_RELAXED);
			if (v)
				q[(*nq)++] = v;
		}
	}
}

/* After an image of g went out: see gos_serve_fetch. */
static void mark_served(GosObj *g, bool armed)
{
	pthread_mutex_lock(&gos_space.os_mu);
	if (!armed || gos_st(g->obj) != VM_GOS_READ)
		g->served = true;
	pthread_mutex_unlock(&gos_space.os_mu);
}

/* u32 n, n x (ref, u64 version, image) of objects reachable from root. */
static void prefetch_put(GosBuf *b, VmObject *root, size_t budget)
{
	VmObject *q[4 * GOS_PREFETCH_OBJECTS], *sent[GOS_PREFETCH_OBJECTS + 1];
	size_t nq = 0, qh = 0, nsent = 0, at = b->len, i;
	uint32_t n = 0;

	gos_put_u32(b, 0);
	if (!budget)
		return;
	sent[nsent++] = root;
	refs_push(root, q, &nq, sizeof q / sizeof *q);
	while (qh < nq && nsent <= GOS_PREFETCH_OBJECTS && !b->oom) {
		VmObject *x = q[qh++];
		GosObj *g;
		bool armed = false, seen = false;
		uint64_t version = 0;
		size_t bound, mark;

		for (i = 0; i < nsent && !seen; i++)
			seen = sent[i] == x;
		if (seen || x->clazz == vm_wk.clazz || (x->flags & OBJ_F_STATICS) || !one_part(x))
			continue;
		bound = image_bound(x, 0) + 8 + 512;
		if (bound > budget)
			continue;
		pthread_mutex_lock(&gos_space.os_mu);
		g = gos_obj_of(x);
		pthread_mutex_unlock(&gos_space.os_mu);
		if (g && !gos_is_home(g))
			continue;
		if (!g) {
			const char *cls, *field;

			/* a constant of the class library travels by name
			 * (gos_ref_encode): the receiver has its own */
			if (x->gos_state == 0 && gos_const_of(x, &cls, &field))
				continue;
			g = gos_export(x);     /* shares a local object */
		}
		pthread_mutex_lock(&gos_space.os_mu);
		gos_arm_home(g);
		version = g->version;
		armed = gos_st(x) == VM_GOS_READ;
		pthread_mutex_unlock(&gos_space.os_mu);
		mark = b->len;
		gos_ref_encode(b, x);
		gos_put_u64(b, version);       /* the image may be newer, never older */
		gos_image_encode(b, x, 0);
		mark_served(g, armed);
		budget -= b->len - mark < budget ? b->len - mark : budget;
		sent[nsent++] = x;
		n++;
		refs_push(x, q, &nq, sizeof q / sizeof *q);
	}
	if (!b->oom)
		memcpy(b->data + at, (uint8_t[4]){ (uint8_t)n, (uint8_t)(n >> 8), (uint8_t)(n >> 16),
			(uint8_t)(n >> 24) }, 4);
}

/* Step over an image of an object of o's class. */
static bool image_skip(GosReader *r, VmObject *o)
{
	uint32_t n, i;

	(void)gos_get_u32(r);    /* hash */
	if (vm_class_is_array(o->clazz)) {
		(void)gos_get_u32(r);
		(void)gos_get_u32(r);
		n = gos_get_u32(r);
		if (r->failed)
			return false;
		if (gos_is_ref_array(o)) {
			for (i = 0; i < n; i++)
				if (!gos_ref_skip(r))
					return false;
			return true;
		}
		if ((size_t)n > (r->len - r->pos) / (o->clazz->elem_size ? o->clazz->elem_size : 1))
			return false;
		return gos_get_raw(r, (size_t)n * o->clazz->elem_size) != NULL;
	}
	n = gos_get_u32(r);
	if (r->failed || !gos_get_raw(r, n))
		return false;
	n = gos_get_u32(r);
	for (i = 0; i < n && !r->failed; i++)
		if (!gos_ref_skip(r))
			return false;
	return !r->failed;
}

/* The prefetched objects of a FETCH answer from node `from` (prefetch_put),
 * asked for when this node's acquire count was `acquires`. If an acquire
 * came since, the answer is not used: a write notice it applied may name
 * one of these objects, INVALID then (nothing to do), which would now be
 * filled with an older version; or it diffed and invalidated a copy the
 * answer holds from before that diff, which the diff's acknowledgement
 * would then label with the diff's version (a lost update that
 * ThrStress64 showed once in 10 runs on 4 nodes). */
static bool prefetch_take(VmThread *t, GosReader *r, int from, uint64_t acquires)
{
	uint32_t n = gos_get_u32(r), i;

	if (r->failed)
		return false;
	for (i = 0; i < n; i++) {
		bool ok, take = false;
		VmObject *x = gos_ref_decode(t, r, &ok);
		uint64_t v = gos_get_u64(r), epoch = 0;
		uint32_t next = 0;
		GosObj *g;

		if (!ok || !x || r->failed || x->clazz == vm_wk.clazz)
			return false;
		vm_mutex_lock(t, &gos_space.os_mu);
		g = gos_obj_of(x);
		if (g && !gos_is_home(g)) {
			__atomic_store_n(&g->home, from, __ATOMIC_RELEASE);   /* it said so */
			take = gos_st(x) == VM_GOS_INVALID && !g->busy &&
			       gos_space.acquires == acquires;
			if (take) {
				g->busy = true;       /* a root while we fill it */
				epoch = gos_space.epoch;
			}
		}
		pthread_mutex_unlock(&gos_space.os_mu);
		if (!take) {
			if (!image_skip(r, x))
				return false;
			continue;
		}
		ok = gos_image_decode(t, x, r, 0, &next);
		vm_mutex_lock(t, &gos_space.os_mu);
		g->busy = false;
		pthread_cond_broadcast(&gos_space.os_cv);
		if (ok && epoch == gos_space.epoch && gos_space.acquires == acquires &&
		    v >= g->min_version &&
		    (!vm_class_is_array(x->clazz) || next >= (uint32_t)((VmArray *)x)->length)) {
			g->version = v;
			gos_st_store(x, GOS_F_CACHED | VM_GOS_READ);
			GOS_COUNT(prefetched, 1);
		}
		pthread_mutex_unlock(&gos_space.os_mu);
		if (!ok)
			return false;
	}
	return true;
}

bool gos_serve_fetch(VmThread *t, GosReader *r, GosBuf *reply, size_t limit)
{
	uint64_t gid = gos_get_u64(r);
	uint32_t first = gos_get_u32(r), budget = gos_get_u32(r);
	GosObj *g;
	uint64_t version = 0;
	bool part_ok, armed = false;
	size_t bound;

	(void)t;
	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_reader_finish(r) == GOS_OK ? gos_obj_by_gid(gid) : NULL;
	if (g) {
		gos_arm_home(g);
		version = g->version;
		armed = gos_st(g->obj) == VM_GOS_READ;
	}
	pthread_mutex_unlock(&gos_space.os_mu);
	/* a part that exists: element `first` of an array (its end only when
	 * it is empty), the start of anything else */
	part_ok = g && (vm_class_is_array(g->obj->clazz) ?
			first < (uint32_t)((VmArray *)g->obj)->length || first == 0 :
			first == 0);
	if (g && !gos_is_home(g)) {
		/* it was ours (we forward) or we met it on its way here */
		gos_put_u8(reply, 2);
		gos_put_u32(reply, (uint32_t)__atomic_load_n(&g->home, __ATOMIC_ACQUIRE));
		return true;
	}
	if (!g || !part_ok) {
		gos_put_u8(reply, 1);
		return true;
	}
	bound = image_bound(g->obj, first);
	if (limit && bound > limit)
		return false;
	gos_put_u8(reply, 0);
	gos_put_u64(reply, version);  /* the image may be newer, never older */
	gos_image_encode(reply, g->obj, first);
	/* The image may hold writes of this node's threads that no log entry
	 * names yet. If they were undone before the next release compared the
	 * copy with its twin, nothing would ever be logged, and the requester
	 * would keep them under the older version for good (a lock's owner
	 * field read as taken long after it was freed). So the next release
	 * logs this object whether or not it changed (home_log) -- unless it
	 * stayed armed all along: then no thread of ours wrote it since its
	 * last entry (its first write would have faulted), and a spurious
	 * entry would make a requester still fetching a large array in parts
	 * start again at every release of ours. */
	mark_served(g, armed);
	if (first != 0)
		budget = 0;                       /* only with an object's start */
	else if (limit && limit - bound < budget)
		budget = (uint32_t)(limit - bound);   /* on the receiver: its bound */
	prefetch_put(reply, g->obj, budget);
	return true;
}
