/*
 * gos_class.c -- classes that user class loaders define, on a cluster.
 *
 * Such a class is known cluster-wide by its defining loader (a shared
 * object like any other) and its name (gos_object.c, references of kinds
 * 4 and 5).  Each node has its own copy of it, for its own copy of the
 * loader.  A node gets its copy either by running the program's code
 * there (loadClass on the loader, which calls defineClass), or, when a
 * reference to an object or the Class of such a class arrives first, by
 * fetching it from a node that has it:
 *
 *   CLASS  ref loader, str name  ->  u8 0, u32 n, n bytes of the class
 *                                    file, u32 k, k x ref (the Class of
 *                                    the superclass, then of each
 *                                    interface, as that node's loader
 *                                    resolved them)
 *                                |   u8 1: not defined here
 *
 * The asking node asks the loader's home first (the loader's code most
 * likely ran there), then every other node in turn: a node that sent a
 * reference to an object of the class has it.  It then makes its copy
 * bottom-up: each supertype from its reference (a class of the class
 * path loads as usual; one of a user loader is fetched the same way,
 * recursively), recorded in its loader's namespace as resolved by the
 * loader, so that defining the class runs none of the loader's Java code
 * (vm_define_fetched_class).  If the program's code here defines the
 * class through the loader meanwhile, that definition is the one used,
 * and if it does so afterwards, its defineClass gets the fetched class
 * (loader.c define_in).
 *
 * Who answers: a thread of its own per request (gos_spawn), never the
 * service thread.  A node's service thread may itself be fetching a class
 * (decoding a reference in a DIFF it applies), so two service threads
 * asking each other would wait for ever; the answering thread only reads
 * the class and encodes references, and never waits for another node.
 *
 * A lambda class (Caller$$Lambda$N) has no class file: the node makes its
 * own from call site N of its copy of the caller, fetched first if need
 * be, as it does for a lambda of a class-path class (gos_object.c).
 *
 * Statics: a class of a user loader has cluster statics like an
 * application class -- the master runs its <clinit> and holds the home of
 * its statics (gos_thread.c, gos_class_init), fetching the class first if
 * it has no copy.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_space.h"

/* --------------------------------------------------------- answering */

static void answer_class(VmThread *t, void *arg)
{
	GosJob *j = arg;
	GosReader r;
	GosBuf b;
	VmObject *loader;
	VmClass *c = NULL;
	char name[512];
	bool ok;

	gos_reader_init(&r, j->p, j->n);
	loader = gos_ref_decode(t, &r, &ok);
	if (ok && loader && gos_get_string(&r, name, sizeof name) && gos_reader_finish(&r) == GOS_OK)
		c = vm_find_loaded_class_in(loader, name);
	gos_buf_init(&b);
	if (c && c->loader == loader && c->bytes && c->bytes_len <= UINT32_MAX &&
	    c->state != VM_CLASS_ERROR) {
		/* the superclass, if any, then every interface (up to 65,535) */
		uint32_t sup = c->super ? 1 : 0, k = sup + c->n_interfaces, i;

		gos_put_u8(&b, 0);
		gos_put_bytes(&b, c->bytes, c->bytes_len);   /* u32 n, the bytes */
		gos_put_u32(&b, k);
		for (i = 0; i < k; i++) {
			VmObject *co = vm_class_object(t, i < sup ? c->super : c->interfaces[i - sup]);
			if (!co)
				break;
			gos_ref_encode(&b, co);
		}
		if (i < k) {          /* out of memory: say "not here" */
			b.len = 0;
			gos_put_u8(&b, 1);
		}
	} else {
		gos_put_u8(&b, 1);
	}
	t->exception = NULL;
	gos_reply(j->src, j->rid, &b);
	gos_buf_free(&b);
	free(j);
}

void gos_class_request(int src, const uint8_t *p, size_t n)
{
	GosReader r;
	uint32_t rid;

	gos_reader_init(&r, p, n);
	rid = gos_get_u32(&r);
	if (!r.failed)
		gos_spawn_job("class server", answer_class, src, rid, p + r.pos, n - r.pos);
}

/* ----------------------------------------------------------- asking */

/* Ask node `node` for the class; the defined class, or NULL with *here
 * false when that node has no copy.  A malformed answer stops the
 * cluster. */
static VmClass *fetch_from(VmThread *t, int node, VmObject *loader, const char *name, bool *here)
{
	GosBuf b;
	GosReader r;
	uint8_t *rep = NULL;
	size_t n = 0;
	uint32_t len;
	const uint8_t *bytes;
	uint32_t k, i;
	VmClass *c = NULL;
	GosStatus st;

	*here = false;
	gos_buf_init(&b);
	gos_put_u32(&b, 0);
	gos_ref_encode(&b, loader);
	gos_put_string(&b, name);
	st = gos_call(t, node, GOS_OS_CLASS, &b, &rep, &n, NULL, NULL);
	gos_buf_free(&b);
	if (st != GOS_OK)
		gos_fatal("fetching class %s from node %d failed: %s", name, node, gos_status_str(st));
	gos_reader_init(&r, rep, n);
	if (gos_get_u8(&r) != 0 || r.failed) {
		free(rep);
		return NULL;
	}
	*here = true;
	len = gos_get_u32(&r);
	if (r.failed || len > r.len - r.pos)
		gos_fatal("node %d sent a malformed answer for class %s", node, name);
	bytes = r.p + r.pos;
	r.pos += len;
	k = gos_get_u32(&r);
	for (i = 0; i < k && !r.failed; i++) {
		bool ok;
		VmObject *co = gos_ref_decode(t, &r, &ok);
		VmClass *s = ok && co && co->clazz == vm_wk.clazz ? vm_class_of_object(co) : NULL;

		if (!s) {
			if (!t->exception)
				gos_fatal("node %d sent a malformed answer for class %s", node, name);
			break;
		}
		if (!vm_loader_record(t, loader, s))
			break;
	}
	if (i == k && !r.failed && gos_reader_finish(&r) == GOS_OK)
		c = vm_define_fetched_class(t, loader, name, bytes, len);
	else if (!t->exception)
		gos_fatal("node %d sent a malformed answer for class %s", node, name);
	free(rep);
	return c;
}

/* A class of user loader `loader` whose object or Class arrived without
 * this node having defined it: fetched from the first node that has it. */
static VmClass *fetch_class(VmThread *t, VmObject *loader, const char *name)
{
	int first = -1, i, node;
	GosObj *g;
	VmClass *c;
	bool here;

	pthread_mutex_lock(&gos_space.os_mu);
	g = gos_obj_of(loader);
	if (g && GOS_GID_HOME(g->gid) != gos_space.self)
		first = (int)GOS_GID_HOME(g->gid);
	pthread_mutex_unlock(&gos_space.os_mu);
	for (i = -1; i < gos_space.nodes; i++) {
		node = i < 0 ? first : i;
		if (node < 0 || node == gos_space.self || (i >= 0 && node == first))
			continue;
		c = fetch_from(t, node, loader, name, &here);
		if (here || c)
			return c;   /* NULL: defining it failed, exception pending */
	}
	return NULL;
}

static void stop_unknown(VmObject *loader, const char *name, const char *why)
{
	char cn[512];

	vm_class_java_name(loader->clazz, cn, sizeof cn);
	gos_fatal("class %s of class loader object (an instance of %s) reached node %d, %s",
		  name, cn, gos_space.self, why);
}

VmClass *gos_user_class(VmThread *t, VmObject *loader, const char *name)
{
	VmClass *c = vm_find_loaded_class_in(loader, name);
	const char *e = name;
	int dims = 0;

	if (c)
		return c;
	while (*e == '[') {
		e++;
		dims++;
	}
	if (dims) {
		/* an array of a class of the loader: its element class */
		char inner[512];
		size_t n = strlen(e);

		if (*e != 'L' || n < 3 || e[n - 1] != ';' || n - 2 >= sizeof inner)
			stop_unknown(loader, name, "which is not a valid array class name");
		memcpy(inner, e + 1, n - 2);
		inner[n - 2] = 0;
		c = gos_user_class(t, loader, inner);
		while (c && dims-- > 0)
			c = vm_array_class(t, c);
	} else if (strstr(name, "$$Lambda$")) {
		/* a lambda class has no class file: made here from its call
		 * site in the class that created it, which is fetched first */
		char caller[512];
		size_t n = (size_t)(strstr(name, "$$Lambda$") - name);

		if (n >= sizeof caller)
			stop_unknown(loader, name, "which is not a valid lambda class name");
		memcpy(caller, name, n);
		caller[n] = 0;
		c = gos_user_class(t, loader, caller) ? vm_lambda_class_in(t, loader, name) : NULL;
	} else {
		c = fetch_class(t, loader, name);
	}
	if (!c) {
		VmObject *ex = t->exception;
		char cn[512], why[1200];

		if (!ex)
			stop_unknown(loader, name, "and no node has it: it cannot be fetched");
		vm_class_java_name(ex->clazz, cn, sizeof cn);
		snprintf(why, sizeof why, "and defining the copy another node sent failed with %s", cn);
		stop_unknown(loader, name, why);
	}
	return c;
}
