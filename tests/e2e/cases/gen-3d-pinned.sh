# Same seed, same bytes, in three dimensions too: every generator that
# makes levels, and its options, pinned by checksum on streams of larger
# mazes; and each one a perfect maze that mazesolve reads and solves.
for a in $(mazegen -a list | cut -d' ' -f1); do
	case $a in eller|sidewinder|division) continue ;; esac
	echo "$a $(mazegen -a $a -s 11 -n 3 20 15 6 | cksum)"
	mazegen -a $a -s 11 9 8 7 | mazesolve >/dev/null ||
	    echo "$a: mazesolve failed"
done
for args in "-a binary-tree --bias se" "-a growing-tree --policy middle" \
    "-a growing-tree --policy newest:3,random:1" "-a dfs-growth --newest 2" \
    "-a corridor --corridor 3" "-a prim --root center" \
    "-a wilson --root 1,2,3" "-a hunt-and-kill --root random" \
    "-a bfs-tree --root 19,14,5"; do
	echo "$args $(mazegen $args -s 11 20 15 6 | cksum)"
done
