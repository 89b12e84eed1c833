# Kruskal's and Prim's made fast must draw and decide as before: same seed,
# same bytes, pinned by checksum over sizes flat and of levels, odd, one
# cell wide or tall, several mazes a run, frames, and every generator that
# shares the growing tree with Prim's.
sum() { sha256sum | cut -d' ' -f1; }
for a in kruskal prim; do
	for size in 1 "1 9" "9 1" "2 2" "7 13" "1 1 4" "1 6 2" "5 1 3" \
	    "2 2 2" "33 17" "150 70" "61 45 7" "1000 700" "90 70 30"; do
		echo "$a $size $(mazegen -a $a -s 5 $size | sum)"
	done
	echo "$a -n 3 $(mazegen -a $a -s 11 -n 3 201 99 | sum)"
	echo "$a -n 3 3d $(mazegen -a $a -s 12 -n 3 31 20 5 | sum)"
	for seed in 1 2 3 18446744073709551615; do
		echo "$a -s $seed $(mazegen -a $a -s $seed 400 300 | sum)"
	done
	echo "$a frames $(mazegen -a $a -s 3 --frames 40 60 50 | sum)"
	echo "$a frames all $(mazegen -a $a -s 4 --frames all 12 9 | sum)"
	echo "$a frames 3d $(mazegen -a $a -s 4 --frames 25 14 11 4 | sum)"
done
for args in "--root center" "--root 0,0" "--root 299,199" "--root 5,6,2"; do
	echo "prim $args $(mazegen -a prim $args -s 9 300 200 3 | sum)"
done
# Prim's queue spills the sorted run of a bucket back, and the bucket must
# come out later in order with what was offered into it since.
echo "prim spilled run $(mazegen -a prim --root 0,0 -s 2 100 100 100 | sum)"
for args in "-a growth" "-a dfs-growth" "-a dfs-growth --newest 9" \
    "-a bfs-tree" "-a dfs-tree" "-a growing-tree" \
    "-a growing-tree --policy random" "-a growing-tree --policy oldest" \
    "-a growing-tree --policy middle" \
    "-a growing-tree --policy newest:3,random:1,oldest:2"; do
	echo "$args $(mazegen $args -s 6 300 200 | sum)" \
	    "$(mazegen $args -s 6 40 30 5 | sum)" \
	    "$(mazegen $args -s 6 --frames 30 40 30 | sum)"
done
