# The help: ? shows it over the game, and any key goes back to the game,
# q too, which quits only from the game.  Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-help
mazegen -s 1 4 3 >small.maze
# Wait (60 s at most, as wait_for: under qemu on a loaded machine ten
# were once too few) until the help is gone, then show the pane.
help_gone() {
	i=0
	while tmux -L $tmux_sock capture-pane -p | grep -q 'any key' &&
	    [ $i -lt 600 ]; do
		i=$((i + 1))
		sleep 0.1
	done
	screen
}

play 80 24 'mazeplay small.maze'
wait_for 'explored 1 ' >/dev/null
keys j '?'
wait_for 'any key to go on'
keys q
help_gone
keys '?'
wait_for 'any key to go on' >/dev/null
keys x l q
ended
grep '^; mazeplay at' data/mazes/game.maze
