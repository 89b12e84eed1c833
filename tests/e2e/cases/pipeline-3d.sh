# The pipeline of issue 12: a maze of four levels made, changed, solved and
# drawn by the same programs as a flat one, in the same pipe.
mazegen -a kruskal -s 1 12 8 4 | mazepost --end farthest | mazesolve |
    mazerender -o maze3d.png && echo "the pipeline draws maze3d.png"
# Same seed, same bytes.
mazegen -a kruskal -s 1 12 8 4 | mazepost --end farthest | mazesolve >a
mazegen -a kruskal -s 1 12 8 4 | mazepost --end farthest | mazesolve >b
cmp a b && echo "the same seed gives the same solved maze"
sed -n '1,3p;/^; level/p' a
tr -cd '+' <a | wc -c
# The picture in the pipe is the picture of the solved maze: compared by
# its decoded pixels.
mazerender -o from-file.png a
"$TOOLS"/pngblocks -c 1 maze3d.png >pipe.txt
"$TOOLS"/pngblocks -c 1 from-file.png >file.txt
cmp pipe.txt file.txt && echo "the same pixels as the solved maze's picture"
# And it is measured as what it is: four levels of 12x8 cells, perfect.
mazestat -f tsv -F kind,width,height,levels,cells,loops,parts,perfect a
