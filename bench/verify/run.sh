#!/usr/bin/env bash
# Build verify_lib.c against a configured and built Ristretto tree (default:
# this one) and print its figures for the class library (rt.jar) or for a
# directory of classes (the regression corpus's build/default):
#   run.sh [--tree DIR] [--classes DIR] all|none
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tree=$(cd "$here/../.." && pwd)
classes=
while [ $# -gt 1 ]; do
	case "$1" in
	--tree) tree=$(cd "$2" && pwd); shift 2 ;;
	--classes) classes=$(cd "$2" && pwd); shift 2 ;;
	*) break ;;
	esac
done
mode=${1:?all or none}
out=$tree/bench/verify
mkdir -p "$out"
bin=$out/verify_lib
if [ ! -x "$bin" ] || [ "$here/verify_lib.c" -nt "$bin" ] || [ "$tree/kaffe/kaffevm/.libs/libkaffevm.a" -nt "$bin" ]; then
	${CC:-cc} -O2 -I"$tree" -I"$tree/kaffe/kaffevm" -I"$tree/libraries/clib" -o "$bin" "$here/verify_lib.c" \
		"$tree/libraries/clib/.libs/libnative.a" "$tree/profiler/.libs/libprofiler.a" \
		"$tree/gos/.libs/libgos.a" "$tree/jit-i386/.libs/libjit.a" "$tree/kaffe/kaffevm/.libs/libkaffevm.a" \
		-lcapstone -lffi -lz -lsodium -lcrypto -ljson-c -lpng16 -lltdl -lpthread -lm -ldl
fi
rt=$tree/libraries/javalib/rt.jar
list=$(mktemp)
trap 'rm -f "$list"' EXIT
if [ -n "$classes" ]; then
	(cd "$classes" && find . -name '*.class' | sed 's|^\./||; s|\.class$||' | sort) >"$list"
	"$bin" "$mode" "$rt" "$list" "$classes"
else
	unzip -Z1 "$rt" | grep '\.class$' | sed 's|\.class$||' | sort >"$list"
	"$bin" "$mode" "$rt" "$list"
fi
