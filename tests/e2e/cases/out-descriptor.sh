# -o names an open descriptor (/dev/stdout, /dev/fd/N, /proc/self/fd/N)
# as a shell's > does: written where the descriptor is, in its mode, never
# a file renamed over the one behind it, which would lose what the rest of
# a redirected group wrote and what earlier runs appended.
. "$E2E/lib.sh"
mazegen -s 1 2 >in.maze
{ echo before; mazegen -s 1 2 -o /dev/stdout; echo after; } >group.txt
cat group.txt
for p in mazepost mazesolve mazestat 'mazerender -f ascii'; do
	$p -o /dev/fd/1 in.maze >>append.txt
	$p -o /proc/self/fd/3 in.maze 3>>append.txt
done
wc -l <append.txt
{ mazegen -s 1 2 -o /dev/stderr 2>&1 >/dev/null; } | sed -n 3p
t 'mazegen -s 1 2 -o /dev/fd/7'
t 'mazegen -s 1 2 -o /dev/stdout >/dev/full'
find . -name '.*' -type f | grep . || echo "no temporary file left"
