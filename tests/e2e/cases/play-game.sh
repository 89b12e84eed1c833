# mazeplay in a real terminal: tmux runs it in an 80x24 pane, send-keys
# plays, capture-pane shows what the player sees.  A game to E: the
# summary, the scoreboard one line longer, the route as a solved maze.  A
# game stopped by Ctrl+C: saved as a maze, resumed by a bare mazeplay with
# its time, finished.  Then a terminal too small, and a data directory that
# cannot be made, where the game still plays and says where the score could
# not go.  Each key counts a second (MAZEPLAY_TEST_MS_PER_KEY), so that
# times and scores are the same on every run.  Without tmux, the case says
# so on its expected output, and passes: CI installs tmux.
if ! command -v tmux >/dev/null 2>&1; then
	cat "$E2E/cases/play-game.out"
	exit 0
fi
HOME=$PWD/home XDG_DATA_HOME=$PWD/data
export HOME XDG_DATA_HOME
mkdir home
# A server of our own for each game, so that one shutting down is never
# the next one's.
n=0
sock=mazeplay-e2e-$$-$n
trap 'tmux -L $sock kill-server 2>/dev/null' EXIT

# play W H 'command': run it in a fresh pane of W x H; its status goes to rc.
play() {
	tmux -L $sock kill-server 2>/dev/null
	n=$((n + 1))
	sock=mazeplay-e2e-$$-$n
	rm -f rc
	tmux -L $sock new-session -d -x "$1" -y "$2" \
	    "MAZEPLAY_TEST_MS_PER_KEY=1000 $3 2>err; echo \$? >rc; sleep 60"
}
# The pane's text, the trailing blank lines gone, paths made short.
screen() {
	tmux -L $sock capture-pane -p | sed "s|$PWD|.|g" |
	    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}
# Wait (10 s at most) until the pane shows text, then show the pane.
wait_for() {
	i=0
	until tmux -L $sock capture-pane -p | grep -q "$1"; do
		i=$((i + 1))
		if [ $i -gt 100 ]; then
			echo "timed out waiting for \"$1\"; the pane shows:"
			break
		fi
		sleep 0.1
	done
	screen
}
# Wait until the program has ended, then say how.
ended() {
	i=0
	while [ ! -s rc ] && [ $i -lt 100 ]; do
		i=$((i + 1))
		sleep 0.1
	done
	echo "[exit $(cat rc)]"
	sed "s|$PWD|.|g" err
}
keys() {
	echo "> $*"
	tmux -L $sock send-keys "$@"
}

mazegen -s 1 4 3 >small.maze
echo "== a game to E"
play 80 24 'mazeplay -o route.maze small.maze'
wait_for 'explored 1 '
keys j l l l l l h l l j j j j j
wait_for 'You reached E'
keys q
ended
wait_for 'score'
echo "scoreboard: $(wc -l <data/mazes/scores.tsv) lines"
cut -f 2- data/mazes/scores.tsv
mazestat route.maze

echo "== Ctrl+C, then resume"
play 80 24 'mazeplay small.maze'
wait_for 'explored 1 '
keys j l l l
wait_for 'moves 4'
keys C-c
ended
cat data/mazes/game.maze
mazestat data/mazes/game.maze >/dev/null && echo "the save is a maze"
play 80 24 'mazeplay'
wait_for 'moves 4'
keys l l l j j j j j
wait_for 'You reached E'
keys x
ended
ls data/mazes
echo "scoreboard: $(wc -l <data/mazes/scores.tsv) lines"
tail -1 data/mazes/scores.tsv | cut -f 2-

echo "== a terminal too small"
play 30 10 'mazeplay small.maze'
wait_for 'too small'
keys q
ended

echo "== a data directory that cannot be made"
: >notdir
XDG_DATA_HOME=$PWD/notdir
play 80 24 'mazeplay small.maze'
wait_for 'explored 1 '
keys j l l l l l l j j j j j
wait_for 'You reached E'
keys q
ended

echo "== a new game paused over a save that does not parse"
XDG_DATA_HOME=$PWD/data
printf 'junk\n' >data/mazes/game.maze
play 80 24 'mazeplay small.maze'
wait_for 'explored 1 ' >/dev/null
keys j q
ended
cat data/mazes/game.maze
