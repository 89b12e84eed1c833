# Terminals mazeplay cannot use: one it does not know, and one that
# cannot move its cursor (TERM=dumb), where it would draw nothing.  Each
# is refused with a message and exit 2, the game left as it was.
# Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-term
mazegen -s 1 4 3 >small.maze

for term in no-such-terminal dumb; do
	echo "== TERM=$term"
	play 80 24 "TERM=$term mazeplay small.maze"
	ended
done
[ -e data ] || echo "nothing saved"
