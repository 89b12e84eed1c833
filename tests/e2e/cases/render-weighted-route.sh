# A route over weighted blocks is marked 'a' to 'i' (maze(5)); pictures draw
# those blocks in the route's colour, like '+'.
mazesolve -a dijkstra "$TOP"/examples/weighted.maze >solved
grep -c '[a-i]' solved
mazerender -c 1 -o w.png solved
# Where the grid has a route mark, the picture has the route colour, and
# nowhere else.
mazerender -f ascii solved | sed 's/[^a-i+]/./g; s/[a-i]/+/g' >want
"$TOOLS"/pngblocks -c 1 w.png | sed 's/[^+]/./g' >got
cmp want got && echo "every route block, lettered or not, is drawn as route"
