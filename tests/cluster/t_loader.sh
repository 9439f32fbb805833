#!/bin/sh
# User class loaders on a cluster (doc/classloaders.md): a class loader.L
# defines on node 0 is known on node 1 as (loader object, name).
#  - node 1 loads it through the same shared loader first: it defines its
#    own copy and both nodes agree that the object and the Class another
#    node stored are of that class;
#  - node 1 has not loaded it: the cluster stops (status 3) with the
#    message that such classes do not travel between nodes, and no
#    process is left.
. "${srcdir:-.}/lib.sh"
timeout 60 $R -nodes 2 -cp "$app" loadernodes.LoaderNodes load >"$tmp/load.out" 2>"$tmp/load.err"; rc=$?
[ $rc -eq 0 ] || fail "the run that loads first exited $rc"
grep -qx "thread: LnPayload of loadernodes.LoaderNodes\$L same true true" "$tmp/load.out" ||
	fail "node 1 does not see node 0's object as of its own copy of the class"
grep -qx "main: done" "$tmp/load.out" || fail "main did not finish"
timeout 60 $R -nodes 2 -cp "$app" loadernodes.LoaderNodes >"$tmp/noload.out" 2>"$tmp/noload.err"; rc=$?
[ $rc -eq 3 ] || fail "the run that does not load first exited $rc, not 3"
grep -q "class loadernodes/LnPayload of class loader object (an instance of loadernodes.LoaderNodes\$L) reached node 1, which has not loaded it through that loader: classes defined by user class loaders do not travel between nodes" "$tmp/noload.err" ||
	fail "no message saying why"
no_orphans "after the class loader runs"
echo "ok - user-defined classes on a cluster: shared when each node loads them, a clean stop otherwise"
