# The README's Slurm recipe against a real Slurm: a one-machine cluster of
# the case's own (munged, slurmctld and slurmd, with a key, a slurm.conf,
# ports and directories of its own), examples/slurm-batch.sh submitted as
# the README says (sbatch --wait --array), the shards joined by cat equal
# to one run; then a batch whose shard 1 fails once (its mazestat exits 2
# the first time), sbatch's failure, the shard the script then finds
# missing, run again as the README says, and the batch whole and equal to
# one run.  It needs root and Slurm's daemons: without them, or if
# slurmctld does not start here, it says why and exits 77 (skipped).
# The daemons are stopped and their files removed, whatever happens.
skip() { echo "$*" >&2; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root, to run slurmd"
for c in munged slurmctld slurmd sbatch sinfo scontrol ss; do
	command -v $c >/dev/null || [ -x /usr/sbin/$c ] ||
	    skip "needs $c (Debian: munge, slurm-wlm, iproute2)"
done
PATH=$PATH:/usr/sbin
script=$TOP/examples/slurm-batch.sh
# munged wants its socket's directory open to all (0711), which the
# case's own is not: the daemons' files go to one of /tmp's.
run=$(mktemp -d /tmp/maze-slurm.XXXXXX) && chmod 711 "$run" || exit 2
# A daemon told to shut down removes its pid file as it goes: a file
# there when asked may be gone when read.
cleanup() {
	scontrol shutdown >/dev/null 2>&1
	for p in slurmctld slurmd munged; do
		pid=$(cat "$run/$p.pid" 2>/dev/null) && kill "$pid" 2>/dev/null
	done
	sleep 0.5
	for p in slurmctld slurmd munged; do
		pid=$(cat "$run/$p.pid" 2>/dev/null) && kill -9 "$pid" 2>/dev/null
	done
	rm -rf "$run"
}
trap cleanup EXIT
trap 'exit 2' INT TERM HUP
# Two ports nobody listens on, from the process number.
free() {
	p=$1
	while [ -n "$(ss -Hltn "sport = :$p")" ]; do p=$((p + 1)); done
	echo $p
}
ctld=$(free $((20000 + $$ % 20000 * 2)))
slurmd=$(free $((ctld + 1)))
host=$(hostname -s)
mkdir "$run"/state "$run"/spool
dd if=/dev/urandom of="$run"/munge.key bs=1024 count=1 2>/dev/null &&
    chmod 400 "$run"/munge.key || exit 2
cat >"$run"/slurm.conf <<END
ClusterName=maze
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld
SlurmdPort=$slurmd
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$run/munge.sock
CredType=cred/munge
StateSaveLocation=$run/state
SlurmdSpoolDir=$run/spool
SlurmctldPidFile=$run/slurmctld.pid
SlurmdPidFile=$run/slurmd.pid
SlurmctldLogFile=$run/slurmctld.log
SlurmdLogFile=$run/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=2 State=UNKNOWN
PartitionName=maze Nodes=$host Default=YES MaxTime=INFINITE State=UP
END
SLURM_CONF=$run/slurm.conf
export SLURM_CONF
munged --socket="$run"/munge.sock --key-file="$run"/munge.key \
    --log-file="$run"/munged.log --pid-file="$run"/munged.pid \
    --seed-file="$run"/munged.seed ||
    skip "munged does not start here: $(tail -1 "$run"/munged.log)"
slurmctld ||
    skip "slurmctld does not start here: $(tail -1 "$run"/slurmctld.log)"
slurmd || skip "slurmd does not start here: $(tail -1 "$run"/slurmd.log)"
i=0
until [ "$(sinfo -h -o %t 2>/dev/null)" = idle ]; do
	i=$((i + 1))
	[ $i -lt 150 ] ||
	    skip "the node never came up: $(tail -1 "$run"/slurmctld.log)"
	sleep 0.2
done
echo "a cluster of one node, idle"

mazegen -s 1 -n 400 6 4 | mazepost --end farthest | mazesolve >one.maze
mazestat -P -f tsv -T one.maze >one.tsv
# same DIR: the shards of DIR joined are one run.
same() {
	cat $1/mazes-*.maze | cmp -s - one.maze &&
	    cat $1/stats-*.tsv | cmp -s - one.tsv &&
	    echo "$1: $(ls $1 | wc -l) files, joined one run's mazes and figures" ||
	    echo "$1: not one run's"
}

# The README's submission.
sbatch -Q --wait --array=0-3 "$script" 400 6 4 shards
echo "sbatch: exit $?"
same shards

# Shard 1's mazestat fails the first time it runs.
mkdir bin
real=$(command -v mazestat)
cat >bin/mazestat <<END
#!/bin/sh
case " \$* " in
*" --offset 100 "*) [ -e $PWD/fail-once ] && rm $PWD/fail-once && exit 2 ;;
esac
exec "$real" "\$@"
END
chmod +x bin/mazestat
: >fail-once
PATH=$PWD/bin:$PATH sbatch -Q --wait --array=0-3 "$script" 400 6 4 again
echo "sbatch: exit $([ $? = 0 ] && echo 0 || echo 'not 0')"
same again
missing=$(SHARDS=4 sh "$script" missing again)
echo "missing: $missing"
PATH=$PWD/bin:$PATH sbatch -Q --wait --export=ALL,SHARDS=4 \
    --array="$missing" "$script" 400 6 4 again
echo "sbatch again: exit $?"
echo "missing now: '$(SHARDS=4 sh "$script" missing again)'"
same again
