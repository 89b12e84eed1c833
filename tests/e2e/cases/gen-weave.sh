# mazegen --weave: both weaving generators pinned (the bytes of a small
# maze, checksums of larger ones and on a mask), the header line that
# makes the maze again, the chance as an option's argument or the next
# word, and every refusal: the other generators, levels, frames, a chance
# out of range; exit 2 and nothing on standard output.
. "$E2E"/lib.sh
cp "$DATA"/masks/ring.mask .
t 'mazegen --weave -s 1 6 4'
t 'mazegen -a kruskal --weave 1.0 -s 2 6 4'
for a in backtracker kruskal; do
	for s in 1 2 3; do
		t "mazegen -a $a --weave 0.4 -s $s 30 20 | cksum"
	done
	t "mazegen -a $a --weave=1 -s 1 --mask ring.mask | cksum"
	t "mazegen -a $a --weave 0.3 -s 9 300 200 | cksum"
done
# The header line is the command again.
mazegen -a kruskal --weave 0.25 -s 5 20 10 >a.maze
sh -c "$(sed -n 's/^; \(mazegen .*\)/\1/p' a.maze)" >b.maze
t 'cmp a.maze b.maze && echo same'
# A chance is a number with a point; a whole number is the size.  A
# small chance is written in full, as no exponent is read.
t 'mazegen --weave .1 -s 1 5 3 | sed -n 4p'
t 'mazegen --weave 0.00001 -s 1 5 3 | sed -n 4p'
t 'mazegen --weave 5 3 -s 1 | sed -n 2,4p'
t 'mazegen --weave 1 5 5'
# --weave 0 is no weave: the plain maze.
t 'mazegen --weave=0 -s 1 5 3 | cmp - "$(mazegen -s 1 5 3 >p.maze; echo p.maze)" && echo plain'
t 'mazegen -a prim --weave 5 5'
t 'mazegen -a eller --weave 5 5'
t 'mazegen --weave 5 5 2'
t 'mazegen --weave --frames 3 5 5'
t 'mazegen --weave=1.5 5 5'
t 'mazegen --weave=x 5 5'
# Solved as the three levels it is: the route goes down, along and up.
t 'mazegen -a kruskal --weave 1.0 -s 1 6 4 | mazesolve | sed -n "/; level 0/,\$p"'
t 'mazegen --weave -s 1 8 6 | mazesolve -a wall-follower'
