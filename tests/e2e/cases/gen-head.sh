# A closed pipe ends mazegen quietly, however many mazes it was asked for.
mazegen -n 1000000 5 | head -1
