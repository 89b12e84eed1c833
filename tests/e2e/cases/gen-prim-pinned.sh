# Prim's mazes pinned by checksum at sizes where its queue of buckets by
# weight and a small heap does all it does (seed 4 at 600x400 spills the
# heap back to the buckets); the sums are those of the one 4-ary heap it
# replaced, which took the least key as it does.
for s in 1 2 3 4 5; do
	echo "600x400 -s $s $(mazegen -a prim -s $s 600 400 | cksum)"
done
echo "60x50x20 $(mazegen -a prim -s 6 60 50 20 | cksum)"
echo "--root center $(mazegen -a prim --root center -s 7 501 299 | cksum)"
echo "--frames $(mazegen -a prim -s 8 --frames 40 90 70 | cksum)"
