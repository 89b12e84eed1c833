# --from and --to take x,y,z on a maze of several levels (z is the level,
# 0 the first); x,y means level 0.  A perfect maze of 4x3x3 cells.
. "$E2E"/lib.sh
cp "$DATA"/3d-solve-perfect.maze m
t 'mazesolve --stats -x m'
t 'mazesolve --from 7,5,5 --to 1,1,1 --stats m | sed -n 4,5p'
t 'mazesolve --from 3,3,3 --to 5,5,3 -a dead-end-filling -v m | sed 1,4d'
t 'mazesolve -a tremaux --to 1,3,5 -v m >/dev/null'
# Errors: outside the maze, in a level it has not, a wall, the other end.
t 'mazesolve --from 1,1,7 m'
t 'mazesolve --from 1,1 m'
t 'mazesolve --to 9,1,1 m'
t 'mazesolve --to 1,0,1 m'
t 'mazesolve --from 1,1,1,1 m'
t 'mazesolve --from 1,1,x m'
# A flat maze has only level 0.
mazegen -s 2 5 3 >flat
t 'mazesolve --from 1,1,0 --to 9,5,0 --stats flat | sed -n 4,5p'
t 'mazesolve --from 1,1,1 flat'
