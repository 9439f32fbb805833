#!/bin/sh
# -hosts FILE with -Xcluster:rsh=fake-rsh.sh: the master (first slot of the
# first host) starts the other 3 nodes through the rsh command, the secret
# on their standard input; SPMD output of all 4 nodes arrives; exit 0.
. "${srcdir:-.}/lib.sh"
printf '# test cluster\n127.0.0.1 slots=2\nlocalhost slots=2   # second host\n' >"$tmp/hosts"
CLUSTER_TEST_TAG=$tag; export CLUSTER_TEST_TAG
rsh="$(cd "$srcdir" && pwd)/fake-rsh.sh"
timeout 60 $R -hosts "$tmp/hosts" -Xcluster:rsh="$rsh" -Xcluster:spmd -cp "$app" Spmd \
	>"$tmp/h.out" 2>"$tmp/h.err"; rc=$?
[ $rc -eq 0 ] || fail "-hosts run exited $rc"
for n in 0 1 2 3; do
	[ "$(grep -c "^node $n of 4 line" "$tmp/h.out")" -eq 3 ] || fail "node $n's output is missing"
done
# a bad hosts file is a clear error
printf '127.0.0.1 slots=zero\n' >"$tmp/bad"
timeout 10 $R -hosts "$tmp/bad" -cp "$app" Spmd >"$tmp/bad.out" 2>"$tmp/bad.err"; rc=$?
[ $rc -eq 1 ] || fail "bad hosts file gave status $rc"
grep -q "hosts file .*line 1" "$tmp/bad.err" || fail "bad hosts file: no line number"
no_orphans "after -hosts"
echo "ok - -hosts with a fake rsh"
