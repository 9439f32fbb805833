#!/usr/bin/env python3
"""Mutation test: run Ristretto on randomly damaged copies of ordinary class files.

For each seed class (a program with a main method, compiled by javac) the
script makes N mutants with a fixed random seed, writes each into a scratch
directory in place of the original and runs `$RISTRETTO -cp DIR Main`.
Every run must end with exit status 0 or 1 (1: an error line on stderr),
never a signal, a timeout or another status.  Mutations are chosen to hit
what the VM reads: single bytes, big-endian u2 fields set to boundary
values (0, 1, the pool size, 0xffff), truncation and swapped bytes.

usage: mutate.py [--count N] [--seed S] [--timeout T] [--keep DIR] CLASSDIR MAIN [MAIN...]
  CLASSDIR  directory holding MAIN.class (and the classes it needs)
  --keep    copy every failing mutant to DIR/<main>-<n>.class
Exit status 0 when every run was clean, 1 otherwise.
"""
import argparse, os, random, shutil, struct, subprocess, sys, tempfile

def mutate(rng, data):
    b = bytearray(data)
    cp_count = struct.unpack(">H", b[8:10])[0] if len(b) >= 10 else 1
    kind = rng.randrange(7)
    pos = rng.randrange(8, len(b)) if len(b) > 8 else 0
    if kind == 0:
        b[pos] ^= 1 << rng.randrange(8)
    elif kind == 1:
        b[pos] = rng.choice([0, 1, 0x7f, 0x80, 0xff, rng.randrange(256)])
    elif kind in (2, 3) and pos + 1 < len(b):
        v = rng.choice([0, 1, 2, cp_count - 1, cp_count, cp_count + 1, 0x7fff, 0xffff,
                        rng.randrange(cp_count + 2)])
        b[pos:pos + 2] = struct.pack(">H", v & 0xffff)
    elif kind == 4:
        del b[rng.randrange(10, len(b)):]
    elif kind == 5 and pos + 1 < len(b):
        b[pos], b[pos + 1] = b[pos + 1], b[pos]
    else:
        for _ in range(rng.randrange(2, 6)):
            b[rng.randrange(8, len(b))] = rng.randrange(256)
    return bytes(b)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=20)
    ap.add_argument("--keep")
    ap.add_argument("--vm-opts", default="")
    ap.add_argument("classdir")
    ap.add_argument("mains", nargs="+")
    a = ap.parse_args()
    vm = os.environ.get("RISTRETTO")
    if not vm:
        sys.exit("set RISTRETTO to the ristretto binary")
    bad = runs = 0
    for main in a.mains:
        with open(os.path.join(a.classdir, main + ".class"), "rb") as f:
            orig = f.read()
        rng = random.Random("%d:%s" % (a.seed, main))
        tmp = tempfile.mkdtemp(prefix="mutate-")
        try:
            for fn in os.listdir(a.classdir):
                if fn.endswith(".class"):
                    shutil.copy(os.path.join(a.classdir, fn), tmp)
            for n in range(a.count):
                m = mutate(rng, orig)
                with open(os.path.join(tmp, main + ".class"), "wb") as f:
                    f.write(m)
                runs += 1
                try:
                    p = subprocess.run([vm] + a.vm_opts.split() + ["-cp", tmp, main],
                                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, timeout=a.timeout, cwd=tmp)
                    st, err = p.returncode, p.stderr.decode("utf-8", "replace")
                except subprocess.TimeoutExpired:
                    st, err = "timeout", ""
                ok = st == 0 or (st == 1 and err.strip() != "")
                if not ok:
                    bad += 1
                    line = err.strip().splitlines()[-1] if err.strip() else ""
                    print("FAIL %s mutant %d: status %s %s" % (main, n, st, line[:200]))
                    if a.keep:
                        os.makedirs(a.keep, exist_ok=True)
                        with open(os.path.join(a.keep, "%s-%d.class" % (main, n)), "wb") as f:
                            f.write(m)
        finally:
            shutil.rmtree(tmp)
    print("%d mutants, %d failed" % (runs, bad))
    sys.exit(1 if bad else 0)

if __name__ == "__main__":
    main()
