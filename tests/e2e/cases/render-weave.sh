# A weave maze (maze(5) "Grids") drawn as one picture, not three levels:
# level 0, the maze seen from above, with each tunnel's side blocks (the
# walls beside the crossing it passes under) drawn as the tunnel's blocks
# of level 2, a line in the wall colour across each on its side towards
# the crossing, a quarter of -w wide; a cell the tunnel's block under it
# where that has the stronger mark.  weave.awk draws the picture that
# mazerender(1) "Weave mazes" describes, a character a pixel as pngblocks
# -c 1 prints it, from the maze's text alone; each format, decoded, must
# show exactly that.
. "$E2E"/lib.sh
cat >weave.awk <<'AWK'
# -v c=PX -v w=PX: -c and -w.  -v bg=1: a masked maze's outside as 'o'.
function rank(ch) { return ch ~ /[+a-i@~]/ ? 2 : ch ~ /[.*]/ ? 1 : 0 }
function size(i) { return i % 2 ? c : w }
function pix(ch) { return ch ~ /[a-i]/ ? "+" : ch ~ /[#SE+.@*~o]/ ? ch : " " }
function out(x, y) {
	return x < 0 || y < 0 || x >= W || y >= H || g[x, y, 0] == "#"
}
# render-mask's rule: every cell the block touches outside.
function outside(x, y) {
	if (y % 2)
		return x % 2 || (out(x - 1, y) && out(x + 1, y))
	if (x % 2)
		return out(x, y - 1) && out(x, y + 1)
	return out(x - 1, y - 1) && out(x + 1, y - 1) &&
	    out(x - 1, y + 1) && out(x + 1, y + 1)
}
function line(gap, px, py, x, y) {
	return (gap == "N" && py < t) || (gap == "S" && py >= size(y) - t) ||
	    (gap == "W" && px < t) || (gap == "E" && px >= size(x) - t)
}
/^; level / { z = $3; y = 0; next }
/^;/ || /^$/ { next }
{
	W = length($0)
	for (x = 0; x < W; x++)
		g[x, y, z] = substr($0, x + 1, 1)
	if (z == 0)
		H = y + 1
	y++
}
END {
	t = int((w + 2) / 4)
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			v = g[x, y, 0]; u = g[x, y, 2]; gap = ""
			if (u != "#" && (x + y) % 2) {
				# A side block: the tunnel's, its line
				# towards the crossing, the cell beside it
				# whose floor is shut.
				v = u
				if (x % 2 == 0)
					gap = g[x + 1, y, 1] == "#" ? "E" : "W"
				else
					gap = g[x, y + 1, 1] == "#" ? "S" : "N"
			} else if (u != "#" && rank(u) > rank(v))
				v = u
			else if (bg && v == "#" && outside(x, y))
				v = "o"
			V[x, y] = pix(v); G[x, y] = gap
		}
	for (y = 0; y < H; y++)
		for (py = 0; py < size(y); py++) {
			s = ""
			for (x = 0; x < W; x++)
				for (px = 0; px < size(x); px++) {
					on = line(G[x, y], px, py, x, y)
					s = s (on ? "#" : V[x, y])
				}
			print s
		}
}
AWK
pixels() {
	"$TOOLS"/pngblocks -c 1 -p '#0000ff=o' -p '#e8106a=@' \
	    -p '#7cc8e8=*' -p '#b88ce0=~' "$@"
}
# Solved, with the blocks explored: routes and explored blocks under
# crossings and in the tunnels' walls.
mazegen -a kruskal --weave 1.0 -s 1 12 8 | mazesolve -x >x.maze
sed -n '/^; level 2/,$p' x.maze | grep -q '+' &&
    echo "x.maze: the route goes under"
for g in '4 4' '6 2' '5 8'; do
	set -- $g
	awk -v c=$1 -v w=$2 -f weave.awk x.maze >want
	mazerender -c $1 -w $2 -o x.png x.maze
	pixels x.png | cmp -s - want &&
	    echo "-c $1 -w $2: x.png is as weave.awk draws it"
	mazerender -c $1 -w $2 -o x.svg x.maze
	"$TOOLS"/svgraster x.svg s.png
	pixels s.png | cmp -s - want &&
	    echo "-c $1 -w $2: x.svg is as weave.awk draws it"
done
# The SVG's lines: one path in the wall colour after the route's group,
# a line a side block (an open block of level 2 in a wall's place).
mazerender -c 4 -w 4 -o x.svg x.maze
awk '/^; level 2/ { z = 1; y = 0; next } /^;/ { next }
	z { for (x = 0; x < length($0); x++)
		n += substr($0, x + 1, 1) != "#" && (x + y) % 2
	y++ }
	END { print n " side blocks" }' x.maze
awk '/stroke="#3a7bd5" stroke-width="4">$/ { r = 1 }
	r == 1 && /^<\/g>$/ { r = 2; next }
	r == 2 { r = 3
		if (/^<path fill="none" stroke="#202020" stroke-width="1" d="/)
			print gsub(/[Mm]/, "") " lines, after the route" }' x.svg
# A margin around the same.
mazerender -c 5 -w 8 -m 3 -o x.png x.maze
pixels -m 3 x.png | cmp -s - want && echo "-m 3: x.png within its margin"
mazerender -c 5 -w 8 -m 3 -o x.svg x.maze
"$TOOLS"/svgraster x.svg s.png
pixels -m 3 s.png | cmp -s - want && echo "-m 3: x.svg within its margin"
# Walls of one pixel: no line, the tunnel a gap.
awk -v c=3 -v w=1 -f weave.awk x.maze >want
mazerender -c 3 -w 1 -o x.png x.maze
pixels x.png | cmp - want && grep -q '+' want && echo "-w 1: no line"
# Netpbm: PGM's greys by the colours' luma, PBM the walls alone (and the
# lines); the start and the route share a grey.
awk -v c=4 -v w=4 -f weave.awk x.maze | tr S + >want
# x.maze is 25x17 blocks: 100x68 pixels, a PBM row 13 bytes.
mazerender -f pgm -c 4 x.maze | tail -c $((100 * 68)) | od -An -v -tu1 |
    awk 'BEGIN { split("32 # 255 _ 114 + 102 E 214 .", m)
		for (i = 1; i < 10; i += 2) c[m[i]] = m[i + 1] }
	{ for (i = 1; i <= NF; i++) {
		s = s ($i in c ? c[$i] : "!")
		if (length(s) == 100) { print s; s = "" } } }' | tr _ ' ' |
    cmp - want && echo "x.pgm is as weave.awk draws it"
tr -c '#\n' ' ' <want >bits
mazerender -f pbm -c 4 x.maze | tail -c $((13 * 68)) | od -An -v -tu1 |
    awk '{ for (i = 1; i <= NF; i++) {
		for (b = 128; b >= 1; b /= 2)
			s = s (int($i / b) % 2 ? "#" : " ")
		if (length(s) == 104) { print substr(s, 1, 100); s = "" } } }' |
    cmp - bits && echo "x.pbm is as weave.awk draws it"
# A GIF of the frames of the search, each frame a picture as weave.awk
# draws it: the head, the frontier and the route move through tunnels.
mazegen -a kruskal --weave 1.0 -s 2 5 4 >f.maze
mazesolve --frames all f.maze >frames.maze
awk -v RS= '{ print > ("m" NR ".maze") }' frames.maze
mazerender -c 4 -o f.gif frames.maze
"$TOOLS"/gifframes f.gif f | wc -l | awk '{ print $1 - 1 " frames" }'
n=0 ok=0 under=0
for m in m*.maze; do
	n=$((n + 1))
	awk -v c=4 -v w=4 -f weave.awk m$n.maze >want
	pixels f$n.png | cmp -s - want && ok=$((ok + 1))
	sed -n '/^; level 2/,$p' m$n.maze | grep -q '[@*]' &&
	    under=$((under + 1))
done
echo "$ok of $n frames as weave.awk draws them," \
    "$under with the search in a tunnel"
# A masked weave: the outside background, the tunnels as ever.
printf '%s\n' '##........##' '#..........#' '............' '....####....' \
    '....####....' '............' '#..........#' '##........##' >band.mask
mazegen -a kruskal --weave=1 --mask band.mask -s 1 | mazesolve >band.maze
sed -n '/^; level 2/,$p' band.maze | grep -q '+' &&
    echo "band.maze: the route goes under"
awk -v c=4 -v w=4 -v bg=1 -f weave.awk band.maze >want
mazerender -c 4 -C background=blue -o band.png band.maze
pixels band.png | cmp - want && echo "band.png is as weave.awk draws it"
mazerender -c 4 -C background=blue -o band.svg band.maze
"$TOOLS"/svgraster band.svg s.png
pixels s.png | cmp - want && echo "band.svg is as weave.awk draws it"
# A heat map, its distances over the three levels' blocks: each block
# drawn takes the colour of the distance of the level it is drawn from,
# one colour a distance (fewer than the map's 240), here by a search of
# the blocks of maze(5) in awk.  -w 1: the blocks whole, no line.
mazegen -a kruskal --weave 1.0 -s 3 8 6 >h.maze
mazerender --heat rainbow -c 3 -w 1 -o h.png h.maze
"$TOOLS"/pngblocks -c 3 -w 1 -x h.png >colours &&
    echo "h.png: every block one colour"
awk -f - h.maze colours <<'AWK'
function open(x, y, z) {
	return x >= 0 && y >= 0 && z >= 0 && x < W && y < H && z < 3 &&
	    g[x, y, z] != "#"
}
FNR == 1 { f++ }
f == 1 && /^; level / { z = $3; y = 0; next }
f == 1 && /^;/ { next }
f == 1 {
	W = length($0)
	for (x = 0; x < W; x++) {
		g[x, y, z] = substr($0, x + 1, 1)
		if (g[x, y, z] == "S") { qx[0] = x; qy[0] = y; qz[0] = z }
	}
	if (z == 0)
		H = y + 1
	y++
	next
}
f == 2 { for (x = 0; x < NF; x++) col[x, FNR - 1] = $(x + 1) }
END {
	# A breadth-first search of the blocks, six ways from each.
	d[qx[0], qy[0], qz[0]] = 0; n = 1
	split("1 0 0 -1 0 0 0 1 0 0 -1 0 0 0 1 0 0 -1", s)
	for (q = 0; q < n; q++) {
		for (k = 0; k < 6; k++) {
			x = qx[q] + s[3 * k + 1]
			y = qy[q] + s[3 * k + 2]
			z = qz[q] + s[3 * k + 3]
			if (open(x, y, z) && !((x, y, z) in d)) {
				d[x, y, z] = d[qx[q], qy[q], qz[q]] + 1
				qx[n] = x; qy[n] = y; qz[n++] = z
				if (d[x, y, z] > max) max = d[x, y, z]
			}
		}
	}
	for (y = 0; y < H; y++)
		for (x = 0; x < W; x++) {
			if (g[x, y, 0] == "S" || g[x, y, 0] == "E")
				continue
			z = g[x, y, 2] != "#" && (x + y) % 2 ? 2 : 0
			if (g[x, y, z] == "#")
				continue
			c = col[x, y]; e = d[x, y, z]
			if ((e in of) && of[e] != c || (c in at) && at[c] != e)
				bad++
			if (!(e in of))
				colours++
			of[e] = c; at[c] = e
		}
	print max + 1 " distances, " colours " colours, " bad + 0 \
	    " blocks astray"
}
AWK
# Text: ascii and unicode draw a side block as the wall dashed, its
# tunnel passing under; half as passage.
mazegen -a kruskal --weave 1.0 -s 2 5 4 | mazesolve >s.maze
t 'mazerender -f ascii s.maze'
t 'mazerender -f unicode s.maze'
t 'mazerender -f half s.maze'
t 'mazerender -f unicode --color always s.maze | sed -n 4p | cat -v'
t 'mazerender -f ascii --color always s.maze | sed -n 3p | cat -v'
t 'mazerender -f unicode band.maze'
# --from names a cell as seen from above.
t 'mazerender --heat magma --from 4,3 -o /dev/null s.maze'
t 'mazerender --heat magma --from 4,3,1 -o /dev/null s.maze'
# A weave line over blocks that do not make a weave: refused, at the first
# block that breaks the rules, nothing written.
awk '/^; level 2/ { z = 1 } z && ++n == 6 { $0 = "###########" } 1' \
    s.maze >bad.maze
for f in png svg gif pgm; do
	t "mazerender -f $f -o bad.$f bad.maze; ls bad.$f"
done
t 'mazerender -f unicode bad.maze'
t 'mazerender bad.maze >bad.out; wc -c <bad.out'
# A weave line over one level.
awk 'BEGIN { print "; grid square weave" } /^; level 1/ { exit } !/^;/' \
    s.maze >flat.maze
t 'mazerender -f ascii flat.maze'
