# examples/slurm-batch.sh, run as a plain shell script (every shard, one
# after another) and as the tasks of a Slurm job array would run it (the
# task's number in the environment; an array from 3, tasks in any order):
# the shards joined are one run's mazes and figures, byte for byte.
unset SLURM_ARRAY_TASK_ID SLURM_ARRAY_TASK_MIN SLURM_ARRAY_TASK_COUNT
script=$TOP/examples/slurm-batch.sh
mazegen -s 5 -n 300 6 4 | mazepost --end farthest | mazesolve >one.maze
mazestat -P -f tsv -T one.maze >one.tsv
SEED=5 SHARDS=7 sh "$script" 300 6 4 plain
ls plain | sed -n '1p; $p'
for t in 5 3 4; do
	SEED=5 SLURM_ARRAY_TASK_ID=$t SLURM_ARRAY_TASK_MIN=3 \
	    SLURM_ARRAY_TASK_COUNT=3 sh "$script" 300 6 4 array
done
ls array
for d in plain array; do
	cat $d/mazes-*.maze | cmp - one.maze && echo "$d: mazes = one run"
	cat $d/stats-*.tsv | cmp - one.tsv && echo "$d: figures = one run"
done
# More shards than mazes: the empty ones are empty files.
SEED=5 SHARDS=5 sh "$script" 3 6 4 few
wc -c few/mazes-* | sed '$d'
cat few/mazes-*.maze | cmp - "$(mazegen -s 5 -n 3 6 4 | mazepost --end farthest |
    mazesolve >three; echo three)" && echo "few: mazes = one run"
# A stage that fails right between two mazes (here a mazegen that makes
# one maze fewer and exits 2) leaves the shard no file and the script
# status 2, not a short shard written whole.
mkdir bin
real=$(command -v mazegen)
printf '#!/bin/sh\n%s "$1" "$2" "$3" "$4" "$5" $(($6 - 1)) "$7" "$8"\nexit 2\n' \
    "$real" >bin/mazegen
chmod +x bin/mazegen
PATH=$PWD/bin:$PATH SEED=5 SHARDS=2 sh "$script" 10 6 4 short
echo "exit $?"
ls short
# A task run again, as the README runs a failed one: its number is the
# shard's, SHARDS the batch's count; "missing" names the shards without
# figures, and none once they are back.
rm plain/mazes-000003.maze plain/stats-000003.tsv plain/stats-000005.tsv
echo "missing: $(SHARDS=7 sh "$script" missing plain)"
for t in 3 5; do
	SEED=5 SHARDS=7 SLURM_ARRAY_TASK_ID=$t SLURM_ARRAY_TASK_MIN=3 \
	    SLURM_ARRAY_TASK_COUNT=2 sh "$script" 300 6 4 plain
done
echo "missing now: '$(SHARDS=7 sh "$script" missing plain)'"
cat plain/mazes-*.maze | cmp - one.maze && echo "plain again: mazes = one run"
cat plain/stats-*.tsv | cmp - one.tsv && echo "plain again: figures = one run"
