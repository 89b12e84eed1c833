# The scoreboard a game at E adds its line to, in a pane of tmux: what
# it writes the reader reads back (--scores), however long the game; a
# line only to a file that reads as a scoreboard, a newline first where
# its last line has none; control bytes of a maze's header never written
# as they are, nor shown on a terminal; a FIFO, or a link to one, refused
# without waiting.  Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-scores
mazegen -s 1 4 3 >small.maze
mkdir -p data/mazes
board=data/mazes/scores.tsv
# finish 'command' KEYS: play KEYS to E in the pane, quit; what became
# of the score, and how the program ended.
finish() {
	play 80 24 "$1"
	shift
	wait_for 'explored ' >/dev/null
	keys "$@"
	settled 'score .*saved' | sed -n '/ saved/,/^ *$/p' | sed '/^ *$/d'
	keys q
	ended
}
# scores 'command': run it, paths shown from the case's directory.
scores() {
	t "$1" | sed "s|$PWD|.|g"
}

# wakes: how often the game in the pane has woken (voluntary context
# switches: each wait for a key that times out is one), whether it runs
# itself or under qemu.
wakes() {
	_g=$(pgrep -P "$(tmux -L $tmux_sock list-panes -F '#{pane_pid}')" |
	    head -1)
	awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/$_g/status
}

echo "== a game at the most time counted: its clock stops there"
sed '3a; mazeplay at 1,1 moves 1 time 999999999999000' small.maze \
    >data/mazes/game.maze
play 80 24 mazeplay
wait_for 'explored ' >/dev/null
keys l l l l l l j j j j j
settled 'score .*saved' | sed -n '/ saved/,/^ *$/p' | sed '/^ *$/d'
# Won, its clock stopped at the last millisecond of a second, the game
# waits for a key a second at a time: it woke every millisecond, 1631
# times in two seconds, redrawing the summary each time.
w=$(wakes)
sleep 2
w=$(($(wakes) - w))
[ $w -le 10 ] && echo "won, the game waits: 10 wakes or fewer in 2 s" ||
    echo "won, the game woke $w times in 2 s"
keys q
ended
cut -f 2- $board
scores 'mazeplay --scores | cut -f 2-'

echo "== a last line without its newline; control bytes in a header"
printf '2026-11-21T10:04:05Z\t20.000\t20\t13\t12\t12\t300\tno newline' \
    >>$board
sed '3a; mazegen \x1b]0;PWNED\x07\x1b[2J\x7f\xc2\x9b' small.maze >pwned.maze
finish 'mazeplay pwned.maze' j l l l l l l j j j j j
cut -f 2- $board | cat -v
scores 'mazeplay --scores | cut -f 2- | cat -v'
echo "on a terminal:"
script -qec 'mazeplay --scores' /dev/null | tr -d '\r' | cut -c 23- | cat -v

echo "== a file that is not a scoreboard"
echo notes >$board
finish 'mazeplay small.maze' j l l l l l l j j j j j
cat $board

echo "== a FIFO, and a link to one"
rm $board
mkfifo $board
finish 'mazeplay small.maze' j l l l l l l j j j j j
scores 'timeout 10 mazeplay --scores'
rm $board
mkfifo fifo
ln -s ../../fifo $board
finish 'mazeplay small.maze' j l l l l l l j j j j j
scores 'timeout 10 mazeplay --scores'
