# Maze i of a stream is the maze of seed + i, alone.
mazegen -s 10 -n 3 3 2 | tee stream
mazegen -s 11 3 2 >alone
awk 'BEGIN { RS = "" } NR == 2' stream | cmp - alone && echo "the second maze is mazegen -s 11"
