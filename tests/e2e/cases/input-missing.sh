# A file that cannot be read (missing, or a directory) is reported and
# passed over, as cat and grep pass it over: the other files are read, and
# the exit status is 2 at the end.  A file of -o made of the whole input is
# then left as it was, not replaced by part of it (a mistyped input name
# once emptied it); a numbered one is its maze's alone, and written.
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
cp a.maze kept.maze
t 'mazepost -o kept.maze typo.maze; echo "exit $?"; cmp a.maze kept.maze && echo "kept.maze as it was"'
t 'mazestat -o kept.maze b.maze dir; cmp a.maze kept.maze && echo "kept.maze as it was"'
t 'mazerender -f ascii -o whole.txt a.maze nonexist; ls whole.txt'
t 'mazerender -f ascii -o m%d.txt nonexist a.maze b.maze; ls m*.txt'
t 'ls -A | grep partial'
# The files are one input, as cat joins them: a file with no maze in it (an
# empty one) adds nothing, wherever it is; an input with none at all is an
# error, at the end of the last file.
: >empty
t 'mazestat -F maze,width,height empty a.maze empty b.maze empty'
t 'mazesolve - a.maze - <b.maze | grep -c "^; maze "'
t 'mazestat empty empty'
