# The pictures of hexagons, triangles and rings (a heart's among them) in
# examples/ are what examples/grids.sh draws today, compared by decoded
# pixels and header as example-pictures compares the others.  It needs a
# mazerender built with cairo (tests/cross.sh builds one without, and
# skips this case).
mkdir examples new && cp -R "$TOP"/examples/. examples/
sh examples/grids.sh new || echo "grids.sh failed"
for g in hex delta polar heart-rings; do
	f=examples/shape-$g.png
	n=new/shape-$g.png
	if [ "$(od -An -tu1 -j16 -N10 "$f")" != "$(od -An -tu1 -j16 -N10 "$n")" ]; then
		echo "$f: stale: size, depth or colour type"
	elif ! "$TOOLS"/pngblocks -x -c 1 "$f" >a ||
	    ! "$TOOLS"/pngblocks -x -c 1 "$n" >b || ! cmp -s a b; then
		echo "$f: stale: its pixels differ"
	else
		echo "$f: up to date"
	fi
done
