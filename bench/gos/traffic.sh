#!/bin/sh
# bench/gos/traffic.sh -- the object space's traffic per iteration of two
# kernels (Sor, Reduce) on local clusters, for each acquire policy:
# -Xgos:stats=FILE.json at ITERS and at 2*ITERS iterations, and the
# difference divided by ITERS, so start-up traffic cancels. For Sor it also
# prints the bytes of the boundary rows that truly change hands per
# iteration (two phases; each inner band boundary row is read by its
# neighbour: 2 x 2 x (threads - 1) rows of N doubles) and the ratio of the
# fetched bytes to them (doc/performance.md, issue bar: 2 x with notices).
#   NODES="2 4" POLICIES="all notices" N=512 ITERS=10 bench/gos/traffic.sh
here=$(cd "$(dirname "$0")" && pwd)
R=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
NODES=${NODES:-"2 4"}
POLICIES=${POLICIES:-"all notices"}
N=${N:-512}
ITERS=${ITERS:-10}
RED=${RED:-1000000}
build=${BENCH_BUILD:-$here/build}
mkdir -p "$build"
${JAVAC:-javac} -d "$build" "$here/Sor.java" "$here/Reduce.java" || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run KERNEL NODES POLICY ITERS: the JSON's per-node sums, one line
run() {
	k=$1 n=$2 p=$3 it=$4
	case $k in
	Sor) args="$n $N $it" ;;
	Reduce) args="$n $RED $it" ;;
	esac
	echo "  $k on $n nodes, acquire=$p, $it iterations" >&2
	"$R" -nodes "$n" -Xgos:acquire="$p" -Xgos:stats="$tmp/s.json" -cp "$build" $k $args \
		> "$tmp/out" || { echo "$k failed" >&2; exit 1; }
	python3 - "$tmp/s.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
keys = ["fetches", "fetch_bytes", "diffs", "diff_bytes", "invalidations", "notices"]
tot = {k: sum(n.get(k, 0) for n in d["nodes"]) for k in keys}
msgs = sum(m["count"] for n in d["nodes"] for m in n["messages"].values())
byts = sum(m["bytes"] for n in d["nodes"] for m in n["messages"].values())
print(" ".join(str(tot[k]) for k in keys), msgs, byts)
EOF
}

printf '| kernel | nodes | acquire | fetches | fetched bytes | diffs | diff bytes | invalidations | notices | messages | bytes sent | fetched / boundary |\n'
printf '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for k in Sor Reduce; do
	for n in $NODES; do
		for p in $POLICIES; do
			a=$(run $k $n $p "$ITERS") || exit 1
			b=$(run $k $n $p $((2 * ITERS))) || exit 1
			echo "$a|$b" | awk -F'|' -v k=$k -v n=$n -v p=$p -v it="$ITERS" -v N="$N" '
			{ split($1, x, " "); split($2, y, " ")
			  for (i = 1; i <= 8; i++) d[i] = (y[i] - x[i]) / it
			  ratio = "-"
			  if (k == "Sor") { bnd = 2 * 2 * (n - 1) * N * 8; ratio = sprintf("%.2f", d[2] / bnd) }
			  printf "| %s | %d | %s | %.1f | %.0f | %.1f | %.0f | %.1f | %.1f | %.1f | %.0f | %s |\n",
			    k, n, p, d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], ratio }'
		done
	done
done
