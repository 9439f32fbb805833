#!/bin/sh
# Ristretto micro-benchmarks.
# usage: run.sh [-n RUNS] [--out FILE] [--java-only] [--vm-opts OPTS] [PROGRAM...]
#   RISTRETTO  VM binary (default: ../../kaffe/kaffe/ristretto relative to
#              this script's directory)
#   JAVAC, JAVA  stock tools (default: from PATH)
# Each program is run RUNS times (default 3) under `java -Xint`, under
# `java -XX:TieredStopAtLevel=1` (HotSpot with only its client compiler,
# C1: what the JIT is compared with) and under $RISTRETTO with OPTS (e.g.
# -Xjit:all); the best wall-clock time of each is reported.  The checksum
# lines printed by the VMs must agree.  Classes go to $BENCH_BUILD
# (default: build/ beside this script).
here=$(cd "$(dirname "$0")" && pwd)
runs=3
out=
java_only=no
vm_opts=
progs=
while [ $# -gt 0 ]; do
  case "$1" in
    -n) shift; runs=$1 ;;
    --out) shift; out=$1 ;;
    --out=*) out=${1#--out=} ;;
    --java-only) java_only=yes ;;
    --vm-opts) shift; vm_opts=$1 ;;
    --vm-opts=*) vm_opts=${1#--vm-opts=} ;;
    -h|--help) echo "usage: $0 [-n RUNS] [--out FILE] [--java-only] [--vm-opts OPTS] [PROGRAM...]"; exit 0 ;;
    -*) echo "usage: $0 [-n RUNS] [--out FILE] [--java-only] [--vm-opts OPTS] [PROGRAM...]" >&2; exit 2 ;;
    *) progs="$progs $1" ;;
  esac
  shift
done
[ -n "$progs" ] || progs="Fib Loops ArraySum StringBuild AllocChurn HashMapOps VirtualCalls SyncUncontended SyncContended WaitNotify ThreadStartJoin LambdaCalls StringConcat AtomicIncrements"
JAVAC=${JAVAC:-javac}
JAVA=${JAVA:-java}
RISTRETTO=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
LC_ALL=C.UTF-8; export LC_ALL

build=${BENCH_BUILD:-$here/build}
mkdir -p "$build"
"$JAVAC" -nowarn -d "$build" "$here"/*.java || exit 2

now() { date +%s.%N; }
# best_time VM... ; sets $best and $sum (checksum line of the last run)
best_time() {
  best=
  sum=
  i=0
  while [ $i -lt "$runs" ]; do
    t0=$(now)
    line=$("$@" 2>/dev/null | tail -n 1)
    t1=$(now)
    t=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
    if [ -z "$best" ] || awk -v t="$t" -v b="$best" 'BEGIN { exit !(t < b) }'; then best=$t; fi
    if [ -n "$sum" ] && [ "$sum" != "$line" ]; then sum="unstable"; else sum=$line; fi
    i=$((i + 1))
  done
}

tmp=$(mktemp)
trap 'rm -f "$tmp" "$tmp.r" "$tmp.c"' EXIT
status=0
{
  echo "| program | java -Xint (s) | java C1 (s) | ristretto $vm_opts (s) | / -Xint | / C1 |"
  echo "|---|---:|---:|---:|---:|---:|"
} > "$tmp"
: > "$tmp.r"
: > "$tmp.c"
for p in $progs; do
  best_time "$JAVA" -Xint -cp "$build" "$p"
  jt=$best; jsum=$sum
  best_time "$JAVA" -XX:TieredStopAtLevel=1 -cp "$build" "$p"
  ct=$best; csum=$sum
  if [ "$jsum" != "$csum" ]; then
    echo "CHECKSUM MISMATCH $p: java -Xint '$jsum' java C1 '$csum'" >&2
    status=1
  fi
  if [ $java_only = yes ]; then
    printf '| %s | %.2f | %.2f | | | |\n' "$p" "$jt" "$ct" >> "$tmp"
    continue
  fi
  # shellcheck disable=SC2086  # OPTS is a list of words
  best_time "$RISTRETTO" $vm_opts -cp "$build" "$p"
  rt=$best; rsum=$sum
  if [ "$jsum" != "$rsum" ]; then
    echo "CHECKSUM MISMATCH $p: java '$jsum' ristretto '$rsum'" >&2
    status=1
    printf '| %s | %.2f | %.2f | %.2f | mismatch | |\n' "$p" "$jt" "$ct" "$rt" >> "$tmp"
    continue
  fi
  ratio=$(awk -v r="$rt" -v j="$jt" 'BEGIN { printf "%.4f", r / j }')
  cratio=$(awk -v r="$rt" -v j="$ct" 'BEGIN { printf "%.4f", r / j }')
  echo "$ratio" >> "$tmp.r"
  echo "$cratio" >> "$tmp.c"
  printf '| %s | %.2f | %.2f | %.2f | %.2f | %.2f |\n' "$p" "$jt" "$ct" "$rt" "$ratio" "$cratio" >> "$tmp"
done
median() { sort -g "$1" | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
if [ -s "$tmp.r" ]; then
  printf '\nmedian ratio (ristretto / java -Xint): %.2f\n' "$(median "$tmp.r")" >> "$tmp"
  printf 'median ratio (ristretto / java C1): %.2f, largest %.2f\n' "$(median "$tmp.c")" \
    "$(sort -g "$tmp.c" | tail -n 1)" >> "$tmp"
fi
cat "$tmp"
[ -n "$out" ] && cp "$tmp" "$out"
exit $status
