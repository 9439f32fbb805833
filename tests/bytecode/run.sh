#!/usr/bin/env bash
# Run the hand-assembled programs (cases/, made by gen.py) under $RISTRETTO:
# each must print exactly the stock JVM's stdout (NAME.out) and exit with its
# status (NAME.status), never die of a signal or hang; where NAME.expect
# exists (a class that breaks a verification rule) stderr must name it.
set -u
here=$(cd "$(dirname "$0")" && pwd)
vm=${RISTRETTO:?set RISTRETTO to the ristretto binary}
# RISTRETTO_OPTS: VM options for every run (`make check-jit` gives
# -Xjit:all, so the JIT compiles the forms javac never emits)
opts=${RISTRETTO_OPTS:-}
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
pass=0; fail=0
for outf in "$here"/cases/*.out; do
	name=$(basename "$outf" .out)
	want_status=$(cat "$here/cases/$name.status")
	timeout 20 "$vm" $opts -cp "$here/cases/$name" "$name" >"$tmp" 2>"$tmp.err" </dev/null
	st=$?
	if [ "$st" -ge 124 ]; then
		echo "FAIL $name: status $st (crash or hang)"; fail=$((fail+1))
	elif [ "$st" != "$want_status" ]; then
		echo "FAIL $name: status $st, expected $want_status"; head -3 "$tmp.err" | sed 's/^/    /'; fail=$((fail+1))
	elif [ -f "$here/cases/$name.expect" ] && ! grep -qF -- "$(cat "$here/cases/$name.expect")" "$tmp.err"; then
		echo "FAIL $name: stderr lacks '$(cat "$here/cases/$name.expect")'"; head -3 "$tmp.err" | sed 's/^/    /'; fail=$((fail+1))
	elif ! cmp -s "$tmp" "$outf"; then
		echo "FAIL $name: stdout differs"; diff "$outf" "$tmp" | head -10 | sed 's/^/    /'; fail=$((fail+1))
	else
		echo "PASS $name"; pass=$((pass+1))
	fi
	rm -f "$tmp.err"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
