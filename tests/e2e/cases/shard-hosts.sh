# The README's recipe for many machines, run against two real hosts: two
# network namespaces on this machine, node1 and node2, each joined to it
# by a veth pair and running an sshd of the case's own (its host key, the
# case's client key authorized, listening on its namespace's address
# alone), the built programs on its PATH.  The recipe's commands run as
# the README gives them; only ssh's configuration (PARALLEL_SSH: the
# addresses and keys of node1 and node2) is the case's.
#   - The programs on the hosts are the version here.
#   - A batch over node1, node2 and this machine, joined by -k, is one
#     local run, byte for byte.
#   - node1 lost while a shard runs on it (its sshd and every process in
#     its namespace killed): without --retries the batch fails and its
#     output is not one run (so the comparison sees a shard lost); with
#     the README's --retries the batch completes and is one run, no
#     shard lost or doubled.
# It needs root and ip netns: without them it says so and exits 77
# (skipped).  Everything it made goes, whatever happens (a trap).
skip() { echo "$*" >&2; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root, for network namespaces and sshd"
for c in ip sshd ssh ssh-keygen parallel; do
	command -v $c >/dev/null || [ -x /usr/sbin/$c ] ||
	    skip "needs $c (Debian: iproute2, openssh-server, parallel)"
done
sshd=$(command -v sshd || echo /usr/sbin/sshd)
build=$(dirname "$(command -v mazegen)")
dir=$PWD
# Names and addresses of this run's own: namespaces mz<pid>a and b, and
# a /30 for each in 10.214.0.0/16 from the process number.
id=mz$$
net=10.214.$(($$ % 64 * 4))
cleanup() {
	for h in a b; do
		ip netns pids $id$h 2>/dev/null | xargs -r kill -9 2>/dev/null
		ip link del ${id}${h}0 2>/dev/null
		ip netns del $id$h 2>/dev/null
	done
	rm -f "$dir"/id "$dir"/id.pub "$dir"/host_key "$dir"/host_key.pub
}
trap cleanup EXIT
trap 'exit 2' INT TERM HUP
ip netns add ${id}a 2>/dev/null ||
    skip "ip netns add failed: no network namespaces here"
# sshd does not start without its privilege separation directory.
mkdir -p /run/sshd
ssh-keygen -q -t ed25519 -N '' -C host -f host_key || exit 2
ssh-keygen -q -t ed25519 -N '' -C client -f id || exit 2
cp id.pub authorized_keys
: >known_hosts
{
	printf 'Host *\n\tUser root\n\tIdentityFile %s/id\n' "$dir"
	printf '\tIdentitiesOnly yes\n\tUserKnownHostsFile %s/known_hosts\n' "$dir"
	printf '\tStrictHostKeyChecking yes\n\tBatchMode yes\n'
	printf '\tConnectTimeout 5\n\tLogLevel ERROR\n'
} >ssh_config.all
: >ssh_config
# host N LETTER: node N in namespace LETTER, its sshd on .(4N-2) of the
# /30 the machine's end is .(4N-3) of.
host() {
	ns=$id$2 here=$net.$((4 * $1 - 3)) there=$net.$((4 * $1 - 2))
	[ $2 = a ] || ip netns add $ns || exit 2
	ip link add ${ns}0 type veth peer name ${ns}1 &&
	    ip link set ${ns}1 netns $ns &&
	    ip addr add $here/30 dev ${ns}0 && ip link set ${ns}0 up &&
	    ip -n $ns addr add $there/30 dev ${ns}1 &&
	    ip -n $ns link set ${ns}1 up && ip -n $ns link set lo up || exit 2
	cat >sshd_config.$1 <<-END
	ListenAddress $there
	HostKey $dir/host_key
	AuthorizedKeysFile $dir/authorized_keys
	PidFile $dir/sshd.$1.pid
	PermitRootLogin prohibit-password
	PasswordAuthentication no
	KbdInteractiveAuthentication no
	UsePAM no
	StrictModes no
	SetEnv PATH=$build:/usr/local/bin:/usr/bin:/bin
	END
	printf 'Host node%s\n\tHostName %s\n' $1 $there >>ssh_config
	echo "node$1,$there $(cut -d ' ' -f 1,2 host_key.pub)" >>known_hosts
}
# up N LETTER: start node N's sshd, and wait until it answers.
up() {
	ip netns exec $id$2 "$sshd" -f "$dir"/sshd_config.$1 -E "$dir"/sshd.$1.log ||
	    exit 2
	i=0
	until ssh -F "$dir"/ssh_config node$1 true 2>/dev/null; do
		i=$((i + 1))
		[ $i -lt 50 ] || { echo "node$1's sshd does not answer"; exit 2; }
		sleep 0.1
	done
}
host 1 a
host 2 b
cat ssh_config.all >>ssh_config
up 1 a
up 2 b
PARALLEL_SSH="ssh -F $dir/ssh_config"
PARALLEL_HOME=$dir/parallel-home
export PARALLEL_SSH PARALLEL_HOME
mkdir -p "$PARALLEL_HOME"

# The README's check that every host runs this version.
v=$(mazegen -V)
[ -n "$v" ] && [ "$(parallel --will-cite --nonall -S node1,node2 mazegen -V |
    sort -u)" = "$v" ] && echo "node1 and node2 run this mazegen"

# The README's batch, 6 shards of 1000 mazes, and one run of the same.
# (A shard is some tenths of a second, so that node1 can be lost while
# one runs there.)
mazegen -s 7 -n 6000 20 20 | mazepost --end farthest | mazesolve |
    mazestat -P -f tsv -T >one.tsv
batch() {
	parallel --will-cite -k -S 2/node1,2/node2,: "$@" \
	    'mazegen -s 7 --offset {} -n 1000 20 20 | mazepost --end farthest |
	    mazesolve | mazestat -P -f tsv -T --offset {}' ::: $(seq 0 1000 5000)
}
batch --joblog whole.log >batch.tsv 2>whole.err
echo "whole batch: exit $?"
cmp -s one.tsv batch.tsv && echo "joined: one run's records"
echo "shards run on: $(awk 'NR > 1 { print $2 }' whole.log | sort -u |
    tr '\n' ' ')"

# lost NAME [options]: the batch, with node1 lost while a shard of it is
# under way there (its namespace holds a process besides the listening
# sshd: a session of parallel's), into NAME.tsv.  Then node1 comes back
# for the next.
lost() {
	name=$1
	shift
	batch "$@" >$name.tsv 2>$name.err &
	pid=$!
	i=0
	until [ "$(ip netns pids ${id}a | grep -cvx "$(cat sshd.1.pid)")" -gt 0 ]
	do
		i=$((i + 1))
		[ $i -lt 1000 ] || { echo "$name: no shard ever ran on node1"; break; }
		sleep 0.02
	done
	ip netns pids ${id}a | xargs -r kill -9 2>/dev/null
	wait $pid
	echo "$name: exit $([ $? = 0 ] && echo 0 || echo 'not 0')"
	cmp -s one.tsv $name.tsv && echo "$name: one run's records" ||
	    echo "$name: not one run's records"
	up 1 a
}
lost without
lost retried --retries 3 --joblog retried.log
