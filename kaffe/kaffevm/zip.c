/*
 * zip.c -- reading JAR archives.
 *
 * The end-of-central-directory record is found by scanning back from the
 * end of the file (past an optional comment); the central directory is read
 * once into memory and indexed by a hash table of entry names.  Each read
 * takes the entry's local header with pread (no shared file position, so
 * concurrent readers are safe), then copies a stored entry or inflates a
 * deflated one with zlib, and checks the CRC-32.  Every offset and length
 * from the archive is checked against the file size before use, and all
 * size arithmetic is done in 64 bits so that no sum can wrap.  The VmZip is
 * immutable after vm_zip_open() returns, which is what makes concurrent
 * vm_zip_read() calls safe without a lock.
 *
 * ZIP64 (what `jar` writes for more than 65,535 entries, or for sizes and
 * offsets past 4 GiB): when a field of the end record is saturated
 * (0xffff / 0xffffffff), the ZIP64 end-record locator just before it
 * gives the ZIP64 end record, with 64-bit count, size and offset of the
 * central directory; an entry whose sizes or local-header offset are
 * 0xffffffff has the real values, in that order (uncompressed,
 * compressed, offset), in its ZIP64 extra field (id 1).
 *
 * Damage is reported in two wordings that the launcher tells apart as
 * the stock JVM's does (its C launcher finds the manifest by walking the
 * central directory itself, then java.util.zip opens the whole archive):
 * damage to the end record, or to an entry before the manifest's, is a
 * "damaged" archive ("Invalid or corrupt jarfile"); damage to an entry
 * after the manifest's is an "invalid CEN header", and a bad ZIP64 end
 * record or locator an "invalid ZIP64 END header" ("An unexpected error
 * occurred while trying to open file").
 *
 * Not supported (reported as errors, never misread): multi-disk archives,
 * encrypted entries, methods other than stored (0) and deflated (8).
 * Where an archive holds two entries of the same name the first in the
 * central directory wins, as in java.util.zip.
 */
#include "config.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "zip.h"

typedef struct ZipEntry {
	char *name;
	uint16_t method;
	uint32_t crc;
	uint64_t csize, usize, local_off;
	int32_t next;              /* hash chain: next entry index, -1 ends */
	bool encrypted;
} ZipEntry;

struct VmZip {
	int fd;
	uint64_t size;
	ZipEntry *entries;
	size_t n;
	int32_t *buckets;
	size_t nbuckets;
};

static uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }
static uint32_t le32(const uint8_t *p)
{
	return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static uint64_t le64(const uint8_t *p)
{
	return (uint64_t)le32(p) | ((uint64_t)le32(p + 4) << 32);
}

static uint32_t name_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;
	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

static bool read_at(int fd, void *buf, size_t n, uint64_t off)
{
	size_t got = 0;
	while (got < n) {
		ssize_t r = pread(fd, (char *)buf + got, n - got, (off_t)(off + got));
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return false;
		got += (size_t)r;
	}
	return true;
}

/* Fill the saturated fields of e from its ZIP64 extra field (id 1) in
 * x[0..xlen); false if one is missing or the extra fields are malformed. */
static bool zip64_extra(ZipEntry *e, const uint8_t *x, size_t xlen)
{
	bool need_u = e->usize == 0xffffffffu, need_c = e->csize == 0xffffffffu,
	     need_o = e->local_off == 0xffffffffu;

	while (xlen >= 4) {
		uint16_t id = le16(x), len = le16(x + 2);
		const uint8_t *d = x + 4;
		size_t left = len;
		if ((size_t)len + 4 > xlen)
			return false;
		if (id == 1) {
			if (need_u) {
				if (left < 8) return false;
				e->usize = le64(d); d += 8; left -= 8; need_u = false;
			}
			if (need_c) {
				if (left < 8) return false;
				e->csize = le64(d); d += 8; left -= 8; need_c = false;
			}
			if (need_o) {
				if (left < 8) return false;
				e->local_off = le64(d); need_o = false;
			}
			break;
		}
		x += 4u + len;
		xlen -= 4u + len;
	}
	return !need_u && !need_c && !need_o;
}

void vm_zip_close(VmZip *z)
{
	size_t i;
	if (!z)
		return;
	for (i = 0; i < z->n; i++)
		free(z->entries[i].name);
	free(z->entries);
	free(z->buckets);
	if (z->fd >= 0)
		close(z->fd);
	free(z);
}

VmZip *vm_zip_open(const char *path, char *err, size_t errlen)
{
	VmZip *z = calloc(1, sizeof *z);
	struct stat st;
	uint8_t *tail = NULL, *cd = NULL, *p, *end;
	size_t tlen, i;
	int64_t eocd = -1, k;
	uint64_t cd_size, cd_off, count;
	bool manifest_seen = false;

	if (!z) {
		snprintf(err, errlen, "out of memory reading %s", path);
		return NULL;
	}
	z->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (z->fd < 0 || fstat(z->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "error in opening zip file %s", path);
		goto fail;
	}
	z->size = (uint64_t)st.st_size;
	if (z->size < 22) {
		snprintf(err, errlen, "zip file is empty or truncated: %s", path);
		goto fail;
	}
	/* The end record is 22 bytes plus a comment of at most 64 KiB. */
	tlen = z->size < 65536 + 22 ? (size_t)z->size : 65536 + 22;
	tail = malloc(tlen);
	if (!tail)
		goto nomem;
	if (!read_at(z->fd, tail, tlen, z->size - tlen)) {
		snprintf(err, errlen, "error reading zip file %s", path);
		goto fail;
	}
	for (k = (int64_t)tlen - 22; k >= 0; k--)
		if (le32(tail + k) == 0x06054b50u && (size_t)k + 22 + le16(tail + k + 20) <= tlen) {
			eocd = k;
			break;
		}
	if (eocd < 0) {
		snprintf(err, errlen, "zip END header not found in %s", path);
		goto fail;
	}
	count = le16(tail + eocd + 10);
	cd_size = le32(tail + eocd + 12);
	cd_off = le32(tail + eocd + 16);
	if (le16(tail + eocd + 4) != 0 || le16(tail + eocd + 6) != 0 ||
	    le16(tail + eocd + 8) != le16(tail + eocd + 10)) {
		snprintf(err, errlen, "multi-disk zip archives are not supported: %s", path);
		goto fail;
	}
	if (count == 0xffff || cd_size == 0xffffffffu || cd_off == 0xffffffffu) {
		/* ZIP64: locator (20 bytes) right before the end record, then
		 * the 56-byte ZIP64 end record where the locator says */
		uint64_t at = z->size - tlen + (uint64_t)eocd, e64;
		uint8_t loc[20], rec[56];
		if (at < 20 || !read_at(z->fd, loc, 20, at - 20) || le32(loc) != 0x07064b50u ||
		    le32(loc + 4) != 0 || (e64 = le64(loc + 8)) > at - 20 || at - 20 - e64 < 56 ||
		    !read_at(z->fd, rec, 56, e64) || le32(rec) != 0x06064b50u) {
			/* the stock launcher finds the manifest without it */
			snprintf(err, errlen, "invalid ZIP64 END header in %s", path);
			goto fail;
		}
		if (le32(rec + 16) != 0 || le32(rec + 20) != 0 || le64(rec + 24) != le64(rec + 32)) {
			snprintf(err, errlen, "multi-disk zip archives are not supported: %s", path);
			goto fail;
		}
		count = le64(rec + 32);
		cd_size = le64(rec + 40);
		cd_off = le64(rec + 48);
	}
	if (cd_off > z->size || cd_size > z->size - cd_off || cd_size > (64u << 20) || count * 46 > cd_size) {
		snprintf(err, errlen, "zip file is damaged (bad central directory offset or size) in %s", path);
		goto fail;
	}
	cd = malloc(cd_size ? (size_t)cd_size : 1);
	if (!cd)
		goto nomem;
	if (!read_at(z->fd, cd, cd_size, cd_off)) {
		snprintf(err, errlen, "error reading central directory of %s", path);
		goto fail;
	}
	z->entries = calloc(count ? (size_t)count : 1, sizeof *z->entries);
	z->nbuckets = 1;
	while (z->nbuckets < (size_t)count * 2 + 1)
		z->nbuckets <<= 1;
	z->buckets = malloc(z->nbuckets * sizeof *z->buckets);
	if (!z->entries || !z->buckets)
		goto nomem;
	for (i = 0; i < z->nbuckets; i++)
		z->buckets[i] = -1;
	p = cd;
	end = cd + cd_size;
	for (i = 0; i < count; i++) {
		ZipEntry *e = &z->entries[i];
		uint16_t nlen, xlen, clen, flags;
		uint32_t h;
		int32_t *link;
		if (end - p < 46 || le32(p) != 0x02014b50u) {
			snprintf(err, errlen, manifest_seen ? "invalid CEN header (bad signature) in %s"
				 : "zip file is damaged (bad central directory entry) in %s", path);
			goto fail;
		}
		flags = le16(p + 8);
		e->method = le16(p + 10);
		e->crc = le32(p + 16);
		e->csize = le32(p + 20);
		e->usize = le32(p + 24);
		nlen = le16(p + 28);
		xlen = le16(p + 30);
		clen = le16(p + 32);
		e->local_off = le32(p + 42);
		if ((size_t)(end - p) < 46u + nlen + xlen + clen ||
		    ((e->usize == 0xffffffffu || e->csize == 0xffffffffu || e->local_off == 0xffffffffu) &&
		     !zip64_extra(e, p + 46 + nlen, xlen)) ||
		    e->local_off >= z->size || z->size - e->local_off < 30 || e->csize > z->size) {
			snprintf(err, errlen, manifest_seen ? "invalid CEN header (bad entry) in %s"
				 : "zip file is damaged (bad central directory entry) in %s", path);
			goto fail;
		}
		e->name = malloc((size_t)nlen + 1);
		if (!e->name)
			goto nomem;
		memcpy(e->name, p + 46, nlen);
		e->name[nlen] = 0;
		e->encrypted = flags & 1;
		if (strcmp(e->name, "META-INF/MANIFEST.MF") == 0)
			manifest_seen = true;
		/* Append to the chain's tail so that the first duplicate wins. */
		h = name_hash(e->name, nlen) & (uint32_t)(z->nbuckets - 1);
		e->next = -1;
		for (link = &z->buckets[h]; *link >= 0; link = &z->entries[*link].next)
			;
		*link = (int32_t)i;
		z->n++;
		p += 46u + nlen + xlen + clen;
	}
	free(cd);
	free(tail);
	return z;
nomem:
	snprintf(err, errlen, "out of memory reading %s", path);
fail:
	free(cd);
	free(tail);
	vm_zip_close(z);
	return NULL;
}

size_t vm_zip_count(const VmZip *z) { return z->n; }
const char *vm_zip_name(const VmZip *z, size_t i) { return i < z->n ? z->entries[i].name : NULL; }

VmZipStatus vm_zip_read(VmZip *z, const char *name, uint8_t **out, size_t *len, char *err, size_t errlen)
{
	int32_t ix;
	ZipEntry *e = NULL;
	uint8_t lh[30], *data = NULL, *comp = NULL;
	uint64_t off;
	uint32_t crc;

	for (ix = z->buckets[name_hash(name, strlen(name)) & (uint32_t)(z->nbuckets - 1)]; ix >= 0;
	     ix = z->entries[ix].next)
		if (strcmp(z->entries[ix].name, name) == 0) {
			e = &z->entries[ix];
			break;
		}
	if (!e)
		return VM_ZIP_NOT_FOUND;
	if (e->encrypted) {
		snprintf(err, errlen, "encrypted entry %s is not supported", name);
		return VM_ZIP_ERR;
	}
	if (!read_at(z->fd, lh, 30, e->local_off) || le32(lh) != 0x04034b50u) {
		snprintf(err, errlen, "invalid LOC header (bad signature) for %s", name);
		return VM_ZIP_ERR;
	}
	off = (uint64_t)e->local_off + 30 + le16(lh + 26) + le16(lh + 28);
	if (off + e->csize > z->size || e->usize > (512u << 20) || e->csize > (1u << 31)) {
		snprintf(err, errlen, "invalid entry size for %s", name);
		return VM_ZIP_ERR;
	}
	data = malloc((size_t)e->usize + 1);
	if (!data) {
		snprintf(err, errlen, "out of memory reading %s", name);
		return VM_ZIP_ERR;
	}
	if (e->method == 0) {
		if (e->csize != e->usize || !read_at(z->fd, data, e->usize, off)) {
			snprintf(err, errlen, "invalid stored entry %s", name);
			goto fail;
		}
	} else if (e->method == 8) {
		z_stream zs;
		int rc;
		comp = malloc(e->csize ? e->csize : 1);
		if (!comp || !read_at(z->fd, comp, e->csize, off)) {
			snprintf(err, errlen, "error reading entry %s", name);
			goto fail;
		}
		memset(&zs, 0, sizeof zs);
		if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) {
			snprintf(err, errlen, "zlib initialisation failed");
			goto fail;
		}
		zs.next_in = comp;
		zs.avail_in = e->csize;
		/* One spare output byte: data longer than the recorded size
		 * then shows up as total_out > usize instead of passing. */
		zs.next_out = data;
		zs.avail_out = e->usize + 1;
		rc = inflate(&zs, Z_FINISH);
		if (rc != Z_STREAM_END || zs.total_out != e->usize) {
			snprintf(err, errlen, "invalid compressed data (%s) for %s",
				 zs.msg ? zs.msg : "wrong size", name);
			inflateEnd(&zs);
			goto fail;
		}
		inflateEnd(&zs);
	} else {
		snprintf(err, errlen, "unsupported compression method %u for %s", e->method, name);
		goto fail;
	}
	crc = (uint32_t)crc32(0L, data, e->usize);
	if (crc != e->crc) {
		snprintf(err, errlen, "invalid entry CRC (expected 0x%08x but got 0x%08x) for %s",
			 (unsigned)e->crc, (unsigned)crc, name);
		goto fail;
	}
	free(comp);
	*out = data;
	*len = e->usize;
	return VM_ZIP_OK;
fail:
	free(comp);
	free(data);
	return VM_ZIP_ERR;
}
