# A maze of several levels as a PNG or netpbm picture: its levels side by
# side in panels, each labelled, with the passages up and down marked.
# Compared by decoded pixels: pngblocks -c 1 prints a pixel a character.
. "$E2E"/lib.sh
# Level z of a maze file, as a flat maze of its rows.
level() {
	awk -v z="$2" '/^; level / { on = $3 == z; next } /^;/ { next } on' "$1"
}
cp "$DATA"/3d-render-*.maze .
solved=3d-render-solved.maze
# With 2-pixel blocks there is no room for marks: each panel must be the
# flat picture of its level.  A 7x5-block level is 14x10 pixels; labels
# are 7 pixels high and gaps 4 wide, so the three cell levels of a
# 7x5x7-block cell maze lie two panels a row, panel p at x = 18 * (p % 2),
# y = 7 + 21 * int(p / 2), in a picture of 32x38 pixels.
mazerender -c 2 -o pic.png "$solved"
"$TOOLS"/pngblocks -c 1 pic.png >pixels
awk 'END { print NR " rows of " length($0) " pixels" }' pixels
for p in 0 1 2; do
	z=$((2 * p + 1))
	level "$solved" $z >flat
	mazerender -c 2 -o flat.png flat
	"$TOOLS"/pngblocks -c 1 flat.png >want
	awk -v x=$((18 * (p % 2))) -v y=$((7 + 21 * (p / 2))) \
	    'NR > y && NR <= y + 10 { print substr($0, x + 1, 14) }' pixels >got
	cmp -s got want && echo "panel $p is level $z drawn flat"
done
# The labels and the gaps, as they are.
t 'mazerender -c 2 -o - '$solved' | "$TOOLS"/pngblocks -c 1 /dev/stdin'
# With 8-pixel blocks: a triangle pointing up on a block with a passage to
# the level before, down to the level after, a diamond for both; digits
# twice the size.
t 'mazerender -c 8 -w 4 -m 3 -o - '$solved' | "$TOOLS"/pngblocks -c 1 /dev/stdin'
# A grid that is not a cell maze: every level a panel, numbered as it is.
t 'mazesolve 3d-render-grid.maze | mazerender -c 5 | "$TOOLS"/pngblocks -c 1 /dev/stdin'
t 'mazerender --columns 4 -c 5 -o - 3d-render-grid.maze | "$TOOLS"/pngblocks -c 1 /dev/stdin'
# Drawn as it is read, to a file, the same pixels; netpbm the same.
for f in "$solved" 3d-render-explored.maze 3d-render-grid.maze; do
	mazerender -c 6 -m 2 -o a.png "$f"
	mazerender -c 6 -m 2 <"$f" >b.png
	"$TOOLS"/pngblocks -c 1 a.png >a
	"$TOOLS"/pngblocks -c 1 b.png >b
	cmp -s a b && echo "$f: streamed and whole alike"
	mazerender -f pgm -c 6 -m 2 -o a.pgm "$f"
	mazerender -f pgm -c 6 -m 2 <"$f" >b.pgm
	cmp -s a.pgm b.pgm && echo "$f: pgm streamed and whole alike"
done
t 'mazerender -f pbm -c 3 '$solved' | od -An -c | head -2'
# Route, explored blocks and the heat map as in a flat maze.
t 'mazerender -c 4 -o - 3d-render-explored.maze | "$TOOLS"/pngblocks -c 1 /dev/stdin'
t 'mazerender -c 4 --heat viridis --from 2,1,2 -o - 3d-render-cells.maze | "$TOOLS"/pngblocks -x -c 1 /dev/stdin | cksum'
t 'mazerender -c 4 --heat viridis --from 2,1,3 -o - 3d-render-cells.maze'
t 'mazerender -c 4 --heat viridis --from 0,1,0 -o - 3d-render-grid.maze'
# The panels' picture is checked as soon as the size line is read.
t 'printf "; maze 1\n; size 2 1 4000000\n; level 0\n##\n" | mazerender -c 256 --columns 4000000 -o big.png'
t 'printf "; maze 1\n; size 2 1 4000000\n; level 0\n##\n" | mazerender -c 256 --columns 1 -f pgm -o big.pgm'
# A maze of a cell maze's shape is drawn as it is read as a cell maze, its
# even levels floors; one that turns out not to be is refused, and drawn
# whole, every level.
printf '; maze 1\n; size 3 3 3\n; level 0\n###\n# #\n###\n; level 1\n#S#\n# #\n###\n; level 2\n###\n  #\n###\n' >odd.maze
t 'mazerender -c 2 -o odd.png odd.maze'
t 'mazerender -c 2 odd.maze | "$TOOLS"/pngblocks -c 1 /dev/stdin'
rm -f a b a.* b.* flat* want got pixels
t 'ls'
