/* thread.h -- see vm.h for the VmThread structure and thread API. */
#ifndef VM_THREAD_H
#define VM_THREAD_H
#include "vm.h"
#endif
