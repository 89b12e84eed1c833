# mazeplay refuses, with one message and exit 2, before it touches the
# terminal: no S or E, no terminal at all (setsid: no controlling one), a
# corrupt save (kept as it was), no save to resume, a scoreboard that is
# not one, usage mistakes, a directory or a missing file, a maze too large for the memory allowed.  And
# --scores with no scoreboard yet.  Paths are shown from the case's
# directory.
. "$E2E"/lib.sh
here=$PWD
{
HOME=$PWD/home XDG_DATA_HOME=$PWD/data
export HOME XDG_DATA_HOME
mkdir -p home data/mazes
mazegen -s 1 4 3 >small.maze
t "printf '###\n#S#\n###\n' | mazeplay"
t 'setsid -w mazeplay small.maze </dev/null'
t 'mazeplay --resume'
printf '; maze 1\n; mazeplay at 9,9 moves 1 time 1\n#S#\n#E#\n' \
    >data/mazes/game.maze
cp data/mazes/game.maze corrupt
t 'setsid -w mazeplay --resume </dev/null'
cmp corrupt data/mazes/game.maze && echo "the corrupt save is kept"
printf 'junk\n' >data/mazes/game.maze
t 'setsid -w mazeplay --resume </dev/null'
t 'mazeplay --scores'
printf 'date\ttime\n' >data/mazes/scores.tsv
t 'mazeplay --scores'
t 'mazeplay a.maze b.maze'
t 'mazeplay --resume small.maze'
t 'mazeplay --scores small.maze'
t 'mazeplay --scores --resume'
t 'mazeplay -o x --scores'
mkdir -p dir
t 'mazeplay dir'
t 'mazeplay missing.maze'
t 'XDG_DATA_HOME= HOME= mazeplay small.maze'
# As oom-message: a limit on the process, or under the sanitizers (which
# need the address space) on each allocation.
mazegen -s 1 2000 | mazepost --end farthest >big.maze
if nm "$(command -v mazeplay)" 2>/dev/null | grep -q __asan_init; then
	limit=
	ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=8
	export ASAN_OPTIONS
else
	limit='ulimit -v 14000; '
fi
t "${limit}setsid -w mazeplay big.maze </dev/null"
} 2>&1 | sed "/^! ==/d; s|$here|.|g; s/[0-9][0-9]*x[0-9][0-9]* blocks/WxH blocks/;
    s/:[0-9][0-9]*:[0-9][0-9]*:/:L:C:/; s/ulimit -v 14000; //"
