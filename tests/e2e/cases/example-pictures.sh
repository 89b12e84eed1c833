# Every picture in examples/ (but star.png, a mask it draws from) is what
# examples/pictures.sh draws today: the same pixels, decoded, and the same
# size, bit depth and colour type (a picture drawn by an older renderer
# shows the same maze in a larger file).  Compared by pixels and header,
# never by the compressed bytes.
mkdir examples new && cp -R "$TOP"/examples/. examples/
sh examples/pictures.sh new || echo "pictures.sh failed"
for f in examples/*.png; do
	# A mask is a maze's outline, which a picture is drawn from; the
	# hexagons, triangles and rings are example-grids', drawn with
	# cairo.
	case $f in
	examples/star.png | examples/shape-hex.png | examples/shape-delta.png |\
	    examples/shape-polar.png | examples/shape-heart-rings.png)
		continue ;;
	esac
	n=new/${f#examples/}
	if [ ! -f "$n" ]; then
		echo "$f: examples/pictures.sh does not draw it"
		continue
	fi
	# IHDR: width, height, bit depth, colour type.
	if [ "$(od -An -tu1 -j16 -N10 "$f")" != "$(od -An -tu1 -j16 -N10 "$n")" ]; then
		echo "$f: stale: depth and colour type" $(od -An -tu1 -j24 -N2 "$f") \
		    "now" $(od -An -tu1 -j24 -N2 "$n")
	elif ! "$TOOLS"/pngblocks -x -c 1 "$f" >a ||
	    ! "$TOOLS"/pngblocks -x -c 1 "$n" >b || ! cmp -s a b; then
		echo "$f: stale: its pixels differ"
	else
		echo "$f: up to date"
	fi
done
# An animation: the same frames, each composed as a viewer shows it (a
# hash of its colours), with the same delays and rectangles.
for f in examples/*.gif; do
	n=new/${f#examples/}
	if [ ! -f "$n" ]; then
		echo "$f: examples/pictures.sh does not draw it"
	elif "$TOOLS"/gifframes "$f" >a && "$TOOLS"/gifframes "$n" >b &&
	    cmp -s a b; then
		echo "$f: up to date ($(grep -c '^frame' a) frames)"
	else
		echo "$f: stale"
	fi
done
# A page: the same data inflated, and the same page around it (pagedata:
# compared by what it holds, not by the bytes zlib made of it).
for f in examples/*.html; do
	n=new/${f#examples/}
	if [ ! -f "$n" ]; then
		echo "$f: examples/pictures.sh does not draw it"
	elif "$TOOLS"/pagedata -v "$f" >a && "$TOOLS"/pagedata -v "$n" >b &&
	    cmp -s a b; then
		echo "$f: up to date ($(grep -c '^  frame' a) frames)"
	else
		echo "$f: stale"
	fi
done
cmp examples/maze3d.maze new/maze3d.maze && echo "examples/maze3d.maze is the maze it draws"
