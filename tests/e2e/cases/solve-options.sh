# --from, --to, --hand, --heuristic, --weight, --stats, -v, and their errors.
. "$E2E"/lib.sh
mazegen -s 2 5 3 >m
t 'mazesolve --from 1,1 --to 9,5 --stats m'
t 'mazesolve --from 3,3 m | sed -n 4p'
t 'mazesolve -a wall-follower --hand left -v m >/dev/null'
t 'mazesolve -a wall-follower --hand right -v m >/dev/null'
t 'mazesolve -a astar --heuristic euclidean --weight 2 --stats m | sed -n 4,5p'
t 'mazesolve -a astar --heuristic zero --stats m | sed -n 4,5p'
t 'mazesolve -a adaptive-astar --weight 0.5 m | sed -n 4p'
# Keys worked out in the x87's 80 bits broke a tie the other way here.
mazegen -s 5 60 40 | mazepost -s 5 --braid 0.7 --cycles 50 >loops
t 'mazesolve -a astar --weight 2.1 --stats loops | sed -n 6p'
# Weight 0 drops the estimate: Dijkstra's search, exploring more than 1.
t 'mazesolve -a astar --weight 0 --stats loops | sed -n 6p'
t 'mazesolve -a astar --weight 1 --stats loops | sed -n 6p'
t 'mazesolve -a random-mouse -s 7 m | sed -n 4p'
t 'mazesolve --stats m | mazesolve --stats | grep -c "^; solution"'
t 'mazesolve --from 0,0 m'
t 'mazesolve --from 99,1 m'
t 'mazesolve --from 1,1 --to 1,1 m'
t 'mazesolve --from 1 m'
t 'mazesolve --hand left m'
t 'mazesolve -a wall-follower --hand up m'
t 'mazesolve -a astar --heuristic chebyshev m'
t 'mazesolve --heuristic zero m'
t 'mazesolve -a astar --weight -1 m'
t 'mazesolve -a astar --weight x m'
t 'mazesolve -a dfs --weight 2 m'
