# A streamed generator holds a row, not the maze, but the row must fit: a
# width whose row cannot be had (Eller's keeps 22 bytes a column) is
# refused at once, before anything is written, rather than after minutes
# and gigabytes.  (A sanitized build runs without the memory limit, its
# shadow memory needing the address space; the machine's own memory then
# refuses the widest row just the same.)
if nm "$(command -v mazegen)" 2>/dev/null | grep -q __asan_init; then
	limit=
else
	limit='ulimit -v 4000000;'
fi
run() {
	printf '$ %s\n' "$1"
	sh -c "$limit $1" 2>&1
	echo "[exit $?]"
}
run 'mazegen -a eller 2147483647 1 >out'
run 'wc -c <out'
run 'mazegen -a eller -s 1 1000000 1 | wc -c'
