# Weighted blocks: dijkstra and astar go round the dear blocks that bfs goes
# through; the route over a weight is its letter; a solved weighted maze
# solves again to the same bytes, and mazestat sees its route.
. "$E2E"/lib.sh
cp "$TOP"/examples/weighted.maze .
t 'mazesolve -a dijkstra --stats weighted.maze'
t 'mazesolve -a astar -v weighted.maze | sed 1,4d'
t 'mazesolve -a bfs -v weighted.maze | sed 1,4d'
t 'mazesolve -a dijkstra weighted.maze >once; mazesolve -a dijkstra once >twice; sed 4d twice | cmp - once && echo same'
t 'mazesolve -a dijkstra weighted.maze | mazestat'
t 'mazesolve -a dijkstra -x weighted.maze | mazerender -f ascii'
