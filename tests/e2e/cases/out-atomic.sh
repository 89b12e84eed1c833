# -o writes the whole file or none: no partial file, no temporary left.
. "$E2E"/lib.sh
cp "$DATA"/nopath.maze .
t 'mazegen -s 1 -o out.maze 3 2'
t 'ls -A'
t 'mazesolve -o out.maze nopath.maze'
t 'ls -A'
echo "; not a grid" >bad.maze
t 'mazesolve -o out.maze bad.maze'
t 'ls -A'
t 'head -4 out.maze'
t 'mazegen -o nodir/out.maze 3'
t 'umask 022; mazegen -o perm.maze 2; ls -l perm.maze | cut -c1-10'
