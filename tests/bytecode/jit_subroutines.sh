#!/usr/bin/env bash
# The subroutine programs (cases/Jsr*) under the JIT: main must be compiled
# with nothing left to the interpreter (-Xjit:verbose), and no jsr, jsr_w or
# ret of it may hand its frame over (-Xdebug:jit names every handover; the
# only ones allowed are instructions not resolved yet, such as a first
# getstatic).  JsrHot's subroutine loop is entered by on-stack replacement
# with a return address the interpreter pushed, so its ret, compiled, must
# recognise the interpreter's value.  Their output is run.sh's to check.
set -u
here=$(cd "$(dirname "$0")" && pwd)
vm=${RISTRETTO:?set RISTRETTO to the ristretto binary}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for dir in "$here"/cases/Jsr*/; do
	name=$(basename "$dir")
	# the pcs of main's jsr, jsr_w and ret (javap: "  84: ret  4")
	javap -c -cp "$dir" "$name" | sed -n '/ main(/,$p' |
		sed -n 's/^ *\([0-9]*\): \(jsr\|jsr_w\|ret\) .*/\1/p' > "$tmp/pcs"
	if [ ! -s "$tmp/pcs" ]; then
		echo "FAIL $name: javap shows no subroutine instruction"; fail=1; continue
	fi
	# JsrHot's loops make it hot by back-edges too; the others run once
	case $name in JsrHot) optsets="-Xjit:all -Xjit:threshold=3" ;; *) optsets=-Xjit:all ;; esac
	for opts in $optsets; do
		timeout 60 "$vm" $opts -Xjit:verbose -Xdebug:jit -cp "$dir" "$name" >/dev/null 2>"$tmp/err" </dev/null
		if ! grep "^\[jit\] $name\.main(\[Ljava/lang/String;)V: .*bytes of bytecode -> [0-9]* bytes of .* code" "$tmp/err" |
			grep -v 'left to the interpreter' | grep -q .; then
			echo "FAIL $name $opts: main not compiled whole"
			grep "^\[jit\] $name\." "$tmp/err" | head -3 | sed 's/^/    /'
			fail=1; continue
		fi
		bad=$(sed -n "s/^\[jit,handover\] $name\.main pc \([0-9]*\)\$/\1/p" "$tmp/err" | grep -Fxf "$tmp/pcs" || true)
		if [ -n "$bad" ]; then
			echo "FAIL $name $opts: handed over at subroutine instruction(s) pc" $bad; fail=1
		else
			echo "PASS $name $opts"
		fi
	done
done
exit $fail
