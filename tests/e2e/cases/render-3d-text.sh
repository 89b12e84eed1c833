# A maze of several levels as text: ascii as maze(5) writes it; unicode
# and half a level after another, each after its label, with arrows on the
# blocks that lead up (to the level before), down, or both ways; of a cell
# maze only the levels of cells.
. "$E2E"/lib.sh
cp "$DATA"/3d-render-*.maze .
t 'mazerender -f ascii 3d-render-solved.maze'
t 'mazerender -f unicode 3d-render-cells.maze'
t 'mazerender -f unicode 3d-render-solved.maze'
t 'mazerender -f unicode 3d-render-explored.maze'
t 'mazerender -f half 3d-render-solved.maze'
t 'mazerender -f unicode 3d-render-grid.maze'
t 'mazesolve 3d-render-grid.maze | mazerender -f half'
# In colour, as in a flat maze; the heat map's distances run across levels.
t 'mazerender -f unicode --color always 3d-render-solved.maze'
t 'mazerender -f half --color always 3d-render-solved.maze'
t 'mazerender -f ascii --color always --heat rainbow 3d-render-cells.maze'
t 'mazerender -f unicode --color always --heat magma --from 0,0,2 3d-render-cells.maze'
# A stream: an empty line between mazes, as in 2D.
t 'cat 3d-render-grid.maze 3d-render-grid.maze | mazerender -f unicode'
