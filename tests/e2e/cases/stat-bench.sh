# The solver benchmark: per maze and solver, then the summary; -T leaves
# out the times so that the output is fixed.  bfs explores, finds a
# shortest route, and mazestat checks it against its own search.
. "$E2E"/lib.sh
mazegen -s 4 -n 5 12 8 | mazepost --end farthest >five.maze
t 'mazestat -T -b bfs five.maze'
t 'mazestat -T -b bfs -f tsv five.maze'
t 'mazestat -T -S -b breadth-first -f json five.maze'
# The times are there without -T, in the table and as fields.
t 'mazestat -b bfs five.maze | sed -n 1p | awk "{ print \$9 }"'
t 'mazestat -b bfs five.maze | sed -n 8p | tr " " "\n" | grep time'
t 'mazestat -P -b bfs -f json five.maze | head -1 | sed "s/[0-9.]*}\$/T}/"'
# Marks in the input are cleared before a solver runs; a maze with no way
# is solved by nobody, and its lengths are left out of the summary.
t 'mazesolve -x five.maze | mazestat -T -S -b bfs'
printf 'S # E\n' >noway.maze
t 'mazestat -T -b bfs noway.maze'
# The shape of the cs171 pipeline (there: -a wilson -n 100 500 500 and
# mazepost --near 7).
t 'mazegen -s 9 -n 20 30 30 | mazepost --end farthest | mazestat -T -S -b all'
# The benchmark works over any list of solvers: one named twice runs twice.
t 'mazestat -T -b bfs,breadth-first five.maze'
# Trouble: no E, unknown solver, an empty list; nothing on stdout.
printf 'S  \n' >noend.maze
t 'mazestat -b bfs noend.maze'
t 'mazestat -b bfs,nosuch five.maze'
t 'mazestat -b , five.maze'
t 'mazestat -b list'
