/*
 * gos_vm.c -- payload codecs of the VM's cluster protocol (HELLO, RUN,
 * CLASS_REQ/REP, CONSOLE, EXIT, HALT; layouts in gos.h).
 *
 * Decoders are the trust boundary: each checks every field against its
 * range, that strings hold no NUL, that counts fit the bytes actually
 * present before anything is allocated, and that no byte is left over.
 * Encoders report GOS_ERR_ARG for values a decoder would refuse, so a
 * well-behaved node never sends what its peer must reject.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "gos_internal.h"

static GosStatus
enc_done(const GosBuf *b)
{
	return b->oom ? GOS_ERR_NOMEM : GOS_OK;
}

static GosStatus
dec_done(const GosReader *r)
{
	return gos_reader_finish(r);
}

/* A u16-length string as a pointer into the input (not terminated). */
static const uint8_t *
get_str_view(GosReader *r, size_t *len)
{
	uint16_t n = gos_get_u16(r);
	const uint8_t *q;

	if (r->failed)
		return NULL;
	q = gos_get_raw(r, n);
	if (q == NULL)
		return NULL;
	if (memchr(q, '\0', n) != NULL) {
		r->failed = true;
		return NULL;
	}
	*len = n;
	return q;
}

/* ---------------------------------------------------------------- */

GosStatus
gos_vm_hello_encode(GosBuf *b, uint32_t pid, const char *host)
{
	if (host == NULL || strlen(host) > GOS_HOST_MAX)
		return GOS_ERR_ARG;
	gos_put_u32(b, pid);
	gos_put_string(b, host);
	return enc_done(b);
}

GosStatus
gos_vm_hello_decode(const uint8_t *p, size_t n, uint32_t *pid, char *host,
                    size_t hostcap)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	*pid = gos_get_u32(&r);
	if (!gos_get_string(&r, host, hostcap < GOS_HOST_MAX + 1
	                                      ? hostcap : GOS_HOST_MAX + 1))
		return r.failed ? GOS_ERR_FIELD : GOS_ERR_TRUNCATED;
	if (*pid == 0)
		return GOS_ERR_FIELD;
	return dec_done(&r);
}

/* ---------------------------------------------------------------- */

GosStatus
gos_vm_run_encode(GosBuf *b, const GosVmRun *run)
{
	if (run == NULL || run->main_class == NULL || run->argc < 0 ||
	    run->argc > GOS_VM_MAX_ARGS || run->nprops < 0 ||
	    run->nprops > GOS_VM_MAX_ARGS ||
	    (run->flags & ~(GOS_VM_RUN_SPMD | GOS_VM_RUN_INFO | GOS_VM_RUN_GOS)) != 0 ||
	    run->nodes < 1 || run->nodes > GOS_MAX_NODES ||
	    strlen(run->main_class) > UINT16_MAX)
		return GOS_ERR_ARG;
	for (int i = 0; i < run->argc; i++)
		if (run->argv[i] == NULL || strlen(run->argv[i]) > UINT16_MAX)
			return GOS_ERR_ARG;
	for (int i = 0; i < run->nprops; i++)
		if (run->props[i] == NULL || strlen(run->props[i]) > UINT16_MAX ||
		    strchr(run->props[i], '=') == NULL)
			return GOS_ERR_ARG;
	gos_put_u8(b, run->flags);
	gos_put_u32(b, run->nodes);
	gos_put_string(b, run->main_class);
	gos_put_u32(b, (uint32_t)run->argc);
	for (int i = 0; i < run->argc; i++)
		gos_put_string(b, run->argv[i]);
	gos_put_u32(b, (uint32_t)run->nprops);
	for (int i = 0; i < run->nprops; i++)
		gos_put_string(b, run->props[i]);
	return enc_done(b);
}

/* Copy `count` strings from r into a string table at *dst, text at *text. */
static void
copy_strs(GosReader *r, uint32_t count, char **table, char **text)
{
	for (uint32_t i = 0; i < count && !r->failed; i++) {
		size_t len = 0;
		const uint8_t *q = get_str_view(r, &len);
		if (q == NULL)
			return;
		memcpy(*text, q, len);
		(*text)[len] = '\0';
		table[i] = *text;
		*text += len + 1;
	}
}

GosStatus
gos_vm_run_decode(const uint8_t *p, size_t n, GosVmRun **out)
{
	GosReader r;
	uint8_t flags;
	uint32_t nodes, argc, nprops;
	size_t mclen = 0, after_main, after_args;
	GosVmRun *run;
	char *text;

	*out = NULL;
	/* pass 1: validate and size everything */
	gos_reader_init(&r, p, n);
	flags = gos_get_u8(&r);
	nodes = gos_get_u32(&r);
	(void)get_str_view(&r, &mclen);
	after_main = r.pos;
	argc = gos_get_u32(&r);
	if (r.failed)
		return GOS_ERR_TRUNCATED;
	if ((flags & ~(GOS_VM_RUN_SPMD | GOS_VM_RUN_INFO | GOS_VM_RUN_GOS)) != 0 || nodes < 1 ||
	    nodes > GOS_MAX_NODES || argc > GOS_VM_MAX_ARGS)
		return GOS_ERR_FIELD;
	for (uint32_t i = 0; i < argc && !r.failed; i++) {
		size_t l;
		(void)get_str_view(&r, &l);
	}
	after_args = r.pos;
	nprops = gos_get_u32(&r);
	if (r.failed)
		return GOS_ERR_TRUNCATED;
	if (nprops > GOS_VM_MAX_ARGS)
		return GOS_ERR_FIELD;
	for (uint32_t i = 0; i < nprops && !r.failed; i++) {
		size_t l = 0;
		const uint8_t *q = get_str_view(&r, &l);
		if (q != NULL && memchr(q, '=', l) == NULL)
			return GOS_ERR_FIELD;
	}
	if (r.failed)
		return GOS_ERR_TRUNCATED;
	if (r.pos != r.len)
		return GOS_ERR_FIELD;

	/* pass 2: copy; the payload bounds the text size */
	run = calloc(1, sizeof *run + (argc + nprops) * sizeof(char *) + n +
	                        argc + nprops + 1);
	if (run == NULL)
		return GOS_ERR_NOMEM;
	run->argv = (char **)(run + 1);
	run->props = run->argv + argc;
	text = (char *)(run->props + nprops);
	run->flags = flags;
	run->nodes = nodes;
	run->argc = (int)argc;
	run->nprops = (int)nprops;
	memcpy(text, p + 5 + 2, mclen);
	text[mclen] = '\0';
	run->main_class = text;
	text += mclen + 1;
	gos_reader_init(&r, p, n);
	r.pos = after_main + 4;
	copy_strs(&r, argc, run->argv, &text);
	r.pos = after_args + 4;
	copy_strs(&r, nprops, run->props, &text);
	if (r.failed) { /* cannot happen after pass 1 */
		free(run);
		return GOS_ERR_FIELD;
	}
	*out = run;
	return GOS_OK;
}

/* ---------------------------------------------------------------- */

/* Bytes of the well-formed UTF-8 sequence at s (lead byte >= 0x80), or
 * 0 if it is not one (RFC 3629). */
static size_t
utf8_length(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char lo = 0x80, hi = 0xbf;
	size_t n;

	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 2;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 3;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (u[0] == 0xe0)
		lo = 0xa0; /* overlong */
	else if (u[0] == 0xed)
		hi = 0x9f; /* surrogates */
	else if (u[0] == 0xf0)
		lo = 0x90; /* overlong */
	else if (u[0] == 0xf4)
		hi = 0x8f; /* over U+10FFFF */
	if (u[1] < lo || u[1] > hi)
		return 0;
	for (size_t i = 2; i < n; i++)
		if (u[i] < 0x80 || u[i] > 0xbf)
			return 0;
	return n;
}

bool
gos_vm_resource_ok(const char *name)
{
	size_t len = strlen(name), seg = 0;
	const char *s = name;

	if (len == 0 || len > GOS_VM_MAX_RESOURCE || name[0] == '/')
		return false;
	for (const char *q = name;; q++) {
		if (*q == '/' || *q == '\0') {
			size_t l = (size_t)(q - s);
			if (l == 0 || (l == 1 && s[0] == '.') ||
			    (l == 2 && s[0] == '.' && s[1] == '.'))
				return false;
			seg++;
			if (*q == '\0')
				break;
			s = q + 1;
			continue;
		}
		/* printable ASCII and space, except backslash; beyond ASCII
		 * only well-formed UTF-8 (no overlong form -- C0 AF is an
		 * old spelling of '/' -- no surrogate, nothing over U+10FFFF) */
		unsigned char b = (unsigned char)*q;
		if (b < 0x20 || b == 0x7f || b == '\\')
			return false;
		if (b >= 0x80) {
			size_t n = utf8_length(q);
			if (n == 0)
				return false;
			q += n - 1;
		}
	}
	return seg > 0;
}

GosStatus
gos_vm_class_req_encode(GosBuf *b, uint32_t id, const char *res)
{
	if (res == NULL || !gos_vm_resource_ok(res))
		return GOS_ERR_ARG;
	gos_put_u32(b, id);
	gos_put_string(b, res);
	return enc_done(b);
}

GosStatus
gos_vm_class_req_decode(const uint8_t *p, size_t n, uint32_t *id, char *res,
                        size_t rescap)
{
	GosReader r;
	GosStatus st;

	gos_reader_init(&r, p, n);
	*id = gos_get_u32(&r);
	if (!gos_get_string(&r, res, rescap))
		return GOS_ERR_FIELD;
	if ((st = dec_done(&r)) != GOS_OK)
		return st;
	return gos_vm_resource_ok(res) ? GOS_OK : GOS_ERR_FIELD;
}

GosStatus
gos_vm_class_rep_encode(GosBuf *b, uint32_t id, uint8_t status,
                        const void *data, size_t len)
{
	if (status > 2 || (status == 1 && len != 0) || len > UINT32_MAX ||
	    (len > 0 && data == NULL))
		return GOS_ERR_ARG;
	gos_put_u32(b, id);
	gos_put_u8(b, status);
	gos_put_bytes(b, data, len);
	return enc_done(b);
}

GosStatus
gos_vm_class_rep_decode(const uint8_t *p, size_t n, size_t max, uint32_t *id,
                        uint8_t *status, const uint8_t **data, size_t *len)
{
	GosReader r;
	GosStatus st;

	gos_reader_init(&r, p, n);
	*id = gos_get_u32(&r);
	*status = gos_get_u8(&r);
	*data = gos_get_bytes(&r, max, len);
	if ((st = dec_done(&r)) != GOS_OK)
		return st;
	if (*status > 2 || (*status == 1 && *len != 0))
		return GOS_ERR_FIELD;
	return GOS_OK;
}

/* ---------------------------------------------------------------- */

GosStatus
gos_vm_console_encode(GosBuf *b, int fd, const void *data, size_t len)
{
	if ((fd != 1 && fd != 2) || (len > 0 && data == NULL))
		return GOS_ERR_ARG;
	gos_put_u8(b, (uint8_t)fd);
	gos_put_raw(b, data, len);
	return enc_done(b);
}

GosStatus
gos_vm_console_decode(const uint8_t *p, size_t n, int *fd,
                      const uint8_t **data, size_t *len)
{
	if (n < 1)
		return GOS_ERR_TRUNCATED;
	if (p[0] != 1 && p[0] != 2)
		return GOS_ERR_FIELD;
	*fd = p[0];
	*data = p + 1;
	*len = n - 1;
	return GOS_OK;
}

GosStatus
gos_vm_exit_encode(GosBuf *b, uint8_t kind, int32_t status)
{
	if (kind > GOS_VM_EXIT_MAIN_DONE)
		return GOS_ERR_ARG;
	gos_put_u8(b, kind);
	gos_put_u32(b, (uint32_t)status);
	return enc_done(b);
}

GosStatus
gos_vm_exit_decode(const uint8_t *p, size_t n, uint8_t *kind, int32_t *status)
{
	GosReader r;
	GosStatus st;

	gos_reader_init(&r, p, n);
	*kind = gos_get_u8(&r);
	*status = (int32_t)gos_get_u32(&r);
	if ((st = dec_done(&r)) != GOS_OK)
		return st;
	return *kind > GOS_VM_EXIT_MAIN_DONE ? GOS_ERR_FIELD : GOS_OK;
}

GosStatus
gos_vm_halt_encode(GosBuf *b, int32_t status)
{
	gos_put_u32(b, (uint32_t)status);
	return enc_done(b);
}

GosStatus
gos_vm_halt_decode(const uint8_t *p, size_t n, int32_t *status)
{
	GosReader r;

	gos_reader_init(&r, p, n);
	*status = (int32_t)gos_get_u32(&r);
	return dec_done(&r);
}
