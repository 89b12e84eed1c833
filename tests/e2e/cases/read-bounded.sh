# The reader reserves memory for the rows that arrive, not for what a size
# line or a first row declares: under a memory limit far below that, the
# answer is about the input, never "out of memory".  (A sanitized build
# runs without the limit: its shadow memory needs the address space.)
if nm "$(command -v mazesolve)" 2>/dev/null | grep -q __asan_init; then
	limit=
else
	limit='ulimit -v 400000;'
fi
run() {
	printf '$ %s\n' "$1"
	sh -c "$limit $1" 2>&1
	echo "[exit $?]"
}
run "printf '; size 65535 65535\n#\n' | mazesolve"
run "printf '; size 65535 65535\n#\n' | mazestat"
run "head -c 10000000 /dev/zero | tr '\\0' ' ' | mazestat -F width,height,open"
