#!/bin/sh
# Class-path resources on cluster workers: the resources (a file beside
# resnode.ResNode, one at the root, one in a jar, a 300 KB binary, names
# with a space and with non-ASCII characters) are on the master's class
# path only.
#  - -nodes 3 SPMD: every node prints the same contents; a missing name is
#    null everywhere;
#  - a -join worker started from an empty directory with an empty class
#    path reads them through the master (class_bytes hook); its URLs are
#    ristretto-cluster: ones and open through the master too.
. "${srcdir:-.}/lib.sh"
mkdir -p "$tmp/jar/jarres"
printf 'hello from the master\n' >"$app/resnode/greeting.txt"
printf 'at the top\n' >"$app/top.txt"
printf 'a space in the name\n' >"$app/with space.txt"
utf="$app/caf$(printf '\303\251')"     # café/ünï 日.txt, in UTF-8
mkdir -p "$utf"
printf 'UTF-8 in the name\n' >"$utf/$(printf '\303\274n\303\257 \346\227\245').txt"
printf 'inside a jar\n' >"$tmp/jar/jarres/j.txt"
head -c 300000 /dev/urandom >"$app/resnode/big.bin"
(cd "$tmp/jar" && "${JAR:-jar}" cf "$tmp/res.jar" jarres) || fail "jar failed"
cp="$app:$tmp/res.jar"
# what one node prints, from the single-node VM
timeout 30 $R -cp "$cp" resnode.ResNode >"$tmp/one.out" 2>"$tmp/one.err" || fail "single node exited $?"
grep -qx "node -1 greeting: hello from the master" "$tmp/one.out" || fail "single node: no greeting"
grep -qx "node -1 missing: null" "$tmp/one.out" || fail "single node: missing resource is not null"
grep -qx "node -1 spaced name: a space in the name" "$tmp/one.out" || fail "single node: no resource with a space"
grep -qx "node -1 utf-8 name: UTF-8 in the name" "$tmp/one.out" || fail "single node: no resource with a UTF-8 name"
grep -qx "node -1 url protocol: file" "$tmp/one.out" || fail "single node: not a file: URL"
want() { # the single-node lines for node $1, without the URL protocol
	grep -v "url protocol" "$tmp/one.out" | sed "s/^node -1 /node $1 /"
}
timeout 60 $R -nodes 3 -Xcluster:spmd -cp "$cp" resnode.ResNode >"$tmp/spmd.out" 2>"$tmp/spmd.err"; rc=$?
[ $rc -eq 0 ] || fail "SPMD run exited $rc"
for n in 0 1 2; do
	[ "$(grep "^node $n " "$tmp/spmd.out" | grep -v "url protocol")" = "$(want $n)" ] ||
		fail "node $n read other resource contents"
done
# a worker with nothing local: everything comes from the master
RISTRETTO_SECRET="cluster-test-secret-$tag-resources"
export RISTRETTO_SECRET
timeout 60 $R -nodes 2 -Xcluster:spawn=none -Xcluster:spmd -cp "$cp" resnode.ResNode \
	>"$tmp/m.out" 2>"$tmp/m.err" &
master=$!; bgpids=$master
wait_grep "waiting for 1 worker" "$tmp/m.err" 1 100 || fail "the master did not start"
port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\),.*/\1/p' "$tmp/m.err")
[ -n "$port" ] || fail "no port in the master's message"
( cd "$tmp/empty" && exec timeout 60 $R -join "127.0.0.1:$port" -cp "$tmp/empty" \
	>"$tmp/w.out" 2>"$tmp/w.err" ) &
bgpids="$master $!"
wait $master; rc=$?
[ $rc -eq 0 ] || fail "the -join cluster exited $rc"
[ "$(grep "^node 1 " "$tmp/m.out" | grep -v "url protocol")" = "$(want 1)" ] ||
	fail "the -join worker read other resource contents"
grep -qx "node 1 url protocol: ristretto-cluster" "$tmp/m.out" || fail "the worker's URL is not a ristretto-cluster: one"
grep -qx "node 1 missing: null" "$tmp/m.out" || fail "a missing resource is not null on the worker"
grep -qx "node 0 url protocol: file" "$tmp/m.out" || fail "the master's URL is not a file: URL"
no_orphans "after the resource runs"
echo "ok - resources from the master's class path on workers (SPMD, -join with an empty class path)"
