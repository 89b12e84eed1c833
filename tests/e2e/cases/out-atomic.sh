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
# A device or a pipe is written as it is, never replaced by a rename: a
# FIFO stays a FIFO and gets the maze.
mkfifo fifo
# The reader gives up if no writer comes, rather than hang the suite.
timeout 20 cat fifo >from-fifo &
t 'mazegen -s 1 -o fifo 3 2'
wait
t 'ls -l fifo | cut -c1'
t 'mazegen -s 1 3 2 | cmp - from-fifo && echo "the FIFO carried the maze"'
# A name as long as a directory entry allows (255 bytes) is written too,
# its temporary's name cut to fit; one longer is refused, no file left.
long=$(printf '%0255d' 0 | tr 0 n)
mazegen -s 1 -o "$long" 3 2 && mazegen -s 1 3 2 | cmp - "$long" &&
    echo "a 255-byte name is written"
rm -f "$long"
mazegen -s 1 -o "${long}n" 3 2 2>/dev/null || echo "a 256-byte name: exit $?"
t 'ls -A'
