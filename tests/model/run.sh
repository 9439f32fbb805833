#!/bin/sh
# tests/model/run.sh -- check the Promela model of the object space's
# protocol with spin (skipped, exit 77, when spin or a C compiler is absent).
#   1. 3 nodes, 2 locks, 2 objects, 2 critical sections per node: no lost
#      update, no deadlock (exhaustive search);
#   2. transitivity over 4 nodes (exhaustive);
#   3. both again with the acquire's invalidation removed: spin must find
#      the violation, or the model could not fail;
#   4. 1 and 2 with write notices (-DNOTICES; one critical section per
#      node in 1: two take over 15 GB of states), and notices whose release
#      vector forgets what the releaser learnt: spin must find that one;
#   5. lock ownership caching (-DCACHE: a node keeps a lock's ownership
#      until the home recalls it): no lost update and no deadlock on 2
#      nodes with 2 critical sections each (re-acquisition without a
#      message), also with notices; transitivity with and without notices;
#      and a recall handler that does not wait for the node's threads to
#      leave the lock must be caught.
#   6. home migration with notices (-DMIGRATE -DNOTICES: 3 nodes, one
#      object whose two fields are written under two locks, so two nodes
#      write it at once): no lost update, versions never going backwards,
#      only the current home serving a FETCH or applying a DIFF, at most 2
#      redirects per request plus one per move meanwhile, no deadlock;
#      moving after a run of K=1 diffs (one critical section each) and of
#      K=2 (node 1 two); spin must reach a move with a
#      redirected DIFF (-DSHOW_MOVE), and catch a hand-over that does not
#      check the diff's base version (a lost update), an old home applying
#      a late DIFF instead of redirecting, a hand-over that forgets the old
#      home's unlogged writes, and a new home that never takes the object
#      (requests bouncing between the two: an invalid end state, not a
#      silent livelock).
#   7. the cluster barrier (barrier.pml, gos/gos_barrier.c): 3 parties, 2
#      rounds, any party's timeout firing at any time, the action
#      returning or throwing: every round a trip or a break, nobody passing
#      early, no deadlock; and a timeout that breaks a generation whose
#      last party is running the action must be caught.
srcdir=$(cd "$(dirname "$0")" && pwd)
command -v spin >/dev/null 2>&1 || { echo "SKIP: spin not installed"; exit 77; }
# The model does not depend on the target: tools/check32.sh sets this, the
# native build has checked it already.
[ -n "${RISTRETTO_SKIP_MODEL:-}" ] && { echo "SKIP: RISTRETTO_SKIP_MODEL is set"; exit 77; }
CC=${CC:-cc}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$srcdir/hlrc.pml" "$srcdir/barrier.pml" "$work/"
cd "$work" || exit 1
rc=0
model=hlrc.pml
check() {   # name, expect (ok|error), spin -D flags...
	name=$1; expect=$2; shift 2
	rm -f pan* ./*.trail
	spin "$@" -a "$model" >/dev/null || { echo "FAIL $name: spin -a"; rc=1; return; }
	$CC -O2 -w -DSAFETY -DCOLLAPSE -o pan pan.c || { echo "FAIL $name: cc"; rc=1; return; }
	out=$(./pan -m500000 -w26 2>&1)
	errors=$(echo "$out" | sed -n 's/.*errors: \([0-9]*\).*/\1/p')
	states=$(echo "$out" | sed -n 's/^ *\([0-9]*\) states, stored.*/\1/p')
	if echo "$out" | grep -q 'Search not completed' && [ "$expect" = ok ]; then
		echo "FAIL $name: search not completed"; rc=1; return
	fi
	if [ "$expect" = ok ] && [ "$errors" = 0 ]; then
		echo "PASS $name ($states states, no error)"
	elif [ "$expect" = error ] && [ "${errors:-0}" -gt 0 ]; then
		echo "PASS $name (the broken protocol is caught: $(echo "$out" | grep -m1 -E 'violated|invalid end'))"
	else
		echo "FAIL $name (errors: $errors)"; echo "$out" | head -20; rc=1
	fi
}
check "lost update, deadlock (3 nodes, 2 locks, 2 objects)" ok
check "transitivity (4 nodes)" ok -DTRANS
check "without invalidation: lost update found" error -DBROKEN_NO_INVALIDATE
check "without invalidation: transitivity violation found" error -DTRANS -DBROKEN_NO_INVALIDATE
check "notices: lost update, deadlock (3 nodes, 2 locks, 2 objects, 1 critical section each)" ok -DNOTICES -DITER=1
check "notices: transitivity (4 nodes)" ok -DNOTICES -DTRANS
check "notices without what the releaser learnt: transitivity violation found" error -DNOTICES -DTRANS -DBROKEN_OWN_ONLY
check "cache: lost update, deadlock (2 nodes, 2 locks, 2 objects, 2 critical sections each)" ok -DCACHE -DTWO
check "cache: transitivity (4 nodes)" ok -DCACHE -DTRANS
check "cache, notices: lost update, deadlock (2 nodes, 2 critical sections each)" ok -DCACHE -DNOTICES -DTWO
check "cache, notices: transitivity (4 nodes)" ok -DCACHE -DNOTICES -DTRANS
check "cache, a recall that does not wait for the lock's local holders: lost update found" error -DCACHE -DTWO -DBROKEN_RECALL
check "migrate: lost update, versions, requests at the home, deadlock (3 nodes, 1 object of 2 fields, K=1)" ok -DNOTICES -DMIGRATE
# (K=1 with node 1 in two critical sections also passes: 21.8 million
# states, 60 s, 1.7 GB -- left out of make check for CI's time and memory)
check "migrate: the same with K=2 (node 1 two critical sections)" ok -DNOTICES -DMIGRATE -DITER1=2 -DMIGK=2
check "migrate: a move and a redirected DIFF are reached" error -DNOTICES -DMIGRATE -DSHOW_MOVE
check "migrate, a hand-over without the base check: lost update found" error -DNOTICES -DMIGRATE -DBROKEN_MIGRATE
check "migrate, an old home applying a late DIFF: found" error -DNOTICES -DMIGRATE -DBROKEN_MIGRATE_LATE
check "migrate, a hand-over that drops the old home's unlogged writes: lost update found" error -DNOTICES -DMIGRATE -DBROKEN_MIGRATE_TWIN
check "migrate, a writer that ignores \"you are the home now\": the requests left bouncing found" error -DNOTICES -DMIGRATE -DBROKEN_MIGRATE_NOTAKE
model=barrier.pml
check "barrier: trip or break each round, nobody early, no deadlock (3 parties, 2 rounds)" ok
check "barrier, a timeout breaking a generation during its action: found" error -DNO_COMMIT
exit $rc
