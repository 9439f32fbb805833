# lib.sh -- shared by the cluster tests (sourced). Every test:
#  - compiles tests/cluster/src into its own temporary directory,
#  - tags every ristretto it starts with -Dcluster.test.tag=$tag so that
#    leftovers can be found with pgrep and killed (no orphans),
#  - bounds every command with `timeout`, uses 127.0.0.1 only.
set -u
RISTRETTO=${RISTRETTO:-../../kaffe/kaffe/ristretto}
JAVAC=${JAVAC:-javac}
srcdir=${srcdir:-.}
tag="ct$$"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ristretto_cluster.XXXXXX")
app="$tmp/app"
bgpids=
cleanup() {
	for p in $bgpids; do kill -9 "$p" 2>/dev/null; done
	pkill -9 -f "cluster.test.tag=$tag" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
fail() {
	echo "FAIL: $*"
	for f in "$tmp"/*.out "$tmp"/*.err; do [ -f "$f" ] && { echo "--- $f"; cat "$f"; }; done
	exit 1
}
skip() { echo "SKIP: $*"; exit 77; }
command -v "$JAVAC" >/dev/null 2>&1 || skip "no javac to compile the test programs"
[ -x "$RISTRETTO" ] || fail "no ristretto binary at $RISTRETTO"
mkdir -p "$app" "$tmp/empty"
"$JAVAC" -d "$app" "$srcdir"/src/*.java || fail "javac failed"
R="$RISTRETTO -Dcluster.test.tag=$tag"
# no process of this test may be left
no_orphans() {
	sleep 0.3
	if pgrep -f "cluster.test.tag=$tag" >/dev/null; then
		pgrep -af "cluster.test.tag=$tag"
		fail "orphan processes left: $1"
	fi
}
wait_grep() { # pattern file count tenths
	# a file that does not exist yet (the background command's redirect
	# may come later) counts 0 matches; an empty count must not end the
	# wait as if it had been reached
	i=0
	while :; do
		c=$(grep -c -- "$1" "$2" 2>/dev/null)
		[ "${c:-0}" -ge "$3" ] && return 0
		i=$((i+1)); [ $i -gt "$4" ] && return 1; sleep 0.1
	done
}
