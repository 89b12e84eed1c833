# The scoreboard a game at E adds its line to, in a pane of tmux: what
# it writes the reader reads back (--scores), however long the game.
# Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-scores
mazegen -s 1 4 3 >small.maze
mkdir -p data/mazes
# finish KEYS: resume the saved game, play KEYS to E, quit; how it ended.
finish() {
	play 80 24 'mazeplay'
	wait_for 'explored ' >/dev/null
	keys "$@"
	wait_for 'any key to quit' | grep -e 'score' -e '^ *time'
	keys q
	ended
}

echo "== a game at the most time counted: its clock stops there"
sed '3a; mazeplay at 1,1 moves 1 time 999999999999000' small.maze \
    >data/mazes/game.maze
finish l l l l l l j j j j j
cut -f 2- data/mazes/scores.tsv
t 'mazeplay --scores | cut -f 2-'
