# mazegen --mask with a PNG, told by its signature, not its name: grey,
# alpha and palette PNGs of one outline make the maze its text mask makes;
# scaled to a size given, nearest pixel, up or down.
. "$E2E"/lib.sh
printf '##....##\n#......#\n........\n##.##.##\n' >ring.txt
for k in gray alpha palette; do
	"$TOOLS"/maskpng $k ring-$k.dat <ring.txt
done
mazegen -s 3 --mask ring.txt | sed 4d >want
for k in gray alpha palette; do
	mazegen -s 3 --mask ring-$k.dat | sed 4d >got
	cmp -s want got && echo "$k: as the text mask" || echo "$k: differs"
done
t 'mazegen -s 3 --mask ring-gray.dat 16 8 | sed -n 4,21p'
t 'mazegen -a kruskal -s 1 --mask ring-alpha.dat 4 2'
t 'mazegen -s 1 --mask ring-palette.dat 8 4 2 | sed -n 2,4p'
