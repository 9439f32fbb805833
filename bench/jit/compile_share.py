#!/usr/bin/env python3
"""bench/jit/compile_share.py -- what compiling costs on the regression corpus.

Issue 13 asks for "compile time per bytecode and the share of run time
spent compiling on the regression corpus".  This runs every program of
tests/regression/src (the default javac variant, with its .opts, .ropts
and .args as run.sh gives them) once under Ristretto with -Xjit:verbose,
which prints one line per compilation with its bytecode size and its time
in microseconds, and adds them up:

  * per byte of bytecode: the corpus's compile time over its bytes, and
    the median of the programs' own figures;
  * share: each program's compile time over the process's CPU time
    (user + system, from wait4, the compiler thread's time included), the
    whole corpus's, the median program's and the largest.

Output: a Markdown summary and the ten programs with the largest share on
stdout (or --out FILE); a progress line on stderr every 25 programs.  The
programs' output is not checked here (run.sh does that); a run that exits
with a signal or a timeout is counted and named.

  bench/jit/compile_share.py [--ristretto VM] [--jobs N] [--filter RE]
                             [--vm-opts 'OPTS'] [--out FILE]
"""
import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "tests", "regression")
LINE = re.compile(r"^\[jit\] (\S+): (?:OSR at pc \d+: )?(\d+) bytes of bytecode -> \d+ bytes of \S+ code, (\d+) us")
TIMEOUT = 120


def die(msg):
    sys.stderr.write("compile_share: %s\n" % msg)
    sys.exit(2)


def read_opt(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return ""


def compile_corpus(javac, dest):
    srcs = sorted(os.path.join(CORPUS, "src", f) for f in os.listdir(os.path.join(CORPUS, "src"))
                  if f.endswith(".java"))
    listing = os.path.join(dest, "sources.list")
    with open(listing, "w") as f:
        f.write("\n".join(srcs) + "\n")
    classes = os.path.join(dest, "classes")
    os.makedirs(classes)
    r = subprocess.run([javac, "-nowarn", "-Xlint:none", "-encoding", "UTF-8", "-d", classes, "@" + listing],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if r.returncode != 0:
        sys.stderr.write(r.stdout.decode(errors="replace"))
        die("javac failed")
    for f in os.listdir(os.path.join(CORPUS, "src")):
        if f.endswith(".res"):
            shutil.copytree(os.path.join(CORPUS, "src", f), classes, dirs_exist_ok=True)
    return classes, [os.path.basename(s)[:-5] for s in srcs]


def run_one(vm, vmopts, classes, name, scratch):
    src = os.path.join(CORPUS, "src", name)
    opts = shlex.split(read_opt(src + ".opts")) + shlex.split(read_opt(src + ".ropts"))
    args = shlex.split(read_opt(src + ".args"))
    cmd = [vm] + vmopts + opts + ["-Xjit:verbose", "-cp", classes, name] + args
    os.makedirs(scratch, exist_ok=True)
    err = open(os.path.join(scratch, "stderr"), "w+")
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=scratch, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                         start_new_session=True)
    timer = threading.Timer(TIMEOUT, lambda: os.killpg(p.pid, 9))
    timer.start()
    _, status, ru = os.wait4(p.pid, 0)
    timer.cancel()
    p.returncode = os.waitstatus_to_exitcode(status)
    wall = time.monotonic() - t0
    err.seek(0)
    n = nbytes = us = 0
    for line in err:
        m = LINE.match(line)
        if m:
            n += 1
            nbytes += int(m.group(2))
            us += int(m.group(3))
    err.close()
    return {"name": name, "status": p.returncode, "methods": n, "bytes": nbytes, "us": us,
            "cpu": ru.ru_utime + ru.ru_stime, "wall": wall}


def main():
    ap = argparse.ArgumentParser(description="compile time and its share of run time on the regression corpus")
    ap.add_argument("--ristretto", default=os.environ.get("RISTRETTO", os.path.join(ROOT, "kaffe", "kaffe", "ristretto")))
    ap.add_argument("--javac", default=os.environ.get("JAVAC", "javac"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--filter", default="")
    ap.add_argument("--vm-opts", default="")
    ap.add_argument("--out", default="")
    a = ap.parse_args()
    if not os.access(a.ristretto, os.X_OK):
        die("no Ristretto at %s (build it or give --ristretto)" % a.ristretto)
    if shutil.which(a.javac) is None:
        die("no javac (%s)" % a.javac)
    if a.jobs < 1:
        die("--jobs wants a positive number")
    try:
        pick = re.compile(a.filter)
    except re.error as e:
        die("--filter: %s" % e)
    tmp = tempfile.mkdtemp(prefix="compile_share.")
    try:
        classes, names = compile_corpus(a.javac, tmp)
        names = [n for n in names if pick.search(n)]
        if not names:
            die("no program matches --filter %r" % a.filter)
        results, lock, todo = [], threading.Lock(), list(names)
        vmopts = shlex.split(a.vm_opts)

        def worker():
            while True:
                with lock:
                    if not todo:
                        return
                    name = todo.pop(0)
                r = run_one(a.ristretto, vmopts, classes, name, os.path.join(tmp, "scratch", name))
                with lock:
                    results.append(r)
                    if len(results) % 25 == 0 or len(results) == len(names):
                        sys.stderr.write("compile_share: %d of %d programs run\n" % (len(results), len(names)))

        threads = [threading.Thread(target=worker) for _ in range(a.jobs)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    report(a, results)


def report(a, results):
    results.sort(key=lambda r: r["name"])
    compiled = [r for r in results if r["bytes"] > 0 and r["cpu"] > 0]
    bad = [r for r in results if r["status"] < 0 or r["status"] >= 124]
    tot_us = sum(r["us"] for r in results)
    tot_bytes = sum(r["bytes"] for r in results)
    tot_cpu = sum(r["cpu"] for r in results)
    tot_n = sum(r["methods"] for r in results)
    out = []
    out.append("Regression corpus under `%s %s -Xjit:verbose` (default javac variant), %d programs, "
               "%d with at least one compilation, %s."
               % (os.path.basename(a.ristretto), a.vm_opts or "(default threshold)", len(results), len(compiled),
                  time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())))
    out.append("")
    out.append("| | value |")
    out.append("|---|---|")
    out.append("| compilations (methods and OSR entries) | %d |" % tot_n)
    out.append("| bytecode compiled | %d bytes |" % tot_bytes)
    out.append("| compile time, sum | %.1f ms |" % (tot_us / 1000.0))
    if tot_bytes:
        out.append("| compile time per byte of bytecode, corpus | %.2f us |" % (tot_us / tot_bytes))
    if compiled:
        out.append("| the same, median program | %.2f us |" % statistics.median(r["us"] / r["bytes"] for r in compiled))
    out.append("| process CPU time, sum | %.1f s |" % tot_cpu)
    if tot_cpu:
        out.append("| share of CPU time spent compiling, corpus | %.2f %% |" % (100.0 * tot_us / 1e6 / tot_cpu))
    if compiled:
        shares = [100.0 * r["us"] / 1e6 / r["cpu"] for r in compiled]
        top = max(compiled, key=lambda r: r["us"] / r["cpu"])
        out.append("| the same, median program | %.2f %% |" % statistics.median(shares))
        out.append("| the same, largest | %.2f %% (`%s`) |" % (max(shares), top["name"]))
    if bad:
        out.append("| runs killed (signal or timeout) | %d: %s |" % (len(bad), ", ".join(r["name"] for r in bad)))
    out.append("")
    out.append("The ten largest shares:")
    out.append("")
    out.append("| program | compilations | bytecode (bytes) | compile (ms) | us/byte | CPU (s) | share |")
    out.append("|---|---|---|---|---|---|---|")
    for r in sorted(compiled, key=lambda r: -r["us"] / r["cpu"])[:10]:
        out.append("| %s | %d | %d | %.1f | %.2f | %.2f | %.1f %% |"
                   % (r["name"], r["methods"], r["bytes"], r["us"] / 1000.0, r["us"] / r["bytes"], r["cpu"],
                      100.0 * r["us"] / 1e6 / r["cpu"]))
    text = "\n".join(out) + "\n"
    if a.out:
        with open(a.out, "w") as f:
            f.write(text)
        sys.stderr.write("compile_share: report in %s\n" % a.out)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
