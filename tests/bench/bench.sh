#!/bin/sh
# bench.sh: what `make bench` runs.  Times the programs, mostly on mazes
# of 4000x4000 cells, and prints each as a ratio to a floor measured in the
# same run, since only ratios mean anything on a noisy machine: moving the
# same bytes through the same pipe, or the simplest generator there is.
# Each figure is the best of three runs (a floor, the best of nine; the
# grids, which are compared with one another, five taken in turn).  Peak
# memory is the largest process's resident size, and for a program that
# reads a whole maze, that over the maze's blocks: the bytes a block.
#
# First the table issue 17 sets its targets in, then one outside tool for
# scale, then the sections doc/performance.md's figures come from.  The
# outside tool is netpbm (Debian: apt-get install netpbm); without it its
# rows are skipped.  The whole run takes a few minutes.
#
# usage: bench.sh build-dir
b=$(cd "${1:-build}" && pwd) || exit 2
PATH=$b:$PATH
tool=$b/tools/benchtool
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

# best 'command': the fastest of three runs, as "seconds KiB".
best() {
	for i in 1 2 3; do
		"$tool" run "$1" || { echo "bench: failed: $1" >&2; exit 2; }
	done | sort -n | head -1
}

# race 'command' ...: each command's fastest of five runs, as "seconds KiB"
# a line, in order.  The runs take turns, a run of each in each round, so
# that a slow spell of the machine falls on every command alike: for
# ratios of commands to one another.
race() {
	for i in 1 2 3 4 5; do
		j=0
		for c in "$@"; do
			j=$((j + 1))
			printf '%d ' $j
			"$tool" run "$c" ||
			    { echo "bench: failed: $c" >&2; exit 2; }
		done
	done | sort -k1,1n -k2,2n | awk '$1 != last { print $2, $3; last = $1 }'
}

# floor9 'command': the fastest of nine runs, in seconds, for a floor of a
# few hundredths of a second is the noisiest figure here.
floor9() {
	for i in 1 2 3; do best "$1"; done | sort -n | head -1 | cut -d' ' -f1
}

# row what 'command' floor-seconds
row() {
	set -- "$1" "$2" "$3" $(best "$2")
	awk -v what="$1" -v f="$3" -v t="$4" -v kb="$5" 'BEGIN {
		printf "%-34s %8.3f %8.1fx %9.1f\n", what, t, t / f, kb / 1024 }'
}

# ---- issue 17: every program within 10x of moving its bytes ----
# At 4000x4000 cells: each program that reads a maze, from a pipe to a
# pipe, against the maze's bytes written through a pipe (benchtool floor);
# Kruskal's and Prim's generators against the simplest generator
# (benchtool floorgen: a binary tree, one random bit a cell, streamed); and
# the pipeline of four programs against its slowest stage run alone, each
# stage from a file to a file.  The targets are issue 17's; a reader's
# memory target is 1 byte a block or less.
n=4000
w=$((2 * n + 1))
blocks=$((w * w))
mazegen -s 1 $n >"$tmp/maze"
mazepost --end farthest "$tmp/maze" >"$tmp/far"
mazesolve "$tmp/maze" >"$tmp/solved"
bytes=$(wc -c <"$tmp/maze")
floor=$(floor9 "$tool floor $bytes $w | cat >/dev/null")
gfloor=$(floor9 "$tool floorgen $n $n | cat >/dev/null")

# row17 what 'command' floor-seconds target: the best of three, as a
# ratio to the floor, with peak MiB and bytes a block.
row17() {
	set -- "$1" "$2" "$3" "$4" $(best "$2")
	awk -v what="$1" -v f="$3" -v target="$4" -v t="$5" -v kb="$6" \
	    -v blocks=$blocks 'BEGIN {
		printf "%-41s %7.3f %6.1fx %6s %8.1f %7.2f\n", what, t, t / f,
		    target, kb / 1024, kb * 1024 / blocks }'
}
row17floor() {
	printf '%-41s %7.3f %6.1fx %6s %8s %7s\n' "$1" "$2" 1 - - -
}

printf '%-41s %7s %7s %6s %8s %7s\n' "${n}x$n cells, ${w}x$w blocks" \
    seconds ratio target "peak MiB" B/block
row17floor "floor: $bytes bytes through a pipe" "$floor"
row17 "  read and write: mazerender -f ascii" \
    "cat $tmp/solved | mazerender -f ascii | cat >/dev/null" "$floor" -
row17 "mazesolve (read, BFS, write)" \
    "cat $tmp/maze | mazesolve | cat >/dev/null" "$floor" 10x
row17 "mazestat (all figures)" \
    "cat $tmp/far | mazestat -F all | cat >/dev/null" "$floor" 10x
row17 "mazestat -b bfs" \
    "cat $tmp/far | mazestat -b bfs | cat >/dev/null" "$floor" 10x
echo mazepost
for op in "-s 1 --braid 0.5 --cycles 1000" "--end farthest" \
    "--end farthest --near 7 --keep-solution" "--diameter"; do
	row17 "  ${op#-s 1 }" "cat $tmp/maze | mazepost $op | cat >/dev/null" \
	    "$floor" 10x
done
row17floor "floor: the simplest generator" "$gfloor"
for a in kruskal prim; do
	row17 "mazegen -a $a" "mazegen -a $a -s 1 $n | cat >/dev/null" \
	    "$gfloor" 10x
done
echo "mazegen | mazepost | mazesolve | mazerender"
pipeline="mazegen -s 1 $n $n | mazepost --end farthest | mazesolve |"
pipeline="$pipeline mazerender -o $tmp/p.png"
slowest=0
for stage in "mazegen -s 1 $n $n >$tmp/p1" \
    "mazepost --end farthest $tmp/p1 >$tmp/p2" "mazesolve $tmp/p2 >$tmp/p3" \
    "mazerender -o $tmp/p1.png $tmp/p3"; do
	set -- $(best "$stage")
	awk -v what="  ${stage%% *} alone, from a file" -v t="$1" -v kb="$2" \
	    -v blocks=$blocks 'BEGIN {
		printf "%-41s %7.3f %7s %6s %8.1f %7.2f\n", what, t, "", "",
		    kb / 1024, kb * 1024 / blocks }'
	slowest=$(awk -v s="$slowest" -v t="$1" 'BEGIN { print (t > s ? t : s) }')
done
row17 "  the pipeline, against the slowest" "$pipeline" "$slowest" 1.5x
cmp -s "$tmp/p.png" "$tmp/p1.png" || echo "bench: the pipeline differs" >&2

# ---- for scale: the same grid through netpbm ----
# mazerender -c 1 draws the 4000x4000 maze (solved) a pixel a block; netpbm
# converts the same grid, as the PGM mazerender writes, to the same kind of
# file: to PNG at the same zlib level (pnmtopng, both a palette image), and
# to PBM (pgmtopbm -threshold, one bit a pixel).  The same pixels in, the
# same pixels out; mazerender parses text, netpbm a byte a pixel.
echo
printf '%-41s %7s %7s %17s\n' "for scale: netpbm, ${w}x$w pixels" seconds \
    ratio "bytes out"
if command -v pnmtopng >/dev/null 2>&1 &&
    command -v pgmtopbm >/dev/null 2>&1; then
	mazerender -c 1 -f pgm -o "$tmp/s.pgm" "$tmp/solved"
	# scale what 'command' output base-seconds
	scale() {
		set -- "$1" "$2" "$3" "$4" $(best "$2")
		awk -v what="$1" -v t="$5" -v f="${4:-$5}" \
		    -v out="$(wc -c <"$3")" 'BEGIN {
			printf "%-41s %7.3f %6.2fx %17d\n", what, t, t / f,
			    out }'
		tbase=$5
	}
	scale "  netpbm: pnmtopng -compression 4" \
	    "pnmtopng -compression 4 $tmp/s.pgm >$tmp/n.png" "$tmp/n.png"
	scale "  mazerender -c 1 (level 4), to PNG" \
	    "mazerender -c 1 -o $tmp/m.png $tmp/solved" "$tmp/m.png" "$tbase"
	scale "  netpbm: pgmtopbm -threshold" \
	    "pgmtopbm -threshold $tmp/s.pgm >$tmp/n.pbm" "$tmp/n.pbm"
	scale "  mazerender -c 1 -f pbm" \
	    "mazerender -c 1 -f pbm -o $tmp/m.pbm $tmp/solved" "$tmp/m.pbm" \
	    "$tbase"
else
	echo "  (netpbm is not installed: apt-get install netpbm)"
fi

# ---- 1000x1000 cells: the same programs on a smaller maze ----
n=1000
mazegen -s 1 $n >"$tmp/maze"
mazegen -s 1 $n | mazepost --end farthest >"$tmp/far"
mazesolve "$tmp/maze" >"$tmp/solved"
bytes=$(wc -c <"$tmp/maze")
set -- $(best "$tool floor $bytes $((2 * n + 1)) | cat >/dev/null")
floor=$1
echo
printf '%-34s %8s %9s %9s\n' "${n}x$n cells" "seconds" "vs floor" "peak MiB"
printf '%-34s %8.3f %8.1fx %9s\n' "floor: $bytes bytes through a pipe" \
    "$floor" 1 -
row "mazegen" "mazegen -s 1 $n | cat >/dev/null" "$floor"
row "mazegen -a kruskal" "mazegen -a kruskal -s 1 $n | cat >/dev/null" "$floor"
row "  reading and writing (ascii)" \
    "cat $tmp/solved | mazerender -f ascii | cat >/dev/null" "$floor"
row "mazesolve" "cat $tmp/maze | mazesolve | cat >/dev/null" "$floor"
row "mazerender -c 1 to PNG" \
    "cat $tmp/solved | mazerender -c 1 -o $tmp/x.png" "$floor"
row "mazepost braid+cycles" "cat $tmp/maze |
    mazepost -s 1 --braid 0.5 --cycles 1000 | cat >/dev/null" "$floor"
row "mazepost near 7, keep" "cat $tmp/maze |
    mazepost --end farthest --near 7 --keep-solution | cat >/dev/null" "$floor"
row "mazepost --diameter" \
    "cat $tmp/maze | mazepost --diameter | cat >/dev/null" "$floor"
row "mazestat" "cat $tmp/far | mazestat >/dev/null" "$floor"
row "mazestat -b bfs" "cat $tmp/far | mazestat -b bfs >/dev/null" "$floor"
mazegen -s 1 4000 >"$tmp/maze"
mazesolve "$tmp/maze" >"$tmp/solved"

# ---- mazerender (issue 6): PNG encoding against libpng alone, and memory ----
# The same 4000x4000 maze to PNG, one pixel a block, against the same image
# (the picture just drawn, decoded) encoded through libpng alone at the same
# settings (tests/tools/pngenc, which times only its encoding).  Then peak
# memory of a plain render streaming to a file, for mazes of other widths
# and heights, against reading the whole maze (to standard output).
echo
printf '%-34s %8s %9s %9s\n' "mazerender 4000x4000 -c 1" "seconds" "vs libpng" "peak MiB"
for l in 4 1; do
	set -- $(best "mazerender -c 1 --compression $l -o $tmp/r.png $tmp/solved")
	mr=$1 kb=$2
	lib=$(for i in 1 2 3; do "$b/tools/pngenc" -l $l "$tmp/r.png" "$tmp/l.png"; done | sort -n | head -1)
	printf '%-34s %8.3f %8s %9s\n' "  libpng alone, level $l" "$lib" 1.0x -
	awk -v what="  mazerender, level $l" -v t="$mr" -v f="$lib" -v kb="$kb" -v s="$(wc -c <"$tmp/r.png")" 'BEGIN {
		printf "%-34s %8.3f %8.1fx %9.1f  (%.1f MB)\n", what, t, t / f, kb / 1024, s / 1e6 }'
done
printf '%-34s %8s %9s %9s\n' "plain render, memory" "seconds" "" "peak MiB"
for size in "1000 4000" "4000 1000" "4000 4000"; do
	set -- $size
	mazegen -s 1 $1 $2 >"$tmp/m"
	set -- $1 $2 $(best "mazerender -c 1 -o $tmp/r.png $tmp/m")
	printf '%-34s %8.3f %9s %9.1f\n' "  ${1}x$2 cells, to a file" $3 "" \
	    $(awk -v kb=$4 'BEGIN { print kb / 1024 }')
done
set -- $(best "mazerender -c 1 $tmp/m >$tmp/r.png")
printf '%-34s %8.3f %9s %9.1f\n' "  4000x4000, whole (to stdout)" $1 "" \
    $(awk -v kb=$2 'BEGIN { print kb / 1024 }')

# ---- mazesolve: breadth-first search against a bare one (issue 4) ----
# barebfs reads the 4000x4000-cell maze once, then times the library's bfs
# solver and the plainest breadth-first search over the same grid, in the
# same process, so that parsing is timed apart; the best of three runs.
# Memory: mazesolve's peak resident size per block of the grid.
n=4000
mazegen -s 1 $n >"$tmp/maze"
echo
printf '%-34s %8s %8s %8s %9s\n' "mazesolve bfs ${n}x$n" read bfs bare \
    "bfs/bare"
for i in 1 2 3; do
	"$b/tools/barebfs" "$tmp/maze" || { echo "bench: barebfs failed" >&2; exit 2; }
done | sort -k4 -n | head -1 | awk '{
	printf "%-34s %8.3f %8.3f %8.3f %8.2fx\n", "  best of 3", $2, $4, $6,
	    $4 / $6 }'
set -- $(best "mazesolve $tmp/maze >/dev/null")
blocks=$(( (2 * n + 1) * (2 * n + 1) ))
awk -v s="$1" -v kb="$2" -v blocks=$blocks 'BEGIN {
	printf "%-34s %8.3f %9.1f MiB, %.2f bytes/block\n",
	    "mazesolve (read, solve, write)", s, kb / 1024, kb * 1024 / blocks }'

# ---- mazegen: every generator at 4000x4000 cells ----
# Against two floors, measured again here, since the machine's load may
# have changed since the first table: the simplest possible streaming
# generator, writing the same bytes (a binary tree drawing one random bit
# a cell: benchtool floorgen), which is what issue 3 sets the targets
# against; and, lower, the bytes of the maze merely written.
echo
n=4000
w=$((2 * n + 1))
bytes=$(mazegen -s 1 $n | wc -c)
floor=$(floor9 "$tool floorgen $n $n | cat >/dev/null")
pipe=$(floor9 "$tool floor $bytes $w | cat >/dev/null")
printf '%-34s %8s %9s %9s %9s\n' "generator (4000x4000)" "seconds" \
    "vs floor" "vs pipe" "peak MiB"
printf '%-34s %8.3f %8.1fx %8.1fx %9s\n' "floor: simplest generator" \
    "$floor" 1 "$(awk -v f="$floor" -v p="$pipe" 'BEGIN { print f / p }')" -
printf '%-34s %8.3f %9s %8.1fx %9s\n' "pipe: $bytes bytes written" \
    "$pipe" - 1 -
for a in $(mazegen -a list | cut -d' ' -f1); do
	set -- $(best "mazegen -a $a -s 1 $n | cat >/dev/null")
	awk -v what="mazegen -a $a" -v f="$floor" -v p="$pipe" -v t="$1" \
	    -v kb="$2" 'BEGIN { printf "%-34s %8.3f %8.1fx %8.1fx %9.1f\n",
	    what, t, t / f, t / p, kb / 1024 }'
done

# ---- masks (issue 34): per cell inside, against a maze without ----
# A disc in the 4000x4000 square (78.5% of its cells inside), as a text
# mask of 16 MB and as a PNG (tests/tools/maskpng): the seconds of a
# masked maze for each cell inside, reading the mask included, over those
# of the unmasked maze for each cell.  The target is 1.2x.  The maze
# written is the whole square either way, the outside as walls.
echo
awk -v n=$n 'BEGIN { r = n / 2; for (y = 0; y < n; y++) { s = ""
	for (x = 0; x < n; x++)
		s = s (((x + 0.5 - r) ^ 2 + (y + 0.5 - r) ^ 2 < r * r) ? "." : "#")
	print s } }' >"$tmp/disc.txt"
"$b"/tools/maskpng gray "$tmp/disc.png" <"$tmp/disc.txt"
inside=$(tr -cd . <"$tmp/disc.txt" | wc -c)
printf '%-34s %8s %8s %8s %9s\n' "disc mask, $inside of $((n * n)) cells" \
    masked whole "per cell" "peak MiB"
for a in backtracker kruskal wilson; do
	set -- $(best "mazegen -a $a -s 1 $n | cat >/dev/null")
	whole=$1
	for m in txt png; do
		set -- $(best "mazegen -a $a -s 1 --mask $tmp/disc.$m |
		    cat >/dev/null")
		awk -v what="mazegen -a $a, $m mask" -v t="$1" -v f="$whole" \
		    -v kb="$2" -v i=$inside -v c=$((n * n)) 'BEGIN {
			printf "%-34s %8.3f %8.3f %7.2fx %9.1f\n", what, t, f,
			    (t / i) / (f / c), kb / 1024 }'
	done
done

# ---- weave (issue 34): per cell, against the same maze without ----
# A weave maze is three levels of blocks, so three times the text; the
# target is 1.5x the seconds of the plain maze of the same cells.
echo
printf '%-34s %8s %8s %8s %9s\n' "weave 0.5, 4000x4000 cells" weave plain \
    "weave/plain" "peak MiB"
for a in backtracker kruskal; do
	set -- $(best "mazegen -a $a -s 1 $n | cat >/dev/null")
	plain=$1
	set -- $(best "mazegen -a $a --weave 0.5 -s 1 $n | cat >/dev/null")
	awk -v what="mazegen -a $a --weave" -v t="$1" -v f="$plain" \
	    -v kb="$2" 'BEGIN { printf "%-34s %8.3f %8.3f %7.2fx %9.1f\n",
	    what, t, f, t / f, kb / 1024 }'
done

# ---- grids (issue 35): per cell, hexagons and triangles against squares ----
# 2000x2000 cells of each grid, and 1000 rings (3999997 cells), made (to
# a pipe) and solved (from a file, to /dev/null), as ratios to the square
# maze of the same cells.  A hexagon is three blocks of its row (maze(5)
# "Grids"), so a hex maze has about twice the blocks of a square one a
# cell, and its text twice the bytes; a triangle maze and a polar one have
# the square maze's.  The target is 1.5x.  The four grids take turns
# (race()), five runs each.
echo
printf '%-34s %8s %8s %8s %8s %8s\n' "2000x2000 cells" square hex/sq \
    delta/sq polar/sq "hex MiB"
g=2000
# grids what 'square' 'hex' 'delta' 'polar': a row, the four raced.
grids() {
	what=$1
	shift
	set -- $(race "$@")
	awk -v what="$what" -v s="$1" -v h="$3" -v d="$5" -v p="$7" \
	    -v kb="$4" 'BEGIN { printf "%-34s %8.3f %7.2fx %7.2fx %7.2fx " \
	    "%8.1f\n", what, s, h / s, d / s, p / s, kb / 1024 }'
}
for a in backtracker kruskal prim growth dfs-tree wilson hunt-and-kill \
    corridor; do
	grids "mazegen -a $a" "mazegen -a $a -s 1 $g | cat >/dev/null" \
	    "mazegen -a $a --grid hex -s 1 $g | cat >/dev/null" \
	    "mazegen -a $a --grid delta -s 1 $g | cat >/dev/null" \
	    "mazegen -a $a --grid polar -s 1 1000 | cat >/dev/null"
done
for k in square hex delta; do
	mazegen --grid $k -s 1 $g >"$tmp/g-$k"
done
mazegen --grid polar -s 1 1000 >"$tmp/g-polar"
for a in bfs astar dead-end-filling; do
	grids "mazesolve -a $a" "mazesolve -a $a $tmp/g-square >/dev/null" \
	    "mazesolve -a $a $tmp/g-hex >/dev/null" \
	    "mazesolve -a $a $tmp/g-delta >/dev/null" \
	    "mazesolve -a $a $tmp/g-polar >/dev/null"
done

# ---- three dimensions (issue 12): per cell, against a flat maze ----
# A maze of 200x200x200 cells against one of 2829x2829, the same 8.0e6
# cells, made (to a pipe) and solved (from a file, to /dev/null): the ratio
# is the price of a cell in levels.  A cell maze in levels has about twice
# the blocks of a flat one per cell (its floors), so the text is twice as
# long; the target is 1.5x or less.
echo
printf '%-34s %8s %8s %8s\n' "8.0e6 cells: 200^3 vs 2829^2" "3D" "flat" "3D/flat"
for a in backtracker kruskal wilson; do
	set -- $(best "mazegen -a $a -s 1 200 200 200 | cat >/dev/null")
	t3=$1
	set -- $(best "mazegen -a $a -s 1 2829 2829 | cat >/dev/null")
	awk -v what="mazegen -a $a" -v a="$t3" -v b="$1" 'BEGIN {
		printf "%-34s %8.3f %8.3f %7.2fx\n", what, a, b, a / b }'
done
mazegen -s 1 200 200 200 >"$tmp/m3"
mazegen -s 1 2829 2829 >"$tmp/m2"
for a in bfs astar; do
	set -- $(best "mazesolve -a $a $tmp/m3 >/dev/null")
	t3=$1
	set -- $(best "mazesolve -a $a $tmp/m2 >/dev/null")
	awk -v what="mazesolve -a $a" -v a="$t3" -v b="$1" 'BEGIN {
		printf "%-34s %8.3f %8.3f %7.2fx\n", what, a, b, a / b }'
done

# ---- a batch in shards (issue 20): the speed-up on this machine's cores ----
# 20000 mazes of 20x20 cells through the whole pipeline, mazegen |
# mazepost | mazesolve | mazestat -P -f tsv, made by one pipeline and by
# as many shards as there are cores, run at once by xargs -P (and by GNU
# parallel, if there is one), each to its own file, joined by cat in order.
# One pipeline's stages already overlap on several cores, so its time on
# one core (taskset) is the baseline the speed-up is measured against, the
# aim being the number of cores; the sharded output is checked to be the
# single run's, byte for byte.
echo
cores=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
total=20000
stages='mazepost --end farthest | mazesolve | mazestat -P -f tsv -T'
i=0
while [ $i -lt $cores ]; do
	first=$((i * total / cores))
	echo $first $(((i + 1) * total / cores - first))
	i=$((i + 1))
done >"$tmp/shards"
printf '%s\n' "mazegen -s 1 --offset \$1 -n \$2 20 20 |" \
    "$stages --offset \$1 >$tmp/shard-\$1.tsv" | tr '\n' ' ' >"$tmp/shard.sh"
printf '%s\n' "xargs -P $cores -n 2 sh $tmp/shard.sh <$tmp/shards &&" \
    "cat \$(sed 's|^\([0-9]*\) .*|$tmp/shard-\1.tsv|' $tmp/shards)" \
    ">$tmp/xargs.tsv" | tr '\n' ' ' >"$tmp/xargs.sh"
one="mazegen -s 1 -n $total 20 20 | $stages >$tmp/one.tsv"
printf '%-34s %8s %9s\n' "$total mazes of 20x20, $cores cores" seconds \
    speed-up
if command -v taskset >/dev/null 2>&1; then
	set -- $(best "taskset -c 0 sh -c '$one'")
	base=$1
	printf '%-34s %8.3f %8.2fx\n' "one pipeline, one core" "$base" 1
	set -- $(best "$one")
	printf '%-34s %8.3f %8.2fx\n' "one pipeline, every core" "$1" \
	    "$(awk -v b="$base" -v t="$1" 'BEGIN { print b / t }')"
else
	set -- $(best "$one")
	base=$1
	printf '%-34s %8.3f %8.2fx\n' "one pipeline" "$base" 1
fi
set -- $(best "sh $tmp/xargs.sh")
cmp -s "$tmp/one.tsv" "$tmp/xargs.tsv" || echo "bench: shards differ" >&2
printf '%-34s %8.3f %8.2fx  (aim: %d)\n' "$cores shards, xargs -P $cores" \
    "$1" "$(awk -v b="$base" -v t="$1" 'BEGIN { print b / t }')" "$cores"
if command -v parallel >/dev/null 2>&1; then
	PARALLEL_HOME=$tmp/parallel
	export PARALLEL_HOME
	mkdir -p "$PARALLEL_HOME"
	printf '%s\n' "parallel --will-cite -k -j $cores --colsep ' '" \
	    "'mazegen -s 1 --offset {1} -n {2} 20 20 | $stages --offset {1}'" \
	    "<$tmp/shards >$tmp/parallel.tsv" | tr '\n' ' ' >"$tmp/parallel.sh"
	set -- $(best "sh $tmp/parallel.sh")
	cmp -s "$tmp/one.tsv" "$tmp/parallel.tsv" ||
	    echo "bench: shards differ" >&2
	printf '%-34s %8.3f %8.2fx\n' "$cores shards, GNU parallel -k" "$1" \
	    "$(awk -v b="$base" -v t="$1" 'BEGIN { print b / t }')"
fi
# ---- progress (issue 18): the line drawn, against none ----
# The same runs with the progress line forced on from their start
# (MAZE_PROGRESS=0 draws it to standard error whatever that is, here
# /dev/null, four times a second) and off; the cost is the ratio, the
# target under 1.01x.  A streamed maze (rows written), a stream of small
# mazes (counted), and a maze read and measured.
echo
printf '%-34s %8s %8s %8s\n' "progress line" "on" "off" "on/off"
mazegen -s 1 -n 20000 20 >"$tmp/many"
for c in "mazegen -a eller -s 1 4000" "mazegen -s 1 -n 20000 20" \
    "mazestat -T $tmp/maze" "mazesolve $tmp/many"; do
	set -- $(best "MAZE_PROGRESS=0 $c 2>/dev/null | cat >/dev/null")
	on=$1
	set -- $(best "$c 2>/dev/null | cat >/dev/null")
	awk -v what="${c%% /*}" -v a="$on" -v b="$1" 'BEGIN {
		printf "%-34s %8.3f %8.3f %7.3fx\n", what, a, b, a / b }'
done
# ---- frames (issue 13): what --frames costs over the plain run ----
# A 200x200 maze made, and solved, as 200 frames, to a pipe: its time
# against the plain run's, and against the plain run plus moving the
# frames' bytes through the pipe (the floor of that many bytes), whose sum
# is the target (1.2x or less).  A solve with frames runs twice, counting
# its steps first.
echo
printf '%-34s %8s %8s %8s %8s\n' "200x200, --frames 200" "frames" "plain" \
    "/plain" "/(p+out)"
mazegen -s 1 200 >"$tmp/m"
frames() {
	bytes=$(sh -c "$2" | wc -c)
	set -- "$1" "$2" "$3" $(best "$tool floor $bytes 401 | cat >/dev/null")
	floor=$4
	set -- "$1" "$2" "$3" $(best "$2 | cat >/dev/null")
	t=$4
	set -- "$1" "$2" "$3" $(best "$3 | cat >/dev/null")
	awk -v what="$1" -v t="$t" -v p="$4" -v f="$floor" 'BEGIN {
		printf "%-34s %8.3f %8.3f %7.1fx %7.2fx\n", what, t, p, t / p,
		    t / (p + f) }'
}
frames "mazegen backtracker" "mazegen -s 1 --frames 200 200" "mazegen -s 1 200"
frames "mazegen wilson" "mazegen -a wilson -s 1 --frames 200 200" \
    "mazegen -a wilson -s 1 200"
frames "mazesolve bfs" "mazesolve --frames 200 $tmp/m" "mazesolve $tmp/m"
frames "mazesolve astar" "mazesolve -a astar --frames 200 $tmp/m" \
    "mazesolve -a astar $tmp/m"

# ---- animated GIF (issue 13): delta frames against every frame whole ----
# The GIF of a generation, every step a frame, against the same frames
# each stored whole and opaque (gifframes -w re-encodes it so), the naive
# encoding; the aim is 10x smaller.  Then a 200x200 backtracker's 200
# frames drawn as a GIF, against the same frames drawn as PNG files.
echo
printf '%-34s %8s %8s %8s
' "GIF of --frames all" "bytes" "whole" "smaller"
for a in backtracker wilson prim; do
	mazegen -a $a -s 1 --frames all 30 20 | mazerender -c 6 -w 2 \
	    -o "$tmp/a.gif"
	"$b/tools/gifframes" -w "$tmp/a.gif" >"$tmp/w.gif"
	awk -v what="$a 30x20" -v d=$(wc -c <"$tmp/a.gif") \
	    -v w=$(wc -c <"$tmp/w.gif") 'BEGIN {
		printf "%-34s %8d %8d %7.1fx\n", what, d, w, w / d }'
done
mazegen -s 1 --frames 200 200 >"$tmp/frames"
set -- $(best "mazerender -c 2 -o $tmp/b.gif $tmp/frames")
gif=$1
mkdir -p "$tmp/png"
set -- $(best "mazerender -c 2 -o $tmp/png/f%d.png $tmp/frames")
awk -v g="$gif" -v p="$1" -v b=$(wc -c <"$tmp/b.gif") 'BEGIN {
	printf "%-34s %8.3f s, %d bytes; PNGs %.3f s (%.2fx)\n",
	    "200x200 backtracker, 200 frames", g, b, p, g / p }'
rm -rf "$tmp/png"
