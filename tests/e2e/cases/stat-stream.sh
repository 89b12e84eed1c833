# 100000 small mazes stream through in constant memory (measured once, by
# hand: 2.6 MB of peak resident memory for 10000 mazes and for 100000; not
# timed here).  The summary is the only output.
mazegen -s 1 -n 100000 2 2 | mazestat -S | sed -n '1,6p; /^dead_frac/p; /^diameter/p'
# The benchmark keeps 16 bytes per maze for its medians.
mazegen -s 1 -n 100000 2 2 | mazestat -S -T -b bfs
