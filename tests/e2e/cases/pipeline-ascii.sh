# The first pipeline of the walking skeleton, as a picture in text.
mazegen -s 1 20 10 | mazepost --end farthest | mazesolve | mazerender -f ascii
