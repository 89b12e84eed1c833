# The DIAGNOSTICS of mazesolve(1) are what mazesolve says: each line of the
# page, made again from a maze that brings it on (mazestat(1) has no such
# section).
sed -n '/^\.Sh DIAGNOSTICS/,/^\.Ed/p' "$TOP"/man/mazesolve.1 |
    sed '1,2d; $d; s/\\-/-/g' >want
# examples/cave.maze with the blocks beside S walled up: no way out.
mkdir examples
awk '/S/ && !done { sub(/S /, "S#"); done = 1 } { print }' \
    "$TOP"/examples/cave.maze | sed '4s/^#  /## /' >examples/cave.maze
# E walled in, S outside: the hand goes round and comes back to S.
printf '#######\n#S    #\n# ### #\n# #E# #\n# ### #\n#     #\n#######\n' \
    >island.maze
# A corridor of 5000 blocks, a dead end off every other one: each turns
# the mouse about at random, and its walk to E takes far longer than 1000
# steps a block.
awk 'BEGIN {
	w = 5000; s = ""; for (i = 0; i < w + 2; i++) s = s "#"; print s
	c = "#S"; for (i = 0; i < w - 2; i++) c = c " "; print c "E#"
	t = "#"; for (i = 0; i < w; i++) t = t (i % 2 ? " " : "#"); print t "#"
	print s }' >big.maze
mazegen -s 1 4 3 3 >m
{
	mazesolve examples/cave.maze
	mazesolve -a wall-follower island.maze
	mazesolve -a random-mouse -s 1 big.maze
	(cd "$TOP" && mazesolve --from 0,0 examples/cave.maze)
	mazesolve -a wall-follower m
	mazesolve --from 1,1,7 m
} 2>got >/dev/null
diff want got &&
    echo "mazesolve(1): $(wc -l <want) diagnostics, as mazesolve prints them"
