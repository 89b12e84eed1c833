# A seed gives the same bytes every time; the provenance line of a maze
# made without -s reproduces it, options and all.
for a in $(mazegen -a list | cut -d' ' -f1); do
	mazegen -a $a -s 123 25 13 >one
	mazegen -a $a -s 123 25 13 >two
	cmp one two && echo "$a: same seed, same bytes"
	mazegen -a $a -s 124 25 13 >three
	# The grids, not the headers, which name the seed.
	sed 1,3d one >grid1
	sed 1,3d three >grid3
	if cmp -s grid1 grid3; then
		echo "$a: another seed, the same maze"
	else
		echo "$a: another seed, another maze"
	fi
	mazegen -a $a 25 13 >random
	cmd=$(sed -n 3p random | sed 's/^; //')
	$cmd | cmp - random && echo "$a: the provenance line reproduces the maze"
done
# With every option an algorithm takes, and in a stream.
for args in "-a growing-tree --policy newest:75,random:25 --root center" \
    "-a growing-tree --policy middle --root 3,4" \
    "-a dfs-growth --newest 2 --root corner" "-a binary-tree --bias se" \
    "-a corridor --corridor 5 --root random" "-a prim --root center" \
    "-a hunt-and-kill --root 24,12" "-a eller --bias 0.8" \
    "-a sidewinder --bias .25"; do
	mazegen $args -n 3 25 13 >stream
	awk 'BEGIN { RS = "" } NR == 3' stream >third
	cmd=$(sed -n 3p third | sed 's/^; //')
	echo "$cmd" | sed 's/-s [0-9]*/-s SEED/'
	$cmd | cmp - third && echo "  the third maze of the stream, alone"
done
