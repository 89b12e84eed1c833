# The mazes shown in maze(5) are what the programs really write.
# Block n is the nth literal display of EXAMPLES.
block() {
	awk -v n="$1" '/^\.Sh / { ex = $2 == "EXAMPLES" }
	    ex && /^\.Bd -literal/ { k++; on = (k == n); next }
	    /^\.Ed/ { on = 0 } on' "$TOP"/man/maze.5
}
block 1 | cmp - "$(mazegen -s 1 4 3 >gen; echo gen)" && echo "example 1 is mazegen -s 1 4 3"
block 2 | cmp - "$(mazegen -s 1 4 3 | mazesolve >solved; echo solved)" && echo "example 2 is that maze solved"
block 3 >weighted
tr 'abcdefghi+' '123456789 ' <weighted | mazesolve -a dijkstra | sed '/^;/d' |
    cmp - weighted && echo "example 3 is its maze, weights cleared, solved by dijkstra"
block 4 >map && mazesolve map >/dev/null && echo "example 4 solves"
block 5 | cmp - "$(mazegen -s 1 3 2 2 >levels; echo levels)" && echo "example 5 is mazegen -s 1 3 2 2"
block 6 | cmp - "$(mazegen -s 1 --offset 1 2 1 >shard; echo shard)" &&
    mazegen -s 1 -n 2 2 1 | sed -n '/^$/,$p' | cmp - shard &&
    echo "example 6 is mazegen -s 1 --offset 1 2 1, the second of -n 2"
mazegen -s 1 4 3 --frames 3 | awk -v RS= 'NR == 2' >frame
block 7 | cmp - frame && echo "example 7 is frame 2 of mazegen -s 1 4 3 --frames 3"
mazegen -s 1 4 3 | mazesolve --frames 3 | awk -v RS= 'NR == 2' >frame
block 8 | cmp - frame && echo "example 8 is frame 2 of its solve --frames 3"
