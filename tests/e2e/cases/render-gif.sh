# A stream of mazes as one animated GIF: each frame, as a viewer composes
# it, has the pixels of that maze's own PNG; a frame stores only what
# changed; --delay, --hold and --loop are what the file says.  gifframes
# decodes with giflib and writes each composed frame as a PNG.
. "$E2E"/lib.sh
same() {
	"$TOOLS"/pngblocks -c 1 -x "$1" >a
	"$TOOLS"/pngblocks -c 1 -x "$2" >b
	cmp -s a b
}
frames_match() {
	i=1
	while [ -f "p$i.png" ]; do
		same "f$i.png" "p$i.png" && echo "frame $i is maze $i" ||
		    echo "frame $i differs from maze $i"
		i=$((i + 1))
	done
	rm -f f*.png p*.png a b
}
mazegen -s 3 -n 4 10 6 >four.maze
mazerender -c 4 -o four.gif four.maze
t '"$TOOLS"/gifframes four.gif f'
mazerender -c 4 -o p%d.png four.maze
frames_match
# To standard output, the same bytes; the name's extension says gif.
mazerender -f gif -c 4 four.maze >out.gif
cmp -s out.gif four.gif && echo "standard output: the same GIF"
# Levels, and a heat map, as their PNGs are.
mazegen -s 2 -n 3 5 4 3 >levels.maze
mazerender -c 3 -w 2 -m 1 -o levels.gif levels.maze
"$TOOLS"/gifframes levels.gif f >/dev/null
mazerender -c 3 -w 2 -m 1 -o p%d.png levels.maze
frames_match
mazegen -s 2 -n 3 8 5 | mazepost --end farthest >heat.maze
mazerender --heat magma --cycles 2 -c 2 -o heat.gif heat.maze
"$TOOLS"/gifframes heat.gif f >/dev/null
mazerender --heat magma --cycles 2 -c 2 -o p%d.png heat.maze
frames_match
# Frames of mazegen and mazesolve, their marks in their own colours:
# each GIF frame is its PNG, and a frame's PNG shows its text, marks and
# all ('@' head, '*' frontier, '~' walk).
mazegen -a wilson -s 4 --frames 8 8 5 >frames.maze
mazegen -s 4 8 5 | mazesolve -a astar --frames 6 >>frames.maze
mazerender -c 2 -o frames.gif frames.maze
"$TOOLS"/gifframes frames.gif f >/dev/null
mazerender -c 2 -o p%d.png frames.maze
frames_match
for k in 3 6 12; do
	awk -v RS= -v k=$k 'NR == k' frames.maze | grep -v '^;' >want
	awk -v RS= -v k=$k 'NR == k' frames.maze | mazerender -c 2 -o k.png
	"$TOOLS"/pngblocks -c 2 -p '#e8106a=@' -p '#7cc8e8=*' -p '#b88ce0=~' \
	    k.png | cmp -s - want && echo "frame $k's picture shows its marks:$(
	    tr -cd '@*~' <want | fold -w1 | sort | uniq -c |
	    awk '{ printf " %s %s", $1, $2 }')"
done
rm -f want k.png
# A route growing a block a frame: each frame after the first is the
# one block that changed, and the file is smaller than every frame whole.
mazegen -s 5 12 8 | mazepost --end farthest | mazesolve >solved.maze
awk '
	{ line[NR] = $0 }
	END {
		n = 0
		for (r = 1; r <= NR; r++)
			n += gsub(/\+/, "+", line[r])
		for (k = 0; k <= n; k++) {
			if (k > 0)
				print ""
			left = k
			for (r = 1; r <= NR; r++) {
				s = line[r]
				if (s !~ /^;/)
					for (c = 1; c <= length(s); c++)
						if (substr(s, c, 1) == "+" &&
						    left-- <= 0)
							s = substr(s, 1, c - 1) \
							    " " substr(s, c + 1)
				print s
			}
		}
	}' solved.maze >grow.maze
mazerender -c 4 --delay 40 --hold 500 -o grow.gif grow.maze
"$TOOLS"/gifframes grow.gif f >list
awk '$1 == "frame" && $2 > 1 && ($7 != 4 || $8 != 4) { big++ }
    $1 == "frame" { n++ } END { print n " frames, " big + 0 " of them more than a block" }' list
awk '$1 == "frame" { d[$4]++ } END { for (k in d) print "delay " k ": " d[k] " frames" }' list | sort
"$TOOLS"/gifframes -w grow.gif >whole.gif
awk -v d=$(wc -c <grow.gif) -v w=$(wc -c <whole.gif) \
    'BEGIN { print (w > 5 * d ? "more than 5x smaller" : "not 5x smaller") " than every frame whole" }'
rm -f f*.png list whole.gif
# --play draws each maze over the last at the top of the terminal, the
# cursor hidden till the end: in a pseudo-terminal, a clear and a hide,
# a home for every maze, and the cursor shown at the end.
script -qec 'mazerender -f ascii --color never --play --delay 0 four.maze' /dev/null >tty
esc=$(printf '\033')
for seq in '[2J' '[?25l' '[H' '[J' '[K' '[0m' '[?25h'; do
	echo "ESC$seq $(grep -F -o "$esc$seq" tty | wc -l)"
done
tail -c 12 tty | od -An -c | tr -s ' '
mazerender -f ascii four.maze | grep -v '^$' >want
tr -d '\r' <tty | sed "s/$esc\[[0-9?;]*[A-Za-z]//g" | grep -v '^$' >got
cmp -s got want && echo "every maze drawn, as -f ascii draws it"
# Each line erased to its end, so that a narrower maze leaves nothing of
# a wider one beside it: the lines that are not end in the escapes after.
tr -d '\r' <tty | grep -v "$esc\[K\$" | od -An -c | tr -s ' '
rm -f want got
rm -f tty
# A bad maze midway: its message, and the cursor shown after all.
(cat four.maze; echo; printf '#S###\n# x #\n###E#\n') >bad.maze
script -qec 'mazerender -f ascii --color never --play --delay 0 bad.maze; echo "exit $?"' /dev/null >tty
echo "bad maze: ESC[?25h $(grep -F -o "$esc[?25h" tty | wc -l)," \
    "$(grep -a -o 'exit [0-9]*' tty)"
tail -c 24 tty | od -An -c | tr -s ' '
rm -f tty bad.maze
# -o a terminal is a terminal: no picture there; and --play draws on the
# terminal of standard output, never in a file.
script -qec 'mazerender -o /dev/tty four.maze; echo "exit $?"' /dev/null | tr -d '\r'
script -qec 'mazerender -f ascii --play -o p.txt four.maze; echo "exit $?"' /dev/null | tr -d '\r'
ls p.txt 2>/dev/null
# Killed mid-play, it shows the cursor again and dies of the signal; an
# interrupt its parent ignores (as a shell's asynchronous list does) does
# not stop it (it once put its own handler over the parent's choice).
script -qec 'mazerender -f ascii --color never --play --delay 3000 four.maze &
    pid=$!; sleep 1; kill -TERM $pid; wait $pid; echo "exit $?"' /dev/null >tty
echo "killed: ESC[?25h $(grep -F -o "$esc[?25h" tty | wc -l)," \
    "$(grep -a -o 'exit [0-9]*' tty)"
script -qec 'mazerender -f ascii --color never --play --delay 200 four.maze &
    pid=$!; sleep 0.4; kill -INT $pid; wait $pid; echo "exit $?"' /dev/null >tty
echo "ignored: ESC[?25h $(grep -F -o "$esc[?25h" tty | wc -l)," \
    "$(grep -a -o 'exit [0-9]*' tty)"
rm -f tty
# Each maze is shown the whole --delay, though the progress line's timer
# (on at once here, as on a terminal after a second) interrupts every
# sleep four times a second: four mazes 600 ms apart take 1.8 s, not the
# 0.75 s they took when each sleep ended at the next tick.
MAZE_PROGRESS=0 script -qec 'start=$(date +%s%N)
    mazerender -f ascii --color never --play --delay 600 four.maze
    echo "took $((($(date +%s%N) - start) / 100000000))"' /dev/null >tty
took=$(grep -a -o 'took [0-9]*' tty | cut -d' ' -f2)
[ "$took" -ge 18 ] && echo "--play waits the whole delay" ||
    echo "--play waited $took tenths of a second, not 18"
# Nor is the progress line drawn under the film, where each maze's clear
# below it erased it and the next tick drew it again.
echo "progress lines: $(grep -a -c 'mazerender: ' tty)"
rm -f tty
# --loop: 0 for ever (the default), n times, 1 with no loop at all.
for n in 0 1 3; do
	mazerender --loop $n -c 2 -o l.gif four.maze
	"$TOOLS"/gifframes l.gif f | head -1
done
rm -f f*.png l.gif
# Bad values and a stream that cannot be one animation: nothing written.
t 'mazerender --delay -1 -o x.gif four.maze'
t 'mazerender --delay x -o x.gif four.maze'
t 'mazerender --hold 655351 -o x.gif four.maze'
t 'mazerender --loop 65537 -o x.gif four.maze'
t 'mazerender -o x%d.gif four.maze'
t '(cat four.maze; echo; mazegen 11 6) | mazerender -o x.gif'
t 'printf "; maze 1\n##\n#" | mazerender -o x.gif'
t 'mazerender -o x.gif </dev/null'
t 'mazerender -f gif --play four.maze'
t 'mazerender -f ascii --play four.maze >/dev/null'
t 'mazegen 200 10 | mazerender -f gif -c 256 >/dev/null'
rm -f a b
t 'ls'
