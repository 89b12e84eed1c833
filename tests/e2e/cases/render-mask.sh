# Masked mazes (maze(5) "Grids"): the outside drawn as background, not as
# wall, in every format.  A block is outside when every cell it touches
# is (a cell, itself; a wall, the two beside it; a corner, the four
# around it; beyond the grid counts as outside): outside.awk says so here,
# independently, and each picture, decoded, must show exactly that, its
# outside in the background colour (blue), the rest as it was.
. "$E2E"/lib.sh
for f in ring holes word; do
	"$TOOLS"/maskmaze -e -s 3 "$DATA"/masks/$f.mask >$f.maze
done
# The rows kept whole, a block read with substr: kept a block an entry,
# the big disc below took ten times as long (5 s, in each of CI's runs).
cat >outside.awk <<'AWK'
function out(x, y) { return x < 0 || y < 0 || x >= w || y >= h || substr(r[y], x + 1, 1) == "#" }
BEGIN { h = 0 }
/^;/ { next }
{ w = length($0); r[h++] = $0 }
END {
	for (y = 0; y < h; y++) {
		s = ""
		for (x = 0; x < w; x++) {
			c = substr(r[y], x + 1, 1)
			if (c == "#" && (y % 2 ? x % 2 || (out(x - 1, y) && out(x + 1, y)) : x % 2 ? out(x, y - 1) && out(x, y + 1) : out(x - 1, y - 1) && out(x + 1, y - 1) && out(x - 1, y + 1) && out(x + 1, y + 1)))
				c = "."
			s = s c
		}
		print s
	}
}
AWK
blocks() {
	"$TOOLS"/pngblocks -p '#0000ff=.' "$@"
}
for f in ring holes word; do
	awk -f outside.awk $f.maze >$f.want
	mazerender -c 3 -C background=blue -o $f.png $f.maze
	blocks -c 3 $f.png | cmp -s - $f.want && echo "$f.png: the outside is background"
	mazerender -c 3 -C background=blue -o $f.svg $f.maze
	"$TOOLS"/svgraster $f.svg s.png
	blocks -c 3 s.png | cmp -s - $f.want && echo "$f.svg: the outside is background"
done
t 'cat ring.want'
# Solved, the route drawn over it, the outline unchanged.
mazesolve word.maze >solved.maze
awk -f outside.awk solved.maze >solved.want
mazerender -c 3 -C background=blue -o solved.png solved.maze
blocks -c 3 -p '#3a7bd5=+' solved.png | cmp - solved.want &&
    echo "a solved word: the route over, the outside background"
# Drawn as it is read, three rows in memory: the same pixels.  A PNG
# streams when it is big; netpbm to a file always.
awk 'BEGIN { for (y = 0; y < 520; y++) { s = ""; for (x = 0; x < 520; x++)
	s = s (((x - 260) ^ 2 + (y - 260) ^ 2 < 250 ^ 2 && (x - 260) ^ 2 + (y - 260) ^ 2 > 40 ^ 2) ? "." : "#")
	print s } }' >disc.mask
"$TOOLS"/maskmaze -s 1 disc.mask >disc.maze
awk -f outside.awk disc.maze >disc.want
mazerender -c 1 -C background=blue -o disc.png disc.maze
blocks -c 1 disc.png | cmp - disc.want && echo "a big disc, streamed: the outside is background"
mazerender -f pgm -c 1 -C background=blue -o disc.pgm disc.maze
mazerender -f pgm -c 1 -C background=blue disc.maze | cmp - disc.pgm &&
    echo "disc.pgm streamed: the pixels drawn whole"
mazerender -f pgm -c 1 -C background=blue ring.maze | tail -c 255 |
    od -An -tu1 -v | tr -s ' ' '\n' | sed '/^$/d' | sort -n | uniq -c |
    awk '{ printf "%d pixels of grey %d\n", $1, $2 }'
# GIF frames, as each maze's PNG.
"$TOOLS"/maskmaze -e -s 4 "$DATA"/masks/ring.mask >ring4.maze
cat ring.maze ring4.maze >two.maze
mazerender -c 3 -C background=blue -o two.gif two.maze
"$TOOLS"/gifframes two.gif f >/dev/null
for i in 1 2; do
	mazerender -c 3 -C background=blue -o p$i.png "$(sed -n ${i}p <<LIST
ring.maze
ring4.maze
LIST
)"
	blocks -c 3 -x f$i.png >a
	blocks -c 3 -x p$i.png >b
	cmp -s a b && echo "gif frame $i is its PNG"
done
# A heat map: the inside in its colours, the outside background.
mazerender --heat viridis -c 3 -C background=blue holes.maze >heat.png
blocks -c 3 -x heat.png | awk '{ for (i = 1; i <= NF; i++) printf "%s", $i == "0000ff" ? "." : "x"; print "" }' >a
tr -c '.\n' x <holes.want >b
cmp a b && echo "heat map: the outside background, nothing else"
# From a cell outside: refused as mazesolve refuses it, no picture left.
t 'mazerender --heat rainbow --from 0,0 -o from.png ring.maze'
[ -e from.png ] && echo "from.png left behind"
# Text: unicode and half draw the outline and blanks outside; ascii is the
# maze's characters as they are.
t 'mazerender -f unicode ring.maze'
t 'mazerender -f half holes.maze'
t 'mazerender -f unicode word.maze'
t 'mazerender -f ascii ring.maze'
t 'mazerender -f unicode --color always ring.maze | cat -v | sed -n 3p'
t 'mazerender -f half --color always -C background=blue ring.maze | cat -v | sed -n 1p'
# Levels, drawn level after level.
"$TOOLS"/maskmaze -e -s 2 "$DATA"/masks/levels.mask >levels.maze
t 'mazerender -f unicode levels.maze'
mazerender -c 3 -C background=blue -o levels.png levels.maze && echo levels.png drawn
