#!/bin/sh
# Ristretto micro-benchmarks.
# usage: run.sh [-n RUNS] [--out FILE] [--java-only] [PROGRAM...]
#   RISTRETTO  VM binary (default: ../../kaffe/kaffe/ristretto relative to
#              this script's directory)
#   JAVAC, JAVA  stock tools (default: from PATH)
# Each program is run RUNS times (default 3) under `java -Xint` and under
# $RISTRETTO; the best wall-clock time of each is reported.  The checksum
# line printed by the two VMs must agree.  Classes go to $BENCH_BUILD
# (default: build/ beside this script).
here=$(cd "$(dirname "$0")" && pwd)
runs=3
out=
java_only=no
progs=
while [ $# -gt 0 ]; do
  case "$1" in
    -n) shift; runs=$1 ;;
    --out) shift; out=$1 ;;
    --out=*) out=${1#--out=} ;;
    --java-only) java_only=yes ;;
    -h|--help) echo "usage: $0 [-n RUNS] [--out FILE] [--java-only] [PROGRAM...]"; exit 0 ;;
    -*) echo "usage: $0 [-n RUNS] [--out FILE] [--java-only] [PROGRAM...]" >&2; exit 2 ;;
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
trap 'rm -f "$tmp" "$tmp.r"' EXIT
status=0
{
  echo "| program | java -Xint (s) | ristretto (s) | ratio |"
  echo "|---|---:|---:|---:|"
} > "$tmp"
: > "$tmp.r"
for p in $progs; do
  best_time "$JAVA" -Xint -cp "$build" "$p"
  jt=$best; jsum=$sum
  if [ $java_only = yes ]; then
    printf '| %s | %.2f | | |\n' "$p" "$jt" >> "$tmp"
    continue
  fi
  best_time "$RISTRETTO" -cp "$build" "$p"
  rt=$best; rsum=$sum
  if [ "$jsum" != "$rsum" ]; then
    echo "CHECKSUM MISMATCH $p: java '$jsum' ristretto '$rsum'" >&2
    status=1
    printf '| %s | %.2f | %.2f | mismatch |\n' "$p" "$jt" "$rt" >> "$tmp"
    continue
  fi
  ratio=$(awk -v r="$rt" -v j="$jt" 'BEGIN { printf "%.4f", r / j }')
  echo "$ratio" >> "$tmp.r"
  printf '| %s | %.2f | %.2f | %.2f |\n' "$p" "$jt" "$rt" "$ratio" >> "$tmp"
done
if [ -s "$tmp.r" ]; then
  med=$(sort -g "$tmp.r" | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}')
  printf '\nmedian ratio (ristretto / java -Xint): %.2f\n' "$med" >> "$tmp"
fi
cat "$tmp"
[ -n "$out" ] && cp "$tmp" "$out"
exit $status
