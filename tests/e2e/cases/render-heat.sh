# The heat map: every block's colour in the decoded PNG equals the colour
# computed here, independently, in awk: a breadth-first search for the
# distances, then the documented level and colour-map formulas.
cat >expect.awk <<'AWK'
function hex(r, g, b) { return sprintf("%02x%02x%02x", r, g, b) }
function colour(k,   i, f, up, dn, c, s) {
	if (map == "rainbow") {
		i = int(6 * k / L); f = (6 * k) % L
		up = int((255 * f + int(L / 2)) / L); dn = 255 - up
		if (i == 0) return hex(255, up, 0)
		if (i == 1) return hex(dn, 255, 0)
		if (i == 2) return hex(0, 255, up)
		if (i == 3) return hex(0, dn, 255)
		if (i == 4) return hex(up, 0, 255)
		return hex(255, 0, dn)
	}
	i = int(8 * k / (L - 1)); f = (8 * k) % (L - 1)
	for (c = 0; c < 3; c++)
		s[c] = i >= 8 ? stop[8, c] : int((stop[i, c] * (L - 1 - f) + stop[i + 1, c] * f + int((L - 1) / 2)) / (L - 1))
	return hex(s[0], s[1], s[2])
}
BEGIN {
	L = 240
	split("68 1 84 71 45 123 59 82 139 44 114 142 33 145 140 40 174 128 94 201 98 173 220 48 253 231 37", v, " ")
	if (map == "magma")
		split("0 0 4 28 16 68 79 18 123 129 37 129 181 54 122 229 80 100 251 135 97 254 194 135 252 253 191", v, " ")
	for (n = 0; n < 27; n++) stop[int(n / 3), n % 3] = v[n + 1]
}
{ w = length($0); for (x = 0; x < w; x++) g[x, NR - 1] = substr($0, x + 1, 1); h = NR }
END {
	if (fx == "") { for (y = 0; y < h; y++) for (x = 0; x < w; x++) if (g[x, y] == "S") { fx = x; fy = y } }
	head = tail = 0; qx[tail] = fx; qy[tail++] = fy; d[fx, fy] = 0; D = 0
	split("0 1 0 -1", dx, " "); split("-1 0 1 0", dy, " ")
	while (head < tail) {
		x = qx[head]; y = qy[head++]
		if (d[x, y] > D) D = d[x, y]
		for (k = 1; k <= 4; k++) {
			nx = x + dx[k]; ny = y + dy[k]
			if (nx < 0 || ny < 0 || nx >= w || ny >= h || g[nx, ny] == "#" || ((nx, ny) in d)) continue
			d[nx, ny] = d[x, y] + 1; qx[tail] = nx; qy[tail++] = ny
		}
	}
	for (y = 0; y < h; y++) {
		line = ""
		for (x = 0; x < w; x++) {
			c = g[x, y]
			if (c == "#") s = "202020"
			else if (c == "S") s = "2e9e44"
			else if (c == "E") s = "d33a2c"
			else if (c == "+") s = "3a7bd5"
			else if (c == ".") s = "f4d58d"
			else if (!((x, y) in d)) s = "808080"
			else s = colour(int(d[x, y] * K * L / (D + 1)) % L)
			line = line (x ? " " : "") s
		}
		print line
	}
}
AWK
mazegen -s 5 15 9 >maze
mazegen -s 5 15 9 | mazesolve >solved
mazerender -f ascii maze >maze.txt
mazerender -f ascii solved >solved.txt
check() {	# check what map cycles file.txt png-options...
	what=$1 map=$2 k=$3 txt=$4; shift 4
	mazerender "$@" >h.png &&
	    "$TOOLS"/pngblocks -x -c 3 -w 2 h.png >got &&
	    awk -v map=$map -v K=$k $from -f expect.awk $txt >want &&
	    cmp want got && echo "$what: every block's colour as computed"
}
from=
check "rainbow" rainbow 1 maze.txt -c 3 -w 2 --heat rainbow maze
check "rainbow, 5 cycles" rainbow 5 maze.txt -c 3 -w 2 --heat rainbow --cycles 5 maze
check "viridis under the route" viridis 1 solved.txt -c 3 -w 2 --heat viridis solved
check "magma, 2 cycles" magma 2 solved.txt -c 3 -w 2 --heat magma --cycles 2 solved
from="-v fx=15 -v fy=9"
check "--from 7,4" rainbow 1 maze.txt -c 3 -w 2 --heat rainbow --from 7,4 maze
# A grid with a sealed room: its blocks are unreachable, grey.
printf '#########\n#S  #   #\n# # # # #\n#   #   #\n#########\n' >room.txt
from=
check "unreachable blocks" viridis 1 room.txt -c 3 -w 2 --heat viridis room.txt
# A grid that is not a cell maze takes --from in blocks.
mazesolve -x "$TOP"/examples/cave.maze | mazerender -f ascii >cave.txt
from="-v fx=10 -v fy=3"
check "--from a block of a cave" magma 1 cave.txt -c 3 -w 2 --heat magma --from 10,3 cave.txt
# The heat map's colours are distinct from level to level.
mazegen -s 1 60 | mazerender -c 1 --heat rainbow --cycles 3 -o big.png
"$TOOLS"/pngblocks -x -c 1 big.png | tr ' ' '\n' | sort -u | wc -l | awk '{ print $1, "colours in a 121x121 rainbow" }'
printf '#####\n# # #\n#####\n' >nostart
mazerender --heat rainbow nostart >/dev/null
mazerender --heat viridis --from 0,0 cave.txt >/dev/null
mazerender --heat viridis --from 9,0 room.txt >/dev/null
mazerender --heat plasma maze >/dev/null
mazerender --from 1,1 maze >/dev/null
mazerender --heat rainbow --cycles 0 maze >/dev/null
echo "exit $?"
