#!/bin/sh
# bench/gos/run.sh -- primitive costs of the global object space on a local
# 2-node cluster against the transport's raw round trip, measured in the
# same run: -Xcluster:info's median 64-byte PING round trip, then GosPrims
# (a thread on node 1 against objects homed at node 0; the lock lines with
# -Xgos:lockcache=off, and once more with the default, where the node keeps
# the monitor it was granted), and a barrier episode of 4 nodes (GosBarrier)
# against -Xcluster:info's fan-out round trip of 4 nodes (a message to each
# worker and its answer: what a central barrier needs of the transport).
# ROUNDS alternating rounds; prints each round and the medians with the
# ratios (doc/gos.md).
#   RISTRETTO (default ../../kaffe/kaffe/ristretto beside this script), JAVAC
here=$(cd "$(dirname "$0")" && pwd)
R=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
ROUNDS=${ROUNDS:-5}
build=${BENCH_BUILD:-$here/build}
mkdir -p "$build"
for p in GosPrims GosBarrier; do
	[ -f "$build/$p.class" ] && [ "$build/$p.class" -nt "$here/$p.java" ] ||
		${JAVAC:-javac} -d "$build" "$here/$p.java" || exit 2
done
out=$(mktemp)
i=0
while [ $i -lt "$ROUNDS" ]; do
	rtt=$("$R" -nodes 2 -Xcluster:info | awk '$1 == 1 { print $5 }')
	# the per-thread monitor protocol (every enter and exit a message);
	# with lock ownership caching (the default) the node keeps the
	# monitor and the lock line is a local re-entry
	prims=$("$R" -nodes 2 -Xgos:lockcache=off -cp "$build" GosPrims 2000)
	cached=$("$R" -nodes 2 -cp "$build" GosPrims 2000)
	bar=$("$R" -nodes 4 -cp "$build" GosBarrier 200)
	# the transport's part of a central barrier's cycle on those 4 nodes:
	# a 64-byte message to each worker, one after another, and every answer
	fan=$("$R" -nodes 4 -Xcluster:info | awk '/^fan-out:/ { print $(NF - 1) }')
	echo "$prims" | grep -q "node 1" || { echo "the measuring thread did not run on node 1" >&2; exit 1; }
	f=$(echo "$prims" | awk '$1 == "fetch64" { print $2 }')
	l=$(echo "$prims" | awk '$1 == "lock" { print $2 }')
	d=$(echo "$prims" | awk '$1 == "lockdiff" { print $2 }')
	v=$(echo "$prims" | awk '$1 == "volread" { print $2 }')
	c=$(echo "$cached" | awk '$1 == "lock" { print $2 }')
	bc=$(echo "$bar" | awk '$1 == "cyclic" { print $2 }')
	bm=$(echo "$bar" | awk '$1 == "monitor" { print $2 }')
	echo "round $i: rtt $rtt us, fetch64 $f, lock $l, lockdiff $d, volread $v, cachedlock $c, barrier4 $bc, monbarrier4 $bm, fanout4 $fan" | tee -a "$out"
	i=$((i + 1))
done
awk '{ gsub(",", ""); r[NR] = $4; f[NR] = $7; l[NR] = $9; d[NR] = $11; v[NR] = $13; c[NR] = $15; bc[NR] = $17; bm[NR] = $19; fo[NR] = $21 }
function med(a, n,   i, j, t, b) { for (i = 1; i <= n; i++) b[i] = a[i]
	for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (b[j] < b[i]) { t = b[i]; b[i] = b[j]; b[j] = t }
	return b[int((n + 1) / 2)] }
END { n = NR; R = med(r, n); F = med(f, n); L = med(l, n); D = med(d, n); V = med(v, n); C = med(c, n); BC = med(bc, n); BM = med(bm, n); FO = med(fo, n)
	printf "median raw RTT %.1f us\n", R
	printf "fetch of a 64-byte object  %.1f us = %.2f x RTT (1 round trip)\n", F, F / R
	printf "lock acquire+release       %.1f us = %.2f x 2 RTT (enter, exit)\n", L, L / (2 * R)
	printf "diff of one changed word   %.1f us = %.2f x RTT (lockdiff - lock)\n", D - L, (D - L) / R
	printf "volatile read at home      %.1f us = %.2f x RTT\n", V, V / R
	printf "lock, ownership cached     %.2f us (no message: -Xgos:lockcache=on)\n", C
	printf "fan-out round trip, 4 nodes %.1f us = %.2f x RTT (64 B to each of 3 workers, all answers)\n", FO, FO / R
	printf "barrier, 4 nodes           %.1f us = %.2f x RTT = %.2f x fan-out (CyclicBarrier; at best 1 fan-out)\n", BC, BC / R, BC / FO
	printf "barrier, 4 nodes, monitor  %.1f us = %.2f x RTT (synchronized/wait/notifyAll)\n", BM, BM / R }' "$out"
rm -f "$out"
