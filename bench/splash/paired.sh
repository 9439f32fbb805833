#!/bin/sh
# bench/splash/paired.sh -- the profiler's overhead bars (issue 15) as paired
# ratios: ROUNDS rounds, each running every configuration once back to back
# (the order rotated by one each round), each run timed around the whole
# command; a configuration's overhead is the median over the rounds of its
# time divided by the untracked run's time in the same round, so the drift
# between rounds (a lent machine, the page cache) cancels.
#
#   usage: bench/splash/paired.sh PROGRAM ARGS...
#   env:   ROUNDS (default 8), NODES (4), RISTRETTO, CLASSES (bench/classes),
#          CONFIGS: ';'-separated "name=options" (default: none, collect
#          full = -Xprof:tcm,rate=full,transfer=off, transfer 4X =
#          -Xprof:tcm,rate=4X), OUTDIR for the profiler (a temporary folder)
#
# Prints one line per run and then, per configuration, the median time and
# the paired median ratio with its smallest and largest round.
here=$(cd "$(dirname "$0")" && pwd)
R=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
CP=${CLASSES:-$here/../classes}
ROUNDS=${ROUNDS:-8}
NODES=${NODES:-4}
CONFIGS=${CONFIGS:-"none=;collect-full=-Xprof:tcm,rate=full,transfer=off;transfer-4X=-Xprof:tcm,rate=4X"}
[ $# -ge 1 ] || { echo "usage: $0 PROGRAM ARGS..." >&2; exit 2; }
[ -x "$R" ] || { echo "$0: no VM at $R" >&2; exit 2; }
od=${OUTDIR:-$(mktemp -d)}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
n=$(echo "$CONFIGS" | awk -F';' '{ print NF }')
r=0
while [ "$r" -lt "$ROUNDS" ]; do
	k=0
	while [ "$k" -lt "$n" ]; do
		i=$(( (k + r) % n + 1 ))
		c=$(echo "$CONFIGS" | cut -d';' -f"$i")
		name=${c%%=*}
		opts=${c#*=}
		t0=$(date +%s%N)
		# shellcheck disable=SC2086
		"$R" -nodes "$NODES" -Xgos:prefetch=0 $opts -Xprof:out="$od" \
			-cp "$CP" "$@" > "$od/stdout" 2> "$od/stderr" ||
			{ echo "$0: round $r, $name failed:" >&2; cat "$od/stderr" >&2; exit 1; }
		t1=$(date +%s%N)
		ms=$(( (t1 - t0) / 1000000 ))
		echo "round $r $name $ms ms"
		echo "$r $name $ms" >> "$log"
		k=$((k + 1))
	done
	r=$((r + 1))
done
awk -v configs="$CONFIGS" '
function sort(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } }
function med(a, n) { sort(a, n); return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
{ t[$1, $2] = $3; rounds[$1] = 1 }
END {
	nc = split(configs, cs, ";")
	base = substr(cs[1], 1, index(cs[1], "=") - 1)
	for (c = 1; c <= nc; c++) {
		name = substr(cs[c], 1, index(cs[c], "=") - 1)
		m = 0; q = 0
		for (r in rounds) { m++; v[m] = t[r, name]; q++; p[q] = t[r, name] / t[r, base] }
		mt = med(v, m); mr = med(p, q)
		printf "%-14s median %6d ms   paired ratio to %s %.3f (rounds %.3f to %.3f, n=%d)\n", name, mt, base, mr, p[1], p[q], q
	}
}' "$log"
