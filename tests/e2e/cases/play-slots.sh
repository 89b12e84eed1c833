# Saved games, a file each, in the slots of the data directory, game.maze,
# game-2.maze, ...: never one game over another.  In panes of tmux, games
# A and B at once (lib.sh's game): A resumed from a slot and played to E
# while B is saved; both resuming one save and both saved; both played to
# E together.  A save from a file that is not a slot, next to a slot that
# does not parse; slots that are a directory, unreadable, a FIFO, kept
# and said why when resumed; a data directory that is a file; a score
# that cannot be written, which keeps the saved game.  Unreadable files
# need a user that is not root: nobody_dir.  Without tmux, the case
# passes.
. "$E2E"/lib.sh
nobody_dir
play_case play-slots
mazegen -s 1 4 3 >small.maze
mkdir -p data/mazes
slots=data/mazes
# The slots, and the saved games' lines.
saves() {
	ls $slots
	grep -H '^; mazeplay at' $slots/*.maze 2>/dev/null
}
# quit KEYS: in the pane shown, once the game shows its status, play
# KEYS, then q to save; how it ended.
quit() {
	wait_for 'explored ' >/dev/null
	keys "$@" q
	ended
}
# win [KEYS]: play KEYS to E (none: they are sent), then a key to quit;
# what the summary says became of the score (in short: its lines are
# wrapped as the case's directory is long, which nobody_dir changes), and
# how it ended.
win() {
	wait_for 'explored ' >/dev/null
	[ $# = 0 ] || keys "$@"
	settled 'score .*saved' | grep -o 'score \(not \)*saved' | head -1
	keys q
	ended
}
# t, its paths shown from the case's directory.
tp() {
	t "$1" | sed "s|$PWD|.|g"
}

echo "== A resumed from game.maze, B saved meanwhile, A played to E"
play 80 24 'mazeplay small.maze'
quit j l l l
game A
play 80 24 mazeplay
wait_for 'moves 4' | tail -1
game B
play 80 24 'mazeplay small.maze'
quit j
game A
win l l l j j j j j
saves

echo "== A and B resume one save; both save it"
play 80 24 mazeplay
wait_for 'moves 1' | tail -1
game B
play 80 24 mazeplay
wait_for 'moves 1' | tail -1
game A
quit l
game B
quit l l
saves

echo "== A and B played to E together, each from its slot"
game A
play 80 24 mazeplay
wait_for 'moves 3' | tail -1
game B
play 80 24 "mazeplay $slots/game-2.maze"
wait_for 'moves 2' | tail -1
game A
keys l l l l l j j j j j
game B
keys l l l l l l j j j j j
game A
win
game B
win
game
saves
echo "scoreboard: $(wc -l <$slots/scores.tsv) lines"

echo "== a save from a file that is no slot, game.maze not parsing"
sed '3a; mazeplay at 1,1 moves 1 time 1000' small.maze >mine.maze
cp mine.maze mine.orig
printf 'junk\n' >$slots/game.maze
play 80 24 'mazeplay mine.maze'
quit l
saves
cmp mine.orig mine.maze && echo "mine.maze as it was"

echo "== slots that are a directory, unreadable, a FIFO"
rm $slots/game*.maze
mkdir $slots/game.maze
nobody_own data home
tp '$nobody setsid -w mazeplay --resume </dev/null'
play 80 24 "$nobody mazeplay small.maze"
quit j
chmod 000 $slots/game-2.maze
tp '$nobody setsid -w mazeplay --resume </dev/null'
play 80 24 "$nobody mazeplay small.maze"
quit j l
mkfifo $slots/game-4.maze
tp "timeout 10 setsid -w mazeplay --resume </dev/null"
play 80 24 "$nobody mazeplay small.maze"
quit j l l
ls $slots

echo "== a data directory that is a file"
mkdir -p other
: >other/mazes
XDG_DATA_HOME=$PWD/other play 80 24 'mazeplay small.maze'
quit j
tp 'XDG_DATA_HOME=$PWD/other setsid -w mazeplay --resume </dev/null'

echo "== a score that cannot be written: the saved game is kept"
rm -rf $slots/game*
play 80 24 "$nobody mazeplay small.maze"
quit j
chmod 444 $slots/scores.tsv
play 80 24 "$nobody mazeplay --resume"
win l l l l l l j j j j j
saves

echo "== a lock that is a FIFO: the score kept, and the saved game; no save"
chmod 644 $slots/scores.tsv
rm $slots/lock
mkfifo $slots/lock
nobody_own $slots/lock
play 80 24 "$nobody mazeplay --resume"
win l l l l l l j j j j j
play 80 24 "$nobody mazeplay small.maze"
quit j
saves
