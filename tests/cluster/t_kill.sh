#!/bin/sh
# kill -9 of a worker mid-run, then SIGSTOP of one (unreachable, not
# dead): the master notices by heartbeats (default 5 s dead time), stops
# the cluster within 10 s with a message naming the node, a non-zero status,
# the output so far, and no process left.
. "${srcdir:-.}/lib.sh"
timeout 60 $R -nodes 3 -Xcluster:spmd -cp "$app" Sleepy >"$tmp/k.out" 2>"$tmp/k.err" &
master=$!; bgpids=$master
wait_grep "tick 1" "$tmp/k.out" 3 150 || fail "the cluster did not start"
# the master's children are the workers; the highest pid is node 2
victim=$(pgrep -P "$(pgrep -P $master -f cluster.test.tag | head -1)" | sort -n | tail -1)
[ -n "$victim" ] || victim=$(pgrep -P $master | sort -n | tail -1)
[ -n "$victim" ] || fail "no worker to kill"
start=$(date +%s)
kill -9 "$victim"
wait $master; rc=$?; bgpids=
took=$(( $(date +%s) - start ))
echo "victim $victim, status $rc, ${took}s"
[ $rc -ne 0 ] || fail "the cluster exited 0 after losing a node"
[ $rc -ne 124 ] || fail "the cluster hung"
[ $took -le 10 ] || fail "the cluster took ${took}s to stop"
grep -q "Error: cluster node [12] (127.0.0.1:[0-9]*, pid $victim) was lost" "$tmp/k.err" || fail "lost node not named"
for n in 0 1 2; do grep -qx "node $n tick 1" "$tmp/k.out" || fail "output of node $n so far is missing"; done
no_orphans "after kill -9"
echo "ok - killed worker: stopped in ${took}s with status $rc"

# an unreachable (stopped, SIGSTOP) worker: same, and the hung process is
# not left behind
timeout 60 $R -nodes 3 -Xcluster:spmd -cp "$app" Sleepy >"$tmp/s.out" 2>"$tmp/s.err" &
master=$!; bgpids=$master
wait_grep "tick 1" "$tmp/s.out" 3 150 || fail "the second cluster did not start"
victim=$(pgrep -P "$(pgrep -P $master -f cluster.test.tag | head -1)" | sort -n | tail -1)
[ -n "$victim" ] || fail "no worker to stop"
start=$(date +%s)
kill -STOP "$victim"
wait $master; rc=$?; bgpids=
took=$(( $(date +%s) - start ))
echo "stopped $victim, status $rc, ${took}s"
[ $rc -eq 3 ] || fail "status $rc after a node became unreachable"
[ $took -le 10 ] || fail "the cluster took ${took}s to stop"
grep -q "pid $victim) was lost: no message" "$tmp/s.err" || fail "unreachable node not named"
no_orphans "after SIGSTOP"
echo "ok - unreachable worker: stopped in ${took}s with status $rc"
