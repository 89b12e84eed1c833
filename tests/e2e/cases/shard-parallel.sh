# A batch of 10^4 mazes in four shards by seed, run by GNU parallel two at
# a time through the whole pipeline: the shards' output, joined in order
# (-k), is the single run's, byte for byte.  Parallel's own files go to a
# directory of the case's, never $HOME.  (Parallel is slow to start: it
# runs once here.)
PARALLEL_HOME=$PWD/parallel-home
export PARALLEL_HOME
mkdir -p "$PARALLEL_HOME"
mazegen -s 7 -n 10000 8 8 | mazepost --end farthest | mazesolve |
    mazestat -P -f tsv -T >one.tsv
parallel --will-cite -j2 -k 'mazegen -s 7 --offset {} -n 2500 8 8 |
    mazepost --end farthest | mazesolve |
    mazestat -P -f tsv -T --offset {}' ::: 0 2500 5000 7500 >four.tsv
wc -l <one.tsv
cmp one.tsv four.tsv && echo "four shards of mazestat -P -f tsv = one run"
sed -n '1p; 2501,2502p' four.tsv | cut -f 1-6
