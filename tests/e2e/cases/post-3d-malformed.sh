# A floor block open where no cell is above or below it is not a cell
# maze: refused where it is, nothing on standard output.
. "$E2E"/lib.sh
sed '17s/^#####/## ##/' "$DATA"/3d-post-3x2x2.maze >bad.maze
t 'sed -n 15,18p bad.maze'
t 'mazepost --cycles 1 bad.maze'
