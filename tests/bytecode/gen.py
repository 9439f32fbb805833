#!/usr/bin/env python3
"""Generate hand-assembled class files for instructions javac never emits.

A stock javac no longer produces jsr/ret (subroutines), seldom the wide
forms with large local indices or 16-bit iinc, and only some of the
dup_x/dup2_x stack shuffles.  The interpreter must still run them exactly.
This script assembles small, valid classes (major version 49, so the stock
JVM checks them with its type-inferencing verifier, which accepts jsr/ret),
runs each on the stock `java`, and records what it printed:

    cases/NAME/NAME.class   the program (a public class NAME with main)
    cases/NAME.out          stdout of the stock JVM
    cases/NAME.status       its exit status
    cases/NAME.expect       for the classes that break a verification rule
                            (VERIFY_CASES) or carry a wrong StackMapTable
                            (SMT_CASES, version 52): the class of the error
                            the stock JVM reported (VerifyError, or
                            ClassFormatError for a malformed table)

Expected results come from the stock JVM, never from this script.

Usage: gen.py  (needs java on PATH; run from anywhere)
"""
import os, re, shutil, struct, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")


class Pool:
    """A constant pool that hands out indices and remembers duplicates."""

    def __init__(self):
        self.items, self.index = [], {}

    def _add(self, key, data, wide=False):
        if key not in self.index:
            self.index[key] = len(self.items) + 1
            self.items.append(data)
            if wide:  # long and double take two slots
                self.items.append(None)
        return self.index[key]

    def utf8(self, s):
        b = s.encode()
        return self._add(("u", s), struct.pack(">BH", 1, len(b)) + b)

    def cls(self, name):
        return self._add(("c", name), struct.pack(">BH", 7, self.utf8(name)))

    def string(self, s):
        return self._add(("s", s), struct.pack(">BH", 8, self.utf8(s)))

    def integer(self, v):
        return self._add(("i", v), struct.pack(">Bi", 3, v))

    def long(self, v):
        return self._add(("j", v), struct.pack(">Bq", 5, v), wide=True)

    def nat(self, name, desc):
        return self._add(("n", name, desc),
                         struct.pack(">BHH", 12, self.utf8(name), self.utf8(desc)))

    def ref(self, tag, owner, name, desc):
        return self._add((tag, owner, name, desc),
                         struct.pack(">BHH", tag, self.cls(owner), self.nat(name, desc)))

    def field(self, owner, name, desc):
        return self.ref(9, owner, name, desc)

    def method(self, owner, name, desc):
        return self.ref(10, owner, name, desc)

    def encode(self):
        out = struct.pack(">H", len(self.items) + 1)
        return out + b"".join(d for d in self.items if d is not None)


class Code:
    """Bytecode with symbolic labels for 16-bit branch offsets."""

    def __init__(self, pool):
        self.pool, self.buf, self.labels, self.fixups = pool, bytearray(), {}, []

    def op(self, *bs):
        self.buf += bytes(bs)
        return self

    def u2(self, v):
        self.buf += struct.pack(">H", v & 0xffff)
        return self

    def label(self, name):
        self.labels[name] = len(self.buf)
        return self

    def branch(self, opcode, target, size=2):
        """A branch to a label: a 16-bit offset, or 32 bits (goto_w)."""
        at = len(self.buf)
        self.buf.append(opcode)
        self.fixups.append((at, len(self.buf), target, size))
        self.buf += bytes(size)
        return self

    # the few instructions these programs use, by name
    def getstatic(self, o, n, d): return self.op(0xb2).u2(self.pool.field(o, n, d))
    def invokevirtual(self, o, n, d): return self.op(0xb6).u2(self.pool.method(o, n, d))
    def invokestatic(self, o, n, d): return self.op(0xb8).u2(self.pool.method(o, n, d))
    def ldc(self, idx): return self.op(0x13).u2(idx)          # ldc_w
    def ldc2(self, idx): return self.op(0x14).u2(idx)         # ldc2_w
    def out(self): return self.getstatic("java/lang/System", "out", "Ljava/io/PrintStream;")
    def println(self, desc): return self.invokevirtual("java/io/PrintStream", "println", "(" + desc + ")V")

    def print_int_on_top(self):
        """Stack: ..., int  ->  ...  (prints it)"""
        return self.out().op(0x5f).println("I")               # swap

    def print_long_on_top(self):
        """Stack: ..., long  ->  ...  (prints it)"""
        return self.out().op(0x5b).op(0x57).println("J")     # dup_x2; pop

    def bytes(self):
        for at, base, target, size in self.fixups:
            off = self.labels[target] - at
            self.buf[base:base + size] = struct.pack(">h" if size == 2 else ">i", off)
        return bytes(self.buf)


def classfile(name, pool, methods):
    """methods: list of (access, name, desc, max_stack, max_locals, Code);
    the Code objects must have been assembled with this same pool."""
    this, sup = pool.cls(name), pool.cls("java/lang/Object")
    code_attr = pool.utf8("Code")
    body = b""
    for acc, mname, desc, stack, locals_, code in methods:
        c = code.bytes()
        attr = struct.pack(">HHI", stack, locals_, len(c)) + c + struct.pack(">HH", 0, 0)
        body += struct.pack(">HHHH", acc, pool.utf8(mname), pool.utf8(desc), 1)
        body += struct.pack(">HI", code_attr, len(attr)) + attr
    # every constant is in the pool now, so it can be written
    head = struct.pack(">IHH", 0xCAFEBABE, 0, 49)
    tail = struct.pack(">HHHHH", 0x21, this, sup, 0, 0)   # no interfaces, no fields
    tail += struct.pack(">H", len(methods)) + body + struct.pack(">H", 0)
    return head + pool.encode() + tail


PUBLIC_STATIC = 0x0009
MAIN = "([Ljava/lang/String;)V"


def jsr_ret(name):
    """Subroutines: a loop calling one, a nested call, ret through astore."""
    p = Pool()
    c = Code(p)
    # locals: 1 i, 2/4/5 return addresses of ADD/SHOW/BUMP, 3 sum
    c.op(0x03, 0x3e)                        # iconst_0 istore_3
    c.op(0x03, 0x3c)                        # iconst_0 istore_1
    c.label("loop").op(0x1b).op(0x10, 5)    # iload_1 bipush 5
    c.branch(0xa2, "done")                  # if_icmpge
    c.branch(0xa8, "add")                   # jsr ADD
    c.op(0x84, 1, 1)                        # iinc 1 1
    c.branch(0xa7, "loop")                  # goto
    c.label("done").branch(0xa8, "show")    # jsr SHOW
    c.op(0x84, 3, 0x9c)                     # iinc 3 -100
    c.branch(0xa8, "show")
    c.op(0xb1)                              # return
    # ADD: sum += i * 10, then BUMP
    c.label("add").op(0x4d)                 # astore_2
    c.op(0x1d, 0x1b).op(0x10, 10).op(0x68, 0x60, 0x3e)  # iload_3 iload_1 bipush 10 imul iadd istore_3
    c.branch(0xa8, "bump")                  # a nested subroutine
    c.op(0xa9, 2)                           # ret 2
    # BUMP (only called from ADD): sum += 1
    c.label("bump").op(0x3a, 5)             # astore 5
    c.op(0x84, 3, 1)                        # iinc 3 1
    c.op(0xa9, 5)                           # ret 5
    # SHOW: print sum
    c.label("show").op(0x3a, 4)             # astore 4
    c.op(0x1d).print_int_on_top()           # iload_3
    c.op(0xa9, 4)                           # ret 4
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 4, 6, c)])


def jsr_finally(name):
    """The pre-Java-6 shape of try/finally: the handler stores the exception,
    calls the subroutine, and rethrows; a wide ret returns from it."""
    p = Pool()
    c = Code(p)
    # locals: 1 caught exception, 300 return address (wide astore/ret)
    c.label("try").op(0x04).op(0x03).op(0x6c)        # iconst_1 iconst_0 idiv
    c.print_int_on_top()
    c.label("endtry").branch(0xa8, "fin")
    c.op(0xb1)
    c.label("handler").op(0x4c)                      # astore_1
    c.branch(0xa8, "fin")
    c.out().op(0x2b).invokevirtual("java/lang/Object", "toString", "()Ljava/lang/String;")
    c.println("Ljava/lang/String;")
    c.op(0xb1)
    c.label("fin").op(0xc4, 0x3a).u2(300)            # wide astore 300
    c.out().ldc(p.string("finally ran")).println("Ljava/lang/String;")
    c.op(0xc4, 0xa9).u2(300)                         # wide ret 300
    code = c.bytes()
    exc = struct.pack(">HHHH", c.labels["try"], c.labels["endtry"], c.labels["handler"],
                      p.cls("java/lang/ArithmeticException"))
    c.bytes = lambda: code  # the table is appended below, after the code
    return classfile_with_handlers(name, p, c, code, exc, 4, 301)


def jsr_hot(name):
    """Subroutines in hot code, for the JIT: a subroutine whose loop is
    long enough to be entered by on-stack replacement (its return address
    pushed by the interpreter, its ret run compiled), jsr_w in a loop with
    a value under the return address, the same subroutine called again
    outside the loop, and a subroutine that throws into a handler."""
    p = Pool()
    c = Code(p)
    n = p.integer(300000)
    # locals: 1 i, 2 j, 3 sum, 4/5/7 return addresses, 6 the exception
    c.op(0x04, 0x3e)                                 # iconst_1 istore_3
    c.branch(0xa8, "long")                           # jsr LONG
    c.op(0x1d).print_int_on_top()                    # iload_3
    c.op(0x03, 0x3c)                                 # iconst_0 istore_1
    c.label("loop").op(0x1b).ldc(n).branch(0xa2, "done")   # iload_1 ldc N if_icmpge
    c.op(0x1d, 0x1b)                                 # iload_3 iload_1
    c.branch(0xc9, "sq", 4)                          # jsr_w SQ: sum, f(i)
    c.op(0x60, 0x3e)                                 # iadd istore_3
    c.op(0x84, 1, 1).branch(0xa7, "loop")            # iinc 1 1; goto loop
    c.label("done").op(0x1d).print_int_on_top()
    c.op(0x03, 0x10, 6).branch(0xa8, "sq")           # iconst_0 bipush 6 jsr SQ
    c.op(0x60).print_int_on_top()                    # iadd: 0 + f(6)
    c.branch(0xa8, "boom")                           # throws into the handler
    c.op(0xb1)
    c.label("handler").op(0x3a, 6)                   # astore 6
    c.out().op(0x19, 6).invokevirtual("java/lang/Object", "toString", "()Ljava/lang/String;")
    c.println("Ljava/lang/String;")
    c.op(0xb1)
    c.label("sq").op(0x3a, 4)                        # SQ: astore 4
    c.op(0x59, 0x68, 0x10, 7, 0x82)                  # dup imul bipush 7 ixor
    c.op(0xa9, 4)                                    # ret 4
    c.label("long").op(0x3a, 5)                      # LONG: astore 5
    c.op(0x03, 0x3d)                                 # iconst_0 istore_2
    c.label("l2").op(0x1c).ldc(n).branch(0xa2, "end2")     # iload_2 ldc N if_icmpge
    c.op(0x1d, 0x1c, 0x60, 0x10, 31, 0x68, 0x3e)     # sum = (sum + j) * 31
    c.op(0x84, 2, 1).branch(0xa7, "l2")
    c.label("end2").op(0xa9, 5)                      # ret 5
    c.label("boom").op(0x3a, 7)                      # BOOM: astore 7
    c.op(0x04, 0x03, 0x6c, 0x57)                     # iconst_1 iconst_0 idiv pop
    c.op(0xa9, 7)                                    # ret 7 (not reached)
    c.label("boomend")
    code = c.bytes()
    exc = struct.pack(">HHHH", c.labels["boom"], c.labels["boomend"], c.labels["handler"],
                      p.cls("java/lang/ArithmeticException"))
    return classfile_with_handlers(name, p, c, code, exc, 4, 8)


def classfile_with_handlers(name, p, c, code, exc, stack, locals_):
    """One main method whose Code attribute carries one exception handler."""
    this, sup = p.cls(name), p.cls("java/lang/Object")
    code_attr = p.utf8("Code")
    attr = struct.pack(">HHI", stack, locals_, len(code)) + code
    attr += struct.pack(">H", 1) + exc + struct.pack(">H", 0)
    body = struct.pack(">HHHH", PUBLIC_STATIC, p.utf8("main"), p.utf8(MAIN), 1)
    body += struct.pack(">HI", code_attr, len(attr)) + attr
    head = struct.pack(">IHH", 0xCAFEBABE, 0, 49)
    tail = struct.pack(">HHHHH", 0x21, this, sup, 0, 0)   # no interfaces, no fields
    tail += struct.pack(">H", 1) + body + struct.pack(">H", 0)
    return head + p.encode() + tail


def wide_locals(name):
    """wide iload/istore/lload/lstore/iinc with indices above 255 and
    increments that need 16 bits."""
    p = Pool()
    c = Code(p)
    c.op(0x11).u2(1234).op(0xc4, 0x36).u2(300)       # sipush 1234; wide istore 300
    c.op(0xc4, 0x84).u2(300).u2(30000)               # wide iinc 300 30000
    c.op(0xc4, 0x15).u2(300).print_int_on_top()      # wide iload 300
    c.op(0xc4, 0x84).u2(300).u2(0x8000)              # wide iinc 300 -32768
    c.op(0xc4, 0x15).u2(300).print_int_on_top()
    c.ldc2(p.long(123456789012)).op(0xc4, 0x37).u2(400)   # wide lstore 400
    c.op(0xc4, 0x16).u2(400).op(0x0a).op(0x61)       # wide lload 400; lconst_1; ladd
    c.print_long_on_top()
    c.op(0x11).u2(0xffff).op(0x36, 200)              # sipush -1; istore 200 (no wide)
    c.op(0x84, 200, 0x80)                            # iinc 200 -128
    c.op(0x15, 200).print_int_on_top()
    c.op(0xb1)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 6, 402, c)])


def goto_w(name):
    """goto_w forward and backward (javac emits it only in methods of
    more than 32 KiB): s = 0; for (n = 10; n > 0; n--) s += n * n; a
    switch too, then the sum and a mark printed."""
    p = Pool()
    c = Code(p)
    c.op(0x03, 0x3c)                                  # iconst_0 istore_1
    c.op(0x10, 10, 0x3d)                              # bipush 10 istore_2
    c.label("head").op(0x1c).branch(0x9e, "out")      # iload_2 ifle out
    c.op(0x1b, 0x1c, 0x1c, 0x68, 0x60, 0x3c)          # s += n * n
    c.op(0x84, 2, 0xff)                               # iinc 2 -1
    c.branch(0xc8, "head", 4)                         # goto_w head
    c.label("out").branch(0xc8, "end", 4)             # goto_w end
    c.label("skipped").op(0x04, 0x3c)                 # iconst_1 istore_1 (jumped over)
    c.branch(0xc8, "end", 4)
    c.label("end").op(0x1b).print_int_on_top()        # 385
    c.op(0xb1)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 4, 3, c)])


def stack_shuffles(name):
    """dup_x1, dup_x2 (both forms), dup2 (both forms), dup2_x1 (both forms),
    dup2_x2 (all four forms), pop2 on two ints, swap."""
    p = Pool()
    c = Code(p)
    pi, pl = c.print_int_on_top, c.print_long_on_top
    # dup_x1: 1 2 -> 2 1 2
    c.op(0x04, 0x05, 0x5a); pi(); pi(); pi()
    # dup_x2 form 1: 1 2 3 -> 3 1 2 3
    c.op(0x04, 0x05, 0x06, 0x5b); pi(); pi(); pi(); pi()
    # dup_x2 form 2: 7L 4 -> 4 7L 4
    c.ldc2(p.long(7)).op(0x07, 0x5b); pi(); pl(); pi()
    # dup2 form 1: 8 9 -> 8 9 8 9
    c.op(0x10, 8, 0x10, 9, 0x5c); pi(); pi(); pi(); pi()
    # dup2 form 2: 11L -> 11L 11L
    c.ldc2(p.long(11)).op(0x5c); pl(); pl()
    # dup2_x1 form 1: 1 2 3 -> 2 3 1 2 3
    c.op(0x04, 0x05, 0x06, 0x5d); pi(); pi(); pi(); pi(); pi()
    # dup2_x1 form 2: 5 13L -> 13L 5 13L
    c.op(0x08).ldc2(p.long(13)).op(0x5d); pl(); pi(); pl()
    # dup2_x2 form 1: 1 2 3 4 -> 3 4 1 2 3 4
    c.op(0x04, 0x05, 0x06, 0x07, 0x5e); pi(); pi(); pi(); pi(); pi(); pi()
    # dup2_x2 form 2: 1 2 21L -> 21L 1 2 21L
    c.op(0x04, 0x05).ldc2(p.long(21)).op(0x5e); pl(); pi(); pi(); pl()
    # dup2_x2 form 3: 31L 1 2 -> 1 2 31L 1 2
    c.ldc2(p.long(31)).op(0x04, 0x05, 0x5e); pi(); pi(); pl(); pi(); pi()
    # dup2_x2 form 4: 41L 42L -> 42L 41L 42L
    c.ldc2(p.long(41)).ldc2(p.long(42)).op(0x5e); pl(); pl(); pl()
    # pop2 removes two ints; swap
    c.op(0x10, 50, 0x10, 60, 0x10, 70, 0x58); pi()
    c.op(0x10, 80, 0x10, 90, 0x5f); pi(); pi()
    c.op(0xb1)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 12, 1, c)])


# ---------------------------------------------------------------------------
# Classes that break one verification rule each (JVMS 4.10).  The stock JVM
# must reject every one with java.lang.VerifyError; Ristretto too, before
# the method runs.  A method that breaks the rule is `main` itself or is
# called from it, and nothing is printed before the error.

def bad_main(name, build, stack=4, locals_=4, extra=()):
    p = Pool()
    c = Code(p)
    build(c, p)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, stack, locals_, c)] + list(extra))


def bad_ctor(name, ctor_build):
    """main does `new NAME; dup; invokespecial <init>; pop; return`; the
    constructor's body comes from ctor_build."""
    p = Pool()
    m = Code(p)
    m.op(0xbb).u2(p.cls(name)).op(0x59).op(0xb7).u2(p.method(name, "<init>", "()V"))
    m.op(0x57, 0xb1)
    k = Code(p)
    ctor_build(k, p)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 2, 1, m), (0x0001, "<init>", "()V", 2, 1, k)])


def bad_later_with_thread(name):
    """main starts a pool thread (non-daemon, it waits for tasks for ever)
    and then calls bad(), which breaks a rule (iadd with one int). The
    stock JVM verifies the whole main class before main runs, so it
    reports the VerifyError and exits; a VM that verified bad() only when
    called would be left waiting for the pool thread."""
    p = Pool()
    m = Code(p)
    m.op(0x04).invokestatic("java/util/concurrent/Executors", "newFixedThreadPool",
                            "(I)Ljava/util/concurrent/ExecutorService;")
    m.op(0xc0).u2(p.cls("java/util/concurrent/ThreadPoolExecutor"))      # checkcast
    m.op(0xbb).u2(p.cls("java/lang/Thread")).op(0x59).op(0xb7).u2(
        p.method("java/lang/Thread", "<init>", "()V"))
    m.invokevirtual("java/util/concurrent/ThreadPoolExecutor", "execute", "(Ljava/lang/Runnable;)V")
    m.invokestatic(name, "bad", "()V").op(0xb1)
    b = Code(p)
    b.op(0x04, 0x60, 0x57, 0xb1)
    return classfile(name, p, [(PUBLIC_STATIC, "main", MAIN, 4, 1, m), (PUBLIC_STATIC, "bad", "()V", 2, 0, b)])


def object_init(c, p):
    return c.op(0x2a).op(0xb7).u2(p.method("java/lang/Object", "<init>", "()V"))


VERIFY_CASES = {
    # iadd with one int on the stack
    "VerifyStackUnderflow": lambda n: bad_main(n, lambda c, p: c.op(0x04, 0x60, 0x57, 0xb1)),
    # three pushes with max_stack 2
    "VerifyStackOverflow": lambda n: bad_main(n, lambda c, p: c.op(0x04, 0x04, 0x04, 0x57, 0x58, 0xb1), stack=2),
    # an int used as the receiver of a virtual call
    "VerifyIntAsReceiver": lambda n: bad_main(n, lambda c, p: c.op(0x08).invokevirtual(
        "java/lang/Object", "hashCode", "()I").op(0x57, 0xb1)),
    # float + int
    "VerifyWrongOperandType": lambda n: bad_main(n, lambda c, p: c.op(0x0c, 0x04, 0x60, 0x57, 0xb1)),
    # an int used as an array
    "VerifyIntAsArray": lambda n: bad_main(n, lambda c, p: c.op(0x04, 0xbe, 0x57, 0xb1)),
    # laload on an int[]
    "VerifyWrongArrayKind": lambda n: bad_main(n, lambda c, p: c.op(0x04, 0xbc, 10, 0x03, 0x2f, 0x58, 0xb1)),
    # iload of the first half of a long
    "VerifyLongHalf": lambda n: bad_main(n, lambda c, p: c.op(0x09, 0x40, 0x1b, 0x57, 0xb1)),
    # an uninitialised object (after new, before <init>) used as a receiver
    "VerifyUninitNew": lambda n: bad_main(n, lambda c, p: c.op(0xbb).u2(p.cls("java/lang/Object")).invokevirtual(
        "java/lang/Object", "hashCode", "()I").op(0x57, 0xb1)),
    # ireturn from a void method
    "VerifyBadReturn": lambda n: bad_main(n, lambda c, p: c.op(0x04, 0xac)),
    # goto into the middle of sipush
    "VerifyBranchMidInsn": lambda n: bad_main(n, lambda c, p: c.op(0x11).u2(1234).op(0x57).op(0xa7).u2(0xfffd)),
    # int on one path, float on the other, at the join
    "VerifyMergeTypes": lambda n: bad_main(n, lambda c, p: c.op(0x03).branch(0x99, "f").op(0x04).branch(0xa7, "j")
        .label("f").op(0x0c).label("j").op(0x3c, 0xb1)),
    # one value on one path, none on the other, at the join
    "VerifyMergeHeight": lambda n: bad_main(n, lambda c, p: c.op(0x03).branch(0x99, "j").op(0x04)
        .label("j").op(0xb1)),
    # a String used as the receiver of an Integer field
    "VerifyStringAsFieldReceiver": lambda n: bad_main(n, lambda c, p: c.ldc(p.string("x")).op(0xb4).u2(
        p.field("java/lang/Integer", "value", "I")).op(0x57, 0xb1)),
    # an array (main's String[]) used as the receiver of a String method
    "VerifyArrayAsReceiver": lambda n: bad_main(n, lambda c, p: c.op(0x2a).invokevirtual(
        "java/lang/String", "length", "()I").op(0x57, 0xb1)),
    # a String used as the receiver of an Integer method
    "VerifyWrongReceiverClass": lambda n: bad_main(n, lambda c, p: c.ldc(p.string("x")).invokevirtual(
        "java/lang/Integer", "intValue", "()I").op(0x57, 0xb1)),
    # putfield on `this` before super() for a field of another class
    "VerifyUninitThisForeignField": lambda n: bad_ctor(n, lambda k, p: k.op(0x2a, 0x03).op(0xb5).u2(
        p.field("java/lang/Integer", "value", "I")).op(0x2a).op(0xb7).u2(
        p.method("java/lang/Object", "<init>", "()V")).op(0xb1)),
    # ret through a local that holds an int, not a return address
    "VerifyRetNotAddress": lambda n: bad_main(n, lambda c, p: c.branch(0xa8, "sub").op(0xb1)
        .label("sub").op(0x4c).op(0x04, 0x3c).op(0xa9, 1)),
    # the subroutine stores an int in local 1; after it returns the caller
    # uses local 1 as a reference
    "VerifyJsrClobbers": lambda n: bad_main(n, lambda c, p: c.op(0x01, 0x4c).branch(0xa8, "sub")
        .op(0x2b).invokevirtual("java/lang/Object", "hashCode", "()I").op(0x57, 0xb1)
        .label("sub").op(0x4d).op(0x04, 0x3c).op(0xa9, 2)),
    # `this` used (virtual call) before super() in a constructor
    "VerifyUninitThis": lambda n: bad_ctor(n, lambda k, p: k.op(0x2a).invokevirtual(
        "java/lang/Object", "hashCode", "()I").op(0x57).op(0x2a).op(0xb7).u2(
        p.method("java/lang/Object", "<init>", "()V")).op(0xb1)),
    # a constructor that returns without calling super()
    "VerifyNoSuperCall": lambda n: bad_ctor(n, lambda k, p: k.op(0xb1)),
    # a method main calls after starting a non-daemon thread
    "VerifyLaterMethodThreadWaits": bad_later_with_thread,
}


# ---------------------------------------------------------------------------
# Class files of version 52 (as javac --release 8 writes them) are verified
# by type checking against their StackMapTable (JVMS 4.10.1).  These carry
# hand-written tables: one valid (every frame kind the decoder reads, and
# Uninitialized types), the others wrong in one way each.

def smt_main(name, build, table, stack=4, locals_=2, major=52):
    """One static main whose Code attribute carries the StackMapTable body
    table(p, c) returns (bytes after the attribute length; None: no
    table)."""
    p = Pool()
    c = Code(p)
    build(c, p)
    code = c.bytes()
    body_table = table(p, c)
    this, sup = p.cls(name), p.cls("java/lang/Object")
    code_attr, smt_attr = p.utf8("Code"), p.utf8("StackMapTable")
    attrs = b""
    if body_table is not None:
        attrs = struct.pack(">HHI", 1, smt_attr, len(body_table)) + body_table
    else:
        attrs = struct.pack(">H", 0)
    attr = struct.pack(">HHI", stack, locals_, len(code)) + code + struct.pack(">H", 0) + attrs
    body = struct.pack(">HHHH", PUBLIC_STATIC, p.utf8("main"), p.utf8(MAIN), 1)
    body += struct.pack(">HI", code_attr, len(attr)) + attr
    head = struct.pack(">IHH", 0xCAFEBABE, 0, major)
    tail = struct.pack(">HHHHH", 0x21, this, sup, 0, 0)
    tail += struct.pack(">H", 1) + body + struct.pack(">H", 0)
    return head + p.encode() + tail


def smt(*frames):
    """A StackMapTable body: the count, then the frames (bytes each)."""
    return struct.pack(">H", len(frames)) + b"".join(frames)


def branch_skip(c, p):
    """0 iconst_0, 1 ifeq 7, 4 iconst_1, 5 pop, 6 nop, 7 return"""
    c.op(0x03).branch(0x99, "t").op(0x04, 0x57, 0x00).label("t").op(0xb1)


def smt_valid(c, p):
    """Every frame kind, Uninitialized types in two frames."""
    sb = "java/lang/StringBuilder"
    # 0: new SB, dup, iconst_0, ifeq L1 -> frames with Uninitialized(0)
    c.op(0xbb).u2(p.cls(sb)).op(0x59, 0x03).branch(0x99, "l1")
    c.ldc(p.string("a")).branch(0xa7, "l2")
    c.label("l1").ldc(p.string("b"))
    c.label("l2").op(0xb7).u2(p.method(sb, "<init>", "(Ljava/lang/String;)V"))
    c.invokevirtual(sb, "toString", "()Ljava/lang/String;").op(0x4c)   # astore_1
    c.out().op(0x2b).println("Ljava/lang/String;")
    # int local 2 = 3; if (2 < 3) skip an iinc: append + same
    c.op(0x06, 0x3d).op(0x1c).op(0x05).branch(0xa1, "l3")          # iconst_3 istore_2 iload_2 iconst_2 if_icmplt
    c.op(0x84, 2, 1)
    c.label("l3").op(0x1c).print_int_on_top()
    # long in locals 2-3 = 7; chop back to [String[], String] on a join
    c.ldc2(p.long(7)).op(0x41).op(0x20).print_long_on_top()        # lstore_2 lload_2
    c.op(0x03).branch(0x99, "l4")
    c.op(0x00)
    c.label("l4").op(0x00)
    # a float pushed on one path and the other: same_locals_1_stack_item
    c.op(0x03).branch(0x99, "l5")
    c.op(0x0d).branch(0xa7, "l6")                                  # fconst_2
    c.label("l5").op(0x0d)
    c.label("l6").op(0x0b, 0x62)                                   # fconst_0 fadd
    c.out().op(0x5f).println("F")
    c.op(0xb1)


def smt_valid_table(p, c):
    L = c.labels
    S, SB = p.cls("java/lang/String"), p.cls("java/lang/StringBuilder")
    A = p.cls("[Ljava/lang/String;")
    obj = lambda ix: struct.pack(">BH", 7, ix)
    uninit = struct.pack(">BH", 8, 0)
    frames, last = [], -1

    def at(label):
        nonlocal last
        off = L[label] if last < 0 else L[label] - last - 1
        last = L[label]
        return off
    # l1: full frame, locals [String[]], stack [Uninit(0), Uninit(0)]
    frames.append(struct.pack(">BHH", 255, at("l1"), 1) + obj(A) + struct.pack(">H", 2) + uninit + uninit)
    # l2: full frame, stack [Uninit(0), Uninit(0), String]
    frames.append(struct.pack(">BHH", 255, at("l2"), 1) + obj(A) + struct.pack(">H", 3) + uninit + uninit + obj(S))
    # l3: append [String, int] (locals 1, 2)
    frames.append(struct.pack(">BH", 253, at("l3")) + obj(S) + b"\x01")
    # l4: chop 1 (the int of l3; the long now there becomes unusable)
    frames.append(struct.pack(">BH", 250, at("l4")))
    # l5: same (extended form)
    frames.append(struct.pack(">BH", 251, at("l5")))
    # l6: same_locals_1_stack_item_extended [float]
    frames.append(struct.pack(">BH", 247, at("l6")) + b"\x02")
    return smt(*frames)


SMT_CASES = {
    # a branch and no StackMapTable at all
    "SmtNoTable": lambda n: smt_main(n, branch_skip, lambda p, c: None),
    # the frame is at 6, the branch goes to 7
    "SmtMissingFrame": lambda n: smt_main(n, branch_skip, lambda p, c: smt(bytes([6]))),
    # the frame at the target says one int on the stack; the stack is empty
    "SmtStackSize": lambda n: smt_main(n, branch_skip, lambda p, c: smt(bytes([64 + 7, 1]))),
    # local 1 holds an int on every path; the frame says float
    "SmtLocalKind": lambda n: smt_main(n, lambda c, p: c.op(0x03, 0x3c, 0x03).branch(0x99, "t")
        .op(0x04, 0x3c, 0x00).label("t").op(0x1b, 0x57, 0xb1),
        lambda p, c: smt(struct.pack(">BHB", 252, c.labels["t"], 2))),
    # Uninitialized(0), but offset 0 is an iconst_0, not a new
    "SmtUninitNotNew": lambda n: smt_main(n, branch_skip, lambda p, c: smt(struct.pack(">BBH", 64 + 7, 8, 0))),
    # chop 2 when the frame has one local (main's String[])
    "SmtChopBeyond": lambda n: smt_main(n, branch_skip, lambda p, c: smt(struct.pack(">BH", 249, 7))),
    # a frame at offset 20 of an 8-byte method
    "SmtOffsetPastCode": lambda n: smt_main(n, branch_skip, lambda p, c: smt(bytes([7]), bytes([12]))),
    # frame type 200 (128-246 are reserved)
    "SmtReservedType": lambda n: smt_main(n, branch_skip, lambda p, c: smt(bytes([200]))),
    # a full_frame cut short after its offset
    "SmtTruncated": lambda n: smt_main(n, branch_skip, lambda p, c: struct.pack(">HBH", 1, 255, 7)),
}


def programs():
    yield "JsrRet", jsr_ret("JsrRet")
    yield "JsrFinally", jsr_finally("JsrFinally")
    yield "JsrHot", jsr_hot("JsrHot")
    yield "WideLocals", wide_locals("WideLocals")
    yield "GotoW", goto_w("GotoW")
    yield "StackShuffles", stack_shuffles("StackShuffles")
    yield "SmtValid", smt_main("SmtValid", smt_valid, smt_valid_table, stack=6, locals_=4)
    # version 50 falls back to inference where type checking fails
    yield "SmtVersion50NoTable", smt_main("SmtVersion50NoTable", lambda c, p: (
        c.out().ldc(p.string("inferred")).println("Ljava/lang/String;"), branch_skip(c, p)), lambda p, c: None, major=50)
    for name, build in sorted(SMT_CASES.items()):
        yield name, build(name)
    for name, build in sorted(VERIFY_CASES.items()):
        yield name, build(name)


def main():
    if shutil.which("java") is None:
        sys.exit("gen.py: needs java on PATH")
    shutil.rmtree(CASES, ignore_errors=True)
    os.makedirs(CASES)
    for name, data in programs():
        d = os.path.join(CASES, name)
        os.makedirs(d)
        with open(os.path.join(d, name + ".class"), "wb") as f:
            f.write(data)
        r = subprocess.run(["java", "-cp", d, name], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=60)
        if name in VERIFY_CASES or name in SMT_CASES:
            err = r.stderr.decode()
            m = re.search(r"java\.lang\.(VerifyError|ClassFormatError)", err)
            if r.returncode == 0 or not m:
                sys.stderr.write(err)
                sys.exit("gen.py: the stock JVM accepted %s" % name)
            with open(os.path.join(CASES, name + ".expect"), "w") as f:
                f.write(m.group(0) + "\n")
        elif r.returncode != 0:
            sys.stderr.write(r.stderr.decode())
            sys.exit("gen.py: the stock JVM rejected %s" % name)
        with open(os.path.join(CASES, name + ".out"), "wb") as f:
            f.write(r.stdout)
        with open(os.path.join(CASES, name + ".status"), "w") as f:
            f.write("%d\n" % r.returncode)
        print("gen.py: %s (%d bytes of output)" % (name, len(r.stdout)))


if __name__ == "__main__":
    main()
