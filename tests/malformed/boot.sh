#!/usr/bin/env bash
# A damaged class library (-Xbootclasspath: to a broken rt.jar) must give
# one clear fatal message "cannot load CLASS from PATH: reason" and exit
# status 1, never a crash.  The stock JVM has no -Xbootclasspath: any more,
# so the expected message is Ristretto's own.  The damaged libraries are
# made here from the built rt.jar: truncated, a core class replaced by
# garbage, a core class cut short, and a path that does not exist.
set -u
vm=${RISTRETTO:?set RISTRETTO to the ristretto binary}
rt=${RT_JAR:-$(dirname "$vm")/../../libraries/javalib/rt.jar}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pass=0; fail=0
mkdir -p "$work/cls" "$work/x"
printf 'class H { public static void main(String[] a) { System.out.println("hi"); } }\n' > "$work/H.java"
javac -d "$work/cls" "$work/H.java" || exit 1
(cd "$work/x" && unzip -q "$rt") || exit 1
damage() {  # damage NAME CLASS MODE: a copy of rt.jar with CLASS garbage or cut
	rm -rf "$work/y"; cp -r "$work/x" "$work/y"
	case $3 in
	garbage) printf 'garbage' > "$work/y/$2.class" ;;
	cut) head -c 200 "$work/x/$2.class" > "$work/y/$2.class" ;;
	esac
	(cd "$work/y" && zip -qr "$work/$1.jar" .)
}
check() {  # check NAME JAR KEY
	err=$(cd "$work" && timeout 20 "$vm" -Xbootclasspath:"$2" -cp cls H 2>&1 >/dev/null)
	st=$?
	if [ "$st" != 1 ]; then
		echo "FAIL $1: status $st, expected 1"; echo "$err" | head -3 | sed 's/^/    /'; fail=$((fail+1))
	elif ! grep -qF -- "$3" <<<"$err"; then
		echo "FAIL $1: stderr lacks '$3'"; echo "$err" | head -3 | sed 's/^/    /'; fail=$((fail+1))
	else
		echo "PASS $1"; pass=$((pass+1))
	fi
}
head -c 100000 "$rt" > "$work/trunc.jar"
damage string-garbage java/lang/String garbage
damage string-cut java/lang/String cut
damage object-garbage java/lang/Object garbage
damage throwable-cut java/lang/Throwable cut
damage system-garbage java/lang/System garbage
check truncated-jar trunc.jar "cannot load java/lang/Object from trunc.jar: "
check string-garbage string-garbage.jar "cannot load java/lang/String from string-garbage.jar: java/lang/ClassFormatError"
check string-cut string-cut.jar "cannot load java/lang/String from string-cut.jar: java/lang/ClassFormatError"
check object-garbage object-garbage.jar "cannot load java/lang/Object from object-garbage.jar: java/lang/ClassFormatError"
check throwable-cut throwable-cut.jar "cannot load java/lang/Throwable from throwable-cut.jar: java/lang/ClassFormatError"
check system-garbage system-garbage.jar "cannot load java/lang/System from system-garbage.jar: java/lang/ClassFormatError"
check missing-library nonexistent.jar "cannot load java/lang/Object from nonexistent.jar: "
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
