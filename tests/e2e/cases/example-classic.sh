# examples/classic.sh draws each generator it is given coloured by distance
# from the centre.  The classic three are other branches' work, so the two
# generators every build has stand in for them here.
cp "$TOP"/examples/classic.sh .
GENERATORS="backtracker kruskal" GENOPTS= sh classic.sh 20
for g in backtracker kruskal; do
	"$TOOLS"/pngblocks -x -c 4 classic-$g.png | tr ' ' '\n' | sort -u | wc -l |
	    awk -v g=$g '{ print "classic-" g ".png:", $1, "colours" }'
done
# The heat map's root is the centre cell: the rainbow's red, level 0.
"$TOOLS"/pngblocks -x -c 4 classic-kruskal.png | awk 'NR == 22 { print "centre:", $22 }'
GENERATORS=no-such-generator sh classic.sh 20 2>&1
echo "exit $?"
