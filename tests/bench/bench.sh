#!/bin/sh
# bench.sh: what `make bench` runs.  Times the programs on mazes of
# 1000x1000 and 4000x4000 cells and prints each as a ratio to a floor
# measured in the same run, since only ratios mean anything on a noisy
# machine: moving the same bytes through the same pipe.  Each figure is the
# best of three runs.  Peak memory is the largest process's resident size.
#
# usage: bench.sh build-dir
b=$(cd "${1:-build}" && pwd) || exit 2
PATH=$b:$PATH
tool=$b/tools/benchtool
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# best 'command': the fastest of three runs, as "seconds KiB".
best() {
	for i in 1 2 3; do
		"$tool" run "$1" || { echo "bench: failed: $1" >&2; exit 2; }
	done | sort -n | head -1
}

# row what 'command' floor-seconds
row() {
	set -- "$1" "$2" "$3" $(best "$2")
	awk -v what="$1" -v f="$3" -v t="$4" -v kb="$5" 'BEGIN {
		printf "%-34s %8.3f %8.1fx %9.1f\n", what, t, t / f, kb / 1024 }'
}

printf '%-34s %8s %9s %9s\n' "what" "seconds" "vs floor" "peak MiB"
for n in 1000 4000; do
	mazegen -s 1 $n >"$tmp/maze"
	mazesolve "$tmp/maze" >"$tmp/solved"
	bytes=$(wc -c <"$tmp/maze")
	w=$((2 * n + 1))
	set -- $(best "$tool floor $bytes $w | cat >/dev/null")
	floor=$1
	printf '%-34s %8.3f %8.1fx %9s\n' "floor: $bytes bytes through a pipe" \
	    "$floor" 1 -
	row "mazegen ${n}x$n" "mazegen -s 1 $n | cat >/dev/null" "$floor"
	row "mazegen -a kruskal ${n}x$n" \
	    "mazegen -a kruskal -s 1 $n | cat >/dev/null" "$floor"
	row "  reading and writing (ascii)" \
	    "cat $tmp/solved | mazerender -f ascii | cat >/dev/null" "$floor"
	row "mazesolve ${n}x$n" \
	    "cat $tmp/maze | mazesolve | cat >/dev/null" "$floor"
	row "mazerender -c 1 ${n}x$n to PNG" \
	    "cat $tmp/solved | mazerender -c 1 -o $tmp/x.png" "$floor"
done

# ---- mazegen: every generator at 4000x4000 cells ----
# All against one floor, the bytes of a 4000x4000 maze, taken as the best of
# nine runs, since a floor of a few hundredths of a second is the noisiest
# figure here (the mazes' headers differ by a few bytes, which is nothing).
echo
n=4000
w=$((2 * n + 1))
bytes=$(mazegen -s 1 $n | wc -c)
floor=$(for i in 1 2 3; do best "$tool floor $bytes $w | cat >/dev/null"; done |
    sort -n | head -1 | cut -d' ' -f1)
printf '%-34s %8s %9s %9s\n' "generator (4000x4000)" "seconds" "vs floor" "peak MiB"
printf '%-34s %8.3f %8.1fx %9s\n' "floor: $bytes bytes through a pipe" \
    "$floor" 1 -
for a in $(mazegen -a list | cut -d' ' -f1); do
	row "mazegen -a $a ${n}x$n" "mazegen -a $a -s 1 $n | cat >/dev/null" "$floor"
done
