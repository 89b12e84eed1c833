# mazepost's operations pinned on many mazes: a checksum of what each
# combination of options makes of a stream of mazes, and of each of a few
# small or awkward mazes alone, computed before the operations were made
# faster (issue 17), so that a change in any byte shows.  The mazes:
# perfect ones of several generators and seeds, braided, with loops,
# sparse (cells that join nothing, several parts), one cell wide, of
# several levels, with S and E in the outer wall, with weights, solved
# (marks to clear), and large enough that the searches' queues grow.
. "$E2E"/lib.sh
add() { i=$((i + 1)); sh -c "$1" >m$i; }
i=0
add 'mazegen -s 1 37 23'
add 'mazegen -s 2 -a kruskal 40 31'
add 'mazegen -s 3 -a prim 29 33'
add 'mazegen -s 4 -a sidewinder 50 9'
add 'mazegen -s 6 -a division 31 25'
add 'mazegen -s 10 31 21 | mazepost -s 1 --braid 1'
add 'mazegen -s 11 -a kruskal 33 27 | mazepost -s 2 --cycles 40'
add 'mazegen -s 12 36 28 | mazepost -s 3 --sparse 0.7'
add 'mazegen -s 14 25 19 | mazepost --start sw --end ne --border'
add 'mazegen -s 15 -a hunt 27 21 | mazepost --start nw --end se --border'
add 'mazegen -s 16 23 17 | mazesolve -x'
add 'mazegen -s 17 -a kruskal 28 20 | mazepost -s 6 --remove-walls 0.3 | mazesolve'
add 'mazegen -s 18 9 7 4'
add 'mazegen -s 19 -a kruskal 6 5 3 | mazepost -s 7 --cycles 6'
add 'mazegen -s 20 7 6 3 | mazepost -s 8 --sparse 0.6 --border'
add 'mazegen -s 21 30 22 | sed "/^[#]/s/ /3/5; /^[#]/s/ /7/9" | mazesolve'
add 'mazegen -s 22 -a corridor 44 30 | mazepost -s 9 --braid 0.4'
add 'mazegen -s 23 -a wilson 300 200'
add 'mazegen -s 24 -a eller 250 250 | mazepost -s 1 --braid 0.6'
cp "$DATA"/3d-solve-loops.maze m$((i + 1))
i=$((i + 1))
main=$i
add 'mazegen -s 5 -a binary-tree 17 17'
add 'mazegen -s 7 -a eller 1 40'
add 'mazegen -s 8 -a wilson 40 1'
add 'mazegen -s 9 -a growth 2 2'
add 'mazegen -s 13 -a prim 30 30 | mazepost -s 4 --sparse 1 | mazepost -s 5 --sparse 1'
cp "$DATA"/3d-post-5x4x3.maze m$((i + 1))
cp "$DATA"/loops.maze m$((i + 2))
cp "$DATA"/parts.maze m$((i + 3))
i=$((i + 3))
j=0
while [ $j -lt $main ]; do
	j=$((j + 1))
	cat m$j
done >stream
while IFS= read -r op; do
	for s in 1 2; do
		echo "$s stream $op: $(mazepost -s $s $op stream 2>&1 | cksum)"
	done
	j=$main
	while [ $j -lt $i ]; do
		j=$((j + 1))
		mazepost -s 3 $op m$j 2>&1
	done >alone
	echo "3 alone $op: $(cksum <alone)"
done <<'OPS'

--end farthest
--start farthest
--diameter
--start nw --end farthest
--start farthest --end se
--end farthest --near 7
--end farthest --near 7 --keep-solution
--start center --end farthest --near 3
--near 5 --keep-solution
--cycles 1
--cycles 10
--cycles 2 --keep-solution
--braid 0.5
--braid 1
--braid 0.5 --cycles 50
--braid 1 --keep-solution
--sparse 0.5
--sparse 1 --cycles 3
--remove-walls 0.2
--remove-walls 1 --keep-solution
--diameter --near 7 --keep-solution --cycles 1 --braid 0.3
--start random --end farthest --sparse 0.3 --near 9 --cycles 1 --braid 0.5 --remove-walls 0.05 --keep-solution
--start nw --end se --border --near 3 --cycles 1 --keep-solution
--start ne --end sw --border --braid 0.7 --remove-walls 0.1
--start 0,0 --end farthest --cycles 5 --remove-walls 0.02
OPS
