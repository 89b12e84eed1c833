# mazepost's endpoints on cell mazes of several levels: x,y,z, the corners
# (n on the first level, s on the last), center, random, farthest,
# --diameter and --border (through the sides first, then the ceiling of the
# first level or the floor of the last).
. "$E2E"/lib.sh
cp "$DATA"/3d-post-3x2x2.maze m
cp "$DATA"/3d-post-5x4x3.maze big
t 'mazepost --start 0,1,1 --end 2,0 m'
t 'mazepost --start nw --end se m | grep -n "[SE]"'
t 'mazepost --start ne --end sw m | grep -n "[SE]"'
t 'mazepost --start center --end 0,0,0 m | grep -n "[SE]"'
t 'mazepost --end farthest m'
t 'mazepost --start farthest big | mazesolve | tr -cd + | wc -c'
t 'mazepost --diameter m'
t 'mazepost --diameter big | mazesolve | tr -cd + | wc -c'
t 'mazepost -s 5 --start random --end random big | grep -n "[SE]"'
t 'mazepost --start 1,0,0 --end 1,1,1 --border m'
t 'mazepost --start 2,2,0 --end 2,1,2 --border big | grep -n "[SE]"'
# Refused.
t 'mazepost --end 0,0,2 m'
t 'mazepost --end 3,0,1 m'
t 'mazepost --end 1,1,1 --start 1,1,1 m'
t 'mazepost --start 2,2,1 --border big'
t 'mazegen -s 1 3 2 | mazepost --end 1,1,1'
