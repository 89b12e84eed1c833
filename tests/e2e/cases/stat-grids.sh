# Figures on grids whose answers are counted by hand:
# - foreign.maze, a cell maze of 5x3 cells: 15 passages, so one loop; dead
#   ends at cells 0,0 and 2,2; solved, a route of 12 steps.
# - rooms.maze, not a cell maze: 38 open blocks, 26 + 24 adjacent pairs, so
#   50 - 38 + 1 = 13 loops; no block with one open neighbour.
# - parts.maze, 3x4 cells in three parts, each a tree: 0 loops, not
#   perfect; dead ends at cells 0,0 0,1 2,0 2,1 0,2 2,3.
# The later columns add up: isolated + dead ends + straights + turns +
# junctions is the cells (0+2+2+9+2+0 = 15, 0+0+6+10+20+2 = 38, 0+6+0+6+0+0
# = 12), hpass + vpass - cells + parts is the loops (8+7-15+1 = 1,
# 26+24-38+1 = 13, 4+5-12+3 = 0), and the histogram adds up to reach.
mazestat "$DATA"/foreign.maze "$DATA"/rooms.maze "$DATA"/parts.maze
mazesolve "$DATA"/foreign.maze | mazestat
