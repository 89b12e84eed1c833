# -F with -b: the benchmark's fields by name, in the order named, in every
# format, so that a script needs no column numbers.  A kind of record (a
# run's, the summary's) that lacks a field named is left out.
. "$E2E"/lib.sh
mazegen -n 3 -s 1 20 20 >three.maze
t 'mazestat -b bfs,astar -F solver,explored_mean -f tsv three.maze'
t 'mazestat -b bfs,astar -F solver,explored_mean three.maze'
t 'mazestat -b bfs,astar -F explored_mean,solver -f json three.maze'
# A run's fields only: the summary is left out.
t 'mazestat -T -b bfs,astar -F maze,solver,explored,length -f tsv three.maze'
# Fields both kinds have: both print, each under its own names.
t 'mazestat -b bfs -F solver,solved,shortest three.maze'
t 'mazestat -b bfs -F solver,solved -f json three.maze'
# -S and -P choose the kinds; the option order does not matter.
t 'mazestat -S -F solver,length_median -b dfs,bfs three.maze'
t 'mazestat -P -b dfs -F explored,maze -f tsv three.maze'
# Times chosen.
t 'mazestat -S -b bfs -F solver,time_ms_mean -f tsv three.maze | sed "2s/[0-9.]*\$/T/"'
# -F all is the default; without -F nothing has changed.
mazestat -T -b bfs,dfs three.maze >default.out
t 'mazestat -T -b bfs,dfs -F all three.maze | cmp - default.out && echo same'
t 'mazestat -T -b bfs,dfs -F all -f json three.maze | wc -l'
# The lists: the benchmark's names with -b, the structure's without.
t 'mazestat -b bfs -F list'
t 'mazestat -F list | wc -l'
# Trouble, with nothing on stdout: a name the benchmark does not have (a
# structure field is one), fields that no record printed has together.
t 'mazestat -b bfs -F solver,nope three.maze'
t 'mazestat -b bfs -F diameter three.maze'
t 'mazestat -b bfs -F explored,explored_mean three.maze'
t 'mazestat -S -b bfs -F explored three.maze'
t 'mazestat -F solver three.maze'
t 'mazestat -b bfs -F , three.maze'
# A time named with -T, which leaves times out: refused by name, not
# records left empty ({} in json) or a column asked for gone.
t 'mazestat -T -b bfs -F time_ms three.maze'
t 'mazestat -T -b bfs -F time_ms -f json three.maze'
t 'mazestat -T -S -b bfs -F solver,time_ms_mean three.maze'
t 'mazestat -b bfs -F maze,time_ms_max -T three.maze'
