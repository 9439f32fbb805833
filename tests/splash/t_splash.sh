#!/bin/sh
# Every SPLASH-2 port with a `small` line in bench/splash/sizes, under
# Ristretto on 1, 2 and 4 local nodes with the CyclicBarrier idiom and on
# 4 nodes with the monitor (synchronized/wait/notifyAll) idiom
# (-Dsplash.barrier); stdout must equal bench/splash/expected/NAME.small.out
# (written by the stock JVM: `make -C bench regen`) byte for byte.  On 2
# and 4 nodes the -Xgos:stats JSON must show the threads on more than one
# node.  Each run is bounded by `timeout` (SPLASH_TIMEOUT, 120 s), so a
# hang fails; every ristretto carries -Dsplash.test.tag=$tag, so that
# leftovers can be found and killed.
#   SPLASH_FILTER=REGEX   only the NAMEs that match (grep -E)
# known-hangs (in this folder) lists runs that can hang because of a known
# object-space bug, as "NAME NODES BARRIER reason": such a run gets
# SPLASH_KNOWN_TIMEOUT (30 s; it takes 1-2 s when it does not hang); when
# it times out it is reported as XFAIL with the reason, when it finishes
# its output must still be right.
set -u
RISTRETTO=${RISTRETTO:-../../kaffe/kaffe/ristretto}
JAVAC=${JAVAC:-javac}
srcdir=${srcdir:-.}
SPLASH_DIR=${SPLASH_DIR:-$srcdir/../../bench/splash}
SPLASH_TIMEOUT=${SPLASH_TIMEOUT:-120}
SPLASH_FILTER=${SPLASH_FILTER:-.}
SPLASH_KNOWN_TIMEOUT=${SPLASH_KNOWN_TIMEOUT:-30}
tag="sp$$"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ristretto_splash.XXXXXX")
cleanup() {
	pkill -9 -f "splash.test.tag=$tag" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
skip() { echo "SKIP: $*"; exit 77; }
command -v "$JAVAC" >/dev/null 2>&1 || skip "no javac to compile the ports"
command -v python3 >/dev/null 2>&1 || skip "no python3 to read the -Xgos:stats JSON"
[ -x "$RISTRETTO" ] || { echo "FAIL: no ristretto binary at $RISTRETTO"; exit 1; }
mkdir -p "$tmp/classes"
"$JAVAC" -nowarn -Xlint:none -encoding UTF-8 -d "$tmp/classes" "$SPLASH_DIR"/*.java ||
	{ echo "FAIL: javac failed"; exit 1; }

grep -E '^[A-Za-z0-9_]+ small ' "$SPLASH_DIR/sizes" > "$tmp/small"
[ -s "$tmp/small" ] || { echo "FAIL: no small line in $SPLASH_DIR/sizes"; exit 1; }
pass=0 failed=0 xfail=0
known_why() { # NAME NODES BARRIER
	[ -f "$srcdir/known-hangs" ] || return 0
	awk -v n="$1" -v k="$2" -v b="$3" '$1 == n && $2 == k && $3 == b {
		$1 = $2 = $3 = ""; sub(/^ +/, ""); print; exit }' "$srcdir/known-hangs"
}
while read -r name size args; do
	echo "$name" | grep -Eq -- "$SPLASH_FILTER" || continue
	exp="$SPLASH_DIR/expected/$name.small.out"
	if [ ! -f "$exp" ]; then
		echo "FAIL $name: no $exp (make -C bench regen)"
		failed=$((failed + 1)); continue
	fi
	for run in 1:cyclic 2:cyclic 4:cyclic 4:monitor; do
		nodes=${run%:*} barrier=${run#*:}
		o="$tmp/$name.$nodes.$barrier"
		opts=
		[ "$nodes" -gt 1 ] && opts="-nodes $nodes -Xgos:stats=$o.json"
		known=$(known_why "$name" "$nodes" "$barrier")
		limit=$SPLASH_TIMEOUT
		[ -n "$known" ] && limit=$SPLASH_KNOWN_TIMEOUT
		t0=$(date +%s%N)
		# shellcheck disable=SC2086
		timeout -k 10 "$limit" "$RISTRETTO" -Dsplash.test.tag=$tag $opts \
			-Dsplash.barrier=$barrier -cp "$tmp/classes" $name $args >"$o.out" 2>"$o.err" </dev/null
		rc=$?
		ms=$(( ($(date +%s%N) - t0) / 1000000 ))
		what="$name $args, $nodes node(s), $barrier barrier"
		why=
		if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then why="timed out after $limit s"
		elif [ $rc -ne 0 ]; then why="exit status $rc"
		elif ! cmp -s "$exp" "$o.out"; then why="stdout differs from $exp"
		elif [ "$nodes" -gt 1 ]; then
			spread=$(python3 -c 'import json,sys
n = json.load(open(sys.argv[1]))["nodes"]
print(sum(1 for x in n if x.get("threads", 0) > 0))' "$o.json" 2>/dev/null)
			if [ -z "$spread" ]; then why="no object space statistics in $o.json"
			elif [ "$spread" -lt 2 ]; then why="its threads ran on $spread node(s)"
			fi
		fi
		if [ -z "$why" ]; then
			echo "PASS $what ($ms ms)"
			pass=$((pass + 1))
		elif [ -n "$known" ] && { [ $rc -eq 124 ] || [ $rc -eq 137 ]; }; then
			echo "XFAIL $what: $why (known-hangs: $known)"
			xfail=$((xfail + 1))
		else
			echo "FAIL $what: $why"
			diff "$exp" "$o.out" | head -n 10
			tail -n 15 "$o.err"
			failed=$((failed + 1))
		fi
		pkill -9 -f "splash.test.tag=$tag" 2>/dev/null
	done
done < "$tmp/small"
echo "splash: $pass passed, $failed failed, $xfail known hangs"
[ $failed -eq 0 ]
