#!/bin/sh
# Exit status: System.exit(n) on a worker and on the master end the whole
# cluster with n; an uncaught exception on a worker gives status 1 and its
# stack trace on the master's stderr, while the other nodes finish.
. "${srcdir:-.}/lib.sh"
timeout 30 $R -nodes 3 -Xcluster:spmd -cp "$app" ExitW 2 7 >"$tmp/w.out" 2>"$tmp/w.err"; rc=$?
[ $rc -eq 7 ] || fail "System.exit(7) on node 2 gave status $rc"
grep -qx "node 2 exits with 7" "$tmp/w.out" || fail "node 2's last line is missing"
grep -q "should not get here" "$tmp/w.out" && fail "a node kept running after System.exit"
timeout 30 $R -nodes 3 -Xcluster:spmd -cp "$app" ExitW 0 5 >"$tmp/m.out" 2>"$tmp/m.err"; rc=$?
[ $rc -eq 5 ] || fail "System.exit(5) on the master gave status $rc"
timeout 30 $R -nodes 4 -Xcluster:spmd -cp "$app" Throw >"$tmp/t.out" 2>"$tmp/t.err"; rc=$?
[ $rc -eq 1 ] || fail "uncaught exception on node 2 gave status $rc"
grep -q 'Exception in thread "main" java.lang.IllegalStateException: boom on node 2' "$tmp/t.err" ||
	fail "the worker's stack trace is missing"
grep -q "at Throw.main(Throw.java:5)" "$tmp/t.err" || fail "no stack frame in the trace"
for n in 0 1 3; do grep -qx "node $n done" "$tmp/t.out" || fail "node $n did not finish"; done
no_orphans "after exit tests"
echo "ok - System.exit on worker and master, uncaught exception on a worker"
