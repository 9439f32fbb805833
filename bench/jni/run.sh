#!/bin/sh
# JNI call costs, Ristretto (interpreted, and with -Xjit:all) against the
# stock JVM in the same run (JIT on, and -Xint), alternating the VMs run
# by run.
# usage: bench/jni/run.sh [-r RUNS] [-n CALLS]   (defaults 5 and 2000000)
# Prints, per measurement, the median ns/call of each VM and the ratios.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$here/../..
runs=5
n=2000000
while [ $# -gt 0 ]; do
	case $1 in
	-r) runs=$2; shift ;;
	-n) n=$2; shift ;;
	*) echo "usage: $0 [-r RUNS] [-n CALLS]" >&2; exit 2 ;;
	esac
	shift
done
RISTRETTO=${RISTRETTO:-$top/kaffe/kaffe/ristretto}
JAVA=${JAVA:-java}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
${JAVAC:-javac} -d "$work" "$here/JniBench.java"
${CC:-cc} -O2 -shared -fPIC -I"$top/kaffe/include" "$here/jnibench.c" -o "$work/libjnibench.so"
i=0
while [ $i -lt "$runs" ]; do
	"$RISTRETTO" -Djava.library.path="$work" -cp "$work" JniBench "$n" | sed 's/^/ristretto /' >> "$work/all"
	"$RISTRETTO" -Xjit:all -Djava.library.path="$work" -cp "$work" JniBench "$n" | sed 's/^/ristretto-jit /' >> "$work/all"
	"$JAVA" -Djava.library.path="$work" -cp "$work" JniBench "$n" | sed 's/^/java /' >> "$work/all"
	"$JAVA" -Xint -Djava.library.path="$work" -cp "$work" JniBench "$n" | sed 's/^/java-Xint /' >> "$work/all"
	i=$((i + 1))
done
median() {   # median VM TEST
	awk -v vm="$1" -v t="$2" '$1 == vm && $2 == t { print $3 }' "$work/all" | sort -g |
		awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
echo "ns per call, median of $runs runs of $n calls (after a warm-up of $((n / 10)))"
echo "| call | ristretto | ristretto -Xjit:all | java | java -Xint | ristretto / java | ristretto -Xjit:all / java | ristretto / java -Xint |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for t in empty mixed8 region1000; do
	r=$(median ristretto $t); rj=$(median ristretto-jit $t); j=$(median java $t); x=$(median java-Xint $t)
	awk -v t=$t -v r="$r" -v rj="$rj" -v j="$j" -v x="$x" \
		'BEGIN { printf "| %s | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f | %.2f |\n", t, r, rj, j, x, r / j, rj / j, r / x }'
done
