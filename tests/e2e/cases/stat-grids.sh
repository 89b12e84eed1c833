# Figures on grids whose answers are counted by hand:
# - foreign.maze, a cell maze of 5x3 cells: 15 passages, so one loop; dead
#   ends at cells 0,0 and 2,2; solved, a route of 12 steps.
# - rooms.maze, not a cell maze: 38 open blocks, 26 + 24 adjacent pairs, so
#   50 - 38 + 1 = 13 loops; no block with one open neighbour.
# - parts.maze, 3x4 cells in three parts, each a tree: 0 loops, not
#   perfect; dead ends at cells 0,0 0,1 2,0 2,1 0,2 2,3.
mazestat "$DATA"/foreign.maze "$DATA"/rooms.maze "$DATA"/parts.maze
mazesolve "$DATA"/foreign.maze | mazestat
