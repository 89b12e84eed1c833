# Hexagons, triangles and rings in a page, in Chromium: drawn as a GIF
# draws their frames (their geometry, not anti-aliased: a colour a kind),
# so that the canvas is the GIF's frame pixel for pixel; a generation of
# hexagons is a player, a polar maze with S and E a picture (its game is
# mazeplay's, on its blocks).
. "$E2E"/lib.sh
browser_case
mazegen --grid hex -s 1 8 6 --frames 5 >hex.maze
mazegen --grid delta -s 2 9 5 | mazepost --end farthest | mazesolve >delta.maze
mazegen --grid polar -s 3 5 | mazepost --end farthest | mazesolve >polar.maze
cat hex.maze >all.maze
for f in delta polar; do
	echo
	cat $f.maze
done >>all.maze
mazerender -c 6 -o all.html all.maze
# A GIF's frames are of one size: a GIF each.
for f in hex delta polar; do
	mazerender -c 6 -o $f.gif $f.maze
	"$TOOLS"/gifframes $f.gif $f >/dev/null
done
"$TOOLS"/browse -w 1000 -h 1400 all.html <<'END'
wait document.body.dataset.ready
eval mazes.map(p => p.kind + (p.frames ? " of " + p.frames : "")).join(", ")
eval mazes[0].pause(), mazes[0].go(0), "frame 1"
shot h1.png section:nth-of-type(1)>div>canvas
eval mazes[0].go(2), "frame 3"
shot h3.png section:nth-of-type(1)>div>canvas
key End
shot h5.png section:nth-of-type(1)>div>canvas
shot d.png section:nth-of-type(2)>div>canvas
shot p.png section:nth-of-type(3)>div>canvas
END
echo "[exit $?]"
same_pixels h1.png hex1.png
same_pixels h3.png hex3.png
same_pixels h5.png hex5.png
same_pixels d.png delta1.png
same_pixels p.png polar1.png
