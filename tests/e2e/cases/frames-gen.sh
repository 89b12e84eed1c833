# mazegen --frames (the unit suites check every generator: the last frame
# is the maze, byte for byte, and the frames number min(N, steps + 1)).
. "$E2E/lib.sh"
last() { awk -v RS= 'END { printf "%s\n", $0 }'; }
# Frames number K/N before the last; -n 2 writes each maze's in turn.
mazegen -s 1 -n 2 --frames 3 4 3 | grep -e '^; frame' -e '^; mazegen'
# The last frame is the maze; mazestat reads every frame.
mazegen -a wilson -s 4 --frames all 6 5 >frames
mazegen -a wilson -s 4 6 5 | cmp - "$(last <frames >last; echo last)" &&
    echo "the last of $(grep -c '^; maze 1$' frames) frames is the maze"
mazestat -F dead_ends frames | tail -n +2 | tr '\n' ' '; echo
# The head, the stack as the frontier, rock not yet reached.
mazegen -s 1 --frames 3 4 3 | awk -v RS= 'NR == 2'
# Wilson's walk in progress, and the frontier of Prim's.
mazegen -a wilson -s 2 --frames 6 6 4 | awk -v RS= 'NR == 3'
mazegen -a prim -s 2 --frames 6 6 4 | awk -v RS= 'NR == 3'
# Kruskal's walls falling, division's rising, eller's rows made, and a
# maze of two levels.
mazegen -a kruskal -s 2 --frames 3 6 4 | awk -v RS= 'NR == 2'
mazegen -a division -s 2 --frames 3 6 4 | awk -v RS= 'NR == 2'
mazegen -a eller -s 2 --frames 3 6 4 | awk -v RS= 'NR == 2'
mazegen -a hunt-and-kill -s 2 --frames 3 3 2 2 | awk -v RS= 'NR == 2'
# A maze of one cell has no step: its one frame is the maze.
mazegen -s 1 --frames 5 1 | grep -c '^; maze 1$'
# Bad counts: one message, exit 2, nothing written.
t 'mazegen --frames 0 3'
t 'mazegen --frames 1 3'
t 'mazegen --frames -1 3'
t 'mazegen --frames x 3'
t 'mazegen --frames 1000001 3'
# A 1000x1000 backtracker with frames takes the memory the maze alone does
# (KiB; the frames draw from the tree two rows at a time).
plain=$("$TOOLS"/benchtool run "mazegen -s 1 1000 | tail -c 1 >/dev/null" | cut -d' ' -f2)
frames=$("$TOOLS"/benchtool run "mazegen -s 1 --frames 4 1000 | tail -c 1 >/dev/null" | cut -d' ' -f2)
echo $((frames - plain)) | awk '{ print $1 < 512 ? "frames grow the peak by under 512 KiB" : "frames grow the peak by " $1 " KiB" }'
