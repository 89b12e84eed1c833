# progress-tstp: Ctrl+Z in an interactive shell (tmux, with job control)
# while a progress line is drawn: the line is erased before the program
# stops, so that the shell's "Stopped" and prompt stand alone, and drawn
# again once the job is back in the foreground (fg); in the background
# (bg) it is not drawn, to keep out of the shell's way.  The maze comes
# through a FIFO that the case fills, so that the run lasts as long as it
# needs.  Without tmux, the case passes.
. "$E2E"/lib.sh
if ! command -v tmux >/dev/null 2>&1; then
	cat "$E2E/cases/progress-tstp.out"
	exit 0
fi
trap tmux_done EXIT
mazegen -s 1 1000 >big.maze
mkfifo fifo
shell 100 12
keys 'mazesolve -o out.maze fifo' Enter
exec 3>fifo
head -c 2000000 big.maze >&3
wait_for 'rows read' | sed 's/[0-9][0-9]*%/#%/'
keys C-z
wait_for 'Stopped' >/dev/null
sleep 0.6
echo "stopped: $(screen | grep -c 'rows read') progress lines on screen"
keys 'fg' Enter
wait_for '^mazesolve: .*rows read' | sed 's/[0-9][0-9]*%/#%/'
keys C-z
wait_for 'Stopped' 2 >/dev/null
keys 'bg' Enter
sleep 1.5
echo "in the background: $(screen | grep -c 'rows read') progress lines"
tail -c +2000001 big.maze >&3
exec 3>&-
keys 'wait; echo done' Enter
wait_for '^done' >/dev/null
mazesolve big.maze | cmp -s - out.maze && echo "the maze solved as ever"
