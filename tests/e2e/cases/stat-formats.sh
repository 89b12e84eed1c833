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
