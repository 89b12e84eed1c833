# mazeplay in a real terminal, an 80x24 pane of tmux (lib.sh's play and
# the rest).  A game to E: the summary, the scoreboard one line longer,
# the route as a solved maze.  A game stopped by Ctrl+C: saved as a maze,
# resumed by a bare mazeplay with its time, finished.  Then a terminal too
# small, and a data directory that cannot be made, where the game still
# plays, says where the score could not go, and prints its summary.  And
# the route to standard output, where the summary goes to standard error
# so that standard output is a maze.  Each key counts a second
# (MAZEPLAY_TEST_MS_PER_KEY), so that times and scores are the same on
# every run.  Without tmux, the case says so on its expected output, and
# passes: CI installs tmux.
. "$E2E"/lib.sh
play_case play-game

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
wait_for ' score '

echo "== a new game paused over a save that does not parse"
XDG_DATA_HOME=$PWD/data
printf 'junk\n' >data/mazes/game.maze
play 80 24 'mazeplay small.maze'
wait_for 'explored 1 ' >/dev/null
keys j q
ended
cat data/mazes/game.maze

echo "== the route to standard output: the summary on standard error"
play 80 24 'mazeplay -o - small.maze >out.maze'
wait_for 'explored 1 ' >/dev/null
keys j l l l l l l j j j j j
wait_for 'You reached E' >/dev/null
keys q
ended
cat out.maze
mazestat out.maze >/dev/null && echo "standard output is a maze"
