# The time a game is saved with: every millisecond played up to the way
# out, q or a signal, not to the status line's last tick (the clock wakes
# a second apart); on the test clock, q's own second too, as the key that
# reaches E has its.  And not the time stopped by Ctrl+Z, in a shell with
# job control, the terminal as it was meanwhile.  On the real clock the
# figures vary, so they are checked against what they must be.  Without
# tmux, the case passes.
. "$E2E"/lib.sh
play_case play-time
mazegen -s 1 4 3 >small.maze
# The saved game's time, in ms.
saved() {
	sed -n 's/^; mazeplay at .* time //p' data/mazes/game.maze
}

echo "== q on the test clock: a second a key"
play 80 24 'mazeplay small.maze'
wait_for 'explored 1 ' >/dev/null
keys j l l l q
ended
grep '^; mazeplay at' data/mazes/game.maze

echo "== q and SIGTERM on the real clock, 1.5 s in"
rm data/mazes/game.maze
play 80 24 'env -u MAZEPLAY_TEST_MS_PER_KEY mazeplay small.maze'
wait_for 'explored 1 ' >/dev/null
sleep 1.5
keys q
ended
[ "$(saved)" -ge 1500 ] && echo "q: the time runs to q"
rm data/mazes/game.maze
play 80 24 'sh -c "echo \$\$ >pid; exec env -u MAZEPLAY_TEST_MS_PER_KEY \
    mazeplay small.maze"'
wait_for 'explored 1 ' >/dev/null
sleep 1.5
kill -TERM "$(cat pid)"
ended
[ "$(saved)" -ge 1500 ] && echo "SIGTERM: the time runs to the signal"

echo "== Ctrl+Z, 3 s stopped, fg"
rm data/mazes/game.maze
shell 80 24
keys 'stty -g >stty.before; mazeplay small.maze 2>err' Enter
wait_for 'explored 1 ' >/dev/null
keys C-z
# The shell's, once the game has stopped: a key typed before might reach
# the game, as progress-tstp's wait says.
wait_for 'Stopped' >/dev/null
keys 'stty -g >stty.stopped' Enter
i=0
while [ ! -s stty.stopped ] && [ $i -lt 100 ]; do
	i=$((i + 1))
	sleep 0.1
done
cmp -s stty.before stty.stopped && echo "stopped: the terminal as it was"
sleep 3
keys 'fg; echo $? >rc' Enter
wait_for 'explored 1 ' >/dev/null
keys q
ended
[ "$(saved)" -lt 2500 ] && echo "Ctrl+Z: the time stopped is not played"
