# mazesolve --frames (the unit suites check every solver: the last frame
# is the solved maze, byte for byte, and the frames number min(N,
# steps + 1)).
. "$E2E/lib.sh"
last() { awk -v RS= 'END { printf "%s\n", $0 }'; }
mazegen -s 3 8 5 >maze
# The last frame is the solved maze, --stats and all.
mazesolve -a astar --stats --frames 7 maze >frames
mazesolve -a astar --stats maze | cmp - "$(last <frames >last; echo last)" &&
    echo "the last of $(grep -c '^; maze 1$' frames) frames is the solved maze"
# The frames of breadth-first search: the head, what it expanded, its queue.
mazesolve --frames 4 maze | awk -v RS= 'NR == 2 || NR == 3'
# Dead-end filling fills, then searches what is left.
mazesolve -a dead-end-filling --frames 3 maze | awk -v RS= 'NR == 2'
# Two mazes, each solved in frames; a maze read back from frames solves,
# without the frame line, which said where it stood in the stream it came
# in (frames-read has more).
cat maze maze | mazesolve -a dfs --frames 2 | grep -c '^; frame 1/2$'
mazegen -s 1 --frames 3 4 3 | mazesolve | awk -v RS= 'NR == 2'
t 'mazesolve --frames 0 maze'
t 'mazesolve --frames all --frames x maze'
