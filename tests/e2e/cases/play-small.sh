# Boxes on a small screen, 40x10 and 40x6: the help and the summary above
# the status line, which stays in view; lines too wide wrapped; too many
# lines for the screen, the least needed left out, blank lines first,
# then where the score went (said in short), then figures, until those
# left fit.  Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-small
mazegen -s 1 4 3 >small.maze

for rows in 10 6; do
	echo "== 40x$rows"
	play 40 $rows 'mazeplay small.maze'
	wait_for 'explored 1 ' >/dev/null
	keys '?'
	wait_for 'any key to go on'
	keys x j l l l l l l j j j j j
	wait_for 'any key to quit'
	keys q
	ended
done
