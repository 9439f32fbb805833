/* natives.h -- registration of the class library's natives. */
#ifndef VM_NATIVES_H
#define VM_NATIVES_H
void vm_natives_init(void);
#endif
