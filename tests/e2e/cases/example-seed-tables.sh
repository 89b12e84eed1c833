# examples/seed-tables.sh, both tables, on fewer and smaller mazes than the
# documents' (the write-up's at its size takes minutes): the figures are
# the toolkit's, pinned; the documents' columns print where the sizes are
# theirs (the paper's always, the write-up's at 500 alone).  Then the
# cells the searches count: a cell maze's explored cells, by mazesolve
# --cells and mazestat's explored_cells alike, and the refusal of a maze
# that is no cell maze.
sh "$TOP"/examples/seed-tables.sh -n 4 -w 40 writeup paper
sh "$TOP"/examples/seed-tables.sh nothing
echo "exit $?"
mazegen -s 3 -n 2 12 8 | mazepost --end farthest >m
for a in bfs guided-dfs greedy bidir-greedy adaptive-greedy dead-end-filling; do
	mazesolve -a $a --cells m | grep '^; solution' | tr '\n' ' '
	mazestat -T -P -f tsv -b $a -F explored,explored_cells m | sed 1d |
	    tr '\n\t' '  '
	echo "($a)"
done
mazegen -s 3 -n 2 12 8 | mazepost --end farthest | mazestat -T -S -b bfs \
    -F solver,explored_cells_mean,explored_cells_max
mazegen --grid hex -s 1 6 5 | mazesolve --cells 2>&1
echo "exit $?"
mazegen --grid hex -s 1 6 5 | mazestat -T -b bfs -F explored,explored_cells
