# Solving a solved maze clears the old marks first: the same route again.
mazegen -s 8 10 10 | mazesolve -x >once
mazesolve once | mazerender -f ascii >twice
mazegen -s 8 10 10 | mazesolve | mazerender -f ascii | cmp - twice && echo "same route"
