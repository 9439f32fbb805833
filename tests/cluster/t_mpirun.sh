#!/bin/sh
# Open MPI launch: mpirun starts 4 ristretto processes; each takes its
# rank/size from OMPI_COMM_WORLD_*; rank 0 writes a rendezvous file, the
# others read it; SPMD output of all ranks arrives; exit 0.
. "${srcdir:-.}/lib.sh"
command -v mpirun >/dev/null 2>&1 || skip "mpirun not installed (Debian: apt-get install openmpi-bin)"
RISTRETTO_SECRET="mpi-test-secret-$tag-0123456789"
RISTRETTO_RENDEZVOUS="$tmp/rendezvous"
export RISTRETTO_SECRET RISTRETTO_RENDEZVOUS
# keep Open MPI on loopback and quiet
OMPI_MCA_btl_tcp_if_include=lo OMPI_MCA_oob_tcp_if_include=lo OMPI_MCA_plm_rsh_agent=false
export OMPI_MCA_btl_tcp_if_include OMPI_MCA_oob_tcp_if_include
timeout 90 mpirun --oversubscribe --allow-run-as-root -np 4 \
	-x RISTRETTO_SECRET -x RISTRETTO_RENDEZVOUS \
	$R -Xcluster:listen=127.0.0.1 -Xcluster:spmd -cp "$app" Spmd >"$tmp/mpi.out" 2>"$tmp/mpi.err"; rc=$?
[ $rc -eq 0 ] || fail "mpirun exited $rc"
for n in 0 1 2 3; do
	[ "$(grep -c "^node $n of 4 line" "$tmp/mpi.out")" -eq 3 ] || fail "rank $n's output is missing"
done
no_orphans "after mpirun"
echo "ok - mpirun -np 4"
