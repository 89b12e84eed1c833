# The EXAMPLES of mazeplay(1), as the page writes them, played in a pane
# of tmux: a maze through a pipe, the keys from the terminal, nine moves
# showing the screen doc/guide.md shows for the same command, then q to
# save; the scoreboard, which no game has reached yet; the saved game
# resumed with -o and paused again, its route measured.  Without tmux,
# the case passes.
. "$E2E"/lib.sh
play_case play-examples
# Each key a second, for mazeplay at the end of a pipeline too; UTF-8,
# for the box-drawing walls of doc/guide.md's screen.
MAZEPLAY_TEST_MS_PER_KEY=1000
LC_ALL=C.UTF-8
export MAZEPLAY_TEST_MS_PER_KEY LC_ALL
sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' "$TOP"/man/mazeplay.1 |
    sed -n 's/^\$ //p' >cmds
# doc/guide.md's screen: the lines after its command, the status line but
# the time, which its game took as it came.
awk '/^    mazegen -s 9 30 15 \| mazepost --end farthest \| mazeplay$/ {
	on = 1; next }
    on && /^    / { print substr($0, 5); n++; next }
    on && n { exit }' "$TOP"/doc/guide.md | sed '$s/^ *[0-9]*:[0-9]* //' >readme

cmd=$(sed -n 1p cmds)
echo "== $cmd"
play 61 22 "$cmd"
wait_for 'explored 1 ' >/dev/null
keys j j j j j l l l l
wait_for 'moves 9' | sed '$s/^ *[0-9]*:[0-9]* //' >got
cmp -s readme got && echo "the screen is doc/guide.md's" ||
    { echo "the screen is not doc/guide.md's:"; diff readme got; }
keys q
ended
grep '^; mazeplay at' data/mazes/game.maze

cmd=$(sed -n 2p cmds)
t "$cmd"

cmd=$(sed -n 3p cmds)
echo "== $cmd"
play 61 22 "$cmd >out"
wait_for 'moves 9' | tail -1
keys q
ended
cat out
