mazegen -a kruskal -s 4 12 6 | mazesolve -x
