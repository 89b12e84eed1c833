#!/bin/sh
#SBATCH --job-name=mazes
#SBATCH --array=0-3
#SBATCH --cpus-per-task=1
#SBATCH --output=mazes-%A_%a.log
#
# slurm-batch.sh: a batch of mazes split by seed into shards, a shard a
# task of a Slurm job array.  Each shard makes its share of the batch's
# mazes, puts the end at the cell farthest from the start, solves them, and
# writes the solved mazes and their figures under DIR, each file complete
# or not at all:
#
#	DIR/mazes-NNNNNN.maze	the shard's mazes, solved
#	DIR/stats-NNNNNN.tsv	their figures, mazestat -P -f tsv
#
# Joined in order, the shards are what one process makes, byte for byte:
#
#	cat DIR/mazes-*.maze >batch.maze	(mazegen -s SEED -n COUNT W H |
#	cat DIR/stats-*.tsv >batch.tsv		 mazepost ... | mazesolve, and
#						 mazestat -P -f tsv -T of it)
#
# usage: sbatch [--array=0-N] slurm-batch.sh [count [width [height [dir]]]]
#        sh slurm-batch.sh [count [width [height [dir]]]]
#        SHARDS=N sh slurm-batch.sh missing [dir]
#
# Defaults: 10000 mazes of 20x20 cells, under shards/; SEED (default 1) in
# the environment is the batch's first seed.  Under Slurm the array's task
# count is the number of shards and each task makes one; run without Slurm
# (SLURM_ARRAY_TASK_ID unset), the script makes every shard itself, one
# after another, SHARDS of them (default 4).  Only numbers go to the tasks:
# the programs must be on the PATH of every node, and DIR shared by them.
#
# A task that failed left no files (sbatch --wait exits non-zero): run
# those shards again as tasks numbered as the shards, SHARDS saying how
# many the batch has, as "missing" lists them:
#
#	sbatch --wait --export=ALL,SHARDS=100 \
#	    --array=$(SHARDS=100 sh slurm-batch.sh missing DIR) \
#	    slurm-batch.sh 1000000 20 20 DIR
if [ "$1" = missing ]; then
	# The shards of SHARDS that have no figures in DIR, as 3,17.
	i=0
	while [ "$i" -lt "${SHARDS:-4}" ]; do
		[ -e "${2:-shards}/stats-$(printf '%06d' "$i").tsv" ] || echo "$i"
		i=$((i + 1))
	done | paste -sd , -
	exit
fi
count=${1:-10000}
width=${2:-20}
height=${3:-$width}
dir=${4:-shards}
seed=${SEED:-1}

# shard I N: shard I of N, from 0: mazes I*COUNT/N up to (I+1)*COUNT/N.
shard() {
	first=$(($1 * count / $2))
	n=$((($1 + 1) * count / $2 - first))
	name=$(printf '%06d' "$1")
	if [ "$n" -eq 0 ]; then
		: >"$dir/mazes-$name.maze" && : >"$dir/stats-$name.tsv"
		return
	fi
	mazegen -s "$seed" --offset "$first" -n "$n" "$width" "$height" |
	    mazepost --end farthest |
	    mazesolve --offset "$first" -o "$dir/mazes-$name.maze" &&
	    mazestat -P -f tsv -T --offset "$first" \
	    -o "$dir/stats-$name.tsv" "$dir/mazes-$name.maze" || return
	# A pipeline's status is its last program's: a stage before it that
	# failed right between two mazes leaves it a shorter batch, whole.
	# The figures have a row a maze (and the batch's first shard the
	# header): a shard short of mazes is removed, and fails.
	rows=$(wc -l <"$dir/stats-$name.tsv") || return
	if [ "$rows" -ne $((n + (first == 0))) ]; then
		echo "slurm-batch.sh: shard $1 has $((rows - (first == 0)))" \
		    "of its $n mazes" >&2
		rm -f "$dir/mazes-$name.maze" "$dir/stats-$name.tsv"
		return 2
	fi
}

mkdir -p "$dir" || exit 2
if [ -n "$SLURM_ARRAY_TASK_ID" ] && [ -n "$SHARDS" ]; then
	# A shard run again: the task's number is the shard's.
	shard "$SLURM_ARRAY_TASK_ID" "$SHARDS" || exit 2
elif [ -n "$SLURM_ARRAY_TASK_ID" ]; then
	shard $((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-0})) \
	    "${SLURM_ARRAY_TASK_COUNT:?not a job array}" || exit 2
else
	shards=${SHARDS:-4}
	i=0
	while [ "$i" -lt "$shards" ]; do
		shard "$i" "$shards" || exit 2
		i=$((i + 1))
	done
fi
