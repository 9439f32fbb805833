#!/bin/bash
# Ristretto regression runner.
# usage: run.sh [--regen] [--filter REGEX] [--vm-opts 'OPTS'] [--jobs N]
#   --vm-opts  extra options for Ristretto only (e.g. -Xgc:stress), before
#              the program's own .opts; the stock java never gets them
#   --jobs N   run N programs at a time (default 1; also JOBS=N); each
#              result is printed whole when its run ends
#   --variant V  run only the classes compiled as V (default or release8);
#              both by default (also VARIANT=V)
#   RISTRETTO  path to the VM binary (default: ../../kaffe/kaffe/ristretto
#              relative to the current directory)
#   JAVAC      javac to compile the programs (default: javac from PATH)
#   JAVA       stock java used by --regen (default: java from PATH)
# Sources and expected files are taken from this script's own directory;
# compiled classes and scratch directories go to ./build (current directory).

srcdir=$(cd "$(dirname "$0")" && pwd)
regen=no
filter=
vmopts=
only_variant=${VARIANT:-}
while [ $# -gt 0 ]; do
  case "$1" in
    --regen) regen=yes ;;
    --filter) shift; filter="$1" ;;
    --filter=*) filter="${1#--filter=}" ;;
    --vm-opts) shift; vmopts="$1" ;;
    --vm-opts=*) vmopts="${1#--vm-opts=}" ;;
    --jobs) shift; JOBS="$1" ;;
    --jobs=*) JOBS="${1#--jobs=}" ;;
    --variant) shift; only_variant="$1" ;;
    --variant=*) only_variant="${1#--variant=}" ;;
    -h|--help) echo "usage: $0 [--regen] [--filter REGEX] [--vm-opts 'OPTS'] [--jobs N] [--variant V]"; exit 0 ;;
    *) echo "usage: $0 [--regen] [--filter REGEX] [--vm-opts 'OPTS'] [--jobs N] [--variant V]" >&2; exit 2 ;;
  esac
  shift
done

JAVAC=${JAVAC:-javac}
JAVA=${JAVA:-java}
RISTRETTO=${RISTRETTO:-$(pwd)/../../kaffe/kaffe/ristretto}
LC_ALL=C.UTF-8
export LC_ALL
TIMEOUT=${TIMEOUT:-60}
JOBS=${JOBS:-1}
case "$JOBS" in
  ''|*[!0-9]*|0) echo "run.sh: --jobs wants a positive number, not '$JOBS'" >&2; exit 2 ;;
esac
case "$only_variant" in
  ''|default|release8) ;;
  *) echo "run.sh: --variant is default or release8, not '$only_variant'" >&2; exit 2 ;;
esac

build=$(pwd)/build
mkdir -p "$build"

# --- compile (only if stale) ------------------------------------------------
compile() {  # $1 = variant name, rest = javac flags
  variant=$1; shift
  out="$build/$variant"
  stamp="$out/.stamp"
  list="$build/$variant.list"
  : > "$list.new"
  for f in "$srcdir"/src/*.java; do
    if [ "$variant" = release8 ] && head -n 5 "$f" | grep -q '// release8: skip'; then
      continue
    fi
    echo "$f" >> "$list.new"
  done
  stale=no
  if [ ! -f "$stamp" ] || ! cmp -s "$list.new" "$list"; then
    stale=yes
  elif [ -n "$(find "$srcdir/src" -name '*.java' -newer "$stamp" | head -n 1)" ]; then
    stale=yes
  fi
  mv "$list.new" "$list"
  if [ $stale = yes ]; then
    rm -rf "$out"; mkdir -p "$out"
    echo "compiling $variant ..."
    if ! "$JAVAC" -nowarn -Xlint:none -encoding UTF-8 "$@" -d "$out" @"$list" >"$build/$variant.javac.log" 2>&1; then
      cat "$build/$variant.javac.log" >&2
      echo "javac failed for $variant" >&2
      exit 2
    fi
    touch "$stamp"
  fi
  # resource files of a program: src/NAME.res/ is copied into the class
  # directory (every run: cheap, and picks up edited resources)
  for res in "$srcdir"/src/*.res; do
    if [ -d "$res" ]; then cp -R "$res/." "$out/"; fi
  done
}

compile default
compile release8 --release 8

filter_err() {
  grep -v '^	at java\.base/' "$1"
}

# The process PID and all its descendants (a cluster master's workers).
proc_tree() {
  echo "$1"
  for c in $(pgrep -P "$1" 2>/dev/null); do proc_tree "$c"; done
}

# A run still going after TIMEOUT seconds: the native stacks of its
# processes go to OUTPREFIX.hang (when gdb is there), then all are killed.
watchdog() {  # PID OUTPREFIX
  trap 'kill "$sp" 2>/dev/null; exit 0' TERM
  sleep "$TIMEOUT" & sp=$!
  wait "$sp"
  kill -0 "$1" 2>/dev/null || return
  pids=$(proc_tree "$1")
  {
    echo "hung after $TIMEOUT s: processes $(echo $pids)"
    if command -v gdb >/dev/null; then
      for p in $pids; do
        echo "=== process $p: $(tr '\0' ' ' < /proc/$p/cmdline 2>/dev/null | cut -c1-200)"
        timeout 60 gdb -p "$p" -batch -ex 'thread apply all bt 20' 2>/dev/null | grep -E '^(#|Thread)' |
          sed -E 's/^(#[0-9]+) +(0x[0-9a-f]+ in )?([^ ]+) \(.*\) (at|from) /\1 \3 \4 /'
      done
    fi
  } > "$2.hang" 2>&1
  kill -KILL $pids 2>/dev/null
}

# run_prog VM CLASSDIR NAME SCRATCH OUTPREFIX [OPTS]: exit status 124 when
# the run was stopped by the watchdog (as timeout(1) would say).
run_prog() {
  vm=$1; cp=$2; name=$3; scratch=$4; o=$5; opts=${6:-}
  [ -f "$srcdir/src/$name.opts" ] && opts="$opts $(cat "$srcdir/src/$name.opts")"
  # NAME.ropts: options for Ristretto only (the stock java would refuse them)
  [ "$vm" != "$JAVA" ] && [ -f "$srcdir/src/$name.ropts" ] && opts="$opts $(cat "$srcdir/src/$name.ropts")"
  rm -rf "$scratch" "$o.hang"; mkdir -p "$scratch"
  if [ -f "$srcdir/src/$name.args" ]; then
    # shellcheck disable=SC2046
    (cd "$scratch" && eval "set -- $(cat "$srcdir/src/$name.args")" &&
      exec "$vm" $opts -cp "$cp" "$name" "$@" >"$o.out" 2>"$o.rawerr" </dev/null) &
  else
    (cd "$scratch" && exec "$vm" $opts -cp "$cp" "$name" >"$o.out" 2>"$o.rawerr" </dev/null) &
  fi
  pid=$!
  watchdog "$pid" "$o" &
  wd=$!
  { wait "$pid"; } 2>/dev/null
  st=$?
  kill "$wd" 2>/dev/null; wait "$wd" 2>/dev/null
  if [ -f "$o.hang" ]; then st=124; fi
  echo "$st" > "$o.status"
  filter_err "$o.rawerr" > "$o.err"
}

# listed_why LIST NAME: the reason LIST (a file of "NAME reason" lines in
# this directory) gives for NAME; empty when NAME is not listed.
listed_why() {
  awk -v n="$2" '$1 == n { $1 = ""; sub(/^ /, ""); print; exit }' "$srcdir/$1" 2>/dev/null
}

# run_one NAME VARIANT: runs one program against its expected files and
# prints one PASS or FAIL line (a FAIL with the start of what differs);
# the verdict is also appended to $tally.
run_one() {
  name=$1; variant=$2
  exp="$srcdir/expected/$name"
  if [ ! -f "$exp.out" ]; then
    echo "FAIL $name [$variant] (no expected output; run --regen)"
    echo FAIL >> "$tally"; return
  fi
  o="$build/results/$variant/$name"
  mkdir -p "$build/results/$variant"
  # On a cluster (--vm-opts with -nodes N): threads are distributed by
  # the global object space, and a program that starts two or more
  # threads must have run them on two or more nodes (its -Xgos:stats
  # JSON says where they ran). Programs in nodes-local.txt need what the
  # object space does not do yet: they run with every thread on the
  # master (-Xgos:placement=local), the reason printed with the result.
  extra=; local_why=
  # SKIP_LIST="FILE..." (more "NAME reason" lists in this directory, e.g.
  # ia32-skip.txt from tools/check32.sh): programs that cannot yet give the
  # same answer on that build, reported as skipped with the reason
  for skip_list in ${SKIP_LIST:-}; do
    skip_why=$(listed_why "$skip_list" "$name")
    if [ -n "$skip_why" ]; then
      echo "SKIP $name [$variant] ($skip_list: $skip_why)"
      echo SKIP >> "$tally"
      return
    fi
  done
  case " $vmopts " in
    *" -nodes "*)
      # nodes-skip.txt: programs that cannot yet give the same answer on a
      # cluster, with the reason; reported as skipped, never passed
      skip_why=$(listed_why nodes-skip.txt "$name")
      if [ -n "$skip_why" ]; then
        echo "SKIP $name [$variant] (on a cluster: $skip_why)"
        echo SKIP >> "$tally"
        return
      fi
      local_why=$(listed_why nodes-local.txt "$name")
      if [ -n "$local_why" ]; then
        extra="-Xgos:placement=local"
      else
        extra="-Xgos:stats=$o.gos.json"
        rm -f "$o.gos.json"
      fi ;;
  esac
  t0=$(date +%s%N)
  run_prog "$RISTRETTO" "$build/$variant" "$name" "$build/scratch/$name.$variant" "$o" "$vmopts $extra"
  echo "$(( ($(date +%s%N) - t0) / 1000000 )) $name [$variant]" >> "$times"
  why=
  if ! cmp -s "$o.out" "$exp.out"; then why="stdout differs"
  elif ! cmp -s "$o.status" "$exp.status"; then why="status $(cat "$o.status"), expected $(cat "$exp.status")"
  elif ! cmp -s "$o.err" "$exp.err"; then why="stderr differs"
  elif [ -f "$o.gos.json" ]; then
    spread=$(python3 -c 'import json,sys
n = json.load(open(sys.argv[1]))["nodes"]
t = [x.get("threads", 0) for x in n]
print("%d %d" % (sum(t), sum(1 for v in t if v > 0)))' "$o.gos.json" 2>/dev/null)
    set -- $spread
    if [ -z "$spread" ]; then why="no object space statistics"
    elif [ "$1" -ge 2 ] && [ "$2" -lt 2 ]; then why="its $1 threads all ran on one node"
    fi
  fi
  if [ -z "$why" ]; then
    echo "PASS $name [$variant]${local_why:+ (threads on the master: $local_why)}"
    echo PASS >> "$tally"
  else
    echo "FAIL $name [$variant] ($why)"
    case "$why" in
      stdout*) diff "$exp.out" "$o.out" | head -n 15 ;;
      stderr*) diff "$exp.err" "$o.err" | head -n 15 ;;
      status*) head -n 5 "$o.rawerr"
               [ -f "$o.hang" ] && head -n 150 "$o.hang" ;;
    esac
    echo FAIL >> "$tally"
  fi
}

pass=0; fail=0; skip=0
tally=$build/results/tally.txt
mkdir -p "$build/results"; : > "$tally"
# Wall time of every run in milliseconds; the slowest are listed at the end.
times=$build/results/times.txt
mkdir -p "$build/results"; : > "$times"
names=$(cd "$srcdir/src" && ls *.java | sed 's/\.java$//')
for name in $names; do
  if [ -n "$filter" ] && ! echo "$name" | grep -Eq -- "$filter"; then
    continue
  fi
  if [ $regen = yes ]; then
    o="$build/regen/$name"
    mkdir -p "$build/regen"
    run_prog "$JAVA" "$build/default" "$name" "$build/scratch/$name.java" "$o"
    cp "$o.out" "$srcdir/expected/$name.out"
    cp "$o.status" "$srcdir/expected/$name.status"
    cp "$o.err" "$srcdir/expected/$name.err"
    echo "regenerated $name (status $(cat "$o.status"))"
    continue
  fi
  # Programs that need a later issue's feature are listed in pending.txt with
  # the reason; they are reported as skipped, never silently passed.
  why=$(listed_why pending.txt "$name")
  if [ -n "$why" ]; then
    echo "SKIP $name (pending: $why)"
    skip=$((skip + 2))
    continue
  fi
  for variant in default release8; do
    if [ $variant = release8 ] && ! grep -qxF "$srcdir/src/$name.java" "$build/release8.list"; then
      skip=$((skip + 1))
      continue
    fi
    # --variant: the other one is not counted as skipped (not run by choice)
    if [ -n "$only_variant" ] && [ "$variant" != "$only_variant" ]; then
      continue
    fi
    o="$build/results/$variant/$name"
    mkdir -p "$build/results/$variant"
    if [ "$JOBS" -eq 1 ]; then
      run_one "$name" "$variant"
      continue
    fi
    # At most JOBS runs at a time; each prints its result whole at its end.
    while [ "$(jobs -pr | wc -l)" -ge "$JOBS" ]; do wait -n; done
    ( run_one "$name" "$variant" > "$o.result" 2>&1; cat "$o.result" ) &
  done
done
wait
pass=$(grep -c '^PASS' "$tally")
fail=$(grep -c '^FAIL' "$tally")
skip=$((skip + $(grep -c '^SKIP' "$tally")))

[ $regen = yes ] && exit 0
if [ -s "$times" ]; then
  echo "slowest runs (ms): $(sort -rn "$times" | head -n 5 | tr '\n' ';' | sed 's/;$//')"
  echo "all runs: $(awk '{ s += $1 } END { printf "%.0f s", s / 1000 }' "$times")"
fi
if [ $skip -gt 0 ]; then
  echo "$pass passed, $fail failed, $skip skipped"
else
  echo "$pass passed, $fail failed"
fi
[ $fail -eq 0 ]
