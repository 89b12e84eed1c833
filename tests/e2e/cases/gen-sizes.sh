# Every generator makes a perfect maze at the smallest and thinnest sizes.
for a in $(mazegen -a list | cut -d' ' -f1); do
	for size in "1 1" "1 2" "2 1" "1 9" "9 1" "2 2" "3 3" "8 5"; do
		mazegen -a $a -s 3 $size | mazestat | awk -v a=$a -v s="$size" \
		    'NR == 2 { print a, s ":", $3 "x" $4, $9 }'
	done
done
