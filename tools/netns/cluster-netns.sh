#!/bin/bash
# tools/netns/cluster-netns.sh -- run K cluster nodes in K network
# namespaces joined by a bridge, every link shaped to 100 Mbit/s.
#
#   sudo tools/netns/cluster-netns.sh K CMD [ARGS...]
#
# Namespace i (0..K-1) is "rnsN-i" with address 10.77.0.(i+1)/24 on a veth
# whose other end is on bridge "rnsbrN" in the calling namespace; each veth
# end gets `tbf rate 100mbit burst 32kbit latency 50ms`. CMD runs once per
# namespace with RISTRETTO_NODE=i, RISTRETTO_NODES=K,
# RISTRETTO_ADDR=10.77.0.(i+1) and RISTRETTO_MASTER=10.77.0.1:7777 (node 0
# is the master). The script waits for all of them, removes every
# namespace, veth and the bridge on any exit (trap), and exits with the
# first non-zero status. Addresses exist only inside those namespaces.
# When `ip netns add` is not permitted it prints why and exits 77 (skip).
#
# With real Ristretto nodes (they read RISTRETTO_NODE/NODES/ADDR/MASTER;
# the secret must be exported):
#   RISTRETTO_SECRET=a-long-secret-phrase tools/netns/cluster-netns.sh 3 \
#       kaffe/kaffe/ristretto -Xcluster:info
#   RISTRETTO_SECRET=... tools/netns/cluster-netns.sh 3 \
#       kaffe/kaffe/ristretto -Xcluster:spmd -cp app Main
set -u
K=${1:-}
[ -n "$K" ] && [ "$K" -ge 1 ] 2>/dev/null && [ "$K" -le 200 ] || {
	echo "usage: $0 K CMD [ARGS...]   (1 <= K <= 200)" >&2; exit 64; }
shift
[ $# -ge 1 ] || { echo "usage: $0 K CMD [ARGS...]" >&2; exit 64; }
tag=$$
br=rnsbr$tag
ns() { echo "rns$tag-$1"; }
PORT=${RISTRETTO_NETNS_PORT:-7777}

cleanup() {
	for ((i = 0; i < K; i++)); do
		ip netns pids "$(ns $i)" 2>/dev/null | xargs -r kill -9 2>/dev/null
		ip netns del "$(ns $i)" 2>/dev/null
		ip link del "rv$tag-$i" 2>/dev/null
	done
	ip link del "$br" 2>/dev/null
}

if ! ip netns add "$(ns probe)" 2>/dev/null; then
	echo "SKIP: cannot create network namespaces here (needs root or CAP_SYS_ADMIN + CAP_NET_ADMIN)"
	exit 77
fi
ip netns del "$(ns probe)"
trap cleanup EXIT INT TERM

ip link add "$br" type bridge || exit 1
ip link set "$br" up
for ((i = 0; i < K; i++)); do
	n=$(ns $i)
	ip netns add "$n" || exit 1
	ip link add "rv$tag-$i" type veth peer name eth0 netns "$n" || exit 1
	ip link set "rv$tag-$i" master "$br" up
	ip -n "$n" addr add "10.77.0.$((i + 1))/24" dev eth0
	ip -n "$n" link set eth0 up
	ip -n "$n" link set lo up
	# shape both directions of the link
	tc qdisc add dev "rv$tag-$i" root tbf rate 100mbit burst 32kbit latency 50ms
	ip netns exec "$n" tc qdisc add dev eth0 root tbf rate 100mbit burst 32kbit latency 50ms
done

pids=()
for ((i = 0; i < K; i++)); do
	ip netns exec "$(ns $i)" env RISTRETTO_NODE=$i RISTRETTO_NODES=$K \
		RISTRETTO_ADDR=10.77.0.$((i + 1)) RISTRETTO_MASTER=10.77.0.1:$PORT \
		"$@" &
	pids+=($!)
done
rc=0
for p in "${pids[@]}"; do
	wait "$p"; s=$?
	[ $rc -eq 0 ] && [ $s -ne 0 ] && rc=$s
done
exit $rc
