/*
 * natives.c -- registers every native table of the class library.
 * Each file java_*.c defines one table for a group of classes.
 */
#include "config.h"

#include <unistd.h>

#include "hooks.h"
#include "natives.h"
#include "vm.h"

extern const VmNativeDef vm_natives_java_lang[];
extern const VmNativeDef vm_natives_java_io[];
extern const VmNativeDef vm_natives_java_io_ObjectStreamClass[];
extern const VmNativeDef vm_natives_java_io_RandomAccessFile[];
extern const VmNativeDef vm_natives_java_lang_Thread[];
extern const VmNativeDef vm_natives_ristretto_atomics[];
extern const VmNativeDef vm_natives_java_lang_reflect[];
extern const VmNativeDef vm_natives_ristretto_resources[];
extern const VmNativeDef vm_natives_java_nio[];
extern const VmNativeDef vm_natives_java_nio_file[];
extern const VmNativeDef vm_natives_java_nio_charset[];
extern const VmNativeDef vm_natives_java_util_zip[];
extern const VmNativeDef vm_natives_java_security[];
extern const VmNativeDef vm_natives_java_net[];
extern const VmNativeDef vm_natives_java_net_if[];
extern const VmNativeDef vm_natives_java_lang_Process[];
extern const VmNativeDef vm_natives_ristretto_cluster[];

void vm_natives_init(void)
{
	vm_register_natives(vm_natives_java_lang);
	vm_register_natives(vm_natives_java_io);
	vm_register_natives(vm_natives_java_io_ObjectStreamClass);
	vm_register_natives(vm_natives_java_io_RandomAccessFile);
	vm_register_natives(vm_natives_java_lang_Thread);
	vm_register_natives(vm_natives_ristretto_atomics);
	vm_register_natives(vm_natives_java_lang_reflect);
	vm_register_natives(vm_natives_ristretto_resources);
	vm_register_natives(vm_natives_java_nio);
	vm_register_natives(vm_natives_java_nio_file);
	vm_register_natives(vm_natives_java_nio_charset);
	vm_register_natives(vm_natives_java_util_zip);
	vm_register_natives(vm_natives_java_security);
	vm_register_natives(vm_natives_java_net);
	vm_register_natives(vm_natives_java_net_if);
	vm_register_natives(vm_natives_java_lang_Process);
	vm_register_natives(vm_natives_ristretto_cluster);
}

bool vm_native_array_range(VmThread *t, VmArray *b, int32_t off, int32_t len, bool write)
{
	if (!b) {
		vm_throw(t, "java/lang/NullPointerException", NULL);
		return false;
	}
	if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
		vm_throw(t, "java/lang/IndexOutOfBoundsException", "Range [%d, %d + %d) out of bounds for length %d",
			 off, off, len, b->length);
		return false;
	}
	return vm_gos_touch(t, &b->hdr, write);
}

int64_t vm_native_process_token(void)
{
	static int64_t token;
	if (!token) {
		char host[256] = "";
		uint64_t h = 1469598103934665603ull;
		size_t i;
		(void)gethostname(host, sizeof host - 1);
		for (i = 0; host[i]; i++)
			h = (h ^ (uint8_t)host[i]) * 1099511628211ull;
		token = (int64_t)(h ^ ((uint64_t)getpid() << 20)) | 1;
	}
	return token;
}
