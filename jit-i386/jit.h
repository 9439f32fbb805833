/*
 * jit.h -- the x86 JIT's one public header (ARCHITECTURE.md section 6).
 *
 * The launcher configures the JIT from the command line and starts it
 * before the VM; the VM core never calls the JIT directly, only through
 * the hook it owns (vm_hook_jit_compile in kaffe/kaffevm/intrp/interp.h),
 * which jit_start() fills in.  On by default, as -Xjit:on (the default
 * thresholds, a background compiler thread); with -Xint or -Xjit:off
 * every method is interpreted.
 *
 *   -Xjit:on             compile hot methods: those whose calls reach the
 *                        threshold or whose taken backward branches reach
 *                        the back-edge threshold, in a background compiler
 *                        thread (application threads never wait for it)
 *   -Xjit:threshold=N    the same, with N calls (default 1000); the
 *                        back-edge threshold is 10 N unless given
 *   -Xjit:backedges=N    the back-edge threshold
 *   -Xjit:all            compile each method at its first call, in the
 *                        calling thread (for testing)
 *   -Xjit:sync           compile in the calling thread at the threshold
 *                        instead of in the background
 *   -Xjit:queue=N        at most N methods wait for the compiler thread
 *                        (default 256); more are refused for now and asked
 *                        for again after as many calls or back-edges
 *   -Xjit:delay=MS       the compiler thread waits MS ms before each
 *                        compilation (for tests of the queue)
 *   -Xjit:osr=off        no on-stack replacement (default on: a loop
 *                        whose back-edge count reaches the threshold in an
 *                        invocation under way goes on in code compiled to
 *                        be entered at its header)
 *   -Xjit:verbose        one line per method on stderr: compiled (sizes,
 *                        time, which counter made it hot) or why it stays
 *                        interpreted, and methods the full queue refused;
 *                        OSR compilations say "OSR at pc N", and the first
 *                        entry into each "entered at pc N (OSR)"
 *   -Xjit:cache=SIZE     code cache bound (default 32m, at least 16k); when full the JIT
 *                        says so once and compiles nothing more
 *   -Xjit:disasm=PATTERN print the code of methods whose Class.name
 *                        contains PATTERN (needs Capstone at configure)
 *   -Xjit:perfmap        write /tmp/perf-PID.map so Linux perf names
 *                        compiled methods
 *   -Xjit:off            the same as -Xint
 *
 * Several settings may be given comma-separated (-Xjit:all,verbose).
 */
#ifndef JIT_JIT_H
#define JIT_JIT_H

#include <stdbool.h>
#include <stddef.h>

/* Apply one -Xjit: argument (the text after the colon).  False, with a
 * message on stderr, if a key or value is bad. */
bool jit_option(const char *arg);
/* -Xint: leave everything to the interpreter, whatever else was given. */
void jit_disable(void);
/* Reserve the code cache and install the hook if the JIT was asked for.
 * Call once, before vm_startup.  False (with a message) if the cache
 * cannot be reserved; the VM then runs interpreted. */
bool jit_start(void);

#endif /* JIT_JIT_H */
