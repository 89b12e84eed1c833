# A stream of mazes of several levels: maze i is the maze of seed + i
# alone; one level is the flat maze, byte for byte; the mazes read back.
mazegen -a kruskal -s 10 -n 3 2 2 2 | tee stream
mazegen -a kruskal -s 11 2 2 2 >alone
awk 'BEGIN { RS = "" } NR == 2' stream | cmp - alone &&
    echo "the second maze is mazegen -s 11"
mazegen -s 5 4 3 1 >one
mazegen -s 5 4 3 >flat
cmp one flat && echo "mazegen 4 3 1 is mazegen 4 3"
mazegen -a wilson -s 5 -n 4 6 5 4 >s4
mazesolve s4 | grep -c '^; maze '
mazesolve s4 | grep -c '+'
mazegen -a backtracker -s 3 12 8 4 -o out.maze && mazesolve out.maze | tail -n 5
mazegen -a prim -s 2 5 4 3 | mazesolve -a bfs | head -n 4
