# mazegen --grid hex and delta: a small maze of each pinned by its bytes,
# every generator that walks a graph pinned by checksums on each, on a
# mask too, the header line that makes the maze again, the same bytes
# whole or in a stream of several, --grid square the plain maze, frames
# (the unit suites hold every generator's to the maze), and each refusal
# (rows, levels, a weave, a column of triangles, a mask in parts on its
# grid, a kind unknown): exit 2 and nothing on standard output.
. "$E2E"/lib.sh
t 'mazegen --grid hex -s 1 6 4'
t 'mazegen -a wilson --grid delta -s 1 6 4'
for g in hex delta; do
	for a in backtracker kruskal prim growth dfs-growth bfs-tree dfs-tree \
	    growing-tree wilson aldous-broder hunt-and-kill corridor; do
		t "mazegen -a $a --grid $g -s 3 30 20 | cksum"
	done
	t "mazegen --grid $g -s 1 -n 3 5 4 | cksum"
	t "mazegen --grid $g -s 2 --offset 1 -n 2 5 4 | cksum"
done
cp "$TOP"/examples/heart.mask .
printf '#..#\n....\n.##.\n....\n' >split.mask
t 'mazegen --grid hex -s 1 --mask split.mask'
t 'mazegen -a kruskal --grid delta -s 1 --mask heart.mask | sed -n 1,4p'
for a in backtracker kruskal wilson prim hunt-and-kill corridor; do
	t "mazegen -a $a --grid hex -s 2 --mask heart.mask | cksum"
	t "mazegen -a $a --grid delta -s 2 --mask heart.mask | cksum"
done
# sigma, as theseus calls hexagons, is hex.
t 'mazegen --grid sigma -s 3 30 20 | cmp - "$(mazegen --grid hex -s 3 30 20 >h.maze; echo h.maze)" && echo hex'
t 'mazegen -a growing-tree --policy newest:75,random:25 --root center --grid hex -s 4 9 7 | sed -n 1,4p'
t 'mazegen -a corridor --corridor 3 --grid delta -s 4 9 7 | cksum'
# The header line is the command again.
mazegen -a kruskal --grid hex -s 5 20 10 >a.maze
sh -c "$(sed -n 's/^; \(mazegen .*\)/\1/p' a.maze)" >b.maze
t 'cmp a.maze b.maze && echo same'
t 'mazegen --grid square -s 1 5 3 | cmp - "$(mazegen -s 1 5 3 >p.maze; echo p.maze)" && echo plain'
# Lines and single cells.
t 'mazegen --grid hex -s 1 1 1'
t 'mazegen --grid hex -s 1 1 3'
t 'mazegen --grid delta -s 1 5 1'
t 'mazegen --grid delta -s 1 1 2'
# Frames: the backtracker's stack, Prim's frontier on a mask, Kruskal's
# walls falling on triangles, the head on the wall; cells not made yet
# are walls.
t 'mazegen --grid hex -s 1 --frames 3 5 3 | awk -v RS= "NR == 2"'
t 'mazegen -a prim --grid hex -s 2 --mask split.mask --frames 3 | awk -v RS= "NR == 2"'
t 'mazegen -a kruskal --grid delta -s 1 --frames 3 5 3 | awk -v RS= "NR == 2"'
t 'mazegen --grid hex --weave --frames 3 5 5'
# Refused.
t 'mazegen -a eller --grid hex 5 5'
t 'mazegen -a division --grid delta 5 5'
t 'mazegen --grid hex 5 5 2'
t 'mazegen --grid delta 1 3'
t 'mazegen --grid hex --weave 5 5'
t 'mazegen --grid triangle 5 5'
t 'mazegen --grid delta -s 1 --mask split.mask'
t 'mazegen --grid delta -s 1 --mask split.mask --mask-parts largest | tail -3'
