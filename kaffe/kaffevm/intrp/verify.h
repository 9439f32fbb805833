/*
 * verify.h -- bytecode verification (verify.c).
 *
 * vm_verify_method() checks the flow of types through a method whose
 * structure the decoder has already checked (instruction boundaries,
 * branch targets, local indices, constant-pool operands).  It is run once,
 * by the decoder, before the method first executes: for application
 * classes when -Xverify is remote (the default) or all, for the class
 * library only with -Xverify:all; never with -Xverify:none.
 */
#ifndef VM_VERIFY_H
#define VM_VERIFY_H

#include <stdbool.h>

#include "vm.h"

/* true if m's code is type-correct (checked against its StackMapTable for
 * class files >= 50 without jsr/ret, inferred otherwise); VerifyError,
 * ClassFormatError for a malformed StackMapTable, or OutOfMemoryError
 * pending otherwise. */
bool vm_verify_method(VmThread *t, VmMethod *m);

#endif /* VM_VERIFY_H */
