#!/bin/sh
# bench/net/run.sh -- build netbench against the gos sources and print the
# Markdown table (gos transport vs plain TCP ping-pong, 127.0.0.1).
# Needs a configured tree (config.h at the top). Usage: bench/net/run.sh
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=${TMPDIR:-/tmp}/ristretto-netbench.$$
trap 'rm -f "$out"' EXIT
cc -O2 -I"$top" -I"$top/gos" -o "$out" "$top/bench/net/netbench.c" \
	"$top"/gos/gos_msg.c "$top"/gos/gos_auth.c "$top"/gos/gos_transport.c \
	"$top"/gos/gos_node.c "$top"/gos/gos_launch.c "$top"/gos/gos_stats.c \
	-lsodium -lz -lpthread
echo "netbench on $(uname -n), $(nproc) CPUs, $(date -u +%Y-%m-%d)"
echo
timeout 300 "$out" "$@"
