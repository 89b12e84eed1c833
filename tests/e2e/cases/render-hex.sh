# Hex and delta mazes (maze(5) "Grids") drawn in their own geometry:
# pointy-topped hexagons in rows, the odd rows half a cell east; triangles,
# cell (x, y) pointing up where x + y is even.  PNGs are compared with the
# goldens in data/hex by their decoded pixels, never their bytes; the SVG
# must parse and hold one wall segment for each closed edge.
. "$E2E"/lib.sh
H=$DATA/hex
# Every pixel of a PNG, a line a pixel row, as rrggbb.
pixels() {
	"$TOOLS"/pngblocks -c 1 -x "$1"
}
# same NEW GOLDEN: the same pixels.
same() {
	pixels "$1" >a.px && pixels "$H/$2" >b.px && cmp -s a.px b.px &&
	    echo "$1: the pixels of $2" || echo "$1: NOT the pixels of $2"
}
# px FILE X Y: the colour of pixel (X, Y).
px() {
	pixels "$1" | awk -v x="$2" -v y="$3" 'NR == y + 1 { print $(x + 1) }'
}
# The picture's size, from its header.
size() {
	od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d\n",
	    $3 * 256 + $4, $7 * 256 + $8 }'
}
# maze(5)'s example of a hex maze of 3 x 2 cells, a perfect one.
cat >spec.maze <<'EOF'
; maze 1
; size 15 5
; grid hex
#S#############
#           ###
### ####### ###
###       #   #
#############E#
EOF
mazesolve spec.maze >spec.solved
# A cell's pitch along its row is -c + -w, 16 pixels by default: 3 hexagons
# and the odd row's half, 56, and a wall line; 3.5 times a hexagon's
# radius, 16 / sqrt(3), high, and a wall line.
mazerender -o spec.png spec.solved
echo "spec.png: $(size spec.png)"
same spec.png spec.png
# The route through the centres of its cells, the first at (4 + 8, 4 +
# 9.24) (half a wall line, half a pitch; a radius); the odd row's notch at
# the top right of the picture and the even row's at the bottom left are
# background, outside the grid.
echo "centre of cell (0, 0): $(px spec.png 12 13); of (2, 1): $(px spec.png 52 27)"
echo "notches: $(px spec.png 62 1) $(px spec.png 1 39)"
# Solved, masked and explored, a heat map: hexagons and triangles.
mazesolve "$H"/hex.maze >hex.solved
mazesolve -x "$H"/hex-mask.maze >hexmask.solved
mazesolve "$H"/delta.maze >delta.solved
mazesolve -x "$H"/delta-mask.maze >deltamask.solved
mazerender -c 12 -w 4 -o hex.png hex.solved && same hex.png hex.png
mazerender -c 12 -w 4 -C background=silver -o hexmask.png hexmask.solved &&
    same hexmask.png hex-mask.png
mazerender -c 10 -w 3 -m 5 -o delta.png delta.solved &&
    same delta.png delta.png
mazerender -c 10 -w 3 -C background=silver -o deltamask.png deltamask.solved &&
    same deltamask.png delta-mask.png
mazerender -c 12 -w 4 --heat viridis -o heat.png "$H"/hex.maze &&
    same heat.png hex-heat.png
echo "hex.png: $(size hex.png); delta.png: $(size delta.png)"
# A cell outside the mask is background; an explored one explored.
echo "hex-mask: outside cell (2, 2): $(px hexmask.png 42 39)"
echo "hex-mask: explored cell (1, 0): $(px hexmask.png 26 11)"
# SVG: well-formed, the walls one path of a segment each.  A perfect maze
# of w x h hexagons has 6wh edges less those two cells share, h(w - 1) +
# (h - 1)(2w - 1), of which wh - 1 are doors and two the entrances; w x h
# triangles have 3wh less h(w - 1) and the upward ones' flat edges above
# the last row.
walls() {
	grep 'stroke:rgb(12.54902%,12.54902%,12.54902%)' "$1" |
	    sed 's/.* d="//' | tr -cd M | wc -c
}
for f in spec hex delta; do
	mazerender -o $f.svg $f.solved
	xmllint --noout $f.svg && echo "$f.svg: well-formed XML, $(walls $f.svg) wall segments"
done
echo "a perfect 3x2 hex maze has $((36 - 4 - 5 - 5 - 2)) walls, 6x4 $((144 - 20 - 33 - 23 - 2)), 8x4 triangles $((96 - 28 - 12 - 31 - 2))"
t 'mazerender -f svg spec.solved | grep -c "<path"'
# Text: the blocks as they are.
t 'mazerender -f ascii spec.solved'
t 'mazerender -f unicode spec.solved'
t 'mazerender --heat viridis --from 2,1 -f half --color always spec.maze | cat -v | sed -n 2p'
# netpbm: PGM the PNG's luma, pixel for pixel (pnm.c's rounding); PBM
# the walls alone, black, not anti-aliased (the entrances gaps).
mazerender -o spec.pgm spec.solved
pixels spec.png | tr ' ' '\n' | awk '
function h(s,  d) {
	d = "0123456789abcdef"
	return (index(d, substr(s, 1, 1)) - 1) * 16 + index(d, substr(s, 2, 1)) - 1
}
{
	v = 299 * h(substr($1, 1, 2)) + 587 * h(substr($1, 3, 2))
	print int((v + 114 * h(substr($1, 5, 2)) + 500) / 1000)
}' >luma.want
head -c 13 spec.pgm | od -An -c | tr -s ' '
tail -c +14 spec.pgm | od -An -tu1 -v | tr -s ' ' '\n' | sed '/^$/d' >luma.got
cmp -s luma.want luma.got && echo "spec.pgm: the luma of spec.png's pixels"
mazerender -f pbm spec.solved >spec.pbm
head -c 9 spec.pbm | od -An -c | tr -s ' '
tail -c +10 spec.pbm | od -An -tu1 -v | tr -s ' ' '\n' | sed '/^$/d' |
    awk '{ for (i = 7; i >= 0; i--) printf "%s", int($1 / 2 ^ i) % 2 ? "#" : "."
	if (++n % 8 == 0) print "" }'
# What is not drawn: a heat map from outside; nothing written.  (GIFs:
# render-gif-grids.)
t 'mazerender --heat rainbow --from 3,0 -o from.png spec.maze'
ls from.png 2>/dev/null || echo "nothing written"
