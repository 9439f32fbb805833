#!/bin/bash
# bench/gos/scaling.sh -- time per iteration of the two kernels (Sor,
# Reduce) on 1, 2, 4 ... nodes, as many threads as nodes: each run at ITERS
# and at 2*ITERS iterations, REPS times alternating, and the difference of
# the median wall times divided by ITERS, so start-up (VM boot, cluster
# forming, the first fetches) cancels. The checksum of every run must be
# the one of the 1-node run with the same iterations.
#
# With NETNS=1 a run of K > 1 nodes goes through tools/netns/cluster-netns.sh
# (K network namespaces, every link shaped to 100 Mbit/s, root needed),
# otherwise all nodes are local processes on the loopback.
#
#   NODES="1 2 4" N=512 ITERS=10 REPS=3 NETNS=0 bench/gos/scaling.sh
#   RISTRETTO, JAVAC, BENCH_BUILD (classes already compiled: no javac)
here=$(cd "$(dirname "$0")" && pwd)
R=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
NODES=${NODES:-"1 2 4"}
N=${N:-512}
RED=${RED:-1000000}
ITERS=${ITERS:-10}
REPS=${REPS:-3}
NETNS=${NETNS:-0}
KERNELS=${KERNELS:-"Sor Reduce"}
build=${BENCH_BUILD:-$here/build}
if [ ! -f "$build/Sor.class" ] || [ ! -f "$build/Reduce.class" ]; then
	mkdir -p "$build"
	${JAVAC:-javac} -d "$build" "$here/Sor.java" "$here/Reduce.java" || exit 2
fi
export RISTRETTO_SECRET=${RISTRETTO_SECRET:-scaling-bench-secret-0123456789abcdef}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# one KERNEL NODES ITERS: prints "MILLISECONDS CHECKSUM-LINE"
one() {
	k=$1 n=$2 it=$3
	case $k in
	Sor) args="$n $N $it" ;;
	Reduce) args="$n $RED $it" ;;
	esac
	t0=$(date +%s%N)
	if [ "$n" -gt 1 ] && [ "$NETNS" = 1 ]; then
		bash "$here/../../tools/netns/cluster-netns.sh" "$n" "$R" -cp "$build" $k $args \
			>"$tmp/out" 2>"$tmp/err"
	else
		"$R" -nodes "$n" -cp "$build" $k $args >"$tmp/out" 2>"$tmp/err"
	fi
	rc=$?
	t1=$(date +%s%N)
	if [ $rc -ne 0 ]; then
		echo "$k on $n nodes ($it iterations) failed with status $rc:" >&2
		tail -5 "$tmp/err" >&2
		exit 1
	fi
	echo "$(( (t1 - t0) / 1000000 )) $(grep -m1 checksum "$tmp/out")"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "| kernel | nodes | ms at $ITERS it. | ms at $((2 * ITERS)) it. | ms per iteration | speed-up |"
echo "|---|---:|---:|---:|---:|---:|"
for k in $KERNELS; do
	base=
	for n in $NODES; do
		: >"$tmp/a"; : >"$tmp/b"
		for r in $(seq 1 "$REPS"); do
			for it in "$ITERS" $((2 * ITERS)); do
				line=$(one $k "$n" "$it") || exit 1
				sum=${line#* }
				ref="$tmp/ref.$k.$it"
				[ -f "$ref" ] || echo "$sum" >"$ref"
				[ "$sum" = "$(cat "$ref")" ] || {
					echo "$k on $n nodes: '$sum' differs from '$(cat "$ref")'" >&2; exit 1; }
				if [ "$it" = "$ITERS" ]; then echo "${line%% *}" >>"$tmp/a"; else echo "${line%% *}" >>"$tmp/b"; fi
			done
		done
		a=$(median <"$tmp/a"); b=$(median <"$tmp/b")
		per=$(awk -v a="$a" -v b="$b" -v i="$ITERS" 'BEGIN { printf "%.1f", (b - a) / i }')
		[ -n "$base" ] || base=$per
		echo "| $k | $n | $a | $b | $per | $(awk -v x="$base" -v y="$per" 'BEGIN { if (y > 0) printf "%.2f", x / y; else print "-" }') |"
	done
done
