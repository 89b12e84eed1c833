# No path: exit 1, a message, and the maze written back unsolved.
cp "$DATA"/nopath.maze .
mazesolve nopath.maze
