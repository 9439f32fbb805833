#!/usr/bin/env bash
# Launcher tests: the command line a `java` user types.  For each case the
# stock JVM ($JAVA) and Ristretto ($RISTRETTO) run the same arguments; exit
# status and stdout must be equal, and stderr must contain the given key.
set -u
here=$(cd "$(dirname "$0")" && pwd)
vm=${RISTRETTO:?set RISTRETTO}; java=${JAVA:-java}; javac=${JAVAC:-javac}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
"$javac" -d "$work/cls" "$here"/src/*.java || exit 1
printf 'Main-Class: Echo\n' > "$work/m.txt"
(cd "$work/cls" && ${JAR:-jar} cfm ../echo.jar ../m.txt *.class) || exit 1
# rj.jar: resjar.ResJar with resources (deflated, and one stored entry)
mkdir -p "$work/cls/resjar/deep" "$work/stored"
printf 'a note beside the class\n' > "$work/cls/resjar/note.txt"
printf 'top of the jar\n' > "$work/cls/top.txt"
printf 'x in a subdirectory\n' > "$work/cls/resjar/deep/x.txt"
printf 'kept without compression\n' > "$work/stored/stored.txt"
printf 'Main-Class: resjar.ResJar\n' > "$work/rm.txt"
(cd "$work/cls" && ${JAR:-jar} cfm ../rj.jar ../rm.txt resjar top.txt &&
	cd ../stored && ${JAR:-jar} uf0 ../rj.jar stored.txt) || exit 1
printf 'this is not a zip file\n' > "$work/garbage.jar"
# bad.jar: rj.jar with the stored entry's bytes overwritten (CRC mismatch)
cp "$work/rj.jar" "$work/bad.jar"
off=$(grep -obUa 'kept without compression' "$work/bad.jar" | head -n 1 | cut -d: -f1)
[ -n "$off" ] || exit 1
printf 'XXXX' | dd of="$work/bad.jar" bs=1 seek="$off" conv=notrunc 2>/dev/null || exit 1
pass=0; fail=0
check() {   # check NAME STDERR-KEY ARGS...
	local name=$1 key=$2; shift 2
	(cd "$work" && timeout 60 "$java" "$@" >j.out 2>j.err); local js=$?
	(cd "$work" && timeout 60 "$vm" "$@" >r.out 2>r.err); local rs=$?
	if [ "$js" != "$rs" ]; then
		echo "FAIL $name: status $rs, java $js"; sed 's/^/    /' "$work/r.err" | head -3; fail=$((fail+1))
	elif ! cmp -s "$work/j.out" "$work/r.out"; then
		echo "FAIL $name: stdout differs"; diff "$work/j.out" "$work/r.out" | head -5; fail=$((fail+1))
	elif [ -n "$key" ] && ! grep -qF -- "$key" "$work/r.err"; then
		echo "FAIL $name: stderr lacks '$key'"; head -3 "$work/r.err"; fail=$((fail+1))
	else
		echo "PASS $name"; pass=$((pass+1))
	fi
}
check classpath "" -cp cls Echo a "b c" ""
check classpath-long "" -classpath cls Echo x
check class-path-gnu "" --class-path cls Echo y
check props "" -Dk=v -De= -cp cls Echo
check jar "" -jar echo.jar one two
check jar-resources "" -jar rj.jar
check cp-jar-resources "" -cp rj.jar resjar.ResJar
check corrupt-jar-first "" -cp garbage.jar:rj.jar resjar.ResJar
check jar-dir-jar-resources "" -cp rj.jar:cls:rj.jar resjar.ResJar
check damaged-jar-entry "" -cp bad.jar resjar.ResJar damaged /stored.txt
check exit-status "" -cp cls Echo exit 42
check heap-options "" -Xmx64m -Xms8m -Xss2m -cp cls Echo
check oom "" -Xmx32m -cp cls Oom
check bad-option "Unrecognized option: -bogus" -bogus -cp cls Echo
check bad-heap-size "Invalid maximum heap size" -Xmx12x -cp cls Echo
check missing-class "Could not find or load main class Nope" -cp cls Nope
check missing-jar "Unable to access jarfile" -jar nope.jar
check no-main-class "" 
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
