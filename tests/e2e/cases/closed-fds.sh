# A program started with standard input, output or error closed keeps the
# numbers 0, 1 and 2 from the files it opens: an -o temporary that took
# descriptor 2 would get the program's messages, renamed into place with
# the maze.  Reading a closed input and writing a closed output still fail
# with the usual message.
. "$E2E/lib.sh"
cp "$DATA"/nopath.maze .
mazegen -s 1 2 >a.maze
mazesolve -o out.maze nopath.maze a.maze 2>&-
echo "mazesolve: exit $?"
mazesolve nopath.maze a.maze 2>/dev/null | cmp - out.maze &&
    echo "with standard error closed, -o holds the mazes and nothing else"
for p in mazepost mazestat 'mazerender -f ascii'; do
	$p -o out a.maze nosuch 2>&-
	echo "$p: exit $?"
	ls out 2>/dev/null
	$p -o out a.maze <&- >&- 2>&- && $p a.maze | cmp - out &&
	    echo "$p: with all three closed, -o is written"
	rm -f out
done
t 'mazegen 2 >&-'
t 'mazesolve <&-'
t 'ls -A'
