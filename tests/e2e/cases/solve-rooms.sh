# Open rooms and loops: the route is still a shortest one.
mazesolve -x "$DATA"/rooms.maze | mazestat
mazesolve "$DATA"/rooms.maze
