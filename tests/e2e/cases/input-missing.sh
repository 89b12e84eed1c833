# A file that cannot be read (missing, or a directory) is reported and
# passed over, as cat and grep pass it over: the other files are read, and
# the exit status is 2 at the end.
. "$E2E/lib.sh"
mazegen -s 1 3 2 >a.maze
mazegen -s 2 2 2 >b.maze
mkdir dir
t 'mazesolve a.maze nonexist b.maze'
t 'mazepost --end farthest a.maze dir b.maze >p.maze; echo "exit $?"; grep -c "^; mazepost" p.maze'
t 'mazestat -F maze,width,height a.maze nonexist b.maze'
t 'mazerender -f ascii nonexist a.maze'
t 'mazesolve nonexist'
t 'mazesolve -o out.maze a.maze nonexist && cat out.maze'
t 'cat out.maze | head -3'
