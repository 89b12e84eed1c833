# PNG geometry and colours: every block of the decoded picture has the
# colour of its block in the grid, with thin walls, wide passages, a margin
# and colours of one's own.
mazegen -s 4 12 7 | mazesolve -x >solved.maze
mazerender -f ascii solved.maze >expected
mazerender -c 6 -w 2 -m 3 -o thin.png solved.maze
"$TOOLS"/pngblocks -c 6 -w 2 -m 3 thin.png | cmp - expected &&
    echo "-c 6 -w 2 -m 3: every block in place and colour"
mazerender -c 1 -w 3 -o wide.png solved.maze
"$TOOLS"/pngblocks -c 1 -w 3 wide.png | cmp - expected &&
    echo "-c 1 -w 3: walls wider than passages"
# More than a million pixels a side, which libpng refuses unless told.
for size in "500001 1" "1 500001"; do
	mazegen -s 1 $size >long.maze
	mazerender -c 1 -o long.png long.maze &&
	    mazerender -f ascii long.maze | grep -v '^;' >long.txt &&
	    "$TOOLS"/pngblocks -c 1 long.png | cmp - long.txt &&
	    echo "$size cells, -c 1: every block in place"
done
# The same maze streamed from a file by rows and read whole to stdout.
mazerender -c 5 -w 1 -m 2 solved.maze >stdout.png
"$TOOLS"/pngblocks -c 5 -w 1 -m 2 stdout.png | cmp - expected &&
    echo "standard output: the same picture"
mazerender -m 4 -C background=#123456 -o margin.png solved.maze
"$TOOLS"/pngblocks -x -c 8 -m 4 margin.png | head -1
mazerender -C wall=black -C passage=#FfEe00 -C start=navy -C end=teal \
    -C solution=red -C explored=#00ff00 -o own.png solved.maze
"$TOOLS"/pngblocks -c 8 -p '#000000=#' -p '#ffee00= ' -p '#000080=S' \
    -p '#008080=E' -p '#ff0000=+' -p '#00ff00=.' own.png | cmp - expected &&
    echo "-C: every colour where it belongs"
# Image types and bit depths.  A picture streamed to a file has room for
# every colour a plain maze may hold (4 bits); one read whole, to standard
# output, has the smallest depth its colours allow, grey when they are greys
# the depth holds exactly.
depth() {
	od -An -tu1 -j24 -N2 $1 | awk -v f=$1 '{ printf "%s: depth %d, colour type %d\n", f, $1, $2 }'
}
depth thin.png
mazerender solved.maze >solved.png && depth solved.png
mazegen -s 4 12 7 | sed 's/[SE]/ /' | mazerender -f ascii >plain.maze
mazerender plain.maze >plain.png && depth plain.png
mazerender -C wall=black plain.maze >bw.png && depth bw.png
"$TOOLS"/pngblocks -c 8 -p '#000000=#' bw.png | cmp - plain.maze && echo "bw.png: the same blocks"
mazerender -C wall=#555555 -C passage=#aaaaaa -C start=#ffffff plain.maze >grey.png && depth grey.png
"$TOOLS"/pngblocks -c 8 -p '#555555=#' -p '#aaaaaa= ' grey.png | cmp - plain.maze && echo "grey.png: the same blocks"
mazegen -s 4 12 7 | mazerender >unsolved.png && depth unsolved.png
# Compression changes bytes, never pixels.
for l in 0 1 9; do
	mazerender --compression $l -o z$l.png solved.maze
	"$TOOLS"/pngblocks -c 8 z$l.png | cmp - expected && echo "--compression $l: same pixels"
done
[ $(wc -c <z0.png) -gt $(wc -c <z9.png) ] && echo "level 0 is larger than level 9"
mazerender --compression 10 solved.maze
mazerender -C wall=chartreuse solved.maze
mazerender -C floor=red solved.maze
mazerender -w 0 solved.maze
mazerender -m 4097 solved.maze
echo "exit $?"
