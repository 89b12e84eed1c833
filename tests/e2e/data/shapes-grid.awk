# shapes-grid.awk: does a hex, delta or polar maze (maze(5) "Grids") keep
# every block its grid makes a wall a wall, and an outer door a wall, S or
# E?  Worked out from the rule, cell by cell, not asked of the library.
# A line for each file named, a maze a file; with -v route=1, after a tab
# the cells its route passes: those with a block of their own marked '+',
# 'S' or 'E'.
FNR == 1 && NR > 1 { check() }
FNR == 1 { h = hex = polar = 0; split("", own); split("", n) }
/^; grid hex/ { hex = 1 }
/^; grid polar/ { polar = 1 }
/^;/ { next }
{ g[h++] = $0; w = length($0) }
function at(x, y) { return substr(g[y], x + 1, 1) }
function shut(c) { return c == "#" || c == "S" || c == "E" }
# door[x, y]: the cells (0, 1 or 2) that have block x, y as a door, or
# -1: a cell's own.  Counted once a cell, each cell naming its blocks.
function door(x, y) { if ((x, y) in own) return -1; return n[x, y] + 0 }
function cells(   cx, cy, s, c, x, up) {
	if (hex) {
		for (cy = 0; cy < (h - 1) / 2; cy++)
			for (cx = 0; cx < (w - 3) / 4; cx++) {
				s = 2 * (cy % 2); c = 4 * cx + s
				for (x = c + 1; x < c + 4; x++)
					own[x, 2 * cy + 1] = cx SUBSEP cy
				n[c, 2 * cy + 1]++; n[c + 4, 2 * cy + 1]++
				n[c + 1, 2 * cy]++; n[c + 3, 2 * cy]++
				n[c + 1, 2 * cy + 2]++; n[c + 3, 2 * cy + 2]++
			}
		return
	}
	for (cy = 0; cy < (h - 1) / 2; cy++)
		for (cx = 0; cx < (w - 1) / 2; cx++) {
			up = (cx + cy) % 2 == 0
			own[2 * cx + 1, 2 * cy + 1] = cx SUBSEP cy
			n[2 * cx, 2 * cy + 1]++; n[2 * cx + 2, 2 * cy + 1]++
			n[2 * cx + 1, up ? 2 * cy + 2 : 2 * cy]++
		}
}
# A polar grid of R rings: the loop of blocks q from the middle (the
# larger of the two distances) is ring (q - 1) / 2 when q is odd, its
# cells at even offsets t along a side, its doors between them (and its
# corners); when q is even, the wall between rings q / 2 - 1 and q / 2,
# doors at even offsets within q - 2 of a side's middle, and the loop 2R
# the outer wall.  Within 1 of the middle: the centre cell.
function polar_doors(x, y,   c, dx, dy, q, t) {
	c = (w - 1) / 2
	dx = x - c; dy = y - c
	q = dx < 0 ? -dx : dx
	t = dy < 0 ? -dy : dy
	if (t > q) q = t
	if (q <= 1) return -1
	if (dy == -q) t = dx; else if (dx == q) t = dy
	else if (dy == q) t = -dx; else t = -dy
	if (q % 2) return (t == q || t == -q || t % 2) ? 2 : -1
	if (t % 2 || t > q - 2 || t < 2 - q) return 0
	return q == c ? 1 : 2
}
END { check() }
function check(   bad, x, y, d, c, on, ncell, m) {
	bad = ncell = 0
	split("", on)
	if (!polar)
		cells()
	m = (w - 1) / 2
	for (y = 0; y < h; y++)
		for (x = 0; x < w; x++) {
			d = polar ? polar_doors(x, y) : door(x, y)
			c = at(x, y)
			if ((d == 0 && c != "#") || (d == 1 && !shut(c)))
				bad++
			if (d != -1 || (c != "+" && c != "S" && c != "E"))
				continue
			# The polar centre is nine blocks, a ring's cell one.
			c = !polar ? own[x, y] : (x - m) ^ 2 <= 1 && \
			    (y - m) ^ 2 <= 1 ? "centre" : x SUBSEP y
			if (!(c in on)) {
				on[c] = 1
				ncell++
			}
		}
	printf "%s", bad ? bad " fixed walls opened" : "walls kept"
	print route ? "\t" ncell : ""
}
