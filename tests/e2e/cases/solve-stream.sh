# A stream: one result a maze, in order; a maze with no path does not stop
# the others, but the exit status says so.
{ mazegen -s 1 3 2; cat "$DATA"/nopath.maze; mazegen -a kruskal -s 2 3 2; } | mazesolve
