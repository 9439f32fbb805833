#!/usr/bin/env bash
# tools/bootstrap.sh -- set up a fresh Debian machine, build Ristretto, and
# either run the demo (`demo`, the default) or every test (`test`).
#
#   bash tools/bootstrap.sh demo     install what is missing, build, run demo/Hello,
#                                    then a 4-node local cluster (demo/ClusterHello),
#                                    then demo/GosHello's threads spread over 4 nodes,
#                                    then SPLASH-2 SOR on 4 nodes with home migration
#                                    off and on, side by side (bench/run), then
#                                    Barnes-Hut with the correlation profiler on
#                                    (-Xprof:tcm), printing where its report went
#   bash tools/bootstrap.sh test     install what is missing, build, make check
#
# Needs root (or sudo) only when Debian packages are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-demo}

pkgs=(build-essential autoconf automake libtool libtool-bin pkg-config libffi-dev
      zlib1g-dev libltdl-dev check libsodium-dev libssl-dev libjson-c-dev python3 openjdk-17-jdk-headless
      openmpi-bin libcapstone-dev tzdata gnuplot-nox libpng-dev)
# the tests also launch through a private single-host Slurm (t_srun.sh)
[ "$what" = test ] && pkgs+=(slurm-wlm spin)
# Installed for this architecture? (With i386 packages beside the native
# ones, plain `dpkg -s NAME` is ambiguous for multi-arch packages.)
installed() {
	dpkg -s "$1" >/dev/null 2>&1 || dpkg -s "$1:$(dpkg --print-architecture)" >/dev/null 2>&1
}
missing=()
for p in "${pkgs[@]}"; do
	installed "$p" || missing+=("$p")
done
# A JDK already on PATH (javac + java) is as good as Debian's.
if command -v javac >/dev/null && command -v java >/dev/null && command -v jar >/dev/null; then
	missing=("${missing[@]/openjdk-17-jdk-headless}")
fi
missing=($(printf '%s\n' "${missing[@]}" | sed '/^$/d'))
if [ ${#missing[@]} -gt 0 ]; then
	echo "bootstrap: installing ${missing[*]}"
	SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
	$SUDO apt-get update -qq || echo "${0##*/}: apt-get update failed; trying the package lists we have"
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x configure ]; then ./autogen.sh >/dev/null; fi
if [ ! -f Makefile ]; then ./configure ${CONFIGURE_FLAGS:-} >/dev/null; fi
make -j"$(nproc)" >/dev/null

case "$what" in
demo)
	mkdir -p demo/build
	javac -d demo/build demo/Hello.java demo/ClusterHello.java demo/GosHello.java
	echo "bootstrap: running demo/Hello.java on Ristretto"
	./kaffe/kaffe/ristretto -cp demo/build Hello
	echo
	echo "bootstrap: a local 4-node cluster (ristretto -nodes 4 -Xcluster:info)"
	./kaffe/kaffe/ristretto -nodes 4 -Xcluster:info
	echo
	echo "bootstrap: demo/ClusterHello.java on every node of it (-nodes 4 -Xcluster:spmd)"
	./kaffe/kaffe/ristretto -nodes 4 -Xcluster:spmd -cp demo/build ClusterHello
	echo
	echo "bootstrap: demo/GosHello.java, one program whose threads run on all 4 nodes (-nodes 4 -Xgos:stats)"
	./kaffe/kaffe/ristretto -nodes 4 -Xgos:stats -cp demo/build GosHello
	echo
	echo "bootstrap: SPLASH-2 SOR (512 x 512, 10 rounds) on 4 local nodes, home migration off and on (bench/run)"
	out=demo/build/sor-$(date -u +%Y%m%dT%H%M%SZ)
	rc=0
	python3 bench/run --programs SOR --size medium --nodes 4 --migration off,on \
		--prefetch off --no-java --out "$out" 2>/dev/null || rc=$?
	awk '/^\| configuration/ { t = 1 } t && !/^\|/ { exit } t' "$out/results.md"
	echo "bootstrap: the report, its CSV and plot are in $out/ (results.md, results.csv, SOR.svg)"
	echo
	echo "bootstrap: SPLASH-2 Barnes-Hut, two galaxies, 8 threads on 4 local nodes, with the correlation profiler (-Xprof:tcm)"
	prof=demo/build/tcm-$(date -u +%Y%m%dT%H%M%SZ)
	./kaffe/kaffe/ristretto -nodes 4 -Xprof:tcm -Xprof:out="$prof" -cp bench/classes \
		BarnesHut 8 2048 3 2 || rc=$?
	echo "bootstrap: the thread correlation map (threads 0-3 share galaxy 1, 4-7 galaxy 2) is $prof/tcm.svg;"
	echo "bootstrap: open $prof/index.html for the map, the sampling rates and the OAL traffic"
	exit $rc
	;;
test)
	make -j"$(nproc)" check
	;;
*)
	echo "usage: $0 [demo|test]" >&2
	exit 2
	;;
esac
