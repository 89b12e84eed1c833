# Every generator makes a perfect maze at the smallest and thinnest sizes.
# The mazes go to one mazestat, a stream of them, a row each in the order
# made (a blank line between two, as mazegen -n writes them), and names
# says what made each row: a mazestat and an awk for each maze took more
# time than the mazes (four times the processor time; more under the
# sanitizers and qemu-user, whose every start is dear).
for a in $(mazegen -a list | cut -d' ' -f1); do
	for size in "1 1" "1 2" "2 1" "1 9" "9 1" "2 2" "3 3" "8 5"; do
		echo "$a $size"
	done
done >names
while read -r a size; do
	mazegen -a $a -s 3 $size
	echo
done <names | mazestat | awk 'NR == FNR { name[NR] = $0; next }
    FNR > 1 { print name[FNR - 1] ":", $3 "x" $4, $9 }' names -
