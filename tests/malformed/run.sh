#!/usr/bin/env bash
# Run the malformed-input corpus (cases/, made by gen.py) under $RISTRETTO.
# Each case must exit with the stock JVM's status, print the stock JVM's
# error class (NAME.expect) on stderr, and never die of a signal or hang.
set -u
here=$(cd "$(dirname "$0")" && pwd)
vm=${RISTRETTO:?set RISTRETTO to the ristretto binary}
pass=0; fail=0
for cmdf in "$here"/cases/*.cmd; do
	name=$(basename "$cmdf" .cmd)
	dir="$here/cases/$name"
	want_status=$(cat "$here/cases/$name.status")
	want=$(cat "$here/cases/$name.expect")
	err=$(cd "$dir" && timeout 20 "$vm" $(cat "$cmdf") 2>&1 >/dev/null)
	st=$?
	if [ "$st" -ge 124 ]; then
		echo "FAIL $name: status $st (crash or hang)"; fail=$((fail+1))
	elif [ "$st" != "$want_status" ]; then
		echo "FAIL $name: status $st, expected $want_status"; echo "$err" | head -3 | sed 's/^/    /'; fail=$((fail+1))
	elif ! grep -qF -- "$want" <<<"$err"; then
		echo "FAIL $name: stderr lacks '$want'"; echo "$err" | head -3 | sed 's/^/    /'; fail=$((fail+1))
	else
		echo "PASS $name"; pass=$((pass+1))
	fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
