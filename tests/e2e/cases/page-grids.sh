# Hexagons, triangles and rings in a page, in Chromium.  Frames and
# pictures are drawn as a GIF draws their frames (their geometry, not
# anti-aliased: a colour a kind), so that the canvas is the GIF's frame
# pixel for pixel.  A maze with S and E is a game played on its blocks,
# as mazeplay plays it, drawn a rectangle a block: its canvas reads back
# as its text, the player on S; a move goes a block, and into a wall the
# grid fixes none.
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
mazerender -c 6 -o hex.gif hex.maze
"$TOOLS"/gifframes hex.gif hex >/dev/null
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
eval "the polar game: right from S, into the outer wall: moves " + (mazes[2].move(1), mazes[2].moves) + "; down, into the ring: " + (mazes[2].move(2), mazes[2].moves) + "; down again, into the wall between rings: " + (mazes[2].move(2), mazes[2].moves)
END
echo "[exit $?]"
same_pixels h1.png hex1.png
same_pixels h3.png hex3.png
same_pixels h5.png hex5.png
for f in d:delta p:polar; do
	sed '/^;/d; s/[+.]/ /g; s/S/@/' ${f#*:}.maze >want
	"$TOOLS"/pngblocks -c 6 -p '#e8106a=@' ${f%:*}.png >got
	cmp -s got want && echo "${f#*:}: its blocks, the player on S" ||
	    diff want got
done
