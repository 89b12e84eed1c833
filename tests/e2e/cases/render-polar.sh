# Polar mazes (maze(5) "Grids", "; grid polar") drawn as rings of cells
# round a centre disc: ring r the annulus from r to r + 1 rings, a ring
# -c + -w pixels deep, each side of the file's square loops a quarter of
# the circle, clockwise from 45 degrees before north.  PNGs are checked
# by their decoded pixels, never their bytes: the colour at a point given
# in rings and degrees, and a whole picture against a golden in
# data/polar.
. "$E2E"/lib.sh
D=$DATA/polar
pixels() {
	"$TOOLS"/pngblocks -c 1 -x "$1"
}
same() {
	pixels "$1" >a.px && pixels "$D/$2" >b.px && cmp -s a.px b.px &&
	    echo "$1: the pixels of $2" || echo "$1: NOT the pixels of $2"
}
size() {
	od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d\n",
	    $3 * 256 + $4, $7 * 256 + $8 }'
}
# at FILE P RHO DEG: the colour of the pixel RHO rings of P pixels from
# the middle of the picture, DEG degrees clockwise from north.
at() {
	pixels "$1" | awk -v p="$2" -v rho="$3" -v deg="$4" '
	NR == 1 { c = NF / 2; a = deg * atan2(0, -1) / 180
		x = int(c + rho * p * sin(a)); y = int(c - rho * p * cos(a)) }
	{ row[NR - 1] = $0 }
	END { split(row[y], f, " "); print f[x + 1] }'
}
# A maze of 3 rings, solved: 1 + 12 + 20 cells.  A ring 14 + 4 pixels
# deep: 2 x 3 x 18 and a wall line, 112 pixels a side.
mazesolve "$D"/rings3.maze >r3.maze
mazerender -c 14 -w 4 -o r3.png r3.maze && echo "r3.png: $(size r3.png)"
# The centre's doors: east (block 8,6) open, a gap as wide as ring 1's
# cell beyond it; north (6,4) closed.
echo "centre's east door: $(at r3.png 18 1 90); north: $(at r3.png 18 1 0)"
# Ring 1's radial walls, each at the clockwise edge of its cell, 30
# degrees wide: cells 3 and 4 (right side; block 9,5) walled apart, at 75
# degrees; cells 1 and 2 (top; 7,3) open, at 15; the seam, cell 11 to 0
# (the top left corner, 3,3), open at 315.
echo "ring 1 at 75: $(at r3.png 18 1.5 75); at 15: $(at r3.png 18 1.5 15); seam: $(at r3.png 18 1.5 315)"
# The route through the centre of cell 10 of ring 1 (the left side's
# middle, block 3,6), and of cell 16 of ring 2 (1,8) at 234 degrees,
# 2.5 rings out; S and E on the outer circle, north and south.
echo "route: $(at r3.png 18 1.5 270) $(at r3.png 18 2.5 243)"
echo "S: $(at r3.png 18 3 0); E: $(at r3.png 18 3 180)"
# Between rings 1 and 2: the door out of ring 1's cell 2 (block 8,2) to
# ring 2's cell 3 open, a gap where the two overlap, 2/3 to 4/5 of the
# top quarter, its middle at 21 degrees; the door out of cell 1 (6,2),
# at 0, closed.
echo "ring 2's door at 21: $(at r3.png 18 2 21); at 0: $(at r3.png 18 2 0)"
same r3.png rings3.png
# The same maze unsolved: the route's cells are passage.
mazerender -c 14 -w 4 -o plain.png "$D"/rings3.maze &&
    echo "unsolved, cell 10 of ring 1: $(at plain.png 18 1.5 270)"
# Six rings, solved, with a margin, a heat map and its route; and the
# heat map from the centre (--from 0,0: cell 0 of ring 0).
mazesolve "$D"/rings6.maze >r6.maze
mazerender -c 10 -w 3 -m 5 -o r6.png r6.maze && same r6.png rings6.png
mazerender -c 10 -w 3 --heat viridis -o heat.png r6.maze &&
    same heat.png rings6-heat.png
mazerender -c 10 -w 3 --heat magma --from 0,0 -o centre.png "$D"/rings6.maze &&
    echo "centre.png: $(size centre.png), the centre $(at centre.png 13 0 0)"
t 'mazerender --heat magma --from 13,1 -o bad.png r6.maze'
t 'mazerender --heat magma --from 0,6 -o bad.png r6.maze'
# One ring: the centre alone, its four doors in the outer circle.
mazerender -c 14 -w 4 -o r1.png "$D"/rings1.maze &&
    echo "r1.png: $(size r1.png); S $(at r1.png 18 1 0), E $(at r1.png 18 1 180), east $(at r1.png 18 1 90)"
# SVG: the same drawing, well-formed; PGM and PBM from the same picture.
mazerender -o r3.svg r3.maze && xmllint --noout r3.svg &&
    echo "r3.svg: well-formed XML"
mazerender -c 14 -w 4 -f pgm r3.maze | head -c 15 | od -An -c | tr -s ' '
mazerender -c 14 -w 4 -f pbm r3.maze | head -c 11 | od -An -c | tr -s ' '
# Text: the blocks as they are; unicode's walls full blocks.
t 'mazerender -f ascii r3.maze'
t 'mazerender -f unicode r3.maze'
# Not a GIF's frame; nothing written.
t 'mazerender -o r3.gif r3.maze'
ls r3.gif bad.png 2>/dev/null || echo "nothing written"
