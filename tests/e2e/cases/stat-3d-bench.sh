# The benchmark on mazes of several levels: each solver runs on a copy of
# every level, and bfs_length is mazestat's own breadth-first search in
# three dimensions.  Every optimal solver finds the shortest routes (14
# steps in the maze with loops, 10 in the tree, 8 between the blocks); the
# wall follower refuses levels.  The stream mixes flat mazes in.
. "$E2E"/lib.sh
cat >json <<'P'
python3 -c 'import json, sys
n = 0
for l in sys.stdin:
    json.loads(l)
    n += 1
print("valid,", n, "records")' 2>&1 | tail -1
P
chmod +x json
PATH=$PWD:$PATH
for f in 3d-stat-loops foreign 3d-stat-perfect 3d-stat-blocks; do
	cat "$DATA"/$f.maze
	echo
done >mixed.maze
t 'mazestat -T -b bfs,dead-end-filling mixed.maze'
t 'mazestat -S -T -b all -F solver,mazes,solved,shortest mixed.maze'
# The wall follower sits out the mazes of levels (mazesolve refuses them).
t 'mazestat -T -b wall-follower,bfs -F maze,solver,solved mixed.maze'
t 'mazestat -T -b bfs -f tsv mixed.maze'
t 'mazestat -T -b bfs,dead-end-filling -f json mixed.maze'
t 'mazestat -T -b bfs,dead-end-filling -f json mixed.maze | json'
t 'mazestat -S -T -b bfs -F solver,mazes,shortest,length_mean,length_max "$DATA"/3d-stat-loops.maze "$DATA"/3d-stat-perfect.maze'
t 'mazestat -b bfs -F levels mixed.maze'
# A maze of several levels without an E.
t "sed 's/E/ /' \"\$DATA\"/3d-stat-perfect.maze | mazestat -b bfs"
