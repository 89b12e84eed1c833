# progress-tty: the progress line in a pseudo-terminal (script(1)), where
# standard error is a terminal: drawn once the run has taken a second,
# redrawn in place (a carriage return before each, the rest of the line
# cleared after), and erased at the end; none through a pipe, none with
# -q.  The input stalls for a second and a half in the middle of the
# maze's rows (past the reader's first megabyte), so that the run is long
# whatever the build's speed.  The same for a maze mazegen makes whole
# before writing it, counted in cells joined, and erased when the program
# is killed.  Then the line forced on into a file (MAZE_PROGRESS, for the
# tests and the benchmark): mazegen counting a stream of mazes, mazestat a
# maze's rows.
mazegen -s 1 1000 >big.maze
slow='{ head -c 2000000 big.maze; sleep 1.5; tail -c +2000001 big.maze; }'
# What sh code $1 shows in a pseudo-terminal, each carriage return and
# clearing sequence named, a number "#".
pty() {
	script -qec "$1" /dev/null </dev/null | tr -d '\n' | sed '
	    s/\r/<CR>/g; s/\x1b\[K/<CLEAR>/g; s/[0-9][0-9]*/#/g'
	echo
}
# Say what the lines $1 are: the first, and whether all of it is lines
# drawn over each other, the last erased.
lines() {
	echo "$1" | sed 's/\(<CR>[^<]*<CLEAR>\).*/  first: \1/'
	echo "$1" | sed 's/<CR>mazestat: [^<]*<CLEAR>//g' | grep -qx '<CR><CLEAR>' &&
	    echo "  every line drawn over the last, the last erased"
}
echo "a terminal:"
lines "$(pty "$slow | mazestat -T -f tsv >stat.tsv")"
echo "a pipe:"
pty "$slow | mazestat -T -f tsv 2>&1 >/dev/null | cat"
echo "-q:"
pty "$slow | mazestat -q -T -f tsv >/dev/null"
mazestat -T -f tsv big.maze | cmp -s - stat.tsv || echo "the figures differ"
# A maze made whole before its first row is written: the cells the
# generator has joined of the maze's, their rate and the time left.  The
# random walk of aldous-broder at this size runs for tens of seconds (at
# 2000x2000 a quick machine ended it before the line's first second), and
# timeout ends it once the line has been drawn a few times.
whole="timeout 3 mazegen -a aldous-broder -s 1 6000"
echo "a terminal, a maze made whole:"
out=$(pty "$whole >/dev/null")
echo "$out" | sed 's/\(<CR>[^<]*<CLEAR>\).*/  first: \1/'
echo "$out" | grep -q \
    '<CR>mazegen: #% of # cells joined, # [kM]* *cells/s, [^<]* left<CLEAR>' &&
    echo "  cells joined of the total, rate, time left"
# timeout's SIGTERM kills it: the line goes too, not left for the prompt.
echo "$out" | grep -q '<CLEAR><CR><CLEAR>$' && echo "  killed: the line erased"
echo "a pipe, a maze made whole:"
pty "$whole 2>&1 >/dev/null | cat"
echo "forced:"
MAZE_PROGRESS=0.1 mazegen -s 1 -n 2000 20 2>err |
    { sleep 1; cat >/dev/null; }
n='[0-9][0-9]*'
tr '\r' '\n' <err |
    grep -q "^mazegen: $n of 2000 mazes ($n%), $n k* *mazes/s, $n s left" &&
    echo "mazegen: counts of a total, rate, time left"
tail -c 4 err | od -An -c | tr -s ' '
{ head -c 2000000 big.maze; sleep 0.6; tail -c +2000001 big.maze; } |
    MAZE_PROGRESS=0.1 mazestat -T >/dev/null 2>err
tr '\r' '\n' <err | grep -q "^mazestat: [0-9]*% of 2001 rows read" &&
    echo "mazestat: rows read of the total"
rm -f err big.maze stat.tsv
