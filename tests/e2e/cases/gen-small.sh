mazegen -s 1 1
mazegen -s 1 1 4
mazegen -s 2 4 1
mazegen -a kruskal -s 3 4 3
