# mazepost --frames (the unit suite checks many mazes: the last frame is
# the maze, byte for byte, and the frames number min(N, steps + 1)).
. "$E2E/lib.sh"
last() { awk -v RS= 'END { printf "%s\n", $0 }'; }
frames() { grep -c '^; maze 1$'; }
mazegen -s 3 8 5 >maze
# Every operation: the last frame is what mazepost writes without
# --frames, from the same seed; a step is an endpoint moved, a wall taken
# down, a cell culled.
for op in "--start nw --end se" "--start random --end farthest" \
    "--diameter" "--start 3,0 --end 7,2 --border" "--sparse 0.5" "--near 7" \
    "--cycles 3" "--braid 1" "--remove-walls 0.3" \
    "--near 7 --keep-solution" \
    "--start 0,0 --end farthest --sparse 0.3 --near 5 --cycles 2 \
    --braid 0.5 --remove-walls 0.1" \
    ""; do
	# $op is split into words on purpose.
	set -- $op
	mazepost -s 5 "$@" maze >plain
	mazepost -s 5 "$@" --frames all maze >all
	if last <all | cmp -s - plain; then
		echo "mazepost${*:+ $*}: the last of $(frames <all)" \
		    "frames is the maze"
	else
		echo "mazepost${*:+ $*}: the last frame differs"
	fi
done
# What the frames show: the endpoints moved one at a time, without a head;
# the head on the wall just taken down, or the cell just culled.
mazegen -s 3 5 3 >small
mazepost --diameter --frames 3 small | awk -v RS= 'NR == 2'
mazepost -s 1 --sparse 1 --frames 3 small | awk -v RS= 'NR == 2'
mazepost --end farthest --near 7 --frames all small | awk -v RS= 'NR == 3'
mazepost -s 1 --cycles 2 --frames 3 small | awk -v RS= 'NR == 2'
mazepost -s 1 --braid 1 --frames 2 small | awk -v RS= 'NR == 1'
mazepost -s 1 --remove-walls 0.5 --frames all small | awk -v RS= 'NR == 4'
# N frames, evenly spread, or every step (a frame a step at most); a maze
# with nothing to change, or no operation at all, is its one frame.
for n in 2 5 all 1000000; do
	echo "--frames $n: $(mazepost --near 7 --frames $n maze | frames)" \
	    "frames;" $(mazepost --near 7 --frames $n maze | grep '^; frame')
done
mazepost --border --frames 5 maze | frames
mazepost --frames 5 maze | cmp - "$(mazepost maze >want; echo want)" &&
    echo "no operation: the maze with mazepost's line"
# Mazes of several levels, and a stream: each maze's frames in turn,
# maze i from seed+i as ever.
mazegen -s 4 3 3 3 >levels
mazepost -s 2 --braid 1 --frames all levels | last |
    cmp - "$(mazepost -s 2 --braid 1 levels >want; echo want)" &&
    echo "levels: the last frame is the maze"
mazegen -s 1 -n 2 4 3 | mazepost -s 7 --cycles 1 --frames 2 |
    grep -e '^; frame' -e '^; mazepost'
mazegen -s 1 -n 2 4 3 | mazepost -s 7 --cycles 1 --frames 2 | last |
    cmp - "$(mazegen -s 1 -n 2 4 3 | mazepost -s 7 --cycles 1 | last >want
    echo want)" && echo "stream: the last frame is the second maze"
mazegen -s 2 --offset 1 4 3 | mazepost -s 7 --offset 1 --cycles 1 \
    --frames 2 | head -2
# Frames read back: a frame line in the input is not kept, each frame
# has its own; and drawn as a GIF, a picture a frame.
mazepost --near 7 --frames 2 maze | mazepost --diameter --frames 3 |
    grep '^; frame' | tr '\n' ' '; echo
mazepost -s 1 --braid 1 --frames 4 maze >film
mazerender -o post.gif film && echo "$(frames <film) frames," \
    "$("$TOOLS"/gifframes post.gif f | grep -c '^frame') in the GIF"
# Bad counts, and a maze an operation refuses: one message, exit 2,
# nothing of that maze's frames written.
t 'mazepost --near 7 --frames 0 maze'
t 'mazepost --near 7 --frames 1 maze'
t 'mazepost --near 7 --frames x maze'
t 'mazepost --near 7 --frames 1000001 maze'
t 'mazepost -s 1 --cycles 99 --frames all maze'
t 'mazepost --start 2,1 --border --frames all maze'
t 'printf "####\n#S #\n# E#\n####\n" | mazepost --diameter --frames 2'
t 'mazepost --near 7 --frames 3 maze >/dev/full'
# The first maze's frames are written; the second's, refused, are not.
t 'cat maze small | mazepost -s 1 --cycles 10 --frames 2 >out
    echo "exit $?"; grep -c "^; maze 1$" out'
