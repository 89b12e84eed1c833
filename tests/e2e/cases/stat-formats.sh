# The same figures in the three formats, per maze and as a summary: the
# maze of maze(5), solved, and rooms.maze, whose figures stat-grids and the
# unit tests count by hand.
. "$E2E"/lib.sh
cat >m.maze <<'M'
#S#######
#+++++++#
# # ###+#
# #   #+#
##### #+#
#     #+#
#######E#
M
t 'mazestat -f tsv m.maze "$DATA"/rooms.maze'
t 'mazestat -f json m.maze "$DATA"/rooms.maze'
t 'mazestat -S m.maze "$DATA"/rooms.maze'
t 'mazestat -S -f tsv m.maze "$DATA"/rooms.maze | head -3'
t 'mazestat -S -f json m.maze | head -3'
# Nothing to summarize, nothing printed; empty input, nothing either.
t 'mazestat -S </dev/null'
t 'mazestat </dev/null'
t 'mazestat -f yaml m.maze'
t 'mazestat -P -S m.maze'
# -F: fields by name, in the order given, in every format and in the
# summary; all of them; the list; and a bad name.
t 'mazegen -s 7 24 8 | mazestat -F diameter,dead_frac,kind'
t 'mazegen -s 7 24 8 | mazestat -F diameter,dead_frac,kind -f tsv'
t 'mazegen -s 7 24 8 | mazestat -F diameter,dead_frac,kind -f json'
t 'mazegen -s 7 -n 3 24 8 | mazestat -S -F dead_frac,diameter'
t 'mazegen -s 7 24 8 | mazestat -F all | wc -w'
t 'mazestat -F list | wc -l'
t 'mazestat -F nope'
# The summary's rows are numeric figures: a field without one is refused
# by name, not a summary of no rows.
t 'mazestat -S -F perfect m.maze'
t 'mazestat -S -F kind -f json m.maze'
t 'mazestat -S -F dead_frac,maze m.maze'
t 'mazestat -S -F all m.maze | wc -l'
