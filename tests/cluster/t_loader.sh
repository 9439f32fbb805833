#!/bin/sh
# User class loaders on a cluster (doc/classloaders.md): a class loader.L
# defines on node 0 is known on node 1 as (loader object, name).
#  - node 1 loads it through the same shared loader first: it defines its
#    own copy and both nodes agree that the object and the Class another
#    node stored are of that class;
#  - node 1 has not loaded it: it fetches the class from node 0 (CLASS
#    messages in -Xgos:stats) and uses the object;
#  - either way a class of L that only node 1 used has one statics block
#    for the cluster: the master fetched it from node 1 to run its
#    initialiser, and main sees node 1's count -- through findLoadedClass,
#    or through a defineClass of its own, which gets the fetched copy.
. "${srcdir:-.}/lib.sh"
for mode in load fetch define; do
	arg=$mode
	[ $mode = fetch ] && arg=
	timeout 60 $R -nodes 2 -Xgos:stats -cp "$app" loadernodes.LoaderNodes $arg \
		>"$tmp/$mode.out" 2>"$tmp/$mode.err"; rc=$?
	[ $rc -eq 0 ] || { cat "$tmp/$mode.err" >&2; fail "the $mode run exited $rc"; }
	grep -qx "main: counter 1 init 1 by L true" "$tmp/$mode.out" ||
		fail "$mode: main does not see node 1's count in the class's one statics block"
	grep -qx "main: done" "$tmp/$mode.out" || fail "$mode: main did not finish"
done
grep -qx "thread: LnPayload of loadernodes.LoaderNodes\$L same true true" "$tmp/load.out" ||
	fail "node 1 does not see node 0's object as of its own copy of the class"
grep -qx "thread: LnPayload of loadernodes.LoaderNodes\$L same false false" "$tmp/fetch.out" ||
	fail "node 1 did not use the object of a class it fetched"
grep -q "^1 .* class [1-9]" "$tmp/fetch.out" "$tmp/fetch.err" ||
	fail "node 1 sent no CLASS request"
no_orphans "after the class loader runs"
echo "ok - user-defined classes on a cluster: fetched by a node that meets them first, statics shared"
