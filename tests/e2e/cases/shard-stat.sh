# mazestat --offset k: maze numbers from k+1, the benchmark's solver seeds
# from seed+k, and the column names only in the batch's first shard, so
# that per-maze records of shards, joined in order, are one run's in every
# format.  A summary is of a whole stream, so --offset refuses one; and
# adaptive-astar, which learns from the mazes before, refuses a shard;
# --offset 0, the default, refuses neither.
. "$E2E/lib.sh"
solvers=bfs,dfs,astar,bidir-dfs,wall-follower,junction,tremaux,random-mouse
mazegen -s 4 -n 40 6 5 | mazepost -s 9 --braid 0.3 --end farthest >one.maze
shards() {
	for k in 0 10 25 39; do
		n=$(( (k == 0) * 10 + (k == 10) * 15 + (k == 25) * 14 + (k == 39) ))
		mazegen -s 4 --offset $k -n $n 6 5 |
		    mazepost -s 9 --braid 0.3 --end farthest --offset $k |
		    mazestat --offset $k "$@"
	done
}
for f in table tsv json; do
	mazestat -P -T -f $f -b $solvers -s 5 one.maze >one.$f
	shards -P -T -f $f -b $solvers -s 5 | cmp - one.$f &&
	    echo "-b -s 5 -f $f: four shards = one run ($(wc -l <one.$f) lines)"
	mazestat -P -f $f -F all one.maze >one.s$f
	shards -P -f $f -F all | cmp - one.s$f &&
	    echo "-f $f -F all: four shards = one run"
done
grep -c '^ *maze ' one.table
grep -c random-mouse one.tsv
t 'mazegen -s 4 --offset 25 -n 2 6 5 | mazepost --end farthest | mazestat --offset 25 -F maze,cells,dead_ends'
t 'mazegen -s 4 -n 2 6 5 | mazepost --end farthest | mazestat -P -b bfs -T --offset 38'
t 'mazestat -S --offset 10 one.maze'
t 'mazestat -b bfs --offset 1 one.maze'
t 'mazestat -P -b all --offset 10 one.maze'
t 'mazesolve -a adaptive-astar --offset 10 one.maze'
# --offset 0 is the default, a stream with nothing before it: what any
# --offset refuses, it takes, and prints what it prints without one.
mazestat -S one.maze >s.out
t 'mazestat -S --offset 0 one.maze | cmp - s.out && echo same'
mazestat -T -b adaptive-astar one.maze >b.out
t 'mazestat -T -b adaptive-astar --offset 0 one.maze | cmp - b.out && echo same'
mazesolve -a adaptive-astar one.maze >a.out
t 'mazesolve -a adaptive-astar --offset 0 one.maze | cmp - a.out && echo same'
t 'mazestat -S --offset 0 --offset 5 one.maze'
