# A maze with S and E as a page's game, in Chromium, played as mazeplay
# plays it: the route mazesolve finds, played by keys (the arrows, hjkl
# and WASD in turn), reaches E in as many moves as the route is long,
# and the summary says so, its score mazeplay's for its time; the canvas
# then shows the trail and the player, block for block; into a wall is
# no move; the solution, restart, a swipe; and a maze of levels, < and >.
. "$E2E"/lib.sh
browser_case
mazegen -s 7 20 12 | mazepost --end farthest >play.maze
mazerender -o play.html play.maze
mazesolve play.maze >solved.maze
awk -f "$DATA"/route.awk solved.maze >route
echo "the route: $(wc -l <route) moves"
{
	echo "wait document.body.dataset.ready"
	echo 'eval mazes[0].kind + ": moves " + mazes[0].moves'
	echo "key ArrowUp"
	echo 'eval "into the wall above S: moves " + mazes[0].moves'
	sed 's/^/key /' route
	echo 'eval "won " + mazes[0].won + ", " + mazes[0].summary'
	echo 'eval document.querySelector("p.summary").textContent'
	echo "shot won.png canvas"
	echo "key ArrowDown"
	echo 'eval "a key after E: moves " + mazes[0].moves'
	echo 'click button[aria-label=Restart]'
	echo 'eval "restarted: moves " + mazes[0].moves + ", won " + mazes[0].won'
	echo 'click button[aria-label^=Show]'
	echo "shot solution.png canvas"
	echo 'eval "the button now: " + document.querySelector("div.bar button").textContent'
	# WebKitGTK, without a touch screen, has no touch events.
	[ "$BROWSE_WITH" = webkit ] || {
		echo 'swipe 100 100 100 300'
		echo 'eval "a swipe down from S: moves " + mazes[0].moves'
	}
} | "$TOOLS"/browse -h 800 play.html >out
rc=$?
# Its time and score vary: the score is checked against mazeplay's rule
# (mazeplay(1), "Score") for the time the summary gives.
awk '/^won true/ {
	for (i = 1; i < NF; i++)
		v[$i] = $(i + 1)
	sh = v["shortest"]
	s = 1000 * sh / v["moves"] * sh / (sh + v["time"])
	print "the score is " (int(s + 0.5) == v["score"] ? "" : "NOT ") \
	    "mazeplay\047s for its time"
}' out
sed 's/time [0-9.]* /time T /; s/score [0-9]*/score P/' out
echo "[exit $rc]"
# The canvas, a block a character: the trail as explored blocks, the
# player on E; then the solution, the player on S.
draw() {
	"$TOOLS"/pngblocks -c 8 -p '#e8106a=@' "$1"
}
sed '/^;/d; s/+/./g; s/E/@/' solved.maze >want
draw won.png | cmp -s - want && echo "won: the trail and the player on E" ||
    draw won.png
sed '/^;/d; s/S/@/' solved.maze >want
draw solution.png | cmp -s - want && echo "the solution, the player on S" ||
    draw solution.png
# Levels of cells: < and > cross a floor, a move.
mazegen -s 1 4 3 2 | mazepost --end farthest >levels.maze
mazerender -c 10 -o levels.html levels.maze
mazesolve levels.maze | awk -f "$DATA"/route.awk >route
echo "levels: the route, $(grep -c '[<>]' route) of its $(wc -l <route) moves up or down"
{
	echo "wait document.body.dataset.ready"
	sed 's/^/key /' route
	echo 'eval "won " + mazes[0].won + ", moves " + mazes[0].moves + ", " + document.querySelector("p.status").textContent.replace(/time \S+/, "time T")'
	# Drawn again whole: the trail on every panel, none between.
	echo 'eval mazes[0].solution(true), mazes[0].solution(false), "redrawn"'
	echo "shot levels.png canvas"
} | "$TOOLS"/browse levels.html
echo "[exit $?]"
# The same as the PNG of the route as explored blocks, the player at E
# (a head, '@': drawn whole, to standard output, a PNG of levels shows
# its marks).
mazesolve levels.maze | sed '/^;/!{ s/+/./g; s/E/@/; }' |
    mazerender -c 10 >want.png
same_pixels levels.png want.png
