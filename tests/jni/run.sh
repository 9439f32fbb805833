#!/bin/sh
# JNI tests: Java programs calling the test native library (native/), whose
# output on Ristretto must be byte for byte the stock JVM's (expected/,
# recorded with --regen by running $JAVA on the same library: the proof
# that the library's ABI is the JNI one).
# usage: run.sh [--regen]
#   RISTRETTO  the VM (default ../../kaffe/kaffe/ristretto from here)
#   JAVAC      javac: compiles the programs and, with -h, the natives' headers
#   JAVA       the stock JVM (--regen only)
#   CC         C compiler for the libraries (default cc)
#   JNI_INCLUDE  the folder of Ristretto's jni.h
set -u
srcdir=$(cd "$(dirname "$0")" && pwd)
regen=no
[ "${1:-}" = --regen ] && regen=yes
JAVAC=${JAVAC:-javac}
JAVA=${JAVA:-java}
CC=${CC:-cc}
RISTRETTO=${RISTRETTO:-$srcdir/../../kaffe/kaffe/ristretto}
JNI_INCLUDE=${JNI_INCLUDE:-$srcdir/../../kaffe/include}
LC_ALL=C.UTF-8
export LC_ALL

build=$(pwd)/build
lib=$build/lib
rm -rf "$build"
mkdir -p "$build/classes" "$build/h" "$lib"
"$JAVAC" -encoding UTF-8 -h "$build/h" -d "$build/classes" "$srcdir"/src/*.java || exit 2
for l in jnitest:jnitest.c jnibadver:badver.c jnithrows:throws.c; do
	$CC -shared -fPIC -O2 -Wall -Werror -I"$JNI_INCLUDE" -I"$build/h" \
		"$srcdir/native/${l#*:}" -o "$lib/lib${l%%:*}.so" -lm || exit 2
done
printf 'this is not a shared library\n' > "$lib/notalib.so"

pass=0
fail=0
run() {   # run NAME [env assignments]; $opts: the command line; $exp: the expected
	  # file's name; $key: a line the output must have; $want: ok or fail (exit status)
	name=$1
	exp=${exp:-$name}
	shift
	if [ $regen = yes ]; then
		vm=$JAVA
	else
		vm=$RISTRETTO
	fi
	(cd "$build" && env "$@" timeout 300 "$vm" -cp classes $opts > "$name.out" 2> "$name.err")
	status=$?
	if [ -n "$norm" ]; then
		# -Xcheck:jni's reports of bad releases print addresses, which
		# differ run by run, and the stock JVM adds a dump of its
		# guarded allocator's header (its internals; Ristretto has none):
		# both left out of the comparison, on both sides.
		sed -E -e 's/0x[0-9a-f]{16}/0x(address)/g' \
			-e '/^GuardedMemory\(|^  (Header|Trailer) guard @|^  User data appears/d' \
			"$build/$name.out" > "$build/$name.out.n" && mv "$build/$name.out.n" "$build/$name.out"
	fi
	if [ $regen = yes ]; then
		cp "$build/$name.out" "$srcdir/expected/$exp.out"
		echo "recorded $name"
	elif ! cmp -s "$srcdir/expected/$exp.out" "$build/$name.out"; then
		echo "FAIL $name: stdout differs"
		diff -a "$srcdir/expected/$exp.out" "$build/$name.out" | head -20
		sed 's/^/    stderr: /' "$build/$name.err" | head -10
		fail=$((fail + 1))
	elif [ -n "$key" ] && ! cat "$build/$name.out" "$build/$name.err" | grep -qF -- "$key"; then
		echo "FAIL $name: output lacks '$key'"
		sed 's/^/    stderr: /' "$build/$name.err" | head -10
		fail=$((fail + 1))
	elif [ "$want" = fail ] && [ $status -eq 0 ] || [ "$want" = ok ] && [ $status -ne 0 ]; then
		echo "FAIL $name: exit status $status"
		sed 's/^/    stderr: /' "$build/$name.err" | head -10
		fail=$((fail + 1))
	elif [ "$want" = ok ] && [ -z "$key" ] && cat "$build/$name.out" "$build/$name.err" |
			grep -qE '^(WARNING|FATAL ERROR) in native method'; then
		echo "FAIL $name: unexpected -Xcheck:jni report"
		head -5 "$build/$name.err"
		fail=$((fail + 1))
	else
		echo "PASS $name"
		pass=$((pass + 1))
	fi
	exp=
	key=
	norm=
	want=ok
}
key=
norm=
want=ok
opts="-Djava.library.path=$lib JniLoad $lib"; run JniLoad
opts="JniPath $lib"; run JniPath LD_LIBRARY_PATH="$lib"
opts="-Djava.library.path=$lib JniCall"; run JniCall
opts="-Djava.library.path=$lib JniEnv"; run JniEnv
opts="-Djava.library.path=$lib JniThreads"; run JniThreads
opts="-Djava.library.path=$lib JniWeak"; run JniWeak
opts="-Djava.library.path=$lib JniBuffer"; run JniBuffer
opts="-Djava.library.path=$lib JniCluster"; run JniCluster
opts="-Djava.library.path=$lib JniDefine"; run JniDefine
opts="-Djava.library.path=$lib JniStub"; run JniStub
opts="-Xcheck:jni -Djava.library.path=$lib JniCheck pending"
key="WARNING in native method: JNI call made with exception pending"; run JniCheck-pending
opts="-Xcheck:jni -Djava.library.path=$lib JniCheck stale"
key="FATAL ERROR in native method: Bad global or local ref passed to JNI"; want=fail; run JniCheck-stale
opts="-Xcheck:jni -Djava.library.path=$lib JniCheck twice"; norm=yes
key="FATAL ERROR in native method: checked_jni_ReleaseIntArrayElements: failed bounds check"; want=fail; run JniCheck-twice
opts="-Xcheck:jni -Djava.library.path=$lib JniCheck strtwice"; norm=yes
key="FATAL ERROR in native method: ReleaseStringUTFChars: release chars failed bounds check."; want=fail; run JniCheck-strtwice
opts="-Xcheck:jni -Djava.library.path=$lib JniCheck critical"
key="Warning: Calling other JNI functions in the scope of Get/ReleasePrimitiveArrayCritical"; run JniCheck-critical
# The invocation API: embed.c creates a VM, calls it, attaches a thread
# and destroys it; linked against the stock JVM's libjvm.so for --regen,
# against Ristretto by make check ($EMBED).
if [ $regen = yes ]; then
	jh=$(dirname "$(dirname "$(readlink -f "$(command -v "$JAVA")")")")
	$CC -Wall -I"$JNI_INCLUDE" "$srcdir/native/embed.c" -L"$jh/lib/server" -ljvm \
		-Wl,-rpath,"$jh/lib/server" -lpthread -o "$build/embed-jdk" || exit 2
	(cd "$build" && timeout 120 ./embed-jdk classes > "$srcdir/expected/Embed.out") || exit 2
	echo "recorded Embed"
	exit 0
fi
if [ -x "${EMBED:-}" ]; then
	cp "$EMBED" "$build/embed"
	(cd "$build" && timeout 120 ./embed classes > Embed.out 2> Embed.err)
	if [ $? -eq 0 ] && cmp -s "$srcdir/expected/Embed.out" "$build/Embed.out"; then
		echo "PASS Embed"
		pass=$((pass + 1))
	else
		echo "FAIL Embed"
		diff -a "$srcdir/expected/Embed.out" "$build/Embed.out" | head -20
		sed 's/^/    stderr: /' "$build/Embed.err" | head -10
		fail=$((fail + 1))
	fi
	# Again under valgrind, collecting every 20 allocations: no invalid
	# access.  (Uninitialised-value reports are off: the collector scans
	# native stacks conservatively, which reads such words by design.)
	# (x86-64 builds only: an IA-32 build may run under qemu, no valgrind.)
	if command -v valgrind > /dev/null 2>&1 &&
	   [ "$(od -An -tx1 -j4 -N1 "$build/embed" | tr -d ' ')" = 02 ]; then
		(cd "$build" && timeout 300 valgrind -q --undef-value-errors=no --error-exitcode=9 \
			./embed classes -Xgc:stress=20 -Xcheck:jni > Embed-vg.out 2> Embed-vg.err)
		st=$?
		if [ $st -eq 0 ] && cmp -s "$srcdir/expected/Embed.out" "$build/Embed-vg.out"; then
			echo "PASS Embed-valgrind"
			pass=$((pass + 1))
		else
			echo "FAIL Embed-valgrind (status $st)"
			head -20 "$build/Embed-vg.err"
			fail=$((fail + 1))
		fi
	else
		echo "SKIP Embed-valgrind: no valgrind, or not a 64-bit build"
	fi
else
	echo "SKIP Embed: \$EMBED (the embedding program) not built"
fi
# The same program built as a user would: against libristretto.so with the
# flags pkg-config gives for ristretto-jni (the .so and headers laid out
# as installed, under a scratch prefix).
so=${RISTRETTO_SO_DIR:-}
if [ -n "$so" ] && [ -f "$so/libristretto.so" ] && [ -f "$so/ristretto-jni.pc" ] &&
   command -v pkg-config > /dev/null 2>&1; then
	stage=$build/stage
	mkdir -p "$stage/lib" "$stage/include/ristretto"
	cp "$so/libristretto.so" "$stage/lib/"
	cp "$JNI_INCLUDE/jni.h" "$JNI_INCLUDE/jni_md.h" "$stage/include/ristretto/"
	flags=$(PKG_CONFIG_PATH="$so" pkg-config --define-variable=prefix="$stage" \
		--define-variable=exec_prefix="$stage" --cflags --libs ristretto-jni)
	if $CC "$srcdir/native/embed.c" $flags -Wl,-rpath,"$stage/lib" -lpthread -o "$build/embed-so" &&
	   (cd "$build" && timeout 120 ./embed-so classes > Embed-so.out 2> Embed-so.err) &&
	   cmp -s "$srcdir/expected/Embed.out" "$build/Embed-so.out"; then
		echo "PASS Embed-libristretto.so"
		pass=$((pass + 1))
	else
		echo "FAIL Embed-libristretto.so (flags: $flags)"
		diff -a "$srcdir/expected/Embed.out" "$build/Embed-so.out" 2>&1 | head -10
		head -5 "$build/Embed-so.err" 2>/dev/null
		fail=$((fail + 1))
	fi
else
	echo "SKIP Embed-libristretto.so: no libristretto.so, ristretto-jni.pc or pkg-config"
fi
# The correct programs raise no -Xcheck:jni report.
for p in JniCall JniEnv JniThreads JniWeak JniBuffer JniCluster JniDefine JniStub; do
	opts="-Xcheck:jni -Djava.library.path=$lib $p"; exp=$p; run $p-xcheck
done
# Again with a collection every 100 allocations (JniCall, which makes 3
# million objects: every 1000): the local and global reference tables and
# the natives' safe regions under pressure.
for p in JniCall:1000 JniEnv:100 JniThreads:100 JniWeak:100 JniBuffer:100 JniDefine:20 JniStub:100; do
	opts="-Xgc:stress=${p#*:} -Djava.library.path=$lib ${p%:*}"; exp=${p%:*}; run ${p%:*}-gcstress
done
# Every call through ffi_call (on x86-64 most go through registers directly).
opts="-Xjni:ffi -Djava.library.path=$lib JniCall"; exp=JniCall; run JniCall-ffi
# Compiled callers (-Xjit:all): natives called from compiled code through
# their jit_code entry (jni_native.c), UnregisterNatives included.
for p in JniCall JniEnv JniThreads JniStub; do
	opts="-Xjit:all -Djava.library.path=$lib $p"; exp=$p; run $p-jit
done
# The natives' compiled stubs (x86-64: jit-i386/jit_jni.c) under a
# collection every 100 allocations, and the same program with no stubs
# (-Xint) and with the stubs refused (-Xjni:ffi: the generic entry).
opts="-Xjit:all -Xgc:stress=100 -Djava.library.path=$lib JniStub"; exp=JniStub; run JniStub-jit-gcstress
opts="-Xint -Djava.library.path=$lib JniStub"; exp=JniStub; run JniStub-int
opts="-Xjit:all -Xjni:ffi -Djava.library.path=$lib JniStub"; exp=JniStub; run JniStub-jit-ffi
# On a cluster of two local nodes: JniCluster's thread runs on the worker
# (the statistics must show a thread on node 1), which loads the library
# the master's main loaded and accesses the master's array and object
# through JNI; its output is the stock JVM's, as on one node.  JniGone:
# a worker without the library (the master deletes its copy after
# loading it) names itself in the UnsatisfiedLinkError.
opts="-nodes 2 -Xgos:stats=$build/JniCluster-stats.json -Djava.library.path=$lib JniCluster"
exp=JniCluster; run JniCluster-nodes2
if ! python3 -c 'import json, sys
n = json.load(open(sys.argv[1]))["nodes"]
sys.exit(0 if len(n) == 2 and n[1]["threads"] >= 1 else 1)' "$build/JniCluster-stats.json" 2> /dev/null; then
	echo "FAIL JniCluster-nodes2: no thread ran on node 1 (-Xgos:stats)"
	fail=$((fail + 1))
fi
cp "$lib/libjnitest.so" "$build/libgone.so"
(cd "$build" && timeout 120 "$RISTRETTO" -nodes 2 -cp classes JniGone "$build/libgone.so" > JniGone.out 2> JniGone.err)
if [ $? -eq 0 ] && grep -qx 'deleted: true' "$build/JniGone.out" &&
   grep -qE "^UnsatisfiedLinkError: cluster node 1 \(.*\): no native library $build/libgone.so here \(the master loaded it\)\$" \
	"$build/JniGone.out"; then
	echo "PASS JniGone-nodes2"
	pass=$((pass + 1))
else
	echo "FAIL JniGone-nodes2"
	cat "$build/JniGone.out"
	sed 's/^/    stderr: /' "$build/JniGone.err" | head -10
	fail=$((fail + 1))
fi
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
