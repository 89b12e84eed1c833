# Big pages stay usable, in Chromium: a maze of 1000x1000 cells is one
# canvas (not an element a block), played and solved, in a file not
# much larger than its text gzip'd; a generation of
# 2000 frames seeks from its first frame to its last and back, each
# the PNG of its frame.
. "$E2E"/lib.sh
browser_case
mazegen -s 1 1000 | mazepost --end farthest >big.maze
mazerender -o big.html big.maze
# Its file within a small factor of the maze's text gzip'd: its board,
# its solved board and its blocks, deflated, in base64.
awk -v p="$(wc -c <big.html)" -v g="$(gzip -c big.maze | wc -c)" 'BEGIN {
	if (p <= 4 * g)
		print "the page within 4 times the text gzip\047d"
	else
		printf "the page %.1f times the text gzip\047d\n", p / g }'
"$TOOLS"/browse -t 60 big.html <<'END'
wait document.body.dataset.ready
eval mazes[0].kind + ", " + document.querySelectorAll("canvas").length + " canvas of " + mazes[0].picture.canvas.width + "x" + mazes[0].picture.canvas.height + ", elements in the page: " + document.getElementsByTagName("*").length
key ArrowDown
eval "a move: moves " + mazes[0].moves
click button[aria-label^=Show]
eval "the solution: " + document.querySelector("div.bar button").textContent
END
echo "[exit $?]"
mazegen -a growth --root center -s 5 50 40 --frames 2000 >grow.maze
mazerender -c 2 -o grow.html grow.maze
# The PNGs of frames 1, 1000 and 2000 alone: each maze of the stream
# begins at its "; maze" line.
for k in 1 1000 2000; do
	awk -v k=$k '/^; maze / { n++ } n == k' grow.maze |
	    mazerender -c 2 -o p$k.png
done
"$TOOLS"/browse -r -t 60 grow.html <<'END'
wait document.body.dataset.ready
eval mazes[0].kind + " of " + mazes[0].frames + " frames"
key End
eval "End: frame " + (mazes[0].frame + 1)
shot last.png canvas
key Home
eval "Home: frame " + (mazes[0].frame + 1)
shot first.png canvas
eval mazes[0].go(999), "frame " + (mazes[0].frame + 1)
shot mid.png canvas
END
echo "[exit $?]"
same_pixels last.png p2000.png
same_pixels first.png p1.png
same_pixels mid.png p1000.png
