#!/bin/sh
# The network model: tools/netns/cluster-netns.sh runs 3 real ristretto
# nodes in 3 network namespaces on a bridge, every link shaped to
# 100 Mbit/s (tc tbf). -Xcluster:info on the master must measure a
# bandwidth near the shaping (below 13 MB/s), then an SPMD program runs
# over the shaped link. Skipped (77) where namespaces cannot be made.
. "${srcdir:-.}/lib.sh"
script=${NETNS_SCRIPT:-../../tools/netns/cluster-netns.sh}
command -v ip >/dev/null 2>&1 && command -v tc >/dev/null 2>&1 || skip "ip/tc (iproute2) not installed"
RISTRETTO_SECRET="netns-test-secret-$tag-0123456789"; export RISTRETTO_SECRET
timeout 90 bash "$script" 3 $R -Xcluster:info >"$tmp/ns.out" 2>"$tmp/ns.err"; rc=$?
[ $rc -eq 77 ] && { cat "$tmp/ns.out"; skip "network namespaces unavailable"; }
[ $rc -eq 0 ] || fail "netns -Xcluster:info exited $rc"
for r in 1 2; do
	line=$(grep -E "^$r +[^ ]+ \(10\.77\.0\.$((r + 1)):[0-9]+\)" "$tmp/ns.out") || fail "no row for node $r"
	bw=$(echo "$line" | awk '{print $NF}')
	awk -v b="$bw" 'BEGIN { exit !(b > 1 && b < 13) }' || fail "node $r: $bw MB/s is not the shaped 100 Mbit/s"
done
timeout 90 bash "$script" 3 $R -Xcluster:spmd -cp "$app" Spmd >"$tmp/ns2.out" 2>"$tmp/ns2.err"; rc=$?
[ $rc -eq 0 ] || fail "netns SPMD run exited $rc"
for n in 0 1 2; do
	[ "$(grep -c "^node $n of 3 line" "$tmp/ns2.out")" -eq 3 ] || fail "node $n's output is missing"
done
no_orphans "after the namespaces"
echo "ok - 3 nodes in shaped namespaces: $(grep -E '^1 ' "$tmp/ns.out" | awk '{print $(NF-1), "us,", $NF, "MB/s"}')"
