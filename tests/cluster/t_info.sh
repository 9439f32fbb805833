#!/bin/sh
# -nodes 4 -Xcluster:info: four rows (rank, host, pid, RTT, bandwidth) and
# the fan-out round trip to the three workers, exit 0.
. "${srcdir:-.}/lib.sh"
timeout 30 $R -nodes 4 -Xcluster:info >"$tmp/info.out" 2>"$tmp/info.err"; rc=$?
[ $rc -eq 0 ] || fail "-Xcluster:info exited $rc"
grep -q "^Ristretto cluster: 4 nodes" "$tmp/info.out" || fail "no header"
for r in 1 2 3; do
	# rank, host (127.0.0.1:port), pid, a measured RTT and bandwidth
	grep -Eq "^$r +[^ ]+ \(127\.0\.0\.1:[0-9]+\) +[1-9][0-9]* +[0-9]+\.[0-9] +[0-9]+\.[0-9]$" "$tmp/info.out" ||
		fail "no measured row for node $r"
done
grep -Eq "^0 +[^ ]+ \(127\.0\.0\.1:[0-9]+\) +[1-9][0-9]* +- +-$" "$tmp/info.out" || fail "no row for the master"
# the pids are the workers' own (distinct)
[ "$(awk 'NR>3 && $1 ~ /^[0-9]+$/ {print $4}' "$tmp/info.out" | sort -u | wc -l)" -eq 3 ] || fail "worker pids not distinct"
# the fan-out round trip, measured
grep -Eq "^fan-out: 64 B to all 3 workers and back, [0-9]+\.[0-9] us$" "$tmp/info.out" || fail "no fan-out line"
# -Xdebug:gos turns on the transport's debug lines
timeout 30 $R -nodes 2 -Xdebug:gos -Xcluster:info >"$tmp/dbg.out" 2>"$tmp/dbg.err" || fail "-Xdebug:gos run exited $?"
grep -q "^\[node 0\] cluster of 2 nodes formed" "$tmp/dbg.err" || fail "-Xdebug:gos printed no formation line"
grep -q "formed" "$tmp/info.err" && fail "debug lines without -Xdebug:gos"
no_orphans "after -Xcluster:info"
echo "ok - 4-node -Xcluster:info"
