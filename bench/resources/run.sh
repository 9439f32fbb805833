#!/bin/sh
# Resource lookup timings (doc/vm-core.md, "Class-path resources"): a 1 KB
# and a 64 KB resource read with getResourceAsStream from a directory and
# from a jar on one node, and on a -join worker with an empty class path
# (every lookup a round trip to the master; missing names are cached).
# The stock JVM's numbers for the same program are printed for scale.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
R=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
JAVA=${JAVA:-java}; JAVAC=${JAVAC:-javac}; JAR=${JAR:-jar}
N=${N:-2000}
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
mkdir -p "$w/cls/benchres" "$w/empty"
"$JAVAC" -d "$w/cls" "$here/ResourceBench.java"
head -c 1024 /dev/urandom >"$w/cls/benchres/small.txt"
head -c 65536 /dev/urandom >"$w/cls/benchres/big.bin"
(cd "$w/cls" && "$JAR" cf ../res.jar benchres) && mkdir -p "$w/jcls" && cp "$w/cls/ResourceBench.class" "$w/jcls/"
for res in benchres/small.txt benchres/big.bin; do
	echo "== $res, $N lookups"
	printf 'ristretto dir: '; "$R" -cp "$w/cls" ResourceBench "$res" "$N"
	printf 'ristretto jar: '; "$R" -cp "$w/jcls:$w/res.jar" ResourceBench "$res" "$N"
	printf 'java -Xint dir: '; "$JAVA" -Xint -cp "$w/cls" ResourceBench "$res" "$N"
	printf 'java -Xint jar: '; "$JAVA" -Xint -cp "$w/jcls:$w/res.jar" ResourceBench "$res" "$N"
	RISTRETTO_SECRET="bench-resources-secret-$$-0123456789"; export RISTRETTO_SECRET
	"$R" -nodes 2 -Xcluster:spawn=none -Xcluster:spmd -cp "$w/cls" ResourceBench "$res" "$N" \
		>"$w/m.out" 2>"$w/m.err" &
	m=$!
	i=0; until grep -q "listening on" "$w/m.err" 2>/dev/null; do i=$((i+1)); [ $i -lt 100 ] || exit 1; sleep 0.1; done
	port=$(sed -n 's/.*listening on 127\.0\.0\.1:\([0-9]*\),.*/\1/p' "$w/m.err")
	(cd "$w/empty" && "$R" -join "127.0.0.1:$port" -cp "$w/empty" >/dev/null 2>&1) &
	wait $m
	sed 's/^/cluster (master = node 0, -join worker = node 1): /' "$w/m.out"
done
