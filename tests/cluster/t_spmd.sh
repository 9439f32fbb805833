#!/bin/sh
# SPMD: every node runs main; output of every node reaches the master's
# stdout/stderr in order per node; ristretto.node/nodes are set; the
# default mode runs main on the master only.
. "${srcdir:-.}/lib.sh"
timeout 30 $R -nodes 4 -Xcluster:spmd -cp "$app" Spmd >"$tmp/spmd.out" 2>"$tmp/spmd.err"; rc=$?
[ $rc -eq 0 ] || fail "SPMD run exited $rc"
for n in 0 1 2 3; do
	t=$((n * 10))
	got=$(grep "^node $n of 4 " "$tmp/spmd.out")
	want=$(printf 'node %d of 4 line 0 h%d\nnode %d of 4 line 1 h%d\nnode %d of 4 line 2 h%d' $n $t $n $t $n $t)
	[ "$got" = "$want" ] || fail "node $n: lines missing or out of order"
	grep -qx "err from node $n" "$tmp/spmd.err" || fail "node $n: System.err line missing"
done
[ "$(wc -l <"$tmp/spmd.out")" -eq 12 ] || fail "expected 12 lines of output"
# default mode: main on the master only
timeout 30 $R -nodes 3 -cp "$app" Spmd >"$tmp/master.out" 2>"$tmp/master.err"; rc=$?
[ $rc -eq 0 ] || fail "default-mode run exited $rc"
[ "$(cat "$tmp/master.out")" = "$(printf 'node 0 of 3 line 0 h0\nnode 0 of 3 line 1 h0\nnode 0 of 3 line 2 h0')" ] ||
	fail "default mode should run main on the master only"
# System.in: the master's own input; workers read end of input
printf 'hello\n' | timeout 30 $R -nodes 2 -Xcluster:spmd -cp "$app" Echo >"$tmp/echo.out" 2>"$tmp/echo.err" ||
	fail "Echo exited $?"
grep -qx "node 0 read 6 bytes" "$tmp/echo.out" || fail "master did not read its stdin"
grep -qx "node 1 read 0 bytes" "$tmp/echo.out" || fail "worker stdin is not at end of input"
# -jar on the master: workers load the classes out of the master's jar
if command -v "${JAR:-jar}" >/dev/null 2>&1; then
	printf 'Main-Class: Spmd\n' >"$tmp/manifest"
	(cd "$app" && "${JAR:-jar}" cfm "$tmp/app.jar" "$tmp/manifest" Spmd.class Helper.class) || fail "jar failed"
	timeout 30 $R -nodes 2 -Xcluster:spmd -jar "$tmp/app.jar" >"$tmp/jar.out" 2>"$tmp/jar.err" || fail "-jar run exited $?"
	[ "$(grep -c "^node 1 of 2 line" "$tmp/jar.out")" -eq 3 ] || fail "-jar: the worker's output is missing"
fi
no_orphans "after SPMD runs"
echo "ok - SPMD output per node in order, default mode, System.in"
