# A stream that mixes flat mazes and mazes of several levels: each solved
# in its own shape, adaptive-astar learning from all of them; a solved maze
# of several levels solves again to the same bytes.  The wall follower
# stops at the first maze of several levels, exit 2, the mazes before it
# written (with -o, nothing); a malformed maze of several levels is the
# reader's error, in the same shape.
. "$E2E"/lib.sh
cp "$DATA"/3d-solve-loops.maze "$DATA"/3d-solve-perfect.maze .
mazegen -s 3 4 3 >flat
cat flat 3d-solve-loops.maze flat 3d-solve-perfect.maze >stream
t 'mazesolve -a adaptive-astar --stats stream | grep "^; solution"'
t 'mazesolve -a bfs -v stream >/dev/null'
t 'mazesolve -a dijkstra 3d-solve-loops.maze >once; mazesolve -a dijkstra once >twice; sed 4d twice | cmp - once && echo same'
t 'mazesolve -a wall-follower stream'
t 'mazesolve -a wall-follower -o out stream; test -e out || echo no out'
t 'sed "s/; level 3/; level 4/" 3d-solve-loops.maze | mazesolve'
t 'printf "; size 3 3 3\n; level 0\n###\n#S#\n###\n; level 1\n###\n#E#\n" | mazesolve'
