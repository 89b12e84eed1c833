# The second pipeline: the PNG, decoded, shows every block in its colour.
mazegen -s 1 40 30 | mazesolve -x >solved.maze
mazerender -o maze.png solved.maze
mazerender -f ascii solved.maze >expected
"$TOOLS"/pngblocks -c 8 maze.png >got && cmp expected got && echo "8-pixel blocks match the grid"
mazerender -c 1 -o small.png solved.maze
"$TOOLS"/pngblocks -c 1 small.png >got && cmp expected got && echo "1-pixel blocks match the grid"
mazerender solved.maze >stdout.png
"$TOOLS"/pngblocks -c 8 stdout.png | cmp - expected && echo "standard output gets the same picture"
ls
