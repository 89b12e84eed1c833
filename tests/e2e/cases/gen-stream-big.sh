# The streaming generators never hold the maze: one of 2001 x 200000001
# blocks, far past the limit of a maze in memory, starts at once ...
for a in eller sidewinder binary-tree; do
	mazegen -a $a -s 5 1000 100000000 | head -4 | cut -c1-30
done
# ... while the others refuse it before writing anything.
mazegen -a backtracker 1000 100000000 | wc -c
# Making a 40 MB maze, a streaming generator's peak memory is what it is
# for a maze of ten rows: it grows by far less than the maze's size (the
# figures are KiB; the base differs under the sanitizers, the growth not).
for a in eller sidewinder binary-tree; do
	small=$("$TOOLS"/benchtool run "mazegen -a $a -s 5 1000 10 | tail -c 1 >/dev/null" | cut -d' ' -f2)
	big=$("$TOOLS"/benchtool run "mazegen -a $a -s 5 1000 10000 | tail -c 1 >/dev/null" | cut -d' ' -f2)
	echo "$a: $((big - small))" | awk '{ print $1, $2 < 4096 ? "grows under 4 MB" : "grows " $2 " KiB" }'
done
# Each side must still fit in 32 bits.
mazegen -a eller 2147483648 1 | wc -c
