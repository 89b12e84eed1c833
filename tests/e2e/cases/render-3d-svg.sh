# A maze of several levels as SVG: a panel a level of cells, its label in
# text above it, the passages up and down as triangles (a diamond for
# both) in one path a panel.
. "$E2E"/lib.sh
cp "$DATA"/3d-render-*.maze .
t 'mazerender -f svg -c 10 -w 4 3d-render-solved.maze'
t 'mazerender -f svg -c 6 -m 2 --columns 3 --heat magma 3d-render-explored.maze'
t 'mazesolve 3d-render-grid.maze | mazerender -f svg -c 5'
