#!/bin/sh
# bench/net/run.sh -- build netbench against the gos sources and print the
# Markdown table (gos transport vs plain TCP ping-pong, 127.0.0.1).
# Needs a configured tree (config.h at the top).
# Usage: bench/net/run.sh [SIZE...]       loopback (127.0.0.1)
#        bench/net/run.sh -n [SIZE...]    between two network namespaces on a
#                                         100 Mbit/s shaped link (root)
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=${TMPDIR:-/tmp}/ristretto-netbench.$$
trap 'rm -f "$out"' EXIT
cc -O2 -I"$top" -I"$top/gos" -o "$out" "$top/bench/net/netbench.c" \
	"$top"/gos/gos_msg.c "$top"/gos/gos_auth.c "$top"/gos/gos_transport.c \
	"$top"/gos/gos_node.c "$top"/gos/gos_launch.c "$top"/gos/gos_stats.c \
	"$top"/gos/gos_vm.c \
	-lsodium -lz -lpthread
echo "netbench on $(uname -n), $(nproc) CPUs, $(date -u +%Y-%m-%d), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
if [ "${1:-}" = -n ]; then
	shift
	echo "(shaped link: tools/netns/cluster-netns.sh 2, tbf 100mbit)"
	RISTRETTO_SECRET=${RISTRETTO_SECRET:-netbench-secret-$$-0123456789} \
		timeout 600 bash "$top/tools/netns/cluster-netns.sh" 2 "$out" "$@"
else
	timeout 300 "$out" "$@"
fi
