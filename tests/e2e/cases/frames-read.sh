# Frame lines as the programs read them (maze(5) "Frames"): one to a maze,
# checked (the hostile table has the malformed ones), and never kept,
# since a frame line says where a maze stood in the stream it came in,
# not what the maze is: a program that writes frames writes its own, one
# that does not writes none.  What mazegen and mazesolve write of plain
# mazes is frames-gen's and frames-solve's.
. "$E2E/lib.sh"
# The frame lines of each maze of a stream, in order.
lines() {
	awk -v RS= '{ n = gsub(/\n; frame /, ""); printf "%s%d", (NR > 1 ? " " : ""), n }
	    END { print "" }'
}
mazegen -s 1 --frames 3 4 3 >gen
mazegen -s 1 4 3 | mazesolve --frames 3 >solve
echo "mazegen --frames 3: $(lines <gen)"
echo "mazesolve --frames 3: $(lines <solve)"
echo "mazesolve of those: $(mazesolve gen 2>/dev/null | lines)"
echo "mazesolve --frames 2 of those: $(mazesolve -a dfs --frames 2 solve | lines)"
echo "mazepost of those: $(mazepost --border solve | lines)"
# The finished maze of a frame's solve is that frame's maze solved.
mazesolve -a dfs --frames 2 solve | awk -v RS= 'NR == 2'
# The readers that write no maze(5) take frames as mazes, each its own.
mazestat -F dead_ends solve | tr -s ' \n' ' '; echo
echo "mazerender -f ascii: $(mazerender -f ascii solve | awk -v RS= 'END { print NR }') mazes"
mazerender -o frames.gif solve && "$TOOLS"/gifframes frames.gif f | grep -c '^frame'
if command -v script >/dev/null; then
	script -qec 'mazerender -f ascii --color never --play --delay 0 solve; echo "exit $?"' /dev/null | tr -d '\r' | tail -1
else
	echo "exit 0"
fi
