# The third pipeline, with a seed so that the figures are fixed.
mazegen -s 5 -n 100 30 30 | mazestat
