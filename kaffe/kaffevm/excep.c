/*
 * excep.c -- creating, recording and reporting exceptions.
 *
 * vm_throw() builds a Throwable the way Java code would (new + the
 * (String) or () constructor), which fills in its stack trace through
 * Throwable.fillInStackTrace0.  The backtrace is a long[] of pairs
 * (VmMethod pointer, decoded instruction index), cheap to record and
 * decoded to StackTraceElements only when asked for.  Frames of
 * fillInStackTrace and of the constructors of the exception being built are
 * left out, as a stock JVM does.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "intrp/decode.h"
#include "vm.h"

void vm_throw_object(VmThread *t, VmObject *ex)
{
	t->exception = ex;
}

static char boot_failure[600];

const char *vm_boot_failure(void)
{
	return boot_failure[0] ? boot_failure : NULL;
}

void vm_throw(VmThread *t, const char *name, const char *fmt, ...)
{
	char msg[1024];
	VmClass *c;
	VmObject *ex, *jmsg = NULL;
	VmMethod *ctor;
	VmSlot a[2], r;
	bool overflow = false;

	/* Building an exception can fail and throw again (a class library
	 * without the exception class, an allocation failure); give up after a
	 * few levels with the preallocated error rather than recursing. */
	static __thread int depth;
	if (depth > 4) {
		t->exception = vm_wk.oom;
		return;
	}
	msg[0] = 0;
	if (fmt) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
	}
	if (!vm_wk.system) {
		/* Start-up, core classes (vm.c, core()) incomplete (a damaged class library):
		 * remember the first reason, build nothing. */
		if (!boot_failure[0])
			snprintf(boot_failure, sizeof boot_failure, "%s%s%s", name, msg[0] ? ": " : "", msg);
		t->exception = NULL;
		return;
	}
	VM_DBG(VM_DBG_EXCEP, "[excep] %s: %s (in %s.%s%s)\n", name, msg,
	       t->top ? t->top->method->clazz->name : "-", t->top ? t->top->method->name : "",
	       t->top ? t->top->method->desc : "");
	t->exception = NULL;
	if (strcmp(name, "java/lang/StackOverflowError") == 0 && !t->in_overflow) {
		t->in_overflow = true;   /* open the headroom while we build it */
		overflow = true;
	}
	depth++;
	c = vm_load_class(t, name);
	depth--;
	if (!c || !vm_ensure_init(t, c))
		goto out;
	ex = vm_new_object(t, c);
	if (!ex)
		goto out;
	if (fmt) {
		jmsg = vm_string_from_utf8(t, msg);
		if (!jmsg)
			goto out;
		ctor = vm_find_method(c, vm_symbol("<init>"), vm_symbol("(Ljava/lang/String;)V"));
	} else {
		ctor = vm_find_method(c, vm_symbol("<init>"), vm_symbol("()V"));
	}
	if (!ctor) {
		fprintf(stderr, "ristretto: %s has no suitable constructor\n", name);
		t->exception = vm_wk.oom;
		goto out;
	}
	a[0].l = ex;
	a[1].l = jmsg;
	depth++;
	if (vm_call(t, ctor, a, &r))
		t->exception = ex;
	depth--;
out:
	if (overflow)
		t->in_overflow = false;
	if (!t->exception)
		t->exception = vm_wk.oom;
}

/*
 * A NullPointerException the VM raises itself: both engines come here
 * (the interpreter's NULLCHK, the JIT's stubs and runtime calls), so the
 * exception is built and marked the same way.  The mark, the field
 * NullPointerException.implicitNull, tells getMessage() that the message
 * may be computed from the backtrace's top frame (npe.c); an exception
 * built by Java code or by a native that passes no message is not marked
 * and keeps its null message, as on JDK 17.  The field is looked up at
 * each throw (a short search of one class's fields), which keeps this free
 * of cached state shared between threads.
 */
void vm_throw_npe(VmThread *t)
{
	VmObject *ex;
	VmField *f;

	vm_throw(t, "java/lang/NullPointerException", NULL);
	ex = t->exception;
	if (!ex || ex == vm_wk.oom || strcmp(ex->clazz->name, "java/lang/NullPointerException") != 0)
		return;
	f = vm_find_field(ex->clazz, vm_symbol("implicitNull"), vm_symbol("Z"));
	if (f)
		VM_OBJ_FIELD(uint8_t, ex, f->offset) = 1;
}

VmObject *vm_npe_helpful_message(VmThread *t, VmObject *npe)
{
	VmArray *bt = VM_OBJ_FIELD(VmArray *, npe, vm_wk.throwable_backtrace);
	const VmMethod *m;
	int64_t idx;
	char *msg;
	VmObject *r;

	if (!bt || bt->length < 2)
		return NULL;
	m = (const VmMethod *)(intptr_t)VM_ARRAY_ELEMS(int64_t, bt)[0];
	idx = VM_ARRAY_ELEMS(int64_t, bt)[1];
	if (!m || idx < 0 || !m->insn_pc || (uint64_t)idx >= m->n_insns)
		return NULL;
	msg = vm_npe_message(m, m->insn_pc[idx]);
	if (!msg)
		return NULL;
	r = vm_string_from_utf8(t, msg);
	free(msg);
	return r;
}

int vm_line_number(const VmMethod *m, uint32_t insn)
{
	uint32_t pc, i;
	int line = -1;
	uint16_t best = 0;

	if (!m->code || !m->insn_pc || insn >= m->n_insns)
		return -1;
	pc = m->insn_pc[insn];
	for (i = 0; i < m->code->n_lines; i++) {
		const VmCfLine *l = &m->code->lines[i];
		if (l->start_pc <= pc && l->start_pc >= best) {
			best = l->start_pc;
			line = l->line;
		}
	}
	return line;
}

/* Lambda proxy classes are hidden frames, as on a stock JVM. */
static bool frame_shown(const VmFrame *f)
{
	return !f->method->clazz->synth;
}

/* The frame's instruction index, -1 for a native or unknown one. */
static int64_t frame_insn(const VmFrame *f)
{
	return (f->flags & VM_FRAME_NATIVE) || !f->method->pcode ? -1
		: (int64_t)(f->pc - f->method->pcode);
}

int64_t vm_frame_pc(const VmFrame *f)
{
	int64_t i = frame_insn(f);

	return i < 0 || !f->method->insn_pc || (uint64_t)i >= f->method->n_insns ? -1
		: (int64_t)f->method->insn_pc[i];
}

size_t vm_frames_collect(VmFrame *f, VmMethod **m, int64_t *idx, size_t max)
{
	size_t n = 0;

	for (; f; f = f->prev) {
		if (!frame_shown(f))
			continue;
		if (m && n < max) {
			m[n] = f->method;
			idx[n] = frame_insn(f);
		}
		n++;
	}
	return n;
}

void vm_fill_backtrace(VmThread *t, VmObject *throwable)
{
	VmFrame *f;
	size_t n, i = 0;
	VmArray *bt;
	VmClass *tc = throwable->clazz;
	const char *fill = vm_symbol("fillInStackTrace"), *fill0 = vm_symbol("fillInStackTrace0");
	const char *init = vm_symbol("<init>");

	f = t->top;
	/* Skip fillInStackTrace frames, then the constructors of this throwable. */
	while (f && (f->method->name == fill || f->method->name == fill0))
		f = f->prev;
	while (f && f->method->name == init && vm_is_subclass(tc, f->method->clazz))
		f = f->prev;
	n = vm_frames_collect(f, NULL, NULL, 0);
	bt = vm_new_prim_array(t, 'J', (int32_t)(n * 2));
	if (!bt)
		return;
	/* written straight into the array: this runs at every throw */
	for (; f; f = f->prev) {
		int64_t *e = VM_ARRAY_ELEMS(int64_t, bt);
		if (!frame_shown(f))
			continue;
		e[i * 2] = (int64_t)(intptr_t)f->method;
		e[i * 2 + 1] = frame_insn(f);
		i++;
	}
	VM_OBJ_FIELD(VmArray *, throwable, vm_wk.throwable_backtrace) = bt;
}

void vm_frame_text(VmMethod *m, int64_t idx, char *cbuf, size_t cbuflen, VmSteText *out)
{
	vm_class_java_name(m->clazz, cbuf, cbuflen);
	out->cls = cbuf;
	out->method = m->name;
	out->file = m->clazz->source_file;
	if (m->access & ACC_NATIVE)
		out->line = -2;
	else
		out->line = idx < 0 ? -1 : vm_line_number(m, (uint32_t)idx);
}

static VmMethod *ste_ctor(VmThread *t)
{
	VmMethod *ctor = vm_find_declared_method(vm_wk.ste, vm_symbol("<init>"),
		vm_symbol("(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V"));

	if (!ctor || !vm_ensure_init(t, vm_wk.ste)) {
		if (!t->exception)
			vm_throw(t, "java/lang/InternalError", "StackTraceElement constructor missing");
		return NULL;
	}
	return ctor;
}

/* A StackTraceElement for e into arr[i]; names become string literals
 * when literal (symbols of this VM), else new strings. */
static bool put_ste(VmThread *t, VmMethod *ctor, VmArray *arr, int32_t i,
		    const VmSteText *e, bool literal)
{
	VmObject *ste;
	VmSlot a[5], r;

	ste = vm_new_object(t, vm_wk.ste);
	if (!ste)
		return false;
	VM_ARRAY_ELEMS(VmObject *, arr)[i] = ste;
	a[0].l = ste;
	if (!(a[1].l = vm_string_from_utf8(t, e->cls)))
		return false;
	if (!(a[2].l = literal ? vm_string_literal(t, e->method) : vm_string_from_utf8(t, e->method)))
		return false;
	a[3].l = NULL;
	if (e->file && !(a[3].l = literal ? vm_string_literal(t, e->file) : vm_string_from_utf8(t, e->file)))
		return false;
	a[4].i = e->line;
	return vm_call(t, ctor, a, &r);
}

VmObject *vm_frames_to_ste(VmThread *t, VmMethod *const *ms, const int64_t *idxs, int32_t n)
{
	VmMethod *ctor = ste_ctor(t);
	VmArray *arr;
	int32_t i;

	if (!ctor)
		return NULL;
	arr = vm_new_object_array(t, vm_wk.ste, n);
	if (!arr)
		return NULL;
	for (i = 0; i < n; i++) {
		char cname[1024];
		VmSteText e;

		vm_frame_text(ms[i], idxs[i], cname, sizeof cname, &e);
		if (!put_ste(t, ctor, arr, i, &e, true))
			return NULL;
	}
	return &arr->hdr;
}

VmObject *vm_ste_from_text(VmThread *t, const VmSteText *e, int32_t n)
{
	VmMethod *ctor = ste_ctor(t);
	VmArray *arr;
	int32_t i;

	if (!ctor)
		return NULL;
	arr = vm_new_object_array(t, vm_wk.ste, n);
	if (!arr)
		return NULL;
	for (i = 0; i < n; i++)
		if (!put_ste(t, ctor, arr, i, &e[i], false))
			return NULL;
	return &arr->hdr;
}

VmObject *vm_backtrace_to_ste(VmThread *t, VmObject *throwable)
{
	VmArray *bt = VM_OBJ_FIELD(VmArray *, throwable, vm_wk.throwable_backtrace);
	int32_t n = bt ? bt->length / 2 : 0, i;
	VmMethod **ms = malloc((n ? (size_t)n : 1) * sizeof *ms);
	int64_t *idx = malloc((n ? (size_t)n : 1) * sizeof *idx);
	VmObject *r;

	if (!ms || !idx) {
		free(ms);
		free(idx);
		vm_throw(t, "java/lang/OutOfMemoryError", "stack trace");
		return NULL;
	}
	for (i = 0; i < n; i++) {
		int64_t *e = VM_ARRAY_ELEMS(int64_t, bt);
		ms[i] = (VmMethod *)(intptr_t)e[i * 2];
		idx[i] = e[i * 2 + 1];
	}
	r = vm_frames_to_ste(t, ms, idx, n);
	free(ms);
	free(idx);
	return r;
}

void vm_report_uncaught(VmThread *t, VmObject *ex)
{
	VmSlot a[2], r;
	VmObject *err, *name = NULL, *prefix;
	VmField *f;
	char *tn, buf[1200];

	t->exception = NULL;
	f = vm_find_field(vm_wk.system, vm_symbol("err"), vm_symbol("Ljava/io/PrintStream;"));
	err = f ? *(VmObject **)((char *)vm_wk.system->statics + f->offset) : NULL;
	if (t->jthread && vm_wk.thread_name)
		name = VM_OBJ_FIELD(VmObject *, t->jthread, vm_wk.thread_name);
	tn = vm_string_to_utf8(name ? name : NULL);
	snprintf(buf, sizeof buf, "Exception in thread \"%s\" ", name ? tn : "main");
	free(tn);
	if (err && (prefix = vm_string_from_utf8(t, buf))) {
		a[0].l = prefix;
		if (vm_call_virtual(t, err, "print", "(Ljava/lang/String;)V", a, 1, &r)) {
			a[0].l = err;
			if (vm_call_virtual(t, ex, "printStackTrace", "(Ljava/io/PrintStream;)V", a, 1, &r)) {
				vm_call_virtual(t, err, "flush", "()V", NULL, 0, &r);
				t->exception = NULL;
				return;
			}
		}
	}
	/* The library could not print it: say what we can. */
	t->exception = NULL;
	{
		char cn[512];
		vm_class_java_name(ex->clazz, cn, sizeof cn);
		fprintf(stderr, "%s%s\n", buf, cn);
	}
}
