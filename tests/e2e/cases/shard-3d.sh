# Mazes of levels in a sharded batch: three shards through the pipeline,
# joined, are one run's mazes, figures and text, byte for byte, as flat
# mazes are.
mazegen -a kruskal -s 11 -n 12 4 3 3 >one.maze
mazepost -s 2 --end farthest --cycles 2 one.maze | mazesolve >one.solved
mazestat -P -f tsv -F all one.solved >one.tsv
mazerender -f unicode --color always one.solved >one.txt
for k in 0 5 6; do
	n=$(( k == 0 ? 5 : k == 5 ? 1 : 6 ))
	mazegen -a kruskal -s 11 --offset $k -n $n 4 3 3 >s$k.maze
	mazepost -s 2 --end farthest --cycles 2 --offset $k s$k.maze |
	    mazesolve --offset $k >s$k.solved
	mazestat -P -f tsv -F all --offset $k s$k.solved >s$k.tsv
	mazerender -f unicode --color always --offset $k s$k.solved >s$k.txt
done
for x in maze solved tsv txt; do
	cat s0.$x s5.$x s6.$x | cmp - one.$x && echo "$x: three shards = one run"
done
sed -n '1,4p' s5.maze
cut -f 1,5,33-37 one.tsv | sed -n '1p; 6,7p'
