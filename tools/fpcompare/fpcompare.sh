#!/bin/bash
# Differential test of floating-point text: runs FpGen under the stock java
# and under Ristretto over the same values and compares the lines.
#
# usage: fpcompare.sh [--seed S] [--count N] [--chunk C] [--start I]
#                     [--keep FILE] MODE...
#   MODE     d f dparse fparse de df dg da fe ff fg fa frange (see FpGen.java)
#   --count  values per mode (default 1000000), run in chunks of --chunk
#            values (default 200000), java and Ristretto side by side
#   --keep   append every differing pair to FILE as
#            "MODE<TAB>java line<TAB>ristretto line"
# Prints, per mode, the first difference and the count of differing lines.
# Exit status 1 if any mode differed.
#   RISTRETTO  VM binary (default: kaffe/kaffe/ristretto of this tree)
#   JAVA, JAVAC  the stock tools (default: from PATH)

set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
RISTRETTO=${RISTRETTO:-$top/kaffe/kaffe/ristretto}
JAVA=${JAVA:-java}
JAVAC=${JAVAC:-javac}
seed=1 count=1000000 chunk=200000 start=0 keep=
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) shift; seed=$1 ;;
    --count) shift; count=$1 ;;
    --chunk) shift; chunk=$1 ;;
    --start) shift; start=$1 ;;
    --keep) shift; keep=$1 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    -*) echo "fpcompare: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
  shift
done
[ $# -gt 0 ] || { echo "fpcompare: no mode (try --help)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/fpcompare.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$JAVAC" -nowarn -d "$work/classes" "$here/FpGen.java" || exit 2

status=0
for mode in "$@"; do
  diffs=0 first= done_=0
  t0=$(date +%s)
  i=$start
  while [ "$i" -lt $((start + count)) ]; do
    n=$chunk
    [ $((i + n)) -gt $((start + count)) ] && n=$((start + count - i))
    "$JAVA" -cp "$work/classes" FpGen "$mode" "$seed" "$n" "$i" > "$work/a" &
    "$RISTRETTO" -cp "$work/classes" FpGen "$mode" "$seed" "$n" "$i" > "$work/b" 2> "$work/err"
    rc=$?
    wait
    if [ $rc -ne 0 ]; then
      echo "$mode: ristretto exited $rc at chunk $i:"; head -5 "$work/err"
      status=1
    fi
    if ! cmp -s "$work/a" "$work/b"; then
      paste -d '\t' "$work/a" "$work/b" | awk -F '\t' '$1 != $2' > "$work/d"
      c=$(wc -l < "$work/d")
      diffs=$((diffs + c))
      [ -z "$first" ] && first=$(head -1 "$work/d")
      [ -n "$keep" ] && sed "s/^/$mode\t/" "$work/d" >> "$keep"
      # a short Ristretto output (a crash) is counted as differing lines too
      la=$(wc -l < "$work/a"); lb=$(wc -l < "$work/b")
      [ "$la" != "$lb" ] && echo "$mode: line counts differ at chunk $i ($la vs $lb)"
    fi
    i=$((i + n)); done_=$((done_ + n))
  done
  t1=$(date +%s)
  printf '%s: %d values, %d differ (%s%%), %ds\n' "$mode" "$done_" "$diffs" \
    "$(awk -v d=$diffs -v n=$done_ 'BEGIN { printf "%.4f", n ? 100 * d / n : 0 }')" $((t1 - t0))
  if [ $diffs -gt 0 ]; then
    status=1
    printf '  first: java | ristretto\n  %s\n' "$first" | tr '\t' '|'
  fi
done
exit $status
