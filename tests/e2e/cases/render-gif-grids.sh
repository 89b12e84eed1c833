# Hex, delta and polar mazes as animated GIFs, each frame drawn in the
# cells' own geometry as the maze's PNG is, but not anti-aliased: a GIF
# has a colour for each kind, none for a blend.  So a frame is compared
# with its maze's PNG pixel by pixel, and may differ only where the PNG
# blends colours (an edge anti-aliased): wherever the PNG shows a colour
# of the frame, the frame shows it too.  gifframes decodes with giflib
# and writes each composed frame as a PNG.
. "$E2E"/lib.sh
# compare FRAME PNG: how many pixels differ, and how many of those in the
# PNG are of a colour the frame has (none, unless the two differ).
compare() {
	"$TOOLS"/pngblocks -c 1 -x "$1" >a.px &&
	    "$TOOLS"/pngblocks -c 1 -x "$2" >b.px || return
	awk '
		NR == FNR {
			for (i = 1; i <= NF; i++) {
				px[FNR, i] = $i
				has[$i] = 1
			}
			fw = NF; fh = FNR
			next
		}
		{
			for (i = 1; i <= NF; i++)
				if ($i != px[FNR, i]) {
					n++
					if ($i in has)
						bad++
				}
			pw = NF; ph = FNR
		}
		END {
			if (fw != pw || fh != ph)
				print "  sizes differ: " fw "x" fh " " pw "x" ph
			else if (bad > 0)
				print "  " bad " pixels of plain colour differ"
			else if (n > 0)
				print "  differs at edges alone"
			else
				print "  the same pixels"
		}' a.px b.px
}
# frames NAME: NAME.gif's frames against NAME's PNGs, p1.png ...; the
# frame's colours, fewer than a blend would make.
frames() {
	"$TOOLS"/gifframes $1.gif f | sed -n 's/^frame \([0-9]*\) .*/\1/p' |
	    while read -r i; do
		echo "$1 frame $i: $("$TOOLS"/pngblocks -c 1 -x f$i.png |
		    tr ' ' '\n' | sort -u | wc -l | tr -d ' ') colours"
		compare f$i.png p$i.png
	done
	rm -f f*.png p*.png a.px b.px
}
# A solver's frames on hexagons.
mazegen --grid hex -s 1 6 4 | mazesolve -a bfs --frames 5 >hex.maze
mazerender -c 20 -o hex.gif hex.maze
mazerender -c 20 -o p%d.png hex.maze
frames hex
# On rings, from the centre to the farthest cell, A*.
mazegen --grid polar -s 2 4 | mazepost --start center --end farthest |
    mazesolve -a astar --frames 4 >polar.maze
mazerender -o polar.gif polar.maze
mazerender -o p%d.png polar.maze
frames polar
# A generator's frames on rings, Wilson's walk, and on hexagons, the
# backtracker's stack: the cells not made yet are not drawn.
mazegen -a wilson --grid polar -s 2 4 --frames 4 >grow.maze
mazerender -o grow.gif grow.maze
mazerender -o p%d.png grow.maze
frames grow
mazegen --grid hex -s 3 7 5 --frames 4 >hexgrow.maze
mazerender -c 16 -o hexgrow.gif hexgrow.maze
mazerender -c 16 -o p%d.png hexgrow.maze
frames hexgrow
# A stream of triangle mazes with heat maps.
mazegen --grid delta -s 2 -n 3 7 5 | mazepost --end farthest >delta.maze
mazerender --heat viridis -o delta.gif delta.maze
mazerender --heat viridis -o p%d.png delta.maze
frames delta
# A frame compared with another maze's picture differs in plain colours:
# the comparison can fail.
"$TOOLS"/gifframes hex.gif f >/dev/null
mazerender -c 20 -o p%d.png hex.maze
echo "hex frame 2 against maze 3:"
compare f2.png p3.png
rm -f f*.png p*.png a.px b.px
# To standard output, the same bytes.
mazerender -f gif -c 20 hex.maze | cmp -s - hex.gif &&
    echo "standard output: the same GIF"
# Frames of one size only; nothing written.
mazegen --grid hex -s 1 -n 2 3 2 >two.maze
mazegen --grid hex -s 1 4 2 >>two.maze
t 'mazerender -o two.gif two.maze'
ls two.gif 2>/dev/null || echo "nothing written"
# A frame wider than cairo draws (32767), though a GIF holds 65535: the
# input's place, nothing written.
mazegen --grid hex -s 1 400 2 >wide.maze
t 'mazerender -c 60 -o wide.gif wide.maze'
ls wide.gif 2>/dev/null || echo "nothing written"
