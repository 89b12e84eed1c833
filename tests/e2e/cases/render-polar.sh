# Polar mazes (maze(5) "Grids", "; grid polar") drawn as rings of cells
# round a centre disc: ring r the annulus from r to r + 1 rings, a ring
# -c + -w pixels deep, each side of the file's square loops a quarter of
# the circle, clockwise from 45 degrees before north.  PNGs are checked
# by their decoded pixels, never their bytes: every door of a maze at the
# middle of its edge, and points given in rings and degrees; and whole
# pictures against goldens in data/polar.
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
# doors MAZE PNG P: every door of polar maze MAZE (its blocks, without
# its header) checked in picture PNG of rings P pixels deep: ink where
# its block is wall (dark, not the route's blue), not where it is open, at the middle of its edge:
# a ring's radial door half way out, a door between rings the middle of
# the two cells' overlap; and the centre of each cell marked '+' in the
# route's colour.
doors() {
	{ sed '/^;/d' "$1"; echo; "$TOOLS"/pngblocks -c 1 -x "$2"; } |
	    awk -v p="$3" '
	!px && $0 == "" { px = 1; next }
	!px { m[nm++] = $0; next }
	{ row[ny++] = $0 }
	function ink(rho, a,  x, y, f) {
		x = int(c + rho * p * sin(a)); y = int(c - rho * p * cos(a))
		split(row[y], f, " ")
		return index("01234567", substr(f[x + 1], 1, 1)) > 0 &&
		    index("01234567", substr(f[x + 1], 5, 1)) > 0
	}
	function colour(rho, a,  x, y, f) {
		x = int(c + rho * p * sin(a)); y = int(c - rho * p * cos(a))
		split(row[y], f, " ")
		return f[x + 1]
	}
	function blk(q, s, t,  x, y) {
		x = s == 0 ? t : s == 1 ? q : s == 2 ? -t : -q
		y = s == 0 ? -q : s == 1 ? t : s == 2 ? q : -t
		return substr(m[C + y], C + x + 1, 1)
	}
	function check(what, b, rho, a) {
		n++
		if (ink(rho, a) != (b == "#")) {
			bad++
			print what ": block " b ", " (ink(rho, a) ? "ink" : "no ink")
		}
	}
	END {
		pi = atan2(0, -1); R = (length(m[0]) - 1) / 4; C = 2 * R
		c = ny / 2
		for (r = 1; r < R; r++) {
			q = 2 * r + 1; D = pi / 2 / q
			for (k = 0; k < 4 * q; k++) {
				s = int(k / q); j = k % q; t = 2 * j - 2 * r
				a = s * pi / 2 - pi / 4 + (j + 0.5) * D
				check("ring " r " cell " k " clockwise",
				    blk(q, s, t + 1), r + 0.5, a + D / 2)
				if (j >= 1 && j <= 2 * r - 1) {
					in_ = r == 1 ? 1 : 2 * r - 1
					i = r == 1 ? 0 : j - 1
					lo = j / q
					if (i / in_ > lo)
						lo = i / in_
					hi = (j + 1) / q
					if ((i + 1) / in_ < hi)
						hi = (i + 1) / in_
					check("ring " r " cell " k " in",
					    blk(q - 1, s, t), r,
					    s * pi / 2 - pi / 4 + (lo + hi) * pi / 4)
				}
				if (blk(q, s, t) == "+") {
					routed++
					if (colour(r + 0.5, a) != "3a7bd5")
						print "ring " r " cell " k ": " colour(r + 0.5, a)
				}
			}
		}
		print n " doors, " bad + 0 " not as their blocks say; " routed + 0 " cells of the route checked"
	}'
}
# Mazes of 3, 6 and 9 rings, solved; a ring 30 + 2 pixels deep, so that
# the narrowest gap between two rings, near the corners of the file's
# loops, shows: 2 / (2r - 1) of a cell of ring r.
for r in 3 6 9; do
	mazegen --grid polar -s $r $r | mazesolve >r$r.maze
	mazerender -c 30 -w 2 -o big$r.png r$r.maze &&
	    echo "$r rings: $(doors r$r.maze big$r.png 32)"
done
# 3 rings, 1 + 12 + 20 cells, a ring 14 + 4 pixels deep: 2 x 3 x 18 and
# a wall line, 112 pixels a side; S and E on the outer circle, north and
# south, each as wide as its cell.
mazerender -c 14 -w 4 -o r3.png r3.maze && echo "r3.png: $(size r3.png)"
echo "S: $(at r3.png 18 3 0) $(at r3.png 18 3 5), wall at $(at r3.png 18 3 15); E: $(at r3.png 18 3 180) $(at r3.png 18 3 175), wall $(at r3.png 18 3 165)"
echo "outer circle at 20 and 200: $(at r3.png 18 3 20) $(at r3.png 18 3 200)"
same r3.png rings3.png
# Six rings with a margin, a heat map and its route; the heat map from
# the centre (--from 0,0: cell 0 of ring 0).
mazerender -c 10 -w 3 -m 5 -o r6.png r6.maze && same r6.png rings6.png
mazerender -c 10 -w 3 --heat viridis -o heat.png r6.maze &&
    same heat.png rings6-heat.png
mazegen --grid polar -s 6 6 >plain6.maze
mazerender -c 10 -w 3 --heat magma --from 0,0 -o centre.png plain6.maze &&
    echo "centre.png: $(size centre.png), the centre $(at centre.png 13 0 0)"
t 'mazerender --heat magma --from 13,1 -o bad.png r6.maze'
t 'mazerender --heat magma --from 0,6 -o bad.png r6.maze'
ls bad.png 2>/dev/null || echo "nothing written"
# One ring: the centre alone, its four doors in the outer circle, S and
# E north and south, east and west walls.
mazegen --grid polar -s 1 1 >r1.maze
mazerender -c 14 -w 4 -o r1.png r1.maze &&
    echo "r1.png: $(size r1.png); S $(at r1.png 18 1 0), E $(at r1.png 18 1 180), east $(at r1.png 18 1 90)"
# SVG: the same drawing, well-formed; PGM and PBM from the same picture.
mazerender -o r3.svg r3.maze && xmllint --noout r3.svg &&
    echo "r3.svg: well-formed XML"
mazerender -c 14 -w 4 -f pgm r3.maze | head -c 15 | od -An -c | tr -s ' '
mazerender -c 14 -w 4 -f pbm r3.maze | head -c 11 | od -An -c | tr -s ' '
# Text: the blocks as they are; unicode's walls full blocks.
t 'mazerender -f ascii r3.maze'
t 'mazerender -f unicode r3.maze'
