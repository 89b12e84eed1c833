# SVG: parses as XML; the walls are one path of merged segments, the route
# polylines; small -- never an element per block.
. "$E2E"/lib.sh
mazegen -s 6 5 3 | mazesolve -x >small
t 'mazerender -f svg small'
t 'mazerender -f svg -c 6 -w 2 -m 4 -C background=navy small | grep -c "<"'
mazerender -f svg -c 6 -w 2 small | grep 'stroke-width="2"' | sed 's/d=".*/.../'
mazerender -f svg small | xmllint --noout - && echo "small: well-formed XML"
mazegen -s 1 100 | mazesolve -x | mazerender -f svg -o big.svg
xmllint --noout big.svg && echo "100x100 solved and explored: well-formed XML"
echo "100x100: $(grep -c '<' big.svg) elements, $(grep -c '<path' big.svg) paths, $(wc -c <big.svg) bytes"
mazegen -s 1 30 | mazerender -f svg --heat rainbow --cycles 2 -o heat.svg
xmllint --noout heat.svg && echo "heat map: well-formed XML, $(grep -c '<path fill' heat.svg) fill paths"
mazesolve "$TOP"/examples/cave.maze | mazerender -f svg -w 3 -c 5 >cave.svg
xmllint --noout cave.svg && echo "cave, not a cell maze, -w 3 -c 5: $(grep -c '<path stroke-width' cave.svg) wall paths, $(grep -c '<polyline' cave.svg) polylines"
t 'mazegen -s 6 -n 2 5 3 | mazerender -f svg'
t 'mazegen -s 6 -n 2 5 3 | mazerender -f svg -o m%d.svg; ls m*.svg'
# %d gives every format but GIF a file a maze: netpbm images and text too.
t 'mazegen -s 6 -n 2 5 3 | mazerender -o m%d.pbm; ls m*.pbm; head -c 9 m2.pbm | od -An -c'
t 'mazegen -s 6 -n 2 5 3 | mazerender -o m%d.txt --offset 4; ls m*.txt; cat m6.txt'
# Nothing goes to standard output when a second maze follows.
t 'mazegen -s 6 -n 2 5 3 | mazerender | wc -c'
# Same sizes and colours: the SVG, rasterized by tests/tools/svgraster,
# shows every block in the colour the PNG does.
mazegen -s 6 8 5 | mazesolve -x >sx
printf '#######\n#S+++ #\n# ### #\n#  ++E#\n#######\n' >pieces
# Route blocks with no undrawn route beside them: a block alone, a spur off
# the route, a loop, a route that branches and meets again (once left out).
printf '# + #\n' >lone
printf '#######\n#S+++E#\n#  +  #\n#######\n' >spur
printf '#######\n#S    #\n# +++ #\n# + + #\n# +++ #\n#    E#\n#######\n' >loop
printf '#########\n#S++++  #\n# + + + #\n# +++++E#\n#########\n' >mesh
mazesolve "$TOP"/examples/cave.maze >cave
for args in "-c 8:sx" "-c 12 -w 4 -m 6:sx" "-c 6 -w 2 -m 3 -C background=navy -C solution=red:sx" \
    "-c 4 -w 1 --heat rainbow --cycles 2:sx" "-c 5 -w 3:cave" "-c 3 -w 7 -m 1:cave" "-c 4:pieces" \
    "-c 4:lone" "-c 6 -m 2:spur" "-c 4:loop" "-c 5:mesh"; do
	file=${args#*:} args=${args%:*}
	geom=$(echo "$args" | sed 's/ --.*//; s/ -C.*//')
	mazerender -f svg $args $file >a.svg && "$TOOLS"/svgraster a.svg a.png &&
	    mazerender $args $file >b.png &&
	    "$TOOLS"/pngblocks -x $geom a.png >a && "$TOOLS"/pngblocks -x $geom b.png >b &&
	    cmp a b && echo "$file $args: the SVG's blocks are the PNG's"
done
