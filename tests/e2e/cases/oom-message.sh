# Out of memory is one message in every program, whatever ran out: the size
# of the maze that did not fit, in blocks, after the input's name and place
# when it was being read; exit 2, nothing on standard output.  (Under the
# sanitizers, which need the address space, no allocation may pass 8 MB
# instead of a limit on the process; the sizes and places, which depend on
# where memory ran out, are left out of what is compared.)
if nm "$(command -v mazegen)" 2>/dev/null | grep -q __asan_init; then
	limit=
	ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=8
	export ASAN_OPTIONS
else
	limit='ulimit -v 14000;'
fi
mazegen -s 1 2000 >big.maze
run() {
	printf '$ %s\n' "$1"
	sh -c "$limit $1" >out 2>err
	echo "[exit $?, $(wc -c <out) bytes out]"
	grep -v '^==' err | sed 's/[0-9][0-9]*x[0-9][0-9]*\(x[0-9][0-9]*\)* blocks/WxH blocks/;
	    s/:[0-9][0-9]*:[0-9][0-9]*:/:L:C:/'
}
for a in backtracker prim wilson kruskal; do
	run "mazegen -a $a 4000 4000"
done
run "mazegen 300 300 300"
run "mazegen -a kruskal 300 300 300"
for p in "mazesolve -x" "mazestat -b dfs" mazerender; do
	run "$p big.maze"
done
# On the cells, --near and --keep-solution need a distance a cell, three
# bytes each: they do not fit, and say so as the rest do.
run "mazepost --end farthest --near 7 --keep-solution big.maze"
# A cell maze is measured, solved by bfs (and benchmarked) and changed by
# mazepost on its cells, its blocks never held: these 16 million fit in
# the same limit.
run "mazestat big.maze"
run "mazestat -T -b bfs big.maze"
run "mazesolve big.maze"
run "mazepost --diameter big.maze"
run "mazepost -s 1 --braid 0.5 --cycles 10 big.maze"
# A weight sends mazepost to the blocks: with room for them but not for
# its nine bytes a cell beside them, it says so as the rest do.
sed '5s/ /5/' big.maze >weighted.maze
if [ -n "$limit" ]; then
	limit='ulimit -v 30000;'
fi
run "mazepost -s 1 --cycles 10 weighted.maze"
# So do the solvers on the blocks, in mazesolve and in mazestat's
# benchmarks, when the blocks fit and the solver's state does not.
run "mazesolve -a astar weighted.maze"
run "mazestat -b dfs weighted.maze"
