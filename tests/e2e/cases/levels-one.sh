# A maze of one level of cells between a top and a bottom floor (three
# levels of blocks) is read as its cells like any other, and solved,
# measured and changed as the flat maze it holds.  (Its form once had no
# room for the floors: mazesolve ran past the end of its states, and found
# no path.)
mazegen -s 3 200 100 >flat
grep -v '^;' flat >rows
w=$(($(head -1 rows | wc -c) - 1))
h=$(wc -l <rows)
{
	printf '; size %d %d 3\n; level 0\n' "$w" "$h"
	sed 's/./#/g' rows
	echo '; level 1'
	cat rows
	echo '; level 2'
	sed 's/./#/g' rows
} >deep
# level1 file: the rows of the level of cells.
level1() {
	grep -v '^;' "$1" | sed -n "$((h + 1)),$((2 * h))p"
}
mazesolve deep >solved; echo "mazesolve: exit $?"
mazesolve flat | grep -v '^;' | cmp - "$(level1 solved >l1; echo l1)" &&
    echo "solved as the flat maze"
mazepost --start ne --end farthest deep >post
mazepost --start ne --end farthest flat | grep -v '^;' |
    cmp - "$(level1 post >l1; echo l1)" && echo "changed as the flat maze"
for f in flat deep; do
	mazestat -f tsv -F levels,reach,route,diameter,dead_ends,loops "$f"
done
