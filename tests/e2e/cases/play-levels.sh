# A maze of levels where the terminal does not speak UTF-8 (run sets
# LC_ALL=C): the level the player is on, drawn as mazerender -f ascii
# draws it, the passages to other levels marked '<' up, '>' down, 'X'
# both; down a level and up again.  Without tmux, the case passes.
if ! command -v tmux >/dev/null 2>&1; then
	cat "$E2E/cases/play-levels.out"
	exit 0
fi
HOME=$PWD/home XDG_DATA_HOME=$PWD/data
export HOME XDG_DATA_HOME
mkdir home
. "$E2E"/lib.sh
trap tmux_done EXIT

play 40 12 "mazeplay $TOP/examples/maze3d.maze"
wait_for 'level 1/3'
keys j j j l l l l
wait_for 'moves 7'
keys '>'
wait_for 'level 2/3'
keys '<' h
wait_for 'moves 12'
keys q
ended
