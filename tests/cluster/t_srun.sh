#!/bin/sh
# Slurm launch: a private, single-host Slurm (slurmctld + slurmd from
# Debian's slurm-wlm, auth/none, ports and state in this test's temporary
# directory) runs `srun -n 4 --overcommit ristretto ...`; each process
# takes its rank and size from SLURM_PROCID/SLURM_NTASKS, rank 0 writes a
# rendezvous file, the others read it. Checks: SPMD output of every rank,
# exit 0; then System.exit(7) on rank 2 makes srun (every task) exit 7.
# SKIP (77) without slurm-wlm or when not root (slurmd runs tasks as
# their user and needs root here).
. "${srcdir:-.}/lib.sh"
for c in srun slurmctld slurmd sinfo; do
	command -v $c >/dev/null 2>&1 || skip "$c not installed (Debian: apt-get install slurm-wlm)"
done
[ "$(id -u)" -eq 0 ] || skip "a private slurmd needs root"
sd="$tmp/slurm"
mkdir -p "$sd/state" "$sd/spool"
base=$((20000 + $$ % 20000))
cpus=$(nproc)
SLURM_CONF="$sd/slurm.conf"
export SLURM_CONF
cat >"$SLURM_CONF" <<CONF
ClusterName=ristretto$$
SlurmctldHost=localhost
SlurmUser=root
SlurmdUser=root
AuthType=auth/none
CredType=cred/none
MpiDefault=none
ProctrackType=proctrack/pgid
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPort=$base
SlurmdPort=$((base + 1))
StateSaveLocation=$sd/state
SlurmdSpoolDir=$sd/spool
SlurmctldPidFile=$sd/slurmctld.pid
SlurmdPidFile=$sd/slurmd.pid
SlurmctldLogFile=$sd/slurmctld.log
SlurmdLogFile=$sd/slurmd.log
JobCompType=jobcomp/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
NodeName=localhost CPUs=$cpus Boards=1 SocketsPerBoard=1 CoresPerSocket=$cpus ThreadsPerCore=1 RealMemory=500 State=UNKNOWN
PartitionName=rtest Nodes=localhost Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:4
CONF
slurmctld -D -f "$SLURM_CONF" >"$sd/ctld.out" 2>&1 &
bgpids="$bgpids $!"
slurmd -D -f "$SLURM_CONF" >"$sd/d.out" 2>&1 &
bgpids="$bgpids $!"
i=0
until sinfo -h -o %t 2>/dev/null | grep -q idle; do
	i=$((i + 1))
	if [ $i -gt 150 ]; then
		cat "$sd"/*.out "$sd"/*.log 2>/dev/null | tail -20
		skip "the private Slurm did not come up in 15 s"
	fi
	sleep 0.1
done
RISTRETTO_SECRET="srun-test-secret-$tag-0123456789"
RISTRETTO_RENDEZVOUS="$tmp/rendezvous"
export RISTRETTO_SECRET RISTRETTO_RENDEZVOUS
timeout 90 srun -n 4 --overcommit --kill-on-bad-exit=0 \
	$R -Xcluster:listen=127.0.0.1 -Xcluster:spmd -cp "$app" Spmd \
	>"$tmp/srun.out" 2>"$tmp/srun.err"; rc=$?
[ $rc -eq 0 ] || fail "srun exited $rc"
for n in 0 1 2 3; do
	[ "$(grep -c "^node $n of 4 line" "$tmp/srun.out")" -eq 3 ] ||
		fail "rank $n's output is missing"
done
rm -f "$RISTRETTO_RENDEZVOUS"
timeout 90 srun -n 4 --overcommit \
	$R -Xcluster:listen=127.0.0.1 -Xcluster:spmd -cp "$app" ExitW 2 7 \
	>"$tmp/exit.out" 2>"$tmp/exit.err"; rc=$?
[ $rc -eq 7 ] || fail "srun with System.exit(7) on rank 2 exited $rc"
no_orphans "after srun"
# a graceful stop, so the daemons reap their helpers (slurmscriptd,
# slurmstepd) before lib.sh's cleanup
scontrol shutdown >/dev/null 2>&1
for p in $bgpids; do
	i=0
	while kill -0 "$p" 2>/dev/null && [ $i -lt 100 ]; do i=$((i + 1)); sleep 0.1; done
done
wait 2>/dev/null
echo "ok - srun -n 4 (SPMD output of every rank; exit status 7 from rank 2)"
