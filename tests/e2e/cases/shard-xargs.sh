# The batch of shard-parallel by xargs -P 2, each shard to its own file,
# joined by cat in order; mazegen's shards alone; and a pipeline given
# --offset at every stage, a random operation's seeds counted from it,
# in seven uneven shards of solved mazes.
mazegen -s 7 -n 10000 8 8 >one.maze
mazepost --end farthest one.maze | mazesolve | mazestat -P -f tsv -T >one.tsv
echo 0 2500 5000 7500 | xargs -n 1 -P 2 sh -c 'mazegen -s 7 --offset $0 \
    -n 2500 8 8 | mazepost --end farthest | mazesolve |
    mazestat -P -f tsv -T --offset $0 -o shard-$0.tsv'
cat shard-0.tsv shard-2500.tsv shard-5000.tsv shard-7500.tsv | cmp - one.tsv &&
    echo "four shards by xargs -P 2 = one run"
for k in 0 2500 5000 7500; do
	mazegen -s 7 --offset $k -n 2500 8 8
done | cmp - one.maze && echo "four shards of mazegen = one run"
head -n 1 shard-2500.tsv | cut -f 1-3
mazepost -s 3 --braid 0.5 one.maze | mazesolve >solved.maze
for s in '0 1' '1 999' '1000 3000' '4000 1' '4001 2999' '7000 2999' '9999 1'
do
	set -- $s
	mazegen -s 7 --offset $1 -n $2 8 8 |
	    mazepost -s 3 --braid 0.5 --offset $1 | mazesolve --offset $1
done | cmp - solved.maze && echo "seven shards of mazesolve = one run"
