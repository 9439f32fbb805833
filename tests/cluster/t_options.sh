#!/bin/sh
# Bad cluster options: a clear message and status 1, as `java` does for a
# bad option; nothing is started.
. "${srcdir:-.}/lib.sh"
check() { # expected-text args...
	want=$1; shift
	timeout 10 $R "$@" >"$tmp/o.out" 2>"$tmp/o.err"; rc=$?
	[ $rc -eq 1 ] || fail "$* gave status $rc"
	grep -q -- "$want" "$tmp/o.err" || fail "$*: no message '$want'"
}
check "requires a node count" -nodes
check "requires a node count" -nodes 0 Spmd
check "requires a node count" -nodes 2x Spmd
check "requires a node count" -nodes 5000 Spmd
check "Invalid -Xcluster option: bogus" -Xcluster:bogus Spmd
check "Invalid -Xcluster option: dead=abc" -Xcluster:dead=abc -nodes 2 Spmd
check "Invalid -Xcluster option: info=1" -Xcluster:info=1
check "Invalid -Xcluster option: port=70000" -Xcluster:port=70000 Spmd
check "exclude each other" -nodes 2 -join 127.0.0.1:1 Spmd
check "-join expects HOST:PORT" -join nowhere
check "must be longer than the heartbeat" -nodes 2 -Xcluster:heartbeat=2000 -Xcluster:dead=1000 Spmd
(unset RISTRETTO_SECRET RISTRETTO_SECRET_FILE; check "needs the cluster secret" -join 127.0.0.1:9)
OMPI_COMM_WORLD_RANK=7 OMPI_COMM_WORLD_SIZE=4 check "malformed" -cp "$app" Spmd
# -nodes 1 is the plain VM
timeout 20 $R -nodes 1 -cp "$app" Spmd >"$tmp/one.out" 2>&1 || fail "-nodes 1 failed"
grep -qx "node -1 of -1 line 0 h-10" "$tmp/one.out" || fail "-nodes 1 is not a plain run"
no_orphans "after option errors"
echo "ok - bad cluster options rejected"
