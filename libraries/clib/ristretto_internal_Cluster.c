/*
 * ristretto_internal_Cluster.c -- natives of ristretto.internal.Cluster:
 * which node this is, and starting a thread on a chosen node.  The class
 * library uses them to run an operation on a resource that belongs to
 * one node (a socket's descriptor) from a thread running on another
 * (doc/gos.md, "Node-bound resources").  On one JVM the node is 0 and
 * every thread starts here.
 */
#include "config.h"

#include "hooks.h"
#include "natives.h"
#include "vm.h"

#define NATIVE(name) static void name(VmThread *t, VmSlot *a, VmSlot *r)

NATIVE(cl_node0)
{
	(void)t;
	(void)a;
	r->i = vm_gos_hooks.node_index ? vm_gos_hooks.node_index() : 0;
}

/* Thread.startNode = node, before the Java side calls start(). */
NATIVE(cl_pin0)
{
	VmObject *th = a[0].l;

	(void)r;
	if (!th) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return;
	}
	if (!vm_gos_touch(t, th, true))
		return;
	VM_OBJ_FIELD(int32_t, th, vm_wk.thread_start_node) = a[1].i;
}

const VmNativeDef vm_natives_ristretto_cluster[] = {
	{ "ristretto/internal/Cluster", "node0", "()I", cl_node0 },
	{ "ristretto/internal/Cluster", "pin0", "(Ljava/lang/Thread;I)V", cl_pin0 },
	{ NULL, NULL, NULL, NULL }
};
