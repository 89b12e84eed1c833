# mazegen --grid polar: small mazes of rings pinned by their bytes (one
# ring, the centre alone; two; four), every generator that walks a graph
# pinned by a checksum, theta the same as polar, the header line that
# makes the maze again, the same bytes whole or in a stream, --root at the
# centre or at cell k of ring r, frames (the unit suites hold every
# generator's to the maze), masks, and each refusal: exit 2, nothing out.
. "$E2E"/lib.sh
t 'mazegen --grid polar -s 1 1'
t 'mazegen --grid polar -s 1 2'
t 'mazegen -a wilson --grid polar -s 1 4'
for a in backtracker kruskal prim growth dfs-growth bfs-tree dfs-tree \
    growing-tree wilson aldous-broder hunt-and-kill corridor; do
	t "mazegen -a $a --grid polar -s 3 12 | cksum"
done
t 'mazegen --grid polar -s 1 -n 3 5 | cksum'
t 'mazegen --grid polar -s 2 --offset 1 -n 2 5 | cksum'
t 'mazegen --grid theta -s 3 9 | cmp - "$(mazegen --grid polar -s 3 9 >p.maze; echo p.maze)" && echo polar'
mazegen -a kruskal --grid polar -s 5 7 >a.maze
sh -c "$(sed -n 's/^; \(mazegen .*\)/\1/p' a.maze)" >b.maze
t 'cmp a.maze b.maze && echo same'
t 'mazegen -a prim --root center --grid polar -s 4 3'
t 'mazegen -a bfs-tree --root 5,2 --grid polar -s 4 3 | tail -13'
# Frames: the backtracker's stack from the centre, Wilson's walk, and
# Kruskal's doors falling, the head on the door; cells not made yet are
# walls.
t 'mazegen --grid polar --root center -s 1 --frames 3 3 | awk -v RS= "NR == 2"'
t 'mazegen -a wilson --grid polar -s 2 --frames 3 3 | awk -v RS= "NR == 2"'
t 'mazegen -a kruskal --grid polar -s 2 --frames 3 3 | awk -v RS= "NR == 2"'
# On a mask, the picture laid over the disc: a heart, S above its topmost
# cell, E below its bottommost, each in a door to a cell outside; through
# every program; the header line makes it again; of the size given, or
# of half the picture's width.
cp "$TOP"/examples/heart.mask .
t 'mazegen --grid polar -s 1 --mask heart.mask 6'
t 'mazegen -a kruskal --grid polar -s 2 --mask heart.mask 12 | mazepost --start center --end farthest | mazesolve | mazestat'
mazegen -a wilson --grid polar -s 3 --mask heart.mask >h.maze
sh -c "$(sed -n 's/^; \(mazegen .*\)/\1/p' h.maze)" >h2.maze
t 'cmp h.maze h2.maze && sed -n 2,4p h.maze'
# A mask cut in two by a line through the centre: refused, or the larger
# half kept.
printf '..#..\n..#..\n..#..\n..#..\n..#..\n' >cut.mask
t 'mazegen --grid polar -s 1 --mask cut.mask'
t 'mazegen --grid polar -s 1 --mask cut.mask --mask-parts largest | mazestat'
# Refused.
t 'mazegen --grid polar 5 4'
t 'mazegen --grid polar 5 5 2'
t 'mazegen -a eller --grid polar 5'
t 'mazegen -a division --grid polar 5'
t 'mazegen --grid polar --weave 5'
t 'mazegen --grid polar --root 20,2 -a prim 5'
